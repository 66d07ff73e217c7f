#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when /usr/bin/chromium is missing.
# (Test tools' own browser downloads cannot work here: the machines reach package registries only.)
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  echo "Chromium present: $(/usr/bin/chromium --version 2>/dev/null || echo /usr/bin/chromium)"
  exit 0
fi
echo "Chromium is missing: installing Debian's chromium package with apt-get (needs root, takes a minute)..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
# A mirror can drop a connection mid-download: try three times before failing the run.
for attempt in 1 2 3; do
  if $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null; then
    break
  fi
  [ "$attempt" -lt 3 ] || exit 1
  echo "apt-get failed (attempt $attempt); trying again in 10 s..."
  sleep 10
done
echo "Installed: $(/usr/bin/chromium --version)"
