#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when it is missing.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" != "0" ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing at $CHROMIUM and cannot be installed here (needs root and apt-get)." >&2
  echo "Install Debian's 'chromium' package, or set CHROMIUM_PATH to a Chromium binary." >&2
  exit 1
fi
echo "Installing Debian's chromium for the browser tests..."
apt-get -o DPkg::Lock::Timeout=600 update -qq
DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq chromium >/dev/null
[ -x "$CHROMIUM" ] || { echo "Chromium installation failed: $CHROMIUM not found." >&2; exit 1; }
