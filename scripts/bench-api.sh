#!/usr/bin/env bash
# Content API throughput: seeds STORES generated stores (default 100,000) into a temporary SQLite
# file and a temporary PostgreSQL database, starts the release binary on each and drives it with
# oha (installed with `cargo install oha --locked` when missing). Prints req/s, p50 and p99 per
# endpoint; copy the figures into docs/performance.md ("Content API"). Requests ask for
# `Accept-Encoding: identity` (what a same-host client should send) except the rows marked gzip.
#
#   STORES=100000 DURATION=10s CONNECTIONS=64 scripts/bench-api.sh
#   BENCH_BACKENDS="sqlite" scripts/bench-api.sh         # skip PostgreSQL
set -euo pipefail
cd "$(dirname "$0")/.."

STORES="${STORES:-100000}"
DURATION="${DURATION:-10s}"
CONNECTIONS="${CONNECTIONS:-64}"
BACKENDS="${BENCH_BACKENDS:-sqlite postgres}"
PG_ADMIN_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
PORT="${BENCH_PORT:-18337}"
BASE="http://127.0.0.1:$PORT"

if ! command -v oha >/dev/null 2>&1 && [ ! -x "$HOME/.cargo/bin/oha" ]; then
  echo "==> oha is missing: installing it with 'cargo install oha --locked' (a few minutes)"
  cargo install oha --locked
fi
OHA="$(command -v oha || echo "$HOME/.cargo/bin/oha")"

echo "==> Building the content service (release)"
cargo build --release -p antiques >/dev/null
BIN="$PWD/target/release/antiques"

WORK="$(mktemp -d)"
SERVER_PID=""
PG_DB=""
cleanup() {
  if [ -n "$SERVER_PID" ]; then kill "$SERVER_PID" 2>/dev/null || true; wait "$SERVER_PID" 2>/dev/null || true; fi
  if [ -n "$PG_DB" ]; then psql -q "$PG_ADMIN_URL" -c "DROP DATABASE IF EXISTS $PG_DB" >/dev/null 2>&1 || true; fi
  rm -rf "$WORK"
}
trap cleanup EXIT INT TERM

echo "==> Machine: $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GiB", $2/1048576}' /proc/meminfo), $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"

run_oha() { # name url [extra oha args...]
  local name="$1" url="$2"; shift 2
  local out
  out="$("$OHA" -z "$DURATION" -c "$CONNECTIONS" --no-tui --output-format json -H "accept-encoding: ${ENCODING:-identity}" "$@" "$url" 2>/dev/null)"
  python3 - "$name" "$out" <<'PY'
import json, sys
name, raw = sys.argv[1], sys.argv[2]
d = json.loads(raw)
s = d["summary"]; p = d["latencyPercentiles"]
codes = d.get("statusCodeDistribution", {})
ok = sum(v for k, v in codes.items() if k.startswith("2"))
total = sum(codes.values()) or 1
print(f"  {name:<28} {s['requestsPerSec']:>10.0f} req/s   p50 {p['p50']*1000:7.2f} ms   p99 {p['p99']*1000:7.2f} ms   2xx {100*ok/total:5.1f}%")
PY
}

bench_backend() { # backend url
  local backend="$1" url="$2"
  echo
  echo "==> $backend: seeding $STORES stores"
  local t0=$SECONDS
  DATABASE_URL="$url" RUST_LOG=warn "$BIN" seed --stores "$STORES" >/dev/null
  echo "    seeded in $((SECONDS - t0)) s"
  DATABASE_URL="$url" CONTENT_PORT="$PORT" RUST_LOG=warn "$BIN" serve >"$WORK/serve-$backend.log" 2>&1 &
  SERVER_PID=$!
  for _ in $(seq 1 600); do curl -fsS "$BASE/readyz" >/dev/null 2>&1 && break; sleep 0.1; done
  curl -fsS "$BASE/readyz" >/dev/null || { cat "$WORK/serve-$backend.log"; return 1; }
  local slug
  slug="$(curl -fsS "$BASE/api/stores?pagination%5BpageSize%5D=1&pagination%5Bpage%5D=777" | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"][0]["slug"])')"
  local hotspot
  hotspot="$(curl -fsS "$BASE/api/hotspots" | python3 -c 'import json,sys; print(json.load(sys.stdin)["data"][0]["slug"])')"
  curl -fsS -o /dev/null "$BASE/api/stores/$slug"
  echo "    endpoint                          throughput        latency (oha -c $CONNECTIONS, $DURATION)"
  run_oha "store detail" "$BASE/api/stores/$slug?populate=*"
  run_oha "store list (100, populated)" "$BASE/api/stores?populate=*&pagination%5Bpage%5D=3&pagination%5BpageSize%5D=100"
  run_oha "search (hotspot, 20)" "$BASE/api/stores/search" -m POST -H "content-type: application/json" \
    -d "{\"location\":{\"hotspot\":\"$hotspot\"},\"filters\":{\"verified\":true},\"pagination\":{\"page\":1,\"pageSize\":20}}"
  run_oha "name search (typo)" "$BASE/api/stores/name-search?query=brimfeld&page=1&pageSize=10"
  run_oha "name search (2 letters)" "$BASE/api/stores/name-search?query=an&page=1&pageSize=10"
  CONNECTIONS=8 run_oha "name search (typo), 8 conns" "$BASE/api/stores/name-search?query=brimfeld&page=1&pageSize=10"
  CONNECTIONS=8 run_oha "name search (2 l.), 8 conns" "$BASE/api/stores/name-search?query=an&page=1&pageSize=10"
  ENCODING=gzip run_oha "store detail, gzip" "$BASE/api/stores/$slug?populate=*"
  ENCODING=gzip run_oha "store list (100), gzip" "$BASE/api/stores?populate=*&pagination%5Bpage%5D=3&pagination%5BpageSize%5D=100"
  local rss
  rss="$(awk '/VmHWM/ {printf "%.0f MiB", $2/1024}' "/proc/$SERVER_PID/status")"
  echo "    peak resident memory of the content service: $rss"
  kill "$SERVER_PID"; wait "$SERVER_PID" 2>/dev/null || true; SERVER_PID=""
}

for backend in $BACKENDS; do
  case "$backend" in
    sqlite) bench_backend sqlite "sqlite://$WORK/bench.db" ;;
    postgres)
      if ! psql -q "$PG_ADMIN_URL" -c 'SELECT 1' >/dev/null 2>&1; then
        echo; echo "==> postgres: $PG_ADMIN_URL unreachable, skipped"; continue
      fi
      PG_DB="antiques_bench_$$"
      psql -q "$PG_ADMIN_URL" -c "CREATE DATABASE $PG_DB" >/dev/null
      bench_backend postgres "${PG_ADMIN_URL%/*}/$PG_DB"
      psql -q "$PG_ADMIN_URL" -c "DROP DATABASE IF EXISTS $PG_DB" >/dev/null; PG_DB="" ;;
    *) echo "unknown backend $backend" >&2; exit 2 ;;
  esac
done
