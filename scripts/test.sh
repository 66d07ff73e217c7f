#!/usr/bin/env bash
# `make test`: every suite; exits 0 only when all pass. One suite alone: see the README.
#
# On two cores the suites are arranged so the CPU never idles while something waits: the downloads
# (Chromium, the scanner packages), the web checks and the web build run while Rust compiles, and
# schemathesis (which takes its time budget however busy the machine is) runs beside the Rust tests.
# Playwright runs last, alone: its tests are the ones a busy machine makes flaky.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
step() { printf '\n==> [%4d s] %s\n' "$(( $(date +%s) - start ))" "$*"; }
logs=target/test-logs
mkdir -p "$logs"

# Runs "$@" in the background, its output kept in $logs/NAME.log; `finish NAME` waits for it.
declare -A jobs
background() {
  local name=$1
  shift
  ("$@") >"$logs/$name.log" 2>&1 &
  jobs[$name]=$!
}
finish() {
  local name=$1 status=0
  wait "${jobs[$name]}" || status=$?
  step "$name: $([ $status -eq 0 ] && echo passed || echo "FAILED ($status)")"
  cat "$logs/$name.log"
  return $status
}

step "Installing web packages"
scripts/npm-install.sh
background chromium scripts/ensure-chromium.sh
background observatory bash -c 'cd tools/observatory && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error'
background web bash -c '
  set -e
  cd web
  echo "Web: type check and unit tests (Vitest)"
  npm run --silent typecheck
  npx vitest run
  echo "Building the web app for the browser tests"
  BUILD_DIR=build-e2e npm run --silent build >/dev/null'

# The test build makes the `antiques` binary too (its integration tests run it), with the features
# the tests unify: building the binary alone first would compile most crates twice.
step "Building the Rust tests and the content service"
cargo test --workspace --release --no-run

step "Rust tests, beside schemathesis"
background rust cargo test --workspace --release
background schemathesis scripts/schemathesis.sh
failed=()
for name in chromium observatory web schemathesis rust; do finish "$name" || failed+=("$name"); done
# Named again last: CI shows the end of the output, and the logs above are long.
[ ${#failed[@]} -eq 0 ] || { step "Failed: ${failed[*]} (their output is above, and in $logs/)"; exit 1; }

step "End to end: Playwright in Debian's Chromium, desktop and mobile"
(cd web && E2E_WEB_BUILD_DIR="$PWD/build-e2e" npx playwright test)

step "All suites passed in $(( $(date +%s) - start )) s"
