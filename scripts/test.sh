#!/usr/bin/env bash
# The whole test suite: typecheck, lint, unit tests, production build, browser tests (also behind a TLS proxy).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-chromium.sh
bash scripts/install-postgres.sh
bash scripts/install-faketime.sh
echo "== typecheck"; npm run --silent typecheck
echo "== lint"; npm run --silent lint
echo "== unit tests"; npm run --silent test:unit
echo "== production build"; npm run --silent build > /dev/null
echo "== browser tests (production build, Chromium)"; npm run --silent test:e2e
echo "== browser tests behind a TLS proxy (nginx with deploy/nginx.conf)"; bash scripts/install-nginx.sh; npm run --silent test:e2e:proxy
echo "== database tests again on PostgreSQL"; bash scripts/with-postgres.sh npm run --silent test:unit
echo "== console authorisation and sign-in on PostgreSQL"; bash scripts/with-postgres.sh npx playwright test tests/e2e/console-authz.spec.ts tests/e2e/console-sign-in.spec.ts
