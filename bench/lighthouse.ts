/**
 * Lighthouse scores of each page type against the production server.
 *
 *   npm run bench:lighthouse          (LH_RUNS=5 by default)
 *   LH_RUNS=1 LH_PAGES=home LH_SAVE=/some/folder npm run bench:lighthouse
 *   LH_PAGES=gallery LH_GALLERY_PHOTOS=40 npm run bench:lighthouse   (40 is the default)
 *
 * Starts `server/index.ts` on a free loopback port (building first when build/
 * is missing), runs Lighthouse (default config: mobile emulation, simulated
 * throttling) LH_RUNS times per page in Debian's Chromium, each run in a fresh
 * browser, and prints the medians of the four category scores, LCP, TBT and
 * CLS; the gzipped size of the JavaScript the landing page loads; and, once per
 * page, every audit that scored below 1 in any run. A failed run is reported
 * and run again (at most RUNS extra attempts per page). Prints figures only.
 *
 * Lighthouse's full-page screenshot is off: it stretches the viewport over the
 * whole page, which would count code a visitor only fetches on scrolling down
 * (the quote form's, fetched as it nears the screen) as the first view's.
 */
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import {
  describeLoad,
  describeSite,
  prepareSite,
  median,
  printTable,
  startServer,
  stopOnSignals,
  type Site,
} from "./server.ts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tests/e2e/chromium.ts";
import { mainThreadAfterFcp, type MainThreadFigures } from "./main-thread.ts";
import { seedGalleryPhotos } from "./gallery-photos.ts";

const PAGES = [
  { type: "home", path: "/" },
  { type: "area", path: "/service-areas/destin" },
  { type: "blog article", path: "/blog/florida-window-tint-law-guide" },
  // With LH_GALLERY_PHOTOS photos uploaded first (below).
  { type: "gallery", path: "/gallery" },
  // Rendered on each request (the catalogue's prices and the visitor's choices), not kept.
  { type: "book", path: "/book" },
];
/** LH_PAGES=home,area limits a run to some page types (default: all five). */
const ONLY = process.env.LH_PAGES?.split(",").map((type) => type.trim());
const SELECTED = ONLY ? PAGES.filter((page) => ONLY.includes(page.type.split(" ")[0]!)) : PAGES;
if (SELECTED.length === 0)
  throw new Error(`LH_PAGES must name some of: ${PAGES.map((page) => page.type.split(" ")[0]).join(", ")}`);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const RUNS = Number(process.env.LH_RUNS ?? 5);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error("LH_RUNS must be an integer >= 1");
/** LH_SAVE=folder keeps each run's full report as JSON there. */
const SAVE_DIR = process.env.LH_SAVE;
const RUN_TIMEOUT_MS = 180_000;
/** LH_GALLERY_PHOTOS=n: photos uploaded to the gallery (through the real pipeline) before the server starts; 40 by default, 0 for none. */
const GALLERY_PHOTOS = Number(process.env.LH_GALLERY_PHOTOS ?? 40);
if (!Number.isInteger(GALLERY_PHOTOS) || GALLERY_PHOTOS < 0)
  throw new Error("LH_GALLERY_PHOTOS must be an integer >= 0");
const JS_GOAL_KB = 120;
const CHROME_PATH = process.env.CHROME_PATH ?? CHROMIUM_PATH;
const CHROME_FLAGS = CHROMIUM_FLAGS;

let clientDir = "";

type Run = { ok: true; lhr: Result; thread?: MainThreadFigures } | { ok: false; error: string };

async function runOnce(url: string): Promise<Run> {
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  let timer: NodeJS.Timeout | undefined;
  try {
    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
    const timeout = new Promise<never>((_, fail) => {
      timer = setTimeout(() => fail(new Error(`timed out after ${RUN_TIMEOUT_MS / 1000} s`)), RUN_TIMEOUT_MS);
    });
    const result = await Promise.race([
      lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", disableFullPageScreenshot: true }),
      timeout,
    ]);
    if (!result) return { ok: false, error: "Lighthouse returned no result" };
    const { lhr } = result;
    if (lhr.runtimeError) return { ok: false, error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
    const thread = mainThreadAfterFcp(result.artifacts.Trace.traceEvents);
    return { ok: true, lhr, thread };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
    try {
      chrome?.kill();
    } catch {
      // already gone
    }
  }
}

const score = (lhr: Result, category: string) => {
  const value = lhr.categories[category]?.score;
  return typeof value === "number" ? value * 100 : Number.NaN;
};
const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
const fmt = (value: number, digits = 0) => (Number.isNaN(value) ? "n/a" : value.toFixed(digits));

type Item = Record<string, unknown>;
const isItem = (value: unknown): value is Item => typeof value === "object" && value !== null;
const text = (value: unknown): string | undefined => {
  if (typeof value === "string" && value) return value;
  if (isItem(value)) return text(value.url) ?? text(value.value);
  return undefined;
};
const FIGURES: [string, (value: number) => string][] = [
  ["wastedMs", (v) => `${Math.round(v)} ms`],
  ["reflowTime", (v) => `${Math.round(v)} ms`],
  ["duration", (v) => `${Math.round(v)} ms`],
  ["wastedBytes", (v) => `${(v / 1024).toFixed(1)} KiB wasted`],
  ["totalBytes", (v) => `${(v / 1024).toFixed(1)} KiB`],
  ["cacheLifetimeMs", (v) => `cached ${Math.round(v / 3_600_000)} h`],
];

/** The longest chain of a network-dependency tree, as "a → b → c (N ms)". */
function longestChain(chains: unknown): string | undefined {
  const urls: string[] = [];
  let level = chains;
  let end = 0;
  while (isItem(level)) {
    const nodes = Object.values(level).filter(isItem);
    const next = nodes.find((node) => node.isLongest) ?? (nodes.length === 1 ? nodes[0] : undefined);
    if (!next) break;
    urls.push(new URL(String(next.url)).pathname);
    end = Number(next.navStartToEndTime) || end;
    level = next.children;
  }
  return urls.length > 1 ? `longest chain: ${urls.join(" → ")} (${end} ms)` : undefined;
}

/** Short descriptions of an audit's details: nodes, URLs, labels, with their figures. */
function describe(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(describe);
  if (!isItem(value)) return [];
  switch (value.type) {
    case "table":
    case "list":
    case "opportunity":
    case "subitems":
      return describe(value.items);
    case "checklist":
      return Object.values(isItem(value.items) ? value.items : {})
        .filter((check) => isItem(check) && check.value === false)
        .map((check) => `not met: ${String((check as Item).label)}`);
    case "list-section": {
      const section = value.value;
      if (isItem(section) && section.type === "network-tree")
        return [longestChain(section.chains) ?? ""].filter(Boolean);
      return [];
    }
    case "debugdata":
    case "criticalrequestchain":
    case "screenshot":
    case "filmstrip":
    case "treemap-data":
      return [];
  }
  const node = isItem(value.node) ? value.node : value.type === "node" ? value : undefined;
  const parts: string[] = [];
  if (node && typeof node.selector === "string") {
    const label = typeof node.nodeLabel === "string" ? ` "${node.nodeLabel.slice(0, 60)}"` : "";
    parts.push(`${node.selector}${label}`);
  } else {
    const name = ["url", "description", "source", "groupLabel", "issueType", "label", "name"]
      .map((key) => text(value[key]))
      .find(Boolean);
    if (name) parts.push(name.slice(0, 140));
  }
  for (const [key, format] of FIGURES) if (typeof value[key] === "number" && value[key]) parts.push(format(value[key]));
  const sub = describe(value.subItems);
  if (sub.length) parts.push(`(${sub.slice(0, 3).join("; ")})`);
  if (typeof value.explanation === "string") parts.push(`: ${value.explanation.replace(/\s+/g, " ").slice(0, 160)}`);
  else if (node && typeof node.explanation === "string")
    parts.push(`: ${node.explanation.replace(/\s+/g, " ").slice(0, 160)}`);
  return parts.length ? [parts.join(" ")] : [];
}

const auditItems = (lhr: Result, id: string): string[] => describe(lhr.audits[id]?.details);

function printFailingAudits(runs: Result[]): void {
  for (const category of CATEGORIES) {
    const refs = runs[0]?.categories[category]?.auditRefs ?? [];
    const lines: string[] = [];
    for (const ref of refs) {
      const failed = runs.filter((lhr) => {
        const audit = lhr.audits[ref.id];
        return (
          audit &&
          typeof audit.score === "number" &&
          audit.score < 1 &&
          !["informative", "manual", "notApplicable", "error"].includes(audit.scoreDisplayMode)
        );
      });
      if (failed.length === 0) continue;
      const audits = failed.map((lhr) => lhr.audits[ref.id]!);
      const title = audits[0]!.title;
      const scoreText = fmt(median(audits.map((audit) => audit.score ?? Number.NaN)), 2);
      const display = audits.find((audit) => audit.displayValue)?.displayValue;
      const items = [...new Set(auditItems(failed[0]!, ref.id))];
      lines.push(
        `    ${ref.id} (${title}): ${failed.length}/${runs.length} runs, median score ${scoreText}${display ? `, ${display}` : ""}`,
      );
      for (const item of items.slice(0, 4)) lines.push(`        - ${item}`);
      if (items.length > 4) lines.push(`        - … ${items.length - 4} more`);
    }
    console.log(`  ${category}: ${lines.length ? "" : "none"}`);
    for (const line of lines) console.log(line);
  }
  const warnings = new Set(runs.flatMap((lhr) => lhr.runWarnings.map(String)));
  for (const warning of warnings) console.log(`  run warning: ${warning}`);
}

/** The landing page's scripts, from the Lighthouse network records of its first run. */
function landingScripts(runs: Result[]): { path: string; transfer?: number }[] {
  const lhr = runs[0];
  const items = lhr ? ((lhr.audits["network-requests"]?.details as { items?: Item[] } | undefined)?.items ?? []) : [];
  const scripts = items
    .filter((item) => item.resourceType === "Script" && typeof item.url === "string")
    .map((item) => ({ path: new URL(item.url as string).pathname, transfer: Number(item.transferSize) }));
  return scripts;
}

/**
 * The bytes the server sends for a build file with that encoding accepted: its
 * precompressed copy when the build made one, else what compress() does on the
 * fly (gzip at level 6 from 1 KB up; smaller files go as they are).
 */
function encodedSize(file: string, bytes: Buffer, encoding: "gz" | "br"): number {
  if (existsSync(`${file}.${encoding}`)) return statSync(`${file}.${encoding}`).size;
  return bytes.length < 1024 ? bytes.length : gzipSync(bytes, { level: 6 }).length;
}

function printLandingJs(homeRuns: Result[]): void {
  const scripts = landingScripts(homeRuns);
  const source = homeRuns.length
    ? "requested in Lighthouse's first successful home run"
    : "(none listed: no home run succeeded)";
  console.log(`\nJavaScript the landing page loads (${scripts.length} files ${source}).`);
  console.log(
    "gzip KB / br KB = the file as the server sends it with that encoding (the build's .gz / .br copy); LH KB = Lighthouse's transfer size (body + headers).\n",
  );
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  let transfer = 0;
  const rows = scripts.map((script) => {
    const file = join(clientDir, script.path);
    const bytes = existsSync(file) ? readFileSync(file) : undefined;
    const gz = bytes ? encodedSize(file, bytes, "gz") : Number.NaN;
    const br = bytes ? encodedSize(file, bytes, "br") : Number.NaN;
    raw += bytes?.length ?? 0;
    gzip += Number.isNaN(gz) ? 0 : gz;
    brotli += Number.isNaN(br) ? 0 : br;
    transfer += script.transfer ?? 0;
    return [
      script.path,
      fmt((bytes?.length ?? Number.NaN) / 1024, 1),
      fmt(gz / 1024, 1),
      fmt(br / 1024, 1),
      fmt((script.transfer ?? Number.NaN) / 1024, 1),
    ];
  });
  rows.sort((a, b) => Number(b[2]) - Number(a[2]));
  rows.push([
    "total",
    fmt(raw / 1024, 1),
    fmt(gzip / 1024, 1),
    fmt(brotli / 1024, 1),
    transfer ? fmt(transfer / 1024, 1) : "n/a",
  ]);
  printTable(["script", "raw KB", "gzip KB", "br KB", "LH KB"], rows);
  console.log(
    `\nlanding-page JS, gzipped: ${fmt(gzip / 1024, 1)} KB against the goal <= ${JS_GOAL_KB} KB (${gzip / 1024 <= JS_GOAL_KB ? "within" : "over"} by ${fmt(Math.abs(JS_GOAL_KB - gzip / 1024), 1)} KB); brotli, as Chromium receives it: ${fmt(brotli / 1024, 1)} KB`,
  );
}

/**
 * The main thread after the first paint, wall clock against CPU (bench/main-thread.ts):
 * how much of the blocking time is the page's own work and how much a busy machine.
 */
function printMainThread(threads: Map<string, MainThreadFigures[]>, results: Map<string, Result[]>): void {
  const index = median([...results.values()].flat().map((lhr) => lhr.environment.benchmarkIndex ?? Number.NaN));
  console.log(
    `\nMain thread after the first contentful paint (medians, ms; from each run's trace). Blocking = sum of max(0, 4 x task - 50), from the wall clock (about Lighthouse's TBT) and from the thread's CPU time (the page's own work). Lighthouse's benchmark index of this machine: ${fmt(index)}.\n`,
  );
  printTable(
    ["page", "wall", "CPU", "blocking (wall)", "blocking (CPU)", "longest task wall/CPU"],
    SELECTED.map((page) => {
      const runs = threads.get(page.path) ?? [];
      const med = (pick: (figures: MainThreadFigures) => number) => fmt(median(runs.map(pick)));
      return [
        `${page.type} ${page.path}`,
        med((f) => f.wallMs),
        med((f) => f.cpuMs),
        med((f) => f.blockingWallMs),
        med((f) => f.blockingCpuMs),
        `${med((f) => f.longestWallMs)}/${med((f) => f.longestCpuMs)}`,
      ];
    }),
  );
}

async function bench(site: Site) {
  if (GALLERY_PHOTOS > 0 && SELECTED.some((page) => page.path === "/gallery")) {
    const { ms, perPhotoMs, widths } = await seedGalleryPhotos(site.dataDir, GALLERY_PHOTOS);
    console.log(
      `gallery: ${GALLERY_PHOTOS} photos uploaded in ${(ms / 1000).toFixed(1)} s (${Math.round(perPhotoMs)} ms a photo, AVIF/WebP/JPEG at ${widths.join(", ")} px)`,
    );
  }
  const server = await startServer(site);
  stopOnSignals(server, site);
  const results = new Map<string, Result[]>();
  const threads = new Map<string, MainThreadFigures[]>();
  const started = Date.now();
  try {
    console.log(describeSite(site));
    console.log(`before: ${describeLoad()}`);
    console.log(
      `server ${server.origin}; Lighthouse default config (mobile, simulated throttling), ${RUNS} runs per page, Chromium at ${CHROME_PATH}\n`,
    );
    for (const page of SELECTED) {
      const ok: Result[] = [];
      // A run Lighthouse itself could not record (NO_NAVSTART and the like) is
      // reported and run again, up to RUNS extra attempts per page, so the
      // median is over RUNS recorded runs.
      for (let attempt = 1; ok.length < RUNS && attempt <= 2 * RUNS; attempt++) {
        const outcome = await runOnce(server.origin + page.path);
        const label = `${page.type} ${page.path} run ${ok.length + 1}/${RUNS}`;
        if (outcome.ok) {
          ok.push(outcome.lhr);
          if (outcome.thread) threads.set(page.path, [...(threads.get(page.path) ?? []), outcome.thread]);
          if (SAVE_DIR)
            writeFileSync(join(SAVE_DIR, `${page.type.split(" ")[0]}-${ok.length}.json`), JSON.stringify(outcome.lhr));
          const { lhr } = outcome;
          console.log(
            `${label}: ${CATEGORIES.map((c) => fmt(score(lhr, c))).join("/")}  FCP ${fmt(metric(lhr, "first-contentful-paint"))} ms  LCP ${fmt(metric(lhr, "largest-contentful-paint"))} ms  TBT ${fmt(metric(lhr, "total-blocking-time"))} ms  CLS ${fmt(metric(lhr, "cumulative-layout-shift"), 3)}`,
          );
        } else {
          console.log(`${label}: FAILED (${outcome.error}); running it again`);
        }
      }
      results.set(page.path, ok);
    }
  } finally {
    await server.stop();
  }

  console.log(`\nafter: ${describeLoad()}`);
  console.log(`\nMedians (${RUNS} runs per page, ${((Date.now() - started) / 60000).toFixed(1)} min):\n`);
  printTable(
    ["page", "runs ok", "perf", "a11y", "best-pr", "seo", "FCP ms", "LCP ms", "TBT ms", "CLS"],
    SELECTED.map((page) => {
      const runs = results.get(page.path) ?? [];
      const med = (pick: (lhr: Result) => number) => median(runs.map(pick));
      return [
        `${page.type} ${page.path}`,
        `${runs.length}/${RUNS}`,
        ...CATEGORIES.map((category) => fmt(med((lhr) => score(lhr, category)))),
        fmt(med((lhr) => metric(lhr, "first-contentful-paint"))),
        fmt(med((lhr) => metric(lhr, "largest-contentful-paint"))),
        fmt(med((lhr) => metric(lhr, "total-blocking-time"))),
        fmt(
          med((lhr) => metric(lhr, "cumulative-layout-shift")),
          3,
        ),
      ];
    }),
  );

  printMainThread(threads, results);
  printLandingJs(results.get("/") ?? []);

  console.log("\nAudits scoring below 1 (in any successful run), per page and category:");
  for (const page of SELECTED) {
    const runs = results.get(page.path) ?? [];
    console.log(`\n${page.type} ${page.path}${runs.length ? "" : ": no successful run"}`);
    if (runs.length) printFailingAudits(runs);
  }
}

const site = await prepareSite();
clientDir = site.clientDir;
try {
  await bench(site);
} finally {
  await site.remove();
}
process.exit(0);
