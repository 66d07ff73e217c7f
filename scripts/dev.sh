#!/usr/bin/env bash
# `make dev`: the content service rebuilt and restarted on change (cargo-watch when installed,
# else a plain run) and the web app under Vite's dev server with hot reload.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -f .env ]; then set -a; . ./.env; set +a; fi
export DATABASE_URL="${DATABASE_URL:-sqlite://data/antiques.db}"
. scripts/reference-places.sh
scripts/npm-install.sh
pids=()
cleanup() { trap - INT TERM EXIT; for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done; wait || true; }
trap cleanup INT TERM EXIT
if command -v cargo-watch >/dev/null 2>&1; then
  cargo watch -w crates -x "run -p antiques -- serve --seed-if-empty" &
else
  echo "(install cargo-watch for automatic rebuilds: cargo install cargo-watch)"
  cargo run -p antiques -- serve --seed-if-empty &
fi
pids+=($!)
(cd web && npx react-router dev --port "${PORT:-3000}") &
pids+=($!)
wait -n "${pids[@]}"
