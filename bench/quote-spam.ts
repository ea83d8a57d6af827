/**
 * Spam defence of the quote form, end to end against the production server.
 *
 *   npm run bench:spam
 *
 * Starts `server/index.ts` (building first when build/ is missing) with
 * TRUST_PROXY=true, so each simulated visitor can have an address of its own
 * through X-Forwarded-For, and the default per-address limit
 * (QUOTE_RATE_LIMIT). Then fires, 20 at a time:
 *
 *   1,000 bot-style submissions, all otherwise valid:
 *     400 with the honeypot filled, each from its own address (a botnet);
 *     400 posted the instant the page was fetched, each from its own address;
 *     200 flooding from one address, posted instantly, far over the rate limit;
 *   100 human-style submissions, each from its own address, sent after the
 *     minimum fill time: half as the page's script does (JSON to /quote with a
 *     token from /quote/token), half as a plain form post to /?index with the
 *     token of the served page.
 *
 * Bots and people are told apart only by their names in the database, which
 * the script reads after stopping the server. Goal: 0 bots and 100 people stored.
 */
import { count, like } from "drizzle-orm";
import { openDb } from "../app/db/client.server.ts";
import { quoteRequests } from "../app/db/schema.ts";
import { MIN_FILL_MS } from "../app/features/quote/form-token.ts";
import { describeSite, prepareSite, printTable, startServer, stopOnSignals } from "./server.ts";

const CONCURRENCY = 20;

type Outcome = { status: number };
type Job = () => Promise<Outcome>;

async function runAll(jobs: Job[]): Promise<Outcome[]> {
  const results: Outcome[] = new Array(jobs.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < jobs.length) {
        const i = next++;
        results[i] = await jobs[i]!();
      }
    }),
  );
  return results;
}

const fields = (name: string, i: number) => ({
  name,
  phone: `(850) 555-${String(1000 + (i % 9000)).padStart(4, "0")}`,
  email: "",
  contactMethod: "call",
  service: "automotive",
  vehicleYear: "2022",
  vehicleMake: "Ford",
  vehicleModel: "F-150",
  vehicleBody: "truck",
  location: "Navarre",
  message: "Quote for the sides and rear, 35%.",
  website: "",
});

const address = (block: number, i: number) => `198.${18 + block}.${Math.floor(i / 250)}.${(i % 250) + 1}`;

async function pageToken(origin: string, ip: string): Promise<string> {
  const html = await (await fetch(`${origin}/`, { headers: { "x-forwarded-for": ip } })).text();
  const token = /name="formToken" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error("no form token in the home page");
  return token;
}

async function jsonToken(origin: string, ip: string): Promise<string> {
  const body = (await (await fetch(`${origin}/quote/token`, { headers: { "x-forwarded-for": ip } })).json()) as { token: string };
  return body.token;
}

function postForm(origin: string, ip: string, values: Record<string, string>): Promise<Outcome> {
  return fetch(`${origin}/?index`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip },
    body: new URLSearchParams(values),
  }).then(async (res) => {
    await res.arrayBuffer();
    return { status: res.status };
  });
}

function postJson(origin: string, ip: string, values: Record<string, string>): Promise<Outcome> {
  return fetch(`${origin}/quote`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json", "x-forwarded-for": ip },
    body: new URLSearchParams(values),
  }).then(async (res) => {
    await res.arrayBuffer();
    return { status: res.status };
  });
}

const site = await prepareSite(["/"]);
process.env.TRUST_PROXY = "true";
const server = await startServer(site);
stopOnSignals(server, site);
const origin = server.origin;
console.log(describeSite(site));
console.log(`server ${origin}, TRUST_PROXY=true, QUOTE_RATE_LIMIT=${process.env.QUOTE_RATE_LIMIT ?? "8 (default)"} per 10 minutes\n`);

const tally = (outcomes: Outcome[]) => {
  const byStatus = new Map<number, number>();
  for (const o of outcomes) byStatus.set(o.status, (byStatus.get(o.status) ?? 0) + 1);
  return [...byStatus].sort(([a], [b]) => a - b).map(([status, n]) => `${n}×${status}`).join(" ");
};

const started = performance.now();
let rows: string[][];
try {
  // People first fetch their page, then take their time.
  const humanTokenList: string[] = [];
  await runAll(
    Array.from({ length: 100 }, (_, i) => async () => {
      const ip = address(0, i);
      const token = i % 2 ? await jsonToken(origin, ip) : await pageToken(origin, ip);
      humanTokenList[i] = token;
      return { status: 200 };
    }),
  );
  const fillDone = new Promise((done) => setTimeout(done, MIN_FILL_MS + 500));

  const honeypot = await runAll(
    Array.from({ length: 400 }, (_, i) => async () => {
      const ip = address(1, i);
      const token = await pageToken(origin, ip);
      return postForm(origin, ip, { ...fields(`Bot honeypot ${i}`, i), website: "https://cheap-pills.example", formToken: token });
    }),
  );
  const instant = await runAll(
    Array.from({ length: 400 }, (_, i) => async () => {
      const ip = address(2, i);
      const token = await pageToken(origin, ip);
      return postForm(origin, ip, { ...fields(`Bot instant ${i}`, i), formToken: token });
    }),
  );
  const floodToken = await pageToken(origin, "203.0.113.66");
  const flood = await runAll(
    Array.from({ length: 200 }, (_, i) => () => postForm(origin, "203.0.113.66", { ...fields(`Bot flood ${i}`, i), formToken: floodToken })),
  );

  await fillDone;
  const humans = await runAll(
    Array.from({ length: 100 }, (_, i) => () => {
      const values = { ...fields(`Human ${i}`, i), formToken: humanTokenList[i]! };
      return i % 2 ? postJson(origin, address(0, i), values) : postForm(origin, address(0, i), values);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(`${1000 + 100} submissions (and their page fetches) in ${seconds.toFixed(1)} s\n`);
  rows = [
    ["bots: honeypot filled", "400", tally(honeypot)],
    ["bots: instant submit", "400", tally(instant)],
    ["bots: one-address flood", "200", tally(flood)],
    ["people", "100", tally(humans)],
  ];
} finally {
  await server.stop();
}

// The server has stopped: its PGlite database can be opened here.
const handle = await openDb({ dataDir: site.dataDir });
const countLike = async (pattern: string) => (await handle.db.select({ n: count() }).from(quoteRequests).where(like(quoteRequests.name, pattern)))[0]!.n;
const storedBots = await countLike("Bot %");
const storedHumans = await countLike("Human %");
const perKind = await Promise.all(["Bot honeypot %", "Bot instant %", "Bot flood %", "Human %"].map(countLike));
await handle.close();
await site.remove();

printTable(
  ["sender", "sent", "answers (count×status)", "stored"],
  rows.map((row, i) => [...row, String(perKind[i])]),
);
console.log(`\nbots stored: ${storedBots} of 1000 (goal 0)`);
console.log(`people stored: ${storedHumans} of 100 (goal 100)`);
console.log(storedBots === 0 && storedHumans === 100 ? "goal met" : "GOAL MISSED");
process.exit(0);
