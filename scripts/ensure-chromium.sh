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
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
echo "Installed: $(/usr/bin/chromium --version)"
