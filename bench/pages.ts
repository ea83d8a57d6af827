/**
 * Throughput and tail latency of kept pages (rendered once per content version,
 * docs/decisions/029) against a static file served by the same production
 * server in the same run.
 *
 *   npm run bench:pages              (BENCH_SECONDS=10 by default)
 *
 * Starts `server/index.ts` on a free loopback port (building first when build/
 * is missing), then runs autocannon (10 connections, browser-like
 * `Accept-Encoding`) against, in this order:
 *   static, /, static, /service-areas/destin, static, /blog/…, static
 * then the owner signs in and adds a question to the FAQ in the console (the
 * landing page shows the FAQ, and every kept page is of the old content
 * version now), the first request for / after it is timed, and / is measured
 * again as "/ (edited)", then static once more.
 * Each page is compared with the mean of the two static runs around it, so
 * drift on a noisy machine shows in the static rows. Prints figures only.
 */
import "./app-alias.ts";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { ACCEPT_HTML, kb, measure, type Measurement } from "./load.ts";
import {
  describeLoad,
  describeSite,
  prepareSite,
  printTable,
  startServer,
  stopOnSignals,
  type Site,
} from "./server.ts";
import { openDb } from "../app/db/client.server.ts";
import { addBenchOwner, signInBenchOwner } from "./owner.ts";

const PAGES = ["/", "/service-areas/destin", "/blog/florida-window-tint-law-guide"];
import { CONNECTIONS, SECONDS, WARMUP_SECONDS } from "./load.ts";

let clientDir = "";
let firstAfterEditMs = 0;

/** Each page's size as served (uncompressed); the first request also makes the server's kept copy. */
async function pageSizes(origin: string): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  for (const page of PAGES) {
    const response = await fetch(`${origin}${page}`, { headers: { Accept: ACCEPT_HTML } });
    sizes.set(page, (await response.arrayBuffer()).byteLength);
  }
  return sizes;
}

/** The hashed JS/CSS asset whose size is closest to the pages' mean size (all are gzipped on the fly). */
function pickStaticFile(sizes: Map<string, number>): { path: string; bytes: number } {
  const target = [...sizes.values()].reduce((sum, bytes) => sum + bytes, 0) / sizes.size;
  const assets = readdirSync(join(clientDir, "assets"))
    .filter((name) => /\.(js|css)$/.test(name))
    .map((name) => ({ path: `/assets/${name}`, bytes: statSync(join(clientDir, "assets", name)).size }))
    .sort((a, b) => Math.abs(a.bytes - target) - Math.abs(b.bytes - target));
  if (!assets[0]) throw new Error("no JS or CSS file in build/client/assets");
  return assets[0];
}

const EDITED = "/ (edited)";
const EDIT_QUESTION = "Do you tint the windows of boats and RVs?";

/** The owner adds a question to the FAQ through the console: what the landing page shows changes. */
async function editContent(origin: string): Promise<void> {
  const cookie = await signInBenchOwner(origin);
  const answer = await fetch(`${origin}/admin/faq`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, Origin: origin },
    body: new URLSearchParams({
      intent: "faq-add",
      question: EDIT_QUESTION,
      answer: "RVs yes, with the same film as cars; boats depend on the glass, so call us about yours.",
    }),
  });
  if (answer.status >= 400) throw new Error(`adding the question answered ${answer.status}`);
}

async function bench(site: Site) {
  const handle = await openDb({ dataDir: site.dataDir });
  try {
    await addBenchOwner(handle.db);
  } finally {
    await handle.close();
  }
  const server = await startServer(site);
  stopOnSignals(server, site);
  const sizes = await pageSizes(server.origin);
  const baseline = pickStaticFile(sizes);
  const runs: Measurement[] = [];
  try {
    console.log(describeSite(site));
    console.log(`before: ${describeLoad()}`);
    console.log(
      `server ${server.origin}; ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${SECONDS} s per target`,
    );
    console.log(
      `static baseline: ${baseline.path} (${kb(baseline.bytes)} KB raw, the hashed asset closest in size to the pages' mean)`,
    );
    let staticRun = 0;
    const measureStatic = async () =>
      runs.push(await measure(server.origin, `static #${++staticRun}`, baseline.path, baseline.bytes, "*/*"));
    await measureStatic();
    for (const page of PAGES) {
      runs.push(await measure(server.origin, page, page, sizes.get(page)!, ACCEPT_HTML));
      await measureStatic();
    }
    await editContent(server.origin);
    const started = performance.now();
    const edited = await (await fetch(`${server.origin}/`, { headers: { Accept: ACCEPT_HTML } })).text();
    firstAfterEditMs = performance.now() - started;
    if (!edited.includes(EDIT_QUESTION)) throw new Error("the landing page does not show the question just added");
    runs.push(await measure(server.origin, EDITED, "/", Buffer.byteLength(edited), ACCEPT_HTML));
    await measureStatic();
    process.stdout.write("\n");
    console.log(`after:  ${describeLoad()}\n`);
  } finally {
    await server.stop();
  }

  printTable(
    ["target", "raw KB", "wire KB", "enc", "req/s", "p50 ms", "p99 ms", "non-2xx/err"],
    runs.map((run) => [
      run.label === run.path ? run.path : `${run.label} ${run.path}`,
      kb(run.rawBytes),
      kb(run.wireBytes),
      run.encoding,
      run.rps.toFixed(0),
      run.p50.toFixed(1),
      run.p99.toFixed(1),
      String(run.bad),
    ]),
  );

  const statics = runs.filter((run) => run.path === baseline.path);
  const rpsValues = statics.map((run) => run.rps);
  const drift = (Math.max(...rpsValues) - Math.min(...rpsValues)) / Math.min(...rpsValues);
  console.log(
    `\nstatic drift across ${statics.length} runs: req/s ${rpsValues.map((v) => v.toFixed(0)).join(" → ")} (spread ${(drift * 100).toFixed(1)}%)`,
  );
  console.log("each page against the mean of the static runs just before and after it (goal: both ratios >= 0.90):\n");

  const rows = [...PAGES, EDITED].map((page) => {
    const index = runs.findIndex((run) => run.label === page);
    const before = runs[index - 1]!;
    const after = runs[index + 1]!;
    const page_ = runs[index]!;
    const staticRps = (before.rps + after.rps) / 2;
    const staticP99 = (before.p99 + after.p99) / 2;
    const rpsRatio = page_.rps / staticRps;
    const p99Ratio = staticP99 / page_.p99;
    return [page, rpsRatio.toFixed(2), p99Ratio.toFixed(2), rpsRatio >= 0.9 && p99Ratio >= 0.9 ? "yes" : "no"];
  });
  printTable(["page", "rps(page)/rps(static)", "p99(static)/p99(page)", ">= 0.9x"], rows);
  console.log(
    `\nafter the edit: the first request for / took ${firstAfterEditMs.toFixed(1)} ms (rendered for the new content version and kept)`,
  );
}

const site = await prepareSite();
clientDir = site.clientDir;
try {
  await bench(site);
} finally {
  await site.remove();
}
process.exit(0);
