#!/usr/bin/env bash
# Installs the web app's npm packages exactly as locked (`npm ci`), skipping the work when
# node_modules already matches package-lock.json.
set -euo pipefail
cd "$(dirname "$0")/../web"
stamp=node_modules/.package-lock.json
if [ -f "$stamp" ] && [ "$stamp" -nt package-lock.json ] && [ "${FORCE_NPM_CI:-}" != "1" ]; then
  echo "npm packages up to date"
  exit 0
fi
echo "Installing npm packages (npm ci)..."
PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error
