#!/usr/bin/env bash
# Page benchmark (part of `make bench`): server-rendered store page and A–Z page under load with
# autocannon (web/node_modules, a devDependency). Prints req/s, p50/p99 latency and the web server's
# peak RSS. Figures go to docs/performance.md ("Web pages").
#
# By default it builds what is missing, seeds a temporary SQLite database, and starts the content
# service and the web server on free ports. To bench running servers instead, set
#   BENCH_WEB_URL=http://127.0.0.1:3000 BENCH_CONTENT_URL=http://127.0.0.1:1337
# (BENCH_WEB_PID / BENCH_CONTENT_PID name their processes for the memory figures).
# Tunables: BENCH_CONNECTIONS (64), BENCH_DURATION seconds (10), BENCH_WARMUP seconds (3).
# The web server runs WEB_CONCURRENCY workers (default: one per core), as in production.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
connections="${BENCH_CONNECTIONS:-64}"
duration="${BENCH_DURATION:-10}"
warmup="${BENCH_WARMUP:-3}"
autocannon="$root/web/node_modules/.bin/autocannon"
[ -x "$autocannon" ] || { echo "autocannon missing: run scripts/npm-install.sh" >&2; exit 1; }

free_port() { node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }

pids=()
extra_cleanup=()
tmp=$(mktemp -d)
cleanup() {
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  rm -rf "$tmp" "${extra_cleanup[@]}"
}
trap cleanup EXIT INT TERM

wait_for() { for _ in $(seq 1 300); do curl -fsS "$1" >/dev/null 2>&1 && return 0; sleep 0.2; done; echo "$1 did not answer" >&2; exit 1; }

# Processes whose memory is reported (set them to bench servers started elsewhere).
web_pid="${BENCH_WEB_PID:-}"
content_pid="${BENCH_CONTENT_PID:-}"
if [ -z "${BENCH_WEB_URL:-}" ]; then
  [ -x target/release/antiques ] || cargo build --release -p antiques
  echo "==> Building the web app"
  # Inside web/ so the server bundle resolves its packages from web/node_modules.
  build_dir="$root/web/build-bench-$$"
  extra_cleanup+=("$build_dir")
  (cd web && BUILD_DIR="$build_dir" npx react-router build >/dev/null 2>&1)
  content_port=$(free_port); web_port=$(free_port)
  export DATABASE_URL="sqlite://$tmp/bench.db" CONTENT_HOST=127.0.0.1 CONTENT_PORT="$content_port" RUST_LOG=warn
  target/release/antiques seed >/dev/null
  target/release/antiques serve >/dev/null 2>&1 &
  content_pid=$!
  pids+=("$content_pid")
  BENCH_CONTENT_URL="http://127.0.0.1:$content_port"
  wait_for "$BENCH_CONTENT_URL/readyz"
  (cd web && NODE_ENV=production HOST=127.0.0.1 PORT="$web_port" BUILD_DIR="$build_dir" \
    CONTENT_URL="$BENCH_CONTENT_URL" PUBLIC_SITE_URL="http://127.0.0.1:$web_port" exec node server.js >/dev/null 2>&1) &
  web_pid=$!
  pids+=("$web_pid")
  BENCH_WEB_URL="http://127.0.0.1:$web_port"
  wait_for "$BENCH_WEB_URL/healthz"
fi
BENCH_CONTENT_URL="${BENCH_CONTENT_URL:-http://127.0.0.1:1337}"

slug=$(curl -gfsS "$BENCH_CONTENT_URL/api/stores?pagination[pageSize]=1&filters[featured][\$eq]=true" |
  node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).data[0].slug))')

# Peak resident set (VmHWM) in MB of a process and all its descendants (the web server's cluster
# workers), summed: an upper bound of what they held together.
peak_rss_tree() {
  local root=$1 total=0 pid kb
  [ -n "$root" ] || { echo "n/a"; return; }
  local pids=("$root") queue=("$root")
  while [ ${#queue[@]} -gt 0 ]; do
    local next=()
    for pid in "${queue[@]}"; do
      while read -r child; do [ -n "$child" ] && pids+=("$child") && next+=("$child"); done < <(pgrep -P "$pid" || true)
    done
    queue=("${next[@]}")
  done
  for pid in "${pids[@]}"; do
    kb=$(awk '/VmHWM/ {print $2}' "/proc/$pid/status" 2>/dev/null || echo 0)
    total=$((total + ${kb:-0}))
  done
  [ "$total" -gt 0 ] && echo $((total / 1024)) || echo "n/a"
}

bench() { # name path
  local name=$1 url="$BENCH_WEB_URL$2"
  "$autocannon" -c "$connections" -d "$warmup" "$url" >/dev/null 2>&1 || true
  "$autocannon" -c "$connections" -d "$duration" --json "$url" 2>/dev/null |
    node -e '
      let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => {
        const r = JSON.parse(s);
        const ok = r["2xx"], bad = r.non2xx + r.errors + r.timeouts;
        console.log(`${process.argv[1].padEnd(22)} ${String(Math.round(r.requests.average)).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   ${ok} ok, ${bad} failed`);
      });' "$name"
}

echo "==> Pages: $connections connections, ${duration}s each (after ${warmup}s warm-up), $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
bench "store page" "/stores/$slug"
bench "A–Z page (100 stores)" "/stores/a/1"
echo "peak RSS: web server $(peak_rss_tree "$web_pid") MB (all processes), content service $(peak_rss_tree "$content_pid") MB"
