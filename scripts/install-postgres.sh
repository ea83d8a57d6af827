#!/usr/bin/env bash
# Installs Debian's PostgreSQL 15 server tools (pg_createcluster) when missing: the
# PostgreSQL test passes and the specs that run instances on a throwaway cluster
# (multi-instance, database faults) need them.
set -euo pipefail
VERSION="${PG_VERSION:-15}"
if command -v pg_createcluster >/dev/null 2>&1 && [ -x "/usr/lib/postgresql/$VERSION/bin/postgres" ]; then exit 0; fi
bash "$(dirname "$0")/apt-install.sh" "postgresql-$VERSION" "the database tests"
