#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL 15 cluster on a free loopback
# port, with TEST_DATABASE_URL pointing at it; the cluster is dropped afterwards.
# Usage: bash scripts/with-postgres.sh npm run test:unit
set -euo pipefail
VERSION="${PG_VERSION:-15}"
if ! command -v pg_createcluster >/dev/null 2>&1; then
  echo "PostgreSQL server tools (pg_createcluster) are missing: install Debian's postgresql-$VERSION." >&2
  exit 1
fi
PORT=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
NAME="elite_test_$$_$PORT"
cleanup() {
  pg_ctlcluster "$VERSION" "$NAME" stop --force >/dev/null 2>&1 || true
  pg_dropcluster "$VERSION" "$NAME" >/dev/null 2>&1 || true
}
trap cleanup EXIT
pg_createcluster "$VERSION" "$NAME" -p "$PORT" -- --auth=trust >/dev/null
CONF="/etc/postgresql/$VERSION/$NAME"
echo "listen_addresses = '127.0.0.1'" >> "$CONF/postgresql.conf"
printf 'local all all trust\nhost all all 127.0.0.1/32 trust\n' > "$CONF/pg_hba.conf"
pg_ctlcluster "$VERSION" "$NAME" start
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "PostgreSQL $VERSION on 127.0.0.1:$PORT"
"$@"
