/**
 * Checkouts per second and their p99 latency (orders created, stock checked,
 * test payment sessions started), on PGlite and, when a PostgreSQL server is
 * given, on PostgreSQL.
 *
 *   npm run bench:checkout
 *   bash scripts/with-postgres.sh npm run bench:checkout
 */
import autocannon from "autocannon";
import { CONNECTIONS, SECONDS, WARMUP_SECONDS } from "./load.ts";
import {
  describeLoad,
  describeSite,
  prepareSite,
  printTable,
  startServer,
  stopOnSignals,
  type Site,
} from "./server.ts";

async function run(site: Site, database: string): Promise<string[]> {
  const server = await startServer(site);
  stopOnSignals(server, site);
  try {
    // Variants that do not manage inventory, so every checkout can succeed.
    const body = JSON.stringify({
      items: [
        { variant_id: "gift-50", quantity: 1 },
        { variant_id: "glass-cleaner-16", quantity: 2 },
      ],
      successUrl: `${server.origin}/success`,
      cancelUrl: `${server.origin}/shop`,
      timeZone: "America/Chicago",
    });
    const options = {
      url: `${server.origin}/store/elite-tint/checkout`,
      method: "POST" as const,
      connections: CONNECTIONS,
      headers: { "content-type": "application/json" },
      body,
    };
    console.log(`[${database}] ${describeLoad()}`);
    await autocannon({ ...options, duration: WARMUP_SECONDS });
    const result = await autocannon({ ...options, duration: SECONDS });
    return [
      database,
      (result.requests.total / result.duration).toFixed(1),
      result.latency.p50.toFixed(1),
      result.latency.p99.toFixed(1),
      String(result["2xx"]),
      String(result.non2xx + result.errors + result.timeouts),
    ];
  } finally {
    await server.stop();
  }
}

const site = await prepareSite();
const postgres = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
console.log(describeSite(site));
const rows: string[][] = [];
try {
  delete process.env.DATABASE_URL;
  rows.push(await run(site, "PGlite"));
  if (postgres) {
    process.env.DATABASE_URL = postgres;
    rows.push(await run(site, "PostgreSQL"));
  }
} finally {
  await site.remove();
}
printTable(["database", "checkouts/s", "p50 ms", "p99 ms", "2xx", "non-2xx/err"], rows);
process.exit(0);
