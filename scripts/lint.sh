#!/usr/bin/env bash
# `make lint`: formatting, Clippy, the TypeScript type check and ESLint.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo fmt --all -- --check
cargo clippy --workspace --all-targets -- -D warnings
scripts/npm-install.sh
(cd web && npm run --silent typecheck && npm run --silent lint)
