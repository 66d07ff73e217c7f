#!/usr/bin/env bash
# `make bench`: throughput benchmarks and the search relevance figures, never part of `make test`.
# Figures go to docs/performance.md.
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
if [ -x scripts/bench-api.sh ]; then scripts/bench-api.sh || status=$?; fi
if [ -x scripts/bench-pages.sh ]; then scripts/bench-pages.sh || status=$?; fi
# Lighthouse's mobile scores of four pages (median of 3 runs); BENCH_LIGHTHOUSE=0 skips it.
if [ -x scripts/bench-lighthouse.sh ] && [ "${BENCH_LIGHTHOUSE:-1}" != 0 ]; then scripts/bench-lighthouse.sh || status=$?; fi
# The store search at scale (wrk, a mix of bodies; edits made searchable); BENCH_SEARCH=0 skips it.
if [ -x scripts/bench-search.sh ] && [ "${BENCH_SEARCH:-1}" != 0 ]; then scripts/bench-search.sh || status=$?; fi
# Strapi's query language on the stores at scale (wrk); BENCH_STRAPI=0 skips it.
if [ -x scripts/bench-strapi.sh ] && [ "${BENCH_STRAPI:-1}" != 0 ]; then scripts/bench-strapi.sh || status=$?; fi

# Search relevance: the judged query sets (crates/api/tests/relevance/) scored by the relevance
# test; its tables are printed and written as Markdown to RELEVANCE_REPORT (docs/search-relevance.md).
report="${RELEVANCE_REPORT:-$PWD/target/relevance-report.md}"
mkdir -p "$(dirname "$report")"
: >"$report"
echo "==> Search relevance (P@10, nDCG@10); report: $report"
RELEVANCE_REPORT="$report" cargo test --release -p antiques-api --test api relevance \
  -- --nocapture --test-threads=1 || status=$?
exit $status
