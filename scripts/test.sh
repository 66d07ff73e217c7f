#!/usr/bin/env bash
# `make test`: every suite; exits 0 only when all pass. One suite alone: see the README.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
step() { printf '\n==> [%4d s] %s\n' "$(( $(date +%s) - start ))" "$*"; }

step "Installing web packages"
scripts/npm-install.sh
step "Checking for Chromium (browser tests)"
scripts/ensure-chromium.sh

step "Rust: unit and API integration tests (SQLite and PostgreSQL; release profile shares the build)"
cargo test --workspace --release

step "Web: type check and unit tests (Vitest)"
(cd web && npm run --silent typecheck && npx vitest run)

step "Building the content service and the web app for the browser tests"
cargo build --release -p antiques
(cd web && BUILD_DIR=build-e2e npm run --silent build >/dev/null)

step "End to end: Playwright in Debian's Chromium, desktop and mobile"
(cd web && E2E_WEB_BUILD_DIR="$PWD/build-e2e" npx playwright test)

step "All suites passed in $(( $(date +%s) - start )) s"
