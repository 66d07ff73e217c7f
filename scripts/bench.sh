#!/usr/bin/env bash
# `make bench`: throughput benchmarks, never part of `make test`. Figures go to docs/performance.md.
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
if [ -x scripts/bench-api.sh ]; then scripts/bench-api.sh || status=$?; fi
if [ -x scripts/bench-pages.sh ]; then scripts/bench-pages.sh || status=$?; fi
exit $status
