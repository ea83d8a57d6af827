#!/usr/bin/env bash
# Installs Debian's PostgreSQL 15 server tools (pg_createcluster) when missing: the
# PostgreSQL test passes and the specs that run instances on a throwaway cluster
# (multi-instance, database faults) need them.
set -euo pipefail
VERSION="${PG_VERSION:-15}"
if command -v pg_createcluster >/dev/null 2>&1 && [ -x "/usr/lib/postgresql/$VERSION/bin/postgres" ]; then exit 0; fi
if [ "$(id -u)" != "0" ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "PostgreSQL $VERSION server tools are missing and cannot be installed here (needs root and apt-get)." >&2
  echo "Install Debian's 'postgresql-$VERSION' package." >&2
  exit 1
fi
echo "Installing Debian's postgresql-$VERSION for the database tests..."
apt-get -o DPkg::Lock::Timeout=600 update -qq
DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq "postgresql-$VERSION" >/dev/null
