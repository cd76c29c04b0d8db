#!/usr/bin/env bash
# The browser tests with a CPU hog on every core alongside (stress-ng, from Debian's packages:
# `apt-get install -y stress-ng`): they must wait for states, never depend on the machine's speed.
# Arguments go to Playwright (a spec file, --workers, …). LOADED_HOGS_PER_CORE (default 1) sets how
# many CPU hogs run per core: 10 is the "heavy load" of issue 32's measurement.
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! command -v stress-ng >/dev/null 2>&1; then
  echo 'stress-ng is not installed: apt-get install -y stress-ng' >&2
  exit 1
fi
stress-ng --cpu "$(( $(nproc) * ${LOADED_HOGS_PER_CORE:-1} ))" --timeout 3600s --quiet &
hog=$!
trap 'kill "$hog" 2>/dev/null || true' EXIT
npx playwright test "$@"
