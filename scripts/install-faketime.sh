#!/usr/bin/env bash
# Installs Debian's libfaketime when it is missing: the browser journey of
# issue 25 (tests/e2e/after-the-job.spec.ts) runs one production server on a
# clock the test moves forward (tests/support/server-clock.ts).
set -euo pipefail
if compgen -G "/usr/lib/*/faketime/libfaketime.so.1" >/dev/null; then exit 0; fi
if [ "$(id -u)" != "0" ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "libfaketime is missing and cannot be installed here (needs root and apt-get)." >&2
  echo "Install Debian's 'libfaketime' package." >&2
  exit 1
fi
echo "Installing Debian's libfaketime for the after-the-job journey..."
apt-get -o DPkg::Lock::Timeout=600 update -qq
DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq libfaketime >/dev/null
compgen -G "/usr/lib/*/faketime/libfaketime.so.1" >/dev/null || { echo "libfaketime installation failed." >&2; exit 1; }
