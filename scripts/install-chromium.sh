#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when it is missing.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
bash "$(dirname "$0")/apt-install.sh" chromium "the browser tests (or set CHROMIUM_PATH)"
[ -x "$CHROMIUM" ] || { echo "Chromium installation failed: $CHROMIUM not found." >&2; exit 1; }
