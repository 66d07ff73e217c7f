#!/usr/bin/env bash
# The store search (`POST /api/stores/search`, tantivy beside the snapshot) at scale: seeds
# BENCH_STORES generated stores (default 100,000) into a temporary SQLite file, starts the release
# binary (its search index in a temporary TMPDIR, so its size can be read) and prints:
#   - start-up: ready time, the snapshot load as logged (`read_ms`, `build_ms`: the index is built
#     while the stores load), resident memory (VmRSS, anonymous / file-mapped) and the index's size;
#   - what one search costs the first time it is seen, one at a time, by kind of query;
#   - throughput with wrk (Debian's `wrk`, installed with apt when missing), SEARCH_CONNECTIONS (64)
#     connections for SEARCH_DURATION (20s) each: a mix of SEARCH_BODIES (3000) distinct bodies
#     (more than the answer cache holds, so each is computed), the first 200 of them (mostly
#     answered from the cache after their first round) and one body repeated (cached);
#   - resident memory after that load;
#   - SEARCH_EDITS (50) renames through `PUT /api/stores/{id}` to a unique word: the PUT's latency
#     and the time from its answer until a search for the word finds the store.
# Copy the figures into docs/performance.md ("Search at 100,000 stores").
#
#   scripts/bench-search.sh
#   BENCH_STORES=20000 SEARCH_DURATION=10s scripts/bench-search.sh
#   BENCH_BIN=/path/to/antiques scripts/bench-search.sh   # another build (no cargo build)
#   BENCH_SEARCH=0 make bench                      # skip this step
set -euo pipefail
cd "$(dirname "$0")/.."

STORES="${BENCH_STORES:-${STORES:-100000}}"
DURATION="${SEARCH_DURATION:-20s}"
CONNECTIONS="${SEARCH_CONNECTIONS:-64}"
BODIES="${SEARCH_BODIES:-3000}"
EDITS="${SEARCH_EDITS:-50}"
PORT="${BENCH_SEARCH_PORT:-1557}"
BASE="http://127.0.0.1:$PORT"
ADMIN_TOKEN="bench-admin"

if ! command -v wrk >/dev/null 2>&1; then
  echo "==> wrk is missing: installing it with apt-get"
  apt-get install -y wrk >/dev/null 2>&1 || { apt-get update >/dev/null && apt-get install -y wrk >/dev/null; }
fi

if [ -n "${BENCH_BIN:-}" ]; then
  BIN="$BENCH_BIN" # another build to compare, e.g. of an earlier commit
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
mkdir -p "$WORK/tmp"
RESULTS="$WORK/results"
: >"$RESULTS"
row() { printf '%s\t%s\n' "$1" "$2" >>"$RESULTS"; } # label, figure
mem() { awk -v k="$1:" '$1 == k {printf "%.0f MiB", $2/1024}' "/proc/$SERVER_PID/status"; }

echo "==> Machine: $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GiB", $2/1048576}' /proc/meminfo), $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
echo "==> Seeding $STORES stores (SQLite)"
t0=$SECONDS
DATABASE_URL="sqlite://$WORK/bench.db" RUST_LOG=warn "$BIN" seed --stores "$STORES" >/dev/null
echo "    seeded in $((SECONDS - t0)) s"

started="$(date +%s.%N)"
TMPDIR="$WORK/tmp" DATABASE_URL="sqlite://$WORK/bench.db" CONTENT_PORT="$PORT" CONTENT_ADMIN_TOKEN="$ADMIN_TOKEN" \
  CONTENT_COMPRESSION=false RUST_LOG="warn,antiques_api::app=info" "$BIN" serve >"$WORK/serve.log" 2>&1 &
SERVER_PID=$!
for _ in $(seq 1 3000); do curl -fsS "$BASE/readyz" >/dev/null 2>&1 && break; sleep 0.05; done
curl -fsS "$BASE/readyz" >/dev/null || { cat "$WORK/serve.log"; exit 1; }
ready="$(python3 -c "import time; print(f'{time.time() - $started:.1f}')")"
loaded="$(grep -o 'read_ms[^ ]*=[^ ]*[0-9]* .*build_ms[^ ]*=[^ ]*[0-9]*' "$WORK/serve.log" | sed 's/\x1b\[[0-9;]*m//g' | tail -1)"
read_ms="$(sed -n 's/.*read_ms=\([0-9]*\).*/\1/p' <<<"$loaded")"
build_ms="$(sed -n 's/.*build_ms=\([0-9]*\).*/\1/p' <<<"$loaded")"
index_kib="$(du -sk "$WORK/tmp" | cut -f1)"
row "ready after start" "$ready s"
row "snapshot + index loaded (build_ms; of which reading the stores, read_ms)" "$build_ms ms ($read_ms ms)"
row "resident memory after start (VmRSS: anonymous + file-mapped)" "$(mem VmRSS) ($(mem RssAnon) + $(mem RssFile))"
index_mib="$(awk -v k="$index_kib" 'BEGIN {printf "%.1f", k / 1024}')"
row "search index on disk (TMPDIR, memory-mapped)" "$index_mib MiB"
echo "    ready after $ready s; snapshot loaded in $build_ms ms (reading $read_ms ms); $(mem VmRSS) resident; index $index_mib MiB"

echo "==> Bodies: $BODIES distinct searches from the catalogue's categories, hotspot towns, states, towns and ZIP codes"
python3 - "$BASE" "$BODIES" "$WORK" <<'PY'
import json, random, sys, urllib.request
base, count, work = sys.argv[1], int(sys.argv[2]), sys.argv[3]
get = lambda p: json.load(urllib.request.urlopen(base + p))
cats = get("/api/categories")["data"]
hots = get("/api/hotspots")["data"]
states = get("/api/states")["data"]
total = get("/api/stores?pagination%5BpageSize%5D=1")["meta"]["pagination"]["total"]
stores = []
for page in sorted({1 + (total // 100) * k // 8 for k in range(8)}):
    stores += get(f"/api/stores?pagination%5BpageSize%5D=100&pagination%5Bpage%5D={max(1, page)}")["data"]
rng = random.Random(13)
items = [c["name"].lower() for c in cats] + [
    "mid century modern", "mcm", "depression glass", "quilts", "vinyl", "records", "prims",
    "estate jewelry", "clocks", "lamps", "crocks", "stoneware", "cast iron", "furniture", "art deco",
    "silverware", "collectables", "antique mall", "consignment", "flea market", "books", "toys",
    "vintage clothing", "coins", "militaria", "signs", "pottery", "salvage", "textiles", "watches",
    "antiques", "vintage store"]
def typo(w):
    w = list(w)
    i = rng.randrange(1, len(w) - 1)
    kind = rng.randrange(3)
    if kind == 0: w[i], w[i + 1] = w[i + 1], w[i]
    elif kind == 1: del w[i]
    else: w.insert(i, rng.choice("aeiou"))
    return "".join(w)
typos = ["furnature", "jewlery", "glasware", "pottrey", "antiqes", "quilst", "clcoks", "mid centruy"]
typos += [typo(w) for w in ("furniture", "jewelry", "glassware", "primitives", "lighting", "records",
                             "stoneware", "clothing", "ephemera", "collectibles", "militaria", "textiles")
          for _ in range(2)]
towns = sorted({(s["city"], s["state"]) for s in stores})
zips = sorted({s["zipCode"] for s in stores if s.get("zipCode")})
located = [s for s in stores if s.get("latitude") is not None]
hot = [(h["name"], h["state"], h["slug"]) for h in hots]
state_names = [s["name"] for s in states]
state_codes = [s["code"] for s in states]
features = ["verified", "featured", "delivery", "shipping", "auctions", "multiVendor", "hasWebsite", "openNow"]
days = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
def place():
    k = rng.randrange(6)
    if k == 0: n, st, _ = rng.choice(hot); return f"{n} {st}"
    if k == 1: return rng.choice(hot)[0]
    if k == 2: c, st = rng.choice(towns); return f"{c}, {st}"
    if k == 3: return rng.choice(state_names)
    if k == 4: return rng.choice(state_codes)
    return rng.choice(zips)
def body():
    k = rng.randrange(10)
    b = {}
    if k == 0: b["query"] = rng.choice(items)                                          # item
    elif k == 1: b["query"] = rng.choice(typos)                                        # typo
    elif k == 2: b["query"] = place()                                                  # place alone
    elif k in (3, 4): b["query"] = f"{rng.choice(items)} {rng.choice(['in ', 'near ', ''])}{place()}"  # item + place
    elif k == 5: b["query"] = rng.choice(zips)                                         # ZIP code
    elif k == 6: b["query"] = f"{rng.choice(items)} {rng.choice(state_names)}"         # item + state
    elif k == 7:                                                                       # hotspot page
        b["location"] = {"hotspot": rng.choice(hot)[2]}
        b["query"] = rng.choice(["", rng.choice(items)])
    elif k == 8:                                                                       # shared position
        s = rng.choice(located)
        b["query"] = rng.choice(["", rng.choice(items)])
        b["location"] = {"near": {"latitude": s["latitude"], "longitude": s["longitude"]}, "radiusKm": rng.choice([10, 25, 50])}
    else: b["query"] = f"{rng.choice(typos)} {place()}"                                # typo + place
    if rng.random() < 0.25: b["openAt"] = {"day": rng.choice(days), "time": rng.choice(["10:00", "14:00", "17:30"])}
    if rng.random() < 0.3: b["filters"] = {f: True for f in rng.sample(features + [c["slug"] for c in cats], rng.randrange(1, 3))}
    if rng.random() < 0.15: b["sort"] = rng.choice(["rating", "distance", "name"])
    b["pagination"] = {"page": rng.choice([1, 1, 1, 1, 2, 3]), "pageSize": rng.choice([20, 20, 20, 10, 50])}
    return json.dumps(b, separators=(",", ":"))
bodies, seen = [], set()
while len(bodies) < count:
    x = body()
    if x not in seen:
        seen.add(x); bodies.append(x)
lua_tail = """
local i = 0
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Accept-Encoding"] = "identity"
function setup(thread) thread:set("offset", math.random(#bodies)) end
function request()
  i = i + 1
  return wrk.format(nil, "/api/stores/search", nil, bodies[((offset + i) % #bodies) + 1])
end
function done(summary, latency, requests)
  local errors = summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.status + summary.errors.timeout
  io.write(string.format("RESULT %d %.3f %.3f %.3f %.3f %d\\n", summary.requests, summary.duration / 1e6,
    latency:percentile(50) / 1000, latency:percentile(99) / 1000, latency.max / 1000, errors))
end
"""
def lua(name, chosen):
    with open(f"{work}/{name}.lua", "w") as f:
        f.write("local bodies = {\n" + "".join(f"  {json.dumps(x)},\n" for x in chosen) + "}\n" + lua_tail)
lua("mix", bodies)
lua("mix200", bodies[:200])
lua("one", ['{"query":"furniture in Hudson NY","filters":{"verified":true},"pagination":{"page":1,"pageSize":20}}'])
open(f"{work}/bodies.txt", "w").write("\n".join(bodies))
PY

echo "==> One search at a time, each seen for the first time (the first 600 bodies), by kind"
curl -fsS -o /dev/null -X POST -H 'content-type: application/json' -d '{"query":"warm up"}' "$BASE/api/stores/search"
python3 - "$BASE" "$WORK/bodies.txt" "$RESULTS" <<'PY'
import collections, json, sys, time, urllib.request
base, path, results = sys.argv[1:4]
kinds = collections.defaultdict(list)
every = []
for line in open(path).read().splitlines()[:600]:
    req = urllib.request.Request(base + "/api/stores/search", data=line.encode(), method="POST",
        headers={"content-type": "application/json", "accept-encoding": "identity"})
    t = time.perf_counter()
    d = json.load(urllib.request.urlopen(req))
    ms = (time.perf_counter() - t) * 1000
    b = json.loads(line)
    u = d["meta"].get("understood") or {}
    place = (u.get("place") or {}).get("kind")
    if "hotspot" in b.get("location", {}): place = "hotspot page"
    kind = ("words" if u.get("what") else "no words") + " + " + (place or "no place")
    kinds[kind].append((ms, d["meta"]["pagination"]["total"]))
    every.append(ms)
pct = lambda xs, q: sorted(xs)[min(len(xs) - 1, int(len(xs) * q))]
print(f"    {'kind':<24} {'bodies':>6} {'mean':>8} {'p50':>8} {'p99':>8} {'found (mean)':>13} {'share of time':>14}")
for k, v in sorted(kinds.items(), key=lambda kv: -sum(x[0] for x in kv[1])):
    ms = [x[0] for x in v]
    print(f"    {k:<24} {len(v):>6} {sum(ms)/len(ms):>6.1f}ms {pct(ms,.5):>6.1f}ms {pct(ms,.99):>6.1f}ms"
          f" {sum(x[1] for x in v)/len(v):>13.0f} {100*sum(ms)/sum(every):>13.0f}%")
print(f"    {'all':<24} {len(every):>6} {sum(every)/len(every):>6.1f}ms {pct(every,.5):>6.1f}ms {pct(every,.99):>6.1f}ms")
with open(results, "a") as f:
    f.write(f"one search at a time, first seen (600 bodies): mean / p50 / p99\t{sum(every)/len(every):.1f} / {pct(every,.5):.1f} / {pct(every,.99):.1f} ms\n")
PY

run_wrk() { # label lua-file
  local out
  out="$(wrk -t2 -c"$CONNECTIONS" -d"$DURATION" --timeout 10s -s "$2" "$BASE/api/stores/search" | grep '^RESULT')"
  read -r _ n secs p50 p99 max errors <<<"$out"
  local rps; rps="$(python3 -c "print(f'{$n / $secs:,.0f}')")"
  printf '    %-44s %9s req/s   p50 %8s ms   p99 %8s ms   max %8s ms   errors %s\n' "$1" "$rps" "$p50" "$p99" "$max" "$errors"
  row "$1, req/s (p50 / p99)" "$rps ($p50 / $p99 ms)"
}
echo "==> wrk: $CONNECTIONS connections, 2 threads, $DURATION each"
# The answer cache keeps 1,024 answers per snapshot and starts over when full: a rotation through more
# distinct bodies than that finds almost none of them there.
run_wrk "search mix, $BODIES distinct bodies$([ "$BODIES" -gt 1024 ] && echo ' (computed)')" "$WORK/mix.lua"
run_wrk "search mix, 200 distinct bodies (cached after 1st)" "$WORK/mix200.lua"
run_wrk "one body repeated (cached)" "$WORK/one.lua"
row "resident memory after the search load (VmRSS; peak VmHWM)" "$(mem VmRSS) ($(mem VmHWM))"
echo "    resident memory after the load: $(mem VmRSS), peak $(mem VmHWM)"

echo "==> $EDITS renames to a unique word, one after another: PUT latency and time until a search finds it"
python3 - "$BASE" "$EDITS" "$ADMIN_TOKEN" "$RESULTS" <<'PY'
import json, random, string, sys, time, urllib.request
base, count, token, results = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
page = json.load(urllib.request.urlopen(f"{base}/api/stores?pagination%5BpageSize%5D=100&pagination%5Bpage%5D=11"))
stores = page["data"]
rng = random.Random(11)
def search(word):
    req = urllib.request.Request(f"{base}/api/stores/search", method="POST",
        data=json.dumps({"query": word}).encode(), headers={"content-type": "application/json"})
    t = time.perf_counter()
    with urllib.request.urlopen(req) as r:
        ids = [s["id"] for s in json.load(r)["data"]]
    return ids, (time.perf_counter() - t) * 1000
puts, visible, first, polls = [], [], [], []
for i in range(count):
    s = stores[i % len(stores)]
    word = "zq" + "".join(rng.choice(string.ascii_lowercase) for _ in range(6))
    body = json.dumps({"data": {"name": f"{s['name'].split(' zq')[0]} {word}"}}).encode()
    req = urllib.request.Request(f"{base}/api/stores/{s['id']}", data=body, method="PUT",
        headers={"content-type": "application/json", "authorization": f"Bearer {token}"})
    t = time.perf_counter()
    urllib.request.urlopen(req).read()
    answered = time.perf_counter()
    puts.append((answered - t) * 1000)
    n = 0
    while True:
        ids, ms = search(word)
        n += 1
        if n == 1: first.append(ms)
        if s["id"] in ids: break
        if time.perf_counter() - answered > 30: sys.exit(f"rename {i} not found by search within 30 s")
        time.sleep(0.01)
    visible.append((time.perf_counter() - answered) * 1000)
    polls.append(n)
pct = lambda xs, q: sorted(xs)[min(len(xs) - 1, int(len(xs) * q))]
line = lambda xs: f"p50 {pct(xs,.5):.1f} / p99 {pct(xs,.99):.1f} / max {max(xs):.1f} ms"
print(f"    PUT (rename) answer: {line(puts)}")
print(f"    PUT answered -> a search finds the new word: {line(visible)}; searches needed: max {max(polls)}")
print(f"    that first search after the edit (a new snapshot: nothing cached): {line(first)}")
with open(results, "a") as f:
    f.write(f"rename PUT answer, p50 / p99 ({count} one after another)\t{pct(puts,.5):.1f} / {pct(puts,.99):.1f} ms\n")
    f.write(f"rename searchable: PUT answered -> found, p50 / max\t{pct(visible,.5):.1f} / {max(visible):.1f} ms (found by the first search: {sum(p == 1 for p in polls)}/{count})\n")
    f.write(f"first search after an edit, p50 / p99\t{pct(first,.5):.1f} / {pct(first,.99):.1f} ms\n")
PY

echo
echo "==> Search at $STORES stores"
awk -F'\t' '{printf "    %-78s %s\n", $1, $2}' "$RESULTS"
kill "$SERVER_PID"; wait "$SERVER_PID" 2>/dev/null || true; SERVER_PID=""
