#!/bin/sh
# PgBouncer's settings from the environment the Deployment gives it (deploy/k8s/base/pgbouncer.yaml),
# written where a non-root user may write. The password never lands in the image or the repository.
set -eu
umask 077
# Both settable only so scripts/test/pgbouncer.test.mjs can run it beside other runs.
dir="${PGBOUNCER_RUN_DIR:-/tmp}"
port="${PGBOUNCER_LISTEN_PORT:-6432}"
printf '"%s" "%s"\n' "$DATABASE_USER" "$DATABASE_PASSWORD" > "$dir/userlist.txt"
cat > "$dir/pgbouncer.ini" <<INI
[databases]
$POSTGRES_DB = host=$POSTGRES_HOST port=$POSTGRES_PORT dbname=$POSTGRES_DB

[pgbouncer]
listen_addr = 0.0.0.0
listen_port = $port
unix_socket_dir =
auth_type = scram-sha-256
auth_file = $dir/userlist.txt
pool_mode = $PGBOUNCER_POOL_MODE
default_pool_size = $PGBOUNCER_DEFAULT_POOL_SIZE
max_client_conn = $PGBOUNCER_MAX_CLIENT_CONN
server_tls_sslmode = prefer
ignore_startup_parameters = extra_float_digits,options
INI
exec pgbouncer "$dir/pgbouncer.ini"
