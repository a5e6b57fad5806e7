#!/bin/sh
# On its first start, the cluster with a password for `postgres`, and the role and database the
# overlays' database-config names, owned by that role as on a managed PostgreSQL. Then the server,
# on PORT (the release test runs it on the host's network).
set -eu
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  printf '%s\n' "$POSTGRES_PASSWORD" > /tmp/password
  initdb --username=postgres --pwfile=/tmp/password --auth-local=trust --auth-host=scram-sha-256 --encoding=UTF8 --locale=C.UTF-8 > /dev/null
  rm /tmp/password
  pg_ctl --wait --silent --options="-c listen_addresses=''" start
  psql --quiet -v ON_ERROR_STOP=1 -v user="$DATABASE_USER" -v password="$DATABASE_PASSWORD" -v db="$POSTGRES_DB" postgres <<'SQL'
CREATE ROLE :"user" LOGIN PASSWORD :'password';
CREATE DATABASE :"db" OWNER :"user";
SQL
  pg_ctl --wait --silent stop
fi
exec postgres -c listen_addresses="${LISTEN_ADDRESSES:-*}" -p "${PORT:-5432}"
