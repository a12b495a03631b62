#!/usr/bin/env bash
# Runs a command under the recommended Node (the exact version in .nvmrc; README "Requirements"),
# taken from the npm registry's `node` package into a cache folder outside the repository, so the
# machine's own Node stays as it is. CI runs the unit and API tests under it a second time:
#   scripts/ci-node.sh npm run test:unit
#   NODE_VERSION=22.23.3 scripts/ci-node.sh npm run test:unit     # another version, same way
# The folder is ${XDG_CACHE_HOME:-~/.cache}/udlejning-node/<version>; a second run reuses it.
set -euo pipefail
cd "$(dirname "$0")/.."
version="${NODE_VERSION:-$(tr -d ' \nv' < .nvmrc)}"
dir="${XDG_CACHE_HOME:-$HOME/.cache}/udlejning-node/$version"
node_bin="$dir/node_modules/.bin/node"
if [ ! -x "$node_bin" ] || [ "$("$node_bin" -v)" != "v$version" ]; then
  echo "installing Node $version (npm package node@$version) into $dir"
  mkdir -p "$dir"
  npm install --prefix "$dir" --no-audit --no-fund --loglevel=error --save-exact "node@$version" >/dev/null
fi
export PATH="$dir/node_modules/.bin:$PATH"
if [ "$(node -v)" != "v$version" ]; then
  echo "expected Node v$version on PATH, found $(node -v)" >&2
  exit 1
fi
echo "Node $(node -v): $*"
exec "$@"
