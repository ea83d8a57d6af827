#!/usr/bin/env bash
# Installs a Debian package the tests need, or says why it cannot (needs root and apt-get).
# Usage: bash scripts/apt-install.sh PACKAGE "what needs it"
set -euo pipefail
if [ "$(id -u)" != "0" ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "$2 need Debian's '$1' package, which cannot be installed here (needs root and apt-get)." >&2
  exit 1
fi
echo "Installing Debian's $1 for $2..."
apt-get -o DPkg::Lock::Timeout=600 update -qq
DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq "$1" >/dev/null
