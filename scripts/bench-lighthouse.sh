#!/usr/bin/env bash
# Lighthouse benchmark (part of `make bench`; BENCH_LIGHTHOUSE=0 skips it): Lighthouse 12.8 with its
# mobile preset (simulated throttling) in Debian's Chromium, LIGHTHOUSE_RUNS (3) runs per page, the
# median of each category and of the first and largest contentful paints printed, for the home,
# a store, the A–Z and a hotspot page. Figures go to docs/performance.md ("Lighthouse").
#
# Lighthouse is installed once into target/tools/lighthouse (npm, not a project dependency; 13.x
# needs Node 22). Servers: as bench-pages.sh (scripts/bench-servers.sh; BENCH_WEB_URL to reuse ones).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
runs="${LIGHTHOUSE_RUNS:-3}"
tools="$root/target/tools/lighthouse"
lighthouse="$tools/node_modules/.bin/lighthouse"
if [ ! -x "$lighthouse" ]; then
  echo "==> Installing Lighthouse 12.8 into $tools"
  mkdir -p "$tools"
  (cd "$tools" && { [ -f package.json ] || echo '{"private":true}' >package.json; } && npm install --no-audit --no-fund lighthouse@~12.8.0 >/dev/null)
fi
scripts/ensure-chromium.sh >/dev/null

# shellcheck source=scripts/bench-servers.sh
source scripts/bench-servers.sh

slug=$(curl -gfsS "$BENCH_CONTENT_URL/api/stores?pagination[pageSize]=1&filters[featured][\$eq]=true" |
  node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).data[0].slug))')
hotspot=$(curl -gfsS "$BENCH_CONTENT_URL/api/hotspots" |
  node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).data[0].slug))')

echo "==> Lighthouse $("$lighthouse" --version) (mobile, simulated throttling), median of $runs runs; $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-34s %5s %5s %5s %5s   %s\n' page perf a11y bp seo "first / largest contentful paint"
for path in / "/stores/$slug" /stores/a/1 "/$hotspot"; do
  reports=()
  # A run that fails (Chromium now and then does not come up) is tried again, up to twice the runs.
  for attempt in $(seq 1 $((runs * 2))); do
    [ ${#reports[@]} -lt "$runs" ] || break
    report="$tmp/lighthouse-$attempt.json"
    CHROME_PATH=/usr/bin/chromium "$lighthouse" "$BENCH_WEB_URL$path" --quiet --output=json --output-path="$report" \
      --only-categories=performance,accessibility,best-practices,seo \
      --chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-background-networking --no-first-run" >/dev/null 2>&1 &&
      reports+=("$report")
  done
  [ ${#reports[@]} -gt 0 ] || continue
  node -e '
    const fs = require("fs");
    const reports = process.argv.slice(2).map((file) => JSON.parse(fs.readFileSync(file, "utf8")));
    const median = (values) => { const v = [...values].sort((a, b) => a - b); return v[Math.floor(v.length / 2)]; };
    const score = (id) => Math.round(100 * median(reports.map((r) => r.categories[id].score)));
    const ms = (id) => (median(reports.map((r) => r.audits[id].numericValue)) / 1000).toFixed(1) + " s";
    const path = reports[0].finalDisplayedUrl.replace(/^https?:\/\/[^/]+/, "");
    console.log(`${path.padEnd(34)} ${[score("performance"), score("accessibility"), score("best-practices"), score("seo")].map((n) => String(n).padStart(5)).join(" ")}   ${ms("first-contentful-paint")} / ${ms("largest-contentful-paint")}`);
  ' "${reports[@]}"
done
