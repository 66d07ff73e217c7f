#!/usr/bin/env bash
# Instructions the content service spends on the search mix of scripts/bench-search.sh, counted by
# valgrind's callgrind rather than timed: the count is the same from run to run whatever else the
# machine does, so two builds can be compared to the percent where wall-clock CPU swings by ±15 %.
#
# Seeds BENCH_STORES (100,000) stores into a SQLite file (kept in COUNT_DIR for the next run), starts
# BIN under callgrind with instrumentation off, replays all SEARCH_BODIES (3,000) bodies once to warm
# what each snapshot keeps (the steady state of the wrk mix), then counts COUNT_BODIES (600) of them
# and prints the instructions per search. The profile stays in COUNT_DIR for `callgrind_annotate
# --inclusive=yes`.
#
#   scripts/count-search.sh [BIN]        # default target/release/antiques
#   COUNT_BODIES=300 scripts/count-search.sh /tmp/old/antiques
set -euo pipefail
cd "$(dirname "$0")/.."
BIN="$(realpath "${1:-target/release/antiques}")"
STORES="${BENCH_STORES:-100000}"
BODIES="${SEARCH_BODIES:-3000}"
COUNTED="${COUNT_BODIES:-600}"
DIR="${COUNT_DIR:-target/count-search}"
PORT="${COUNT_PORT:-1561}"
mkdir -p "$DIR"
DIR="$(realpath "$DIR")"
command -v valgrind >/dev/null || { echo "valgrind is missing: apt-get install -y valgrind"; exit 1; }

if [ ! -f "$DIR/bench-$STORES.db" ]; then
  echo "==> Seeding $STORES stores into $DIR/bench-$STORES.db"
  DATABASE_URL="sqlite://$DIR/bench-$STORES.db" RUST_LOG=warn "$BIN" seed --stores "$STORES" >/dev/null
fi
# Valgrind's control pipes live in TMPDIR: the server and callgrind_control share one.
export TMPDIR="$DIR/tmp"
rm -rf "$TMPDIR" && mkdir -p "$TMPDIR"
OUT="$DIR/callgrind.out"
rm -f "$OUT"*
DATABASE_URL="sqlite://$DIR/bench-$STORES.db" CONTENT_PORT="$PORT" CONTENT_COMPRESSION=false RUST_LOG=warn \
  valgrind --tool=callgrind --instr-atstart=no --callgrind-out-file="$OUT" "$BIN" serve >"$DIR/serve.log" 2>&1 &
PID=$!
trap 'kill $PID 2>/dev/null || true' EXIT
for _ in $(seq 1 900); do curl -fsS "http://127.0.0.1:$PORT/readyz" >/dev/null 2>&1 && break; sleep 1; done
curl -fsS "http://127.0.0.1:$PORT/readyz" >/dev/null || { cat "$DIR/serve.log"; exit 1; }

echo "==> Bodies: $BODIES, as scripts/bench-search.sh makes them"
awk '/^python3 - "\$BASE" "\$BODIES" "\$WORK" <<.PY.$/{f=1;next} f&&/^PY$/{f=0} f' scripts/bench-search.sh >"$DIR/bodies.py"
python3 "$DIR/bodies.py" "http://127.0.0.1:$PORT" "$BODIES" "$DIR"

replay() { # count
  python3 - "$PORT" "$DIR/bodies.txt" "$1" <<'PY'
import http.client, sys
port, path, n = int(sys.argv[1]), sys.argv[2], int(sys.argv[3])
c = http.client.HTTPConnection("127.0.0.1", port)
for body in open(path).read().splitlines()[:n]:
    c.request("POST", "/api/stores/search", body=body,
              headers={"content-type": "application/json", "accept-encoding": "identity"})
    r = c.getresponse()
    r.read()
    if r.status != 200:
        sys.exit(f"{r.status} for {body}")
PY
}
echo "==> Warming: all $BODIES bodies once (not counted)"
replay "$BODIES"
echo "==> Counting $COUNTED bodies"
callgrind_control -i on "$PID" >/dev/null
replay "$COUNTED"
callgrind_control -i off "$PID" >/dev/null
callgrind_control -d "$PID" >/dev/null
kill "$PID"; wait "$PID" 2>/dev/null || true
total="$(cat "$OUT".* | awk '/^totals:/ {s += $2} END {print s}')"
python3 -c "print(f'    {$total:,} instructions for $COUNTED searches: {$total / $COUNTED / 1e6:.2f} million a search')"
echo "    profile: $(ls "$OUT".* | tail -1) (callgrind_annotate --inclusive=yes)"
