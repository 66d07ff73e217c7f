#!/usr/bin/env bash
# Page benchmark (part of `make bench`): our pages under load with wrk, side by side with nginx
# serving the same bytes, every request with a browser's `Accept-Encoding: gzip, deflate, br`.
# Figures go to docs/performance.md ("Web pages").
#
# - repeat views: one store page (a featured store), the A–Z page and the home page asked again and
#   again (answered from the page cache after the first), and nginx answering the store page's bytes
#   (the same brotli body, from a file) in the same run: req/s, p50, p99, and our share of nginx's;
# - first views: the store page with a new query string each time (`?first=N`), so every request is
#   a cache miss and renders: req/s, p50, p99, and the CPU each page took in the web server (all its
#   processes and threads, from /proc) and in the content service; twice: just after the server
#   started (V8 still compiling the renderer) and once it is warm (after BENCH_JIT_WARMUP more
#   seconds of first views);
# - memory: the peak resident memory (VmHWM) of the web server (all processes, summed) and the
#   content service during the repeat views, and again during the first views (the peak is reset as
#   each begins: /proc/PID/clear_refs; where the kernel refuses, the peak since start).
#
# By default it builds what is missing, seeds a temporary SQLite database, and starts the content
# service and the web server (default settings: WEB_CONCURRENCY one per core less one, RENDER_THREADS, PAGE_CACHE_MB) on free
# ports. BENCH_WEB_URL / BENCH_CONTENT_URL (with BENCH_WEB_PID / BENCH_CONTENT_PID for the CPU and
# memory figures) bench running servers instead. Tunables: BENCH_CONNECTIONS (64), BENCH_DURATION
# seconds (10), BENCH_WARMUP seconds (3), BENCH_JIT_WARMUP seconds (30). wrk and nginx come from Debian (apt-get) when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
connections="${BENCH_CONNECTIONS:-64}"
duration="${BENCH_DURATION:-10}"
warmup="${BENCH_WARMUP:-3}"
accept='Accept-Encoding: gzip, deflate, br'

install_missing() { # command package
  command -v "$1" >/dev/null 2>&1 && return 0
  echo "==> $1 is missing: installing $2 with apt-get"
  apt-get install -y "$2" >/dev/null 2>&1 || { apt-get update >/dev/null && apt-get install -y "$2" >/dev/null; }
}
install_missing wrk wrk
install_missing nginx nginx
nginx_bin=$(command -v nginx)

# shellcheck source=scripts/bench-servers.sh
source scripts/bench-servers.sh

slug=$(curl -gfsS "$BENCH_CONTENT_URL/api/stores?pagination[pageSize]=1&filters[featured][\$eq]=true" |
  node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).data[0].slug))')
store_path="/stores/$slug"

# A process and all its descendants (the web server's cluster workers).
process_tree() {
  local queue=("$1") pid child
  while [ ${#queue[@]} -gt 0 ]; do
    pid=${queue[0]}; queue=("${queue[@]:1}")
    echo "$pid"
    while read -r child; do [ -n "$child" ] && queue+=("$child"); done < <(pgrep -P "$pid" || true)
  done
}
# Peak resident set (VmHWM) in MB of a process tree, summed: an upper bound of what it held at once.
peak_rss() {
  [ -n "$1" ] || { echo "n/a"; return; }
  local total=0 kb pid
  for pid in $(process_tree "$1"); do
    kb=$(awk '/VmHWM/ {print $2}' "/proc/$pid/status" 2>/dev/null || echo 0)
    total=$((total + ${kb:-0}))
  done
  echo $((total / 1024))
}
# Starts the peaks over (VmHWM := VmRSS) for the processes of both servers.
reset_peaks() {
  local pid
  for pid in $( ([ -n "$web_pid" ] && process_tree "$web_pid"); ([ -n "$content_pid" ] && process_tree "$content_pid")); do
    echo 5 >"/proc/$pid/clear_refs" 2>/dev/null || true
  done
}
# "web W MB (all processes) + content C MB = T MB": the peaks since reset_peaks.
peaks() {
  local web content
  web=$(peak_rss "$web_pid"); content=$(peak_rss "$content_pid")
  echo "web $web MB (all processes) + content $content MB$([[ $web$content =~ ^[0-9]+$ ]] && echo " = $((web + content)) MB")"
}
# CPU time (user + system) in clock ticks of a process tree.
cpu_ticks() {
  [ -n "$1" ] || { echo 0; return; }
  local total=0 pid ticks
  for pid in $(process_tree "$1"); do
    ticks=$(awk '{print $14 + $15}' "/proc/$pid/stat" 2>/dev/null || echo 0)
    total=$((total + ${ticks:-0}))
  done
  echo "$total"
}
ticks_per_second=$(getconf CLK_TCK)

# nginx serving the store page's own bytes: the body our cache sends a browser on repeat views, from
# a file (the first answer of a page is compressed quickly, the ones after it at the cache's level).
nginx_port=$(free_port)
mkdir -p "$tmp/nginx/html"
curl -fsS -H "$accept" -o /dev/null "$BENCH_WEB_URL$store_path"
curl -fsS -H "$accept" -o "$tmp/nginx/html/store.br" "$BENCH_WEB_URL$store_path"
cat >"$tmp/nginx/nginx.conf" <<EOF
daemon off;
master_process off;
worker_processes 1;
pid $tmp/nginx/nginx.pid;
error_log $tmp/nginx/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path $tmp/nginx; proxy_temp_path $tmp/nginx; fastcgi_temp_path $tmp/nginx;
  uwsgi_temp_path $tmp/nginx; scgi_temp_path $tmp/nginx;
  server {
    listen 127.0.0.1:$nginx_port;
    location = $store_path {
      alias $tmp/nginx/html/store.br;
      default_type text/html;
      add_header Content-Encoding br;
      add_header Vary Accept-Encoding;
    }
  }
}
EOF
"$nginx_bin" -c "$tmp/nginx/nginx.conf" -p "$tmp/nginx" &
pids+=($!)
wait_for "http://127.0.0.1:$nginx_port$store_path"

# first views: every request a new URL, so the cache never answers. Each run draws its own URLs
# (wrk's random numbers start from the same seed every run: the warm-up's URLs came again, as hits).
cat >"$tmp/first.lua" <<'EOF'
local counter = 0
local urandom = io.open("/dev/urandom", "rb")
local b1, b2, b3, b4 = urandom:read(4):byte(1, 4)
urandom:close()
math.randomseed(((b1 * 256 + b2) * 256 + b3) * 256 + b4)
request = function()
  counter = counter + 1
  return wrk.format("GET", wrk.path .. "?first=" .. counter .. "-" .. math.random(1, 1000000000))
end
EOF

warm_up() { # url [lua]
  local script=()
  [ -n "${2:-}" ] && script=(-s "$2")
  wrk -t1 -c"$connections" -d"$warmup" "${script[@]}" -H "$accept" "$1" >/dev/null 2>&1 || true
}
# One wrk run after a warm-up; prints "req/s p50 p99 requests non2xx" (latencies in ms).
run_wrk() { # url [lua] [no-warm-up]
  local script=()
  [ -n "${2:-}" ] && script=(-s "$2")
  [ -n "${3:-}" ] || warm_up "$1" "${2:-}"
  wrk -t1 -c"$connections" -d"$duration" --latency "${script[@]}" -H "$accept" "$1" | awk '
    function ms(v) { if (v ~ /us$/) return v / 1000; if (v ~ /ms$/) return v + 0; if (v ~ /s$/) return v * 1000; return v }
    / 50%/ { p50 = ms($2) } / 99%/ { p99 = ms($2) }
    /requests in/ { n = $1 } /Requests\/sec/ { rps = $2 } /Non-2xx/ { bad = $5 }
    END { printf "%d %.2f %.2f %d %d\n", rps, p50, p99, n, bad + 0 }'
}
row() { # label "rps p50 p99 n bad" [extra]
  read -r rps p50 p99 n bad <<<"$2"
  printf '%-40s %8s req/s   p50 %7s ms   p99 %7s ms   %s%s\n' "$1" "$rps" "$p50" "$p99" "$([ "$bad" -gt 0 ] && echo "$bad not 2xx ")" "${3:-}"
}

echo "==> Pages: $connections connections, ${duration}s each (after ${warmup}s warm-up), wrk 1 thread, '$accept', $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "    store page: $store_path ($(stat -c %s "$tmp/nginx/html/store.br") bytes brotli)"
echo "-- repeat views (page cache)"
nginx_result=$(run_wrk "http://127.0.0.1:$nginx_port$store_path")
reset_peaks
store_result=$(run_wrk "$BENCH_WEB_URL$store_path")
share=$(awk -v ours="${store_result%% *}" -v theirs="${nginx_result%% *}" 'BEGIN { printf "%.0f", 100 * ours / theirs }')
row "nginx, the same bytes" "$nginx_result"
row "store page" "$store_result" "(${share}% of nginx)"
row "A–Z page /stores/a/1" "$(run_wrk "$BENCH_WEB_URL/stores/a/1")"
row "home page /" "$(run_wrk "$BENCH_WEB_URL/")"
echo "peak RSS during the repeat views: $(peaks)"

echo "-- first views (every request a cache miss)"
reset_peaks
# One measured run of first views: "rps p50 p99 n bad" and the CPU a page took in each server.
first_views() {
  local web_before content_before web_after content_after result requests
  web_before=$(cpu_ticks "$web_pid"); content_before=$(cpu_ticks "$content_pid")
  result=$(run_wrk "$BENCH_WEB_URL$store_path" "$tmp/first.lua" no-warm-up)
  web_after=$(cpu_ticks "$web_pid"); content_after=$(cpu_ticks "$content_pid")
  read -r _ _ _ requests _ <<<"$result"
  row "$1" "$result" "$(awk -v t=$((web_after - web_before)) -v c=$((content_after - content_before)) -v n="$requests" -v hz="$ticks_per_second" \
    'BEGIN { printf "web CPU %.2f ms a page, content %.2f ms", 1000 * t / hz / n, 1000 * c / hz / n }')"
}
# wrk ends a warm-up with 64 requests in flight, which the server still renders (and keeps): let it
# finish them, so the measured run neither waits behind them nor counts their CPU.
warm_up "$BENCH_WEB_URL$store_path" "$tmp/first.lua"
sleep 2
# Just started: V8 is still compiling the renderer's functions (each isolate, the render threads'
# too, tiers a function up after it has run enough: for a function run once a page, after hundreds to
# thousands of pages), on its helper threads, which count in the web server's CPU.
first_views "store page, first view, server warming"
# Warm: after $jit_warmup more seconds of first views, as a server is after its first minutes.
jit_warmup="${BENCH_JIT_WARMUP:-30}"
wrk -t1 -c"$connections" -d"$jit_warmup" -s "$tmp/first.lua" -H "$accept" "$BENCH_WEB_URL$store_path" >/dev/null 2>&1 || true
sleep 2
first_views "store page, first view, warm server"
echo "peak RSS during the first views: $(peaks)"
