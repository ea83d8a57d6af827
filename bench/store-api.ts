/**
 * Throughput and tail latency of the store API's product list against a static
 * file served by the same production server in the same run, on PGlite and,
 * when a PostgreSQL server is given, on PostgreSQL.
 *
 *   npm run bench:store                                    (PGlite only)
 *   bash scripts/with-postgres.sh npm run bench:store      (PGlite, then PostgreSQL)
 *
 * Order of runs per database: static, list, static, list sorted by price, static.
 * Prints figures only (goal: list >= 0.9x static on both ratios).
 */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { kb, measure, SECONDS, CONNECTIONS, type Measurement } from "./load.ts";
import {
  describeLoad,
  describeSite,
  prepareSite,
  printTable,
  startServer,
  stopOnSignals,
  type Site,
} from "./server.ts";

const LISTS = ["/store/elite-tint/products", "/store/elite-tint/products?limit=100&sort_by=price&order=desc"];

function pickStaticFile(clientDir: string, targetBytes: number) {
  const assets = readdirSync(join(clientDir, "assets"))
    .filter((name) => /\.(js|css)$/.test(name))
    .map((name) => ({ path: `/assets/${name}`, bytes: statSync(join(clientDir, "assets", name)).size }))
    .sort((a, b) => Math.abs(a.bytes - targetBytes) - Math.abs(b.bytes - targetBytes));
  return assets[0]!;
}

async function run(site: Site, database: string): Promise<string[][]> {
  const server = await startServer(site);
  stopOnSignals(server, site);
  const runs: Measurement[] = [];
  try {
    const listBytes = (await (await fetch(server.origin + LISTS[0])).text()).length;
    const baseline = pickStaticFile(site.clientDir, listBytes);
    console.log(
      `\n[${database}] ${describeLoad()}; baseline ${baseline.path} (${kb(baseline.bytes)} KB raw), list ${kb(listBytes)} KB raw`,
    );
    let n = 0;
    const staticRun = async () =>
      runs.push(await measure(server.origin, `static #${++n}`, baseline.path, baseline.bytes, "*/*"));
    await staticRun();
    for (const path of LISTS) {
      runs.push(await measure(server.origin, path, path, listBytes, "application/json"));
      await staticRun();
    }
    process.stdout.write("\n");
  } finally {
    await server.stop();
  }
  printTable(
    ["target", "wire KB", "req/s", "p50 ms", "p99 ms", "non-2xx/err"],
    runs.map((r) => [
      r.label === r.path ? r.path : `${r.label} ${r.path}`,
      kb(r.wireBytes),
      r.rps.toFixed(0),
      r.p50.toFixed(1),
      r.p99.toFixed(1),
      String(r.bad),
    ]),
  );
  return LISTS.map((path) => {
    const i = runs.findIndex((r) => r.path === path);
    const staticRps = (runs[i - 1]!.rps + runs[i + 1]!.rps) / 2;
    const staticP99 = (runs[i - 1]!.p99 + runs[i + 1]!.p99) / 2;
    const rpsRatio = runs[i]!.rps / staticRps;
    const p99Ratio = staticP99 / runs[i]!.p99;
    return [
      database,
      path.replace("/store/elite-tint", ""),
      runs[i]!.rps.toFixed(0),
      runs[i]!.p99.toFixed(1),
      rpsRatio.toFixed(2),
      p99Ratio.toFixed(2),
      rpsRatio >= 0.9 && p99Ratio >= 0.9 ? "yes" : "no",
    ];
  });
}

const site = await prepareSite(["/"]);
const postgres = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
console.log(describeSite(site));
console.log(`${CONNECTIONS} connections, ${SECONDS} s per target`);
const rows: string[][] = [];
try {
  delete process.env.DATABASE_URL;
  rows.push(...(await run(site, "PGlite")));
  if (postgres) {
    process.env.DATABASE_URL = postgres;
    rows.push(...(await run(site, "PostgreSQL")));
  } else {
    console.log("\n(no PostgreSQL given: run through scripts/with-postgres.sh for the second half)");
  }
} finally {
  await site.remove();
}
console.log("\neach list against the mean of the static runs around it (goal: both ratios >= 0.90):\n");
printTable(["database", "list", "req/s", "p99 ms", "rps/static", "static p99/p99", ">= 0.9x"], rows);
process.exit(0);
