#!/usr/bin/env bash
# The API against its own contract: schemathesis (pinned with every package it needs in
# scripts/schemathesis-requirements.txt; installed here into target/ on first use)
# reads /api/openapi.json of a content service over a fresh demo database and sends every operation
# (the history listings aside: scripts/schemathesis.toml says why) valid and invalid requests, with
# and without the admin token, and checks every answer: no 5xx, every
# status, header and content type as documented, secured operations refusing a missing or wrong
# token, methods the document does not list refused with Allow, deleted resources gone. Exits
# non-zero on any failure.
#
# scripts/schemathesis.toml says which refusals of a documented request are expected and why. Every
# check runs, the negative-data one included (a request the document forbids must be refused);
# SCHEMATHESIS_EXCLUDE_CHECKS=name,... leaves some out while investigating.
#
#   scripts/schemathesis.sh                 # about two minutes
#   SCHEMATHESIS_MAX_TIME=600 scripts/schemathesis.sh
#   SCHEMATHESIS_SEED=123 scripts/schemathesis.sh   # replay a run (its seed is printed)
set -euo pipefail
cd "$(dirname "$0")/.."

requirements=scripts/schemathesis-requirements.txt
venv="target/schemathesis-$(sha256sum "$requirements" | cut -c1-12)"
if [ ! -x "$venv/bin/schemathesis" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check --requirement "$requirements"
fi

bin="${E2E_CONTENT_BIN:-target/release/antiques}"
[ -x "$bin" ] || cargo build --release --quiet -p antiques

work=$(mktemp -d)
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
token="schemathesis-admin-$RANDOM$RANDOM"
DATABASE_URL="sqlite://$work/schemathesis.db" CONTENT_HOST=127.0.0.1 CONTENT_PORT="$port" \
  CONTENT_ADMIN_TOKEN="$token" RUST_LOG=warn \
  "$bin" serve --seed-if-empty >"$work/content.log" 2>&1 &
content=$!
cleanup() {
  kill "$content" 2>/dev/null || true
  wait "$content" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

for _ in $(seq 1 300); do
  python3 -c "import urllib.request, sys; urllib.request.urlopen(sys.argv[1], timeout=2)" \
    "http://127.0.0.1:$port/readyz" 2>/dev/null && break
  kill -0 "$content" 2>/dev/null || { cat "$work/content.log"; exit 1; }
  sleep 0.2
done

excluded="${SCHEMATHESIS_EXCLUDE_CHECKS-}"
# One worker: with several, the Python 3.11 parser that Hypothesis uses to describe its filters can
# fail between threads ("AST constructor recursion depth mismatch"), an error of the tool, not of the
# API.
status=0
"$venv/bin/schemathesis" --config-file scripts/schemathesis.toml run "http://127.0.0.1:$port/api/openapi.json" \
  --checks "${SCHEMATHESIS_CHECKS:-all}" \
  ${excluded:+--exclude-checks "$excluded"} \
  --header "Authorization: Bearer $token" \
  --max-time "${SCHEMATHESIS_MAX_TIME:-120}" \
  --seed "${SCHEMATHESIS_SEED:-$RANDOM}" \
  --workers 1 \
  --request-timeout 10 \
  --no-color || status=$?
if grep -q "panicked" "$work/content.log"; then
  echo "The content service panicked during the run:" >&2
  grep -A5 "panicked" "$work/content.log" >&2
  exit 1
fi
exit $status
