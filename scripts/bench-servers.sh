# Sourced by the page benchmarks (bench-pages.sh, bench-lighthouse.sh), from the repository root with
# `root` set: the content service over a freshly seeded temporary SQLite database (2,500 demo stores)
# and the web server with its default settings, on free ports; or, with BENCH_WEB_URL /
# BENCH_CONTENT_URL set, servers already running (BENCH_WEB_PID / BENCH_CONTENT_PID name their
# processes for CPU and memory figures). Sets BENCH_WEB_URL, BENCH_CONTENT_URL, web_pid, content_pid,
# tmp (removed on exit) and the helpers free_port and wait_for; everything it starts stops on exit.
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
  # The US towns and ZIP codes `make run` gives it, when they are beside the repository: they count
  # in its memory.
  . scripts/reference-places.sh
  target/release/antiques serve >/dev/null 2>&1 &
  content_pid=$!
  pids+=("$content_pid")
  BENCH_CONTENT_URL="http://127.0.0.1:$content_port"
  wait_for "$BENCH_CONTENT_URL/readyz"
  # The machine has no internet: map tiles come from a stand-in here (one small image for every
  # tile), so that a page's console does not show failed tile loads a deployed site would not have
  # (Lighthouse's best practices count them).
  tile_port=$(free_port)
  node -e '
    const tile = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");
    require("http").createServer((req, res) => res.writeHead(200, { "Content-Type": "image/png", "Cache-Control": "max-age=86400" }).end(tile))
      .listen(Number(process.argv[1]), "127.0.0.1");' "$tile_port" &
  pids+=($!)
  (cd web && NODE_ENV=production HOST=127.0.0.1 PORT="$web_port" BUILD_DIR="$build_dir" \
    CONTENT_URL="$BENCH_CONTENT_URL" PUBLIC_SITE_URL="http://127.0.0.1:$web_port" \
    MAP_TILE_URL="http://127.0.0.1:$tile_port/{z}/{x}/{y}.png" exec ./server.js >/dev/null 2>&1) &
  web_pid=$!
  pids+=("$web_pid")
  BENCH_WEB_URL="http://127.0.0.1:$web_port"
  wait_for "$BENCH_WEB_URL/healthz"
fi
BENCH_CONTENT_URL="${BENCH_CONTENT_URL:-http://127.0.0.1:1337}"

