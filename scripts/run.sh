#!/usr/bin/env bash
# `make run`: build everything in release mode, prepare the SQLite database (migrate, seed when
# empty), start the content service and the web server, and stop both on Ctrl-C.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -f .env ]; then set -a; . ./.env; set +a; fi
export DATABASE_URL="${DATABASE_URL:-sqlite://data/antiques.db}"
. scripts/reference-places.sh
export CONTENT_HOST="${CONTENT_HOST:-127.0.0.1}" CONTENT_PORT="${CONTENT_PORT:-1337}"
export HOST="${HOST:-127.0.0.1}" PORT="${PORT:-3000}"
export CONTENT_URL="${CONTENT_URL:-http://${CONTENT_HOST}:${CONTENT_PORT}}"
export PUBLIC_SITE_URL="${PUBLIC_SITE_URL:-http://${HOST}:${PORT}}"

echo "==> Installing web packages"
scripts/npm-install.sh
echo "==> Building the content service (cargo build --release)"
cargo build --release -p antiques
echo "==> Building the web app (react-router build)"
(cd web && npm run --silent build >/dev/null)
echo "==> Preparing the database ($DATABASE_URL; reference data where missing, demo stores and events when it has no stores, unless DEMO_DATA=false)"
target/release/antiques migrate
if target/release/antiques user list | grep -q '^no accounts'; then
  echo "==> The editorial console (/admin) has no accounts yet. Create the first admin with:"
  echo "      target/release/antiques user add you@example.com --role admin"
  echo "    (the password is generated and printed once; see docs/admin.md)"
fi

pids=()
cleanup() {
  trap - INT TERM EXIT
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap cleanup INT TERM EXIT

echo "==> Starting the content service on $CONTENT_URL"
target/release/antiques serve --seed-if-empty &
pids+=($!)
for _ in $(seq 1 100); do
  curl -fsS "$CONTENT_URL/readyz" >/dev/null 2>&1 && break
  sleep 0.2
done
echo "==> Starting the web server"
(cd web && NODE_ENV=production exec ./server.js) &
pids+=($!)
for _ in $(seq 1 100); do
  curl -fsS "http://$HOST:$PORT/healthz" >/dev/null 2>&1 && break
  sleep 0.2
done
echo
echo "Open http://$HOST:$PORT"
echo "Editorial console: http://$HOST:$PORT/admin"
echo "(Ctrl-C stops both servers)"
wait -n "${pids[@]}"
