#!/usr/bin/env bash
# Content API at scale: seeds BENCH_STORES generated stores (default 100,000) into a temporary SQLite
# file and a temporary PostgreSQL database, starts the release binary on each and prints, per backend:
#   - ready after start (process start to /readyz answering) and resident memory then;
#   - reads driven by oha (installed with `cargo install oha --locked` when missing): req/s, p50, p99;
#   - store edits one after another (answer latency), then MIXED_SECONDS (60) of reads with 20 edits
#     a second, and the peak resident memory;
#   - how long an edit takes to show on a second instance (CONTENT_REFRESH_SECONDS apart).
# Copy the figures into docs/performance.md ("Content API"). Requests ask for
# `Accept-Encoding: identity` (what a same-host client should send) except the rows marked gzip.
#
#   BENCH_STORES=100000 DURATION=10s CONNECTIONS=64 scripts/bench-api.sh
#   BENCH_BACKENDS="sqlite" scripts/bench-api.sh             # skip PostgreSQL
#   BENCH_STORES=1000000 BENCH_BACKENDS=postgres scripts/bench-api.sh   # a million stores (slow)
set -euo pipefail
cd "$(dirname "$0")/.."

STORES="${BENCH_STORES:-${STORES:-100000}}"
MIXED_SECONDS="${MIXED_SECONDS:-60}"
ADMIN_TOKEN="bench-admin"
DURATION="${DURATION:-10s}"
CONNECTIONS="${CONNECTIONS:-64}"
BACKENDS="${BENCH_BACKENDS:-sqlite postgres}"
PG_ADMIN_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
PORT="${BENCH_PORT:-18337}"
BASE="http://127.0.0.1:$PORT"
PORT2="$((PORT + 1))"
BASE2="http://127.0.0.1:$PORT2"

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
SECOND_PID=""
PG_DB=""
cleanup() {
  for pid in $SERVER_PID $SECOND_PID; do kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; done
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
  local started; started="$(date +%s.%N)"
  DATABASE_URL="$url" CONTENT_PORT="$PORT" CONTENT_ADMIN_TOKEN="$ADMIN_TOKEN" RUST_LOG=warn "$BIN" serve >"$WORK/serve-$backend.log" 2>&1 &
  SERVER_PID=$!
  for _ in $(seq 1 3000); do curl -fsS "$BASE/readyz" >/dev/null 2>&1 && break; sleep 0.05; done
  curl -fsS "$BASE/readyz" >/dev/null || { cat "$WORK/serve-$backend.log"; return 1; }
  local ready; ready="$(python3 -c "import time; print(f'{time.time() - $started:.1f}')")"
  echo "    ready after start: $ready s, resident memory then: $(awk '/VmRSS/ {printf "%.0f MiB", $2/1024}' "/proc/$SERVER_PID/status")"
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
  echo "    store edits, one after another:   $(python3 scripts/bench-edits.py "$BASE" 200 0 "$ADMIN_TOKEN")"
  echo "    $MIXED_SECONDS s of reads (detail 32, list 16, name search 8 connections) with 20 edits/s:"
  local mixed="$WORK/mixed"
  "$OHA" -z "${MIXED_SECONDS}s" -c 32 --no-tui --output-format json -H "accept-encoding: identity" "$BASE/api/stores/$slug?populate=*" >"$mixed-1" 2>/dev/null &
  local readers="$!"
  "$OHA" -z "${MIXED_SECONDS}s" -c 16 --no-tui --output-format json -H "accept-encoding: identity" "$BASE/api/stores?populate=*&pagination%5Bpage%5D=3&pagination%5BpageSize%5D=100" >"$mixed-2" 2>/dev/null &
  readers="$readers $!"
  "$OHA" -z "${MIXED_SECONDS}s" -c 8 --no-tui --output-format json "$BASE/api/stores/name-search?query=brimfeld&page=1&pageSize=10" >"$mixed-3" 2>/dev/null &
  readers="$readers $!"
  echo "      edits: $(python3 scripts/bench-edits.py "$BASE" "$((MIXED_SECONDS * 20))" 20 "$ADMIN_TOKEN")"
  # shellcheck disable=SC2086
  wait $readers
  python3 - "$mixed" <<'PY'
import json, sys
for i, name in ((1, "store detail"), (2, "store list (100, populated)"), (3, "name search (typo)")):
    d = json.load(open(f"{sys.argv[1]}-{i}"))
    s, p = d["summary"], d["latencyPercentiles"]
    print(f"      reads: {name:<28} {s['requestsPerSec']:>8.0f} req/s   p99 {p['p99']*1000:6.2f} ms")
PY
  echo "    peak resident memory (start, reads and the mixed minute): $(awk '/VmHWM/ {printf "%.0f MiB", $2/1024}' "/proc/$SERVER_PID/status")"
  # A second instance on the same database sees an edit made on the first within its refresh interval.
  DATABASE_URL="$url" CONTENT_PORT="$PORT2" RUST_LOG=warn "$BIN" serve >"$WORK/serve2-$backend.log" 2>&1 &
  SECOND_PID=$!
  for _ in $(seq 1 3000); do curl -fsS "$BASE2/readyz" >/dev/null 2>&1 && break; sleep 0.05; done
  python3 - "$BASE" "$BASE2" "$slug" "$ADMIN_TOKEN" <<'PY'
import json, sys, time, urllib.request
base, base2, slug, token = sys.argv[1:5]
text = f"Seen elsewhere {time.time()}"
req = urllib.request.Request(f"{base}/api/stores/{slug}", method="PUT",
    data=json.dumps({"data": {"description": text}}).encode(),
    headers={"content-type": "application/json", "authorization": f"Bearer {token}"})
urllib.request.urlopen(req).read()
t = time.time()
while json.load(urllib.request.urlopen(f"{base2}/api/stores/{slug}"))["data"]["description"] != text:
    if time.time() - t > 30:
        sys.exit("    the second instance did not see the edit within 30 s")
    time.sleep(0.05)
print(f"    edit visible on a second instance after {time.time() - t:.1f} s (CONTENT_REFRESH_SECONDS, default 3)")
PY
  kill "$SECOND_PID" "$SERVER_PID"; wait "$SECOND_PID" "$SERVER_PID" 2>/dev/null || true; SERVER_PID=""; SECOND_PID=""
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
