#!/usr/bin/env bash
# Installs the web app's npm packages exactly as locked, skipping the work when node_modules
# already matches package-lock.json and every patch in web/patches/. The install applies those
# patches (package.json's postinstall runs patch-package; see docs/decisions/023-*).
#
# `npm ci` is tried first. The package registry these machines reach serves only the native
# packages of this platform (e.g. @rollup/rollup-linux-x64-gnu, not the Android or macOS builds),
# so the lock cannot list the other platforms' optional packages, and npm 11's `npm ci` then
# refuses the lock as "out of sync". `npm install` installs the same locked versions and skips the
# unavailable optional packages, leaving package-lock.json unchanged: it is the fallback.
set -euo pipefail
cd "$(dirname "$0")/../web"
stamp=node_modules/.package-lock.json
# A patch newer than the last install means the installed copy is not patched as it says.
patches_newer() { [ -d patches ] && [ -n "$(find patches -newer "$stamp" -type f 2>/dev/null | head -1)" ]; }
if [ -f "$stamp" ] && [ "$stamp" -nt package-lock.json ] && ! patches_newer && [ "${FORCE_NPM_CI:-}" != "1" ]; then
  echo "npm packages up to date"
  exit 0
fi
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
echo "Installing npm packages (npm ci)..."
if ! npm ci --no-audit --no-fund --loglevel=error 2>/tmp/npm-ci.$$.log; then
  if grep -q "in sync" /tmp/npm-ci.$$.log; then
    echo "npm ci refused the lock (other platforms' optional packages are not on this registry); installing the locked versions with npm install..."
    npm install --no-audit --no-fund --loglevel=error
  else
    cat /tmp/npm-ci.$$.log >&2
    rm -f /tmp/npm-ci.$$.log
    exit 1
  fi
fi
rm -f /tmp/npm-ci.$$.log
