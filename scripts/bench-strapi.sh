#!/usr/bin/env bash
# Strapi's query language on `GET /api/stores` at scale: seeds BENCH_STORES generated stores
# (default 100,000) into a temporary SQLite file, starts the release binary and prints:
#   - what one query costs the first time it is seen (curl's total time), by kind;
#   - throughput with wrk, STRAPI_CONNECTIONS (64) connections for STRAPI_DURATION (20s) each, of
#     `filters[name][$containsi]=…&sort=…`: one query repeated (an answer kept for the snapshot), and
#     a rotation of STRAPI_WORDS (2000) distinct words (more than the per-snapshot list and answer
#     caches hold, so most are computed).
# The target: p99 ≤ 20 ms for the repeated query at 64 connections. Figures go to docs/performance.md
# ("Strapi queries at 100,000 stores").
#
#   scripts/bench-strapi.sh
#   BENCH_STORES=20000 STRAPI_DURATION=10s scripts/bench-strapi.sh
#   BENCH_STRAPI=0 make bench     # skip this step
set -euo pipefail
cd "$(dirname "$0")/.."

STORES="${BENCH_STORES:-100000}"
DURATION="${STRAPI_DURATION:-20s}"
CONNECTIONS="${STRAPI_CONNECTIONS:-64}"
WORDS="${STRAPI_WORDS:-2000}"
PORT="${BENCH_STRAPI_PORT:-1558}"
BASE="http://127.0.0.1:$PORT"

if ! command -v wrk >/dev/null 2>&1; then
  echo "==> wrk is missing: installing it with apt-get"
  apt-get install -y wrk >/dev/null 2>&1 || { apt-get update >/dev/null && apt-get install -y wrk >/dev/null; }
fi
if [ -n "${BENCH_BIN:-}" ]; then
  BIN="$BENCH_BIN"
else
  echo "==> Building the content service (release)"
  cargo build --release -p antiques >/dev/null
  BIN="$PWD/target/release/antiques"
fi

WORK="$(mktemp -d)"
SERVER_PID=""
cleanup() {
  if [ -n "$SERVER_PID" ]; then kill "$SERVER_PID" 2>/dev/null || true; wait "$SERVER_PID" 2>/dev/null || true; fi
  rm -rf "$WORK"
}
trap cleanup EXIT INT TERM

echo "==> Seeding $STORES stores (SQLite)"
DATABASE_URL="sqlite://$WORK/bench.db" RUST_LOG=warn "$BIN" seed --stores "$STORES" >/dev/null
DATABASE_URL="sqlite://$WORK/bench.db" CONTENT_PORT="$PORT" CONTENT_COMPRESSION=false RUST_LOG=warn \
  "$BIN" serve >"$WORK/serve.log" 2>&1 &
SERVER_PID=$!
for _ in $(seq 1 3000); do curl -fsS "$BASE/readyz" >/dev/null 2>&1 && break; sleep 0.05; done
curl -fsS "$BASE/readyz" >/dev/null || { cat "$WORK/serve.log"; exit 1; }

first() { curl -g -s -o /dev/null -w '%{time_total}' "$BASE$1" | awk '{printf "%.1f ms", $1 * 1000}'; }
echo "==> The first time a query is seen (computed, then kept for the snapshot)"
printf '  %-70s %s\n' "\$containsi on names, by name" "$(first '/api/stores?filters[name][$containsi]=barn&sort=name:asc')"
printf '  %-70s %s\n' "\$containsi on names, by rating shown then name" "$(first '/api/stores?filters[name][$containsi]=mill&sort[0]=displayRating:desc&sort[1]=name:asc')"
printf '  %-70s %s\n' "\$or of two cities, \$in of states, featured" "$(first '/api/stores?filters[$or][0][city][$eq]=Hudson&filters[$or][1][city][$eq]=Nashville&filters[state][$in][0]=NY&filters[state][$in][1]=TN')"
printf '  %-70s %s\n' "\$containsi on descriptions (read from the full stores)" "$(first '/api/stores?filters[description][$containsi]=quilt')"
printf '  %-70s %s\n' "sort by createdAt (read from the full stores)" "$(first '/api/stores?sort=createdAt:desc')"

# wrk's latency table: p50, p99 and requests per second.
run_wrk() { # label, lua script or url
  local label="$1" out
  shift
  out="$(wrk -t2 -c"$CONNECTIONS" -d"$DURATION" --latency "$@" 2>&1)"
  local p50 p99 rps
  p50="$(awk '/ 50%/ {print $2}' <<<"$out")"
  p99="$(awk '/ 99%/ {print $2}' <<<"$out")"
  rps="$(awk '/Requests\/sec/ {printf "%.0f", $2}' <<<"$out")"
  printf '  %-46s %8s req/s   p50 %8s   p99 %8s\n' "$label" "$rps" "$p50" "$p99"
}

echo "==> wrk, $CONNECTIONS connections, $DURATION each"
run_wrk "one \$containsi + sort, repeated" "$BASE/api/stores?filters%5Bname%5D%5B%24containsi%5D=antique&sort=name:desc&pagination%5BpageSize%5D=25"
python3 - "$WORDS" >"$WORK/words.lua" <<'PY'
import random, sys
random.seed(7)
letters = "abcdefghilmnoprstuw"
words = sorted({"".join(random.choice(letters) for _ in range(3)) for _ in range(int(sys.argv[1]) * 2)})[: int(sys.argv[1])]
print("local words = {" + ",".join(f'"{w}"' for w in words) + "}")
print("""local i = 0
request = function()
  i = i + 1
  local w = words[(i % #words) + 1]
  return wrk.format("GET", "/api/stores?filters%5Bname%5D%5B%24containsi%5D=" .. w .. "&sort=displayRating:desc,name:asc&pagination%5BpageSize%5D=25")
end""")
PY
run_wrk "$WORDS distinct \$containsi words + 2-key sort" -s "$WORK/words.lua" "$BASE"
