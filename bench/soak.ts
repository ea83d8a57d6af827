/**
 * A soak test (issue 14): one production server (PGlite, its own database)
 * under a steady mixed load for `--minutes N` (default 10) after a warm-up
 * minute, then prints the errors (goal 0), the p99 of the first and the last
 * minute (goal: last <= 2x first) and the server's heap and RSS after the
 * warm-up and at the end (goal: growth under 10%).
 *
 *   npm run bench:soak
 *   npm run bench:soak -- --minutes 2
 *
 * The load, every second, open loop (requests start on time whether or not
 * the earlier ones have finished): 20 page views (/, /shop, a product page
 * with a variant, an area page, a blog article), 15 store API reads (list,
 * product, variants), 2 chat questions and 1 checkout of one stocked unit,
 * then, on the test payment page, either cancelled (its unit goes back to
 * stock, so checkouts keep succeeding) or, for a gift card, paid. Each chat
 * and checkout comes from a visitor address of its own (X-Forwarded-For
 * through one trusted proxy), as real traffic does, so no per-visitor limit
 * refuses it. The server reports its memory over an IPC channel
 * (bench/soak-server.ts), after a full garbage collection.
 */
import { fork } from "node:child_process";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { HEADERS, ACCEPT_HTML } from "./load.ts";
import { describeLoad, describeSite, freePort, HOST, prepareSite, printTable, type Site } from "./server.ts";

const { values: args } = parseArgs({
  options: { minutes: { type: "string", default: "10" }, warmup: { type: "string", default: "60" } },
});
const MINUTES = Number(args.minutes);
const WARMUP_S = Number(args.warmup);
if (!(MINUTES > 0) || !(WARMUP_S >= 0)) throw new Error("--minutes must be > 0 and --warmup (seconds) >= 0");
/** The span of "the first minute" and "the last minute" (shorter for runs under 2 minutes). */
const WINDOW_MS = Math.min(60_000, (MINUTES * 60_000) / 2);
const STORE = "/store/elite-tint";
const TIMEOUT_MS = 10_000;

type Memory = { rss: number; heapUsed: number; heapTotal: number; external: number };
type Sample = { at: number; ms: number; kind: string; ok: boolean; detail?: string };

async function startSoakServer(site: Site) {
  const port = await freePort();
  const origin = `http://${HOST}:${port}`;
  const child = fork(join(site.root, "bench/soak-server.ts"), {
    cwd: site.root,
    execArgv: ["--expose-gc"],
    env: { ...process.env, PORT: String(port), HOST, LOG_LEVEL: "warn", DATA_DIR: site.dataDir, TRUSTED_PROXIES: "1" },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`${origin}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((done) => setTimeout(done, 100));
  }
  const memory = () =>
    new Promise<Memory>((done) => {
      child.once("message", (m) => done(m as Memory));
      child.send("memory");
    });
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
    await exited;
    clearTimeout(timer);
  };
  return { origin, memory, stop };
}

const site = await prepareSite();
const server = await startSoakServer(site);
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(
    signal,
    () =>
      void server
        .stop()
        .then(site.remove)
        .finally(() => process.exit(130)),
  );

const samples: Sample[] = [];
let inFlight = 0;
let visitors = 0;
const nextVisitor = () => {
  visitors += 1;
  return `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`;
};

/** One request, timed to its last byte; `ok` says whether the answer is the one expected. */
async function timed(kind: string, url: string, init: RequestInit, expect: (res: Response) => boolean) {
  const started = performance.now();
  inFlight += 1;
  try {
    const res = await fetch(url, { ...init, redirect: "manual", signal: AbortSignal.timeout(TIMEOUT_MS) });
    const body = await res.text();
    const ok = expect(res);
    samples.push({
      at: Date.now(),
      ms: performance.now() - started,
      kind,
      ok,
      detail: ok ? undefined : `${res.status} ${body.slice(0, 120)}`,
    });
    return { res, body };
  } catch (error) {
    samples.push({ at: Date.now(), ms: performance.now() - started, kind, ok: false, detail: String(error) });
    return undefined;
  } finally {
    inFlight -= 1;
  }
}

const status200 = (res: Response) => res.status === 200;
const page = (path: string) => () =>
  void timed("page", server.origin + path, { headers: { ...HEADERS, accept: ACCEPT_HTML } }, status200);
const api = (path: string) => () =>
  void timed(
    "store API",
    server.origin + STORE + path,
    { headers: { ...HEADERS, accept: "application/json" } },
    status200,
  );
const questions = ["What are your hours?", "Do you come to Destin?", "How much is ceramic tint for a sedan?"];
let asked = 0;
const chat = () => {
  asked += 1;
  void timed(
    "chat",
    `${server.origin}/api/chatbot`,
    {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": nextVisitor() },
      body: JSON.stringify({ messages: [{ role: "user", content: questions[asked % questions.length] }] }),
    },
    status200,
  );
};
let checkouts = 0;
const checkout = async () => {
  checkouts += 1;
  const gift = checkouts % 2 === 0;
  const visitor = nextVisitor();
  const answer = await timed(
    "checkout",
    `${server.origin}${STORE}/checkout`,
    {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": visitor },
      body: JSON.stringify({
        items: [{ variant_id: gift ? "gift-50" : "aftercare-standard", quantity: 1 }],
        successUrl: `${server.origin}/success`,
        cancelUrl: `${server.origin}/shop`,
        timeZone: "America/Chicago",
      }),
    },
    status200,
  );
  const url = answer?.res.status === 200 ? (JSON.parse(answer.body) as { url: string }).url : undefined;
  if (!url) return;
  // Paid (a gift card: no stock) or cancelled (the unit goes back to stock), as the visitor would.
  await timed(
    gift ? "payment" : "cancel",
    url,
    {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": visitor },
      body: new URLSearchParams({ intent: gift ? "pay" : "cancel" }),
    },
    (res) => res.status >= 300 && res.status < 400,
  );
};

// 37 requests a second, spread evenly: 20 pages, 15 store reads, 2 chats (checkouts on their own timer).
const mix = [
  ...[
    "/",
    "/shop",
    "/product/aftercare-kit?variant=aftercare-pro",
    "/service-areas/destin",
    "/blog/florida-window-tint-law-guide",
  ].flatMap((path) => Array.from({ length: 4 }, () => page(path))),
  ...[
    "/products?limit=20",
    "/products/aftercare-kit",
    "/variants?fields=inventory_quantity&product_ids[]=aftercare-kit",
  ].flatMap((path) => Array.from({ length: 5 }, () => api(path))),
  chat,
  chat,
];
const spread = mix.map((_, i) => mix[(i * 7) % mix.length]!); // interleave the kinds
let tick = 0;
const MAX_IN_FLIGHT = 500;
const load = setInterval(() => {
  if (inFlight < MAX_IN_FLIGHT) spread[tick % spread.length]!();
  tick += 1;
}, 1000 / spread.length);
const checkoutTimer = setInterval(() => void checkout(), 1000);

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

console.log(describeSite(site));
console.log(
  `warm-up ${WARMUP_S} s, then ${MINUTES} min at ${spread.length} requests/s + 1 checkout/s (each then cancelled or paid)`,
);
console.log(describeLoad());
await sleep(WARMUP_S * 1000);
const startedAt = Date.now();
const memoryStart = await server.memory();
const totalMs = MINUTES * 60_000;
for (let minute = 1; Date.now() - startedAt < totalMs; minute++) {
  await sleep(Math.min(60_000, totalMs - (Date.now() - startedAt)));
  const recent = samples.filter((s) => s.at > Date.now() - 60_000 && s.at >= startedAt);
  const errors = recent.filter((s) => !s.ok).length;
  console.log(
    `  minute ${minute}: ${recent.length} requests, ${errors} errors, p99 ${p99(recent).toFixed(1)} ms, ${describeLoad()}`,
  );
}
clearInterval(load);
clearInterval(checkoutTimer);
const endedAt = Date.now();
while (inFlight > 0) await sleep(50);
const memoryEnd = await server.memory();
await server.stop();
await site.remove();

function p99(list: Sample[]): number {
  if (list.length === 0) return Number.NaN;
  const sorted = list.map((s) => s.ms).sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)]!;
}

const measured = samples.filter((s) => s.at >= startedAt && s.at <= endedAt);
const first = measured.filter((s) => s.at < startedAt + WINDOW_MS);
const last = measured.filter((s) => s.at > endedAt - WINDOW_MS);
const failures = measured.filter((s) => !s.ok);
const warmupErrors = samples.filter((s) => s.at < startedAt && !s.ok).length;

console.log("");
const kinds = [...new Set(measured.map((s) => s.kind))];
printTable(
  ["requests", "count", "errors", "p99 first (ms)", "p99 last (ms)"],
  [...kinds, "all"].map((kind) => {
    const of = (list: Sample[]) => (kind === "all" ? list : list.filter((s) => s.kind === kind));
    return [
      kind,
      String(of(measured).length),
      String(of(failures).length),
      p99(of(first)).toFixed(1),
      p99(of(last)).toFixed(1),
    ];
  }),
);
console.log("");
const growth = (a: number, b: number) => `${(((b - a) / a) * 100).toFixed(1)}%`;
printTable(
  ["server memory (after a full GC)", "after warm-up (MB)", "end (MB)", "growth"],
  [
    ["heap used", mb(memoryStart.heapUsed), mb(memoryEnd.heapUsed), growth(memoryStart.heapUsed, memoryEnd.heapUsed)],
    ["RSS", mb(memoryStart.rss), mb(memoryEnd.rss), growth(memoryStart.rss, memoryEnd.rss)],
  ],
);
const ratio = p99(last) / p99(first);
console.log("");
console.log(`errors: ${failures.length} of ${measured.length} requests (goal 0); ${warmupErrors} during the warm-up`);
for (const failure of failures.slice(0, 5)) console.log(`  ${failure.kind}: ${failure.detail}`);
console.log(`p99 last minute / first minute: ${ratio.toFixed(2)}x (goal <= 2x)`);
console.log(
  `heap growth ${growth(memoryStart.heapUsed, memoryEnd.heapUsed)}, RSS growth ${growth(memoryStart.rss, memoryEnd.rss)} (goal < 10%)`,
);
console.log(describeLoad());
