#!/usr/bin/env bash
# Installs Debian's nginx for the browser tests behind a TLS proxy when it is
# missing. The tests run nginx as a process of their own with their own
# configuration (tests/support/tls-proxy.ts); the package's service is kept
# from starting while it is installed.
set -euo pipefail
if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then exit 0; fi
if [ "$(id -u)" != "0" ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "nginx is missing and cannot be installed here (needs root and apt-get)." >&2
  echo "Install Debian's 'nginx-light' package, or set NGINX_PATH to an nginx binary." >&2
  exit 1
fi
echo "Installing Debian's nginx-light for the browser tests behind a TLS proxy..."
policy=/usr/sbin/policy-rc.d
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' > "$policy"
  chmod +x "$policy"
  trap 'rm -f "$policy"' EXIT
fi
apt-get -o DPkg::Lock::Timeout=600 update -qq
DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq nginx-light >/dev/null
[ -x /usr/sbin/nginx ] || { echo "nginx installation failed: /usr/sbin/nginx not found." >&2; exit 1; }
