/**
 * The commerce pages and the store API reads against a hashed static asset of
 * the same production server in the same run (issue 14), at 50 connections
 * with a browser's Accept-Encoding, on PGlite and, when a PostgreSQL server is
 * given, on PostgreSQL.
 *
 *   npm run bench:shop                                    (PGlite only)
 *   bash scripts/with-postgres.sh npm run bench:shop      (PGlite, then PostgreSQL)
 *
 * Order of runs per database: static, then each target followed by static;
 * each target is compared with the mean of the static runs around it.
 * Goals: pages >= 0.5x with p99 <= 100 ms; store reads >= 0.9x. Prints figures only.
 */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { ACCEPT_HTML, kb, measure, SECONDS, type Measurement } from "./load.ts";
import {
  describeLoad,
  describeSite,
  prepareSite,
  printTable,
  startServer,
  stopOnSignals,
  type Site,
} from "./server.ts";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const STORE = "/store/elite-tint";
const PRODUCT = "ceramic-tint-sedan";

type Target = { path: string; accept: string; goal: number; p99Goal?: number };

async function targetsOf(origin: string): Promise<Target[]> {
  const product = (await (await fetch(`${origin}${STORE}/products/${PRODUCT}`)).json()) as {
    variants: { id: string }[];
  };
  const variant = product.variants.at(-1)?.id ?? "";
  const list = (await (await fetch(`${origin}${STORE}/products?limit=100`)).json()) as { products: { id: string }[] };
  const ids = list.products.map((p) => `product_ids[]=${encodeURIComponent(p.id)}`).join("&");
  return [
    { path: "/shop", accept: ACCEPT_HTML, goal: 0.5, p99Goal: 100 },
    {
      path: `/product/${PRODUCT}?variant=${encodeURIComponent(variant)}`,
      accept: ACCEPT_HTML,
      goal: 0.5,
      p99Goal: 100,
    },
    { path: `${STORE}/products?limit=20`, accept: "application/json", goal: 0.9 },
    { path: `${STORE}/products/${PRODUCT}`, accept: "application/json", goal: 0.9 },
    { path: `${STORE}/variants?fields=inventory_quantity&${ids}`, accept: "application/json", goal: 0.9 },
  ];
}

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
  const targets = await targetsOf(server.origin).catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
  try {
    const shopBytes = (await (await fetch(server.origin + "/shop")).text()).length;
    const baseline = pickStaticFile(site.clientDir, shopBytes);
    console.log(
      `\n[${database}] ${describeLoad()}; baseline ${baseline.path} (${kb(baseline.bytes)} KB raw), /shop ${kb(shopBytes)} KB raw`,
    );
    let n = 0;
    const staticRun = async () =>
      runs.push(await measure(server.origin, `static #${++n}`, baseline.path, baseline.bytes, "*/*", CONNECTIONS));
    await staticRun();
    for (const target of targets) {
      runs.push(await measure(server.origin, target.path, target.path, 0, target.accept, CONNECTIONS));
      await staticRun();
    }
    process.stdout.write("\n");
  } finally {
    await server.stop();
  }
  printTable(
    ["target", "wire KB", "enc", "req/s", "p50 ms", "p99 ms", "non-2xx/err"],
    runs.map((r) => [
      r.label === r.path ? r.path : `${r.label} ${r.path}`,
      kb(r.wireBytes),
      r.encoding,
      r.rps.toFixed(0),
      r.p50.toFixed(1),
      r.p99.toFixed(1),
      String(r.bad),
    ]),
  );
  return targets.map((target) => {
    const i = runs.findIndex((r) => r.path === target.path);
    const staticRps = (runs[i - 1]!.rps + runs[i + 1]!.rps) / 2;
    const ratio = runs[i]!.rps / staticRps;
    const met = ratio >= target.goal && (target.p99Goal === undefined || runs[i]!.p99 <= target.p99Goal);
    const goal = `>= ${target.goal}x${target.p99Goal ? `, p99 <= ${target.p99Goal}` : ""}`;
    const shown = target.path.length > 60 ? `${target.path.slice(0, 57)}...` : target.path;
    return [
      database,
      shown,
      runs[i]!.rps.toFixed(0),
      runs[i]!.p99.toFixed(1),
      ratio.toFixed(2),
      goal,
      met ? "yes" : "no",
    ];
  });
}

const site = await prepareSite();
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
console.log("\neach target against the mean of the static runs around it:\n");
printTable(["database", "target", "req/s", "p99 ms", "rps/static", "goal", "met"], rows);
process.exit(0);
