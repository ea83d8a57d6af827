/**
 * Spam defence of the quote form, end to end against the production server.
 *
 *   npm run bench:spam
 *
 * Starts `server/index.ts` (building first when build/ is missing) with
 * TRUSTED_PROXIES=1: this script plays the one proxy in front of it, writing
 * each simulated visitor's address as the rightmost X-Forwarded-For entry
 * (bots may put anything to the left of it). The default per-address limit
 * (QUOTE_RATE_LIMIT) applies. Then fires, 20 at a time, all otherwise valid:
 *
 *   bots
 *     400 with the honeypot filled, each from its own address (a botnet);
 *     400 posted the instant the page was fetched, each from its own address;
 *     200 flooding from one address, posted instantly, far over the rate limit;
 *     200 from one address rotating a spoofed leftmost X-Forwarded-For entry,
 *         posted instantly, each with a page of its own;
 *     200 that retry: post the instant the page was fetched, then at once again
 *         with each "send again" token they are given (up to 5 retries), each
 *         from its own address;
 *     400 replaying a token already used (20 people's tokens, 20 times each),
 *         each replay from its own address;
 *   (and, for the record, 50 patient bots from one address rotating a spoofed
 *    leftmost entry, each waiting out the fill time with a page of its own:
 *    only the rate limit can bound those, to QUOTE_RATE_LIMIT)
 *
 *   people, each from their own address
 *     100 sent after the minimum fill time: half as the page's script does (JSON
 *         to /quote with a token from /quote/token), half as a plain form post
 *         to /?index with the token of the served page;
 *      20 whose browser filled the form in: they press Send 1 s after the page
 *         came, are asked to press Send again, and do so once they have read
 *         it and checked their details (3 s after that answer), with the token
 *         they were given.
 *
 * Bots and people are told apart only by their names in the database, which
 * the script reads after stopping the server. Goal: 0 bots stored, every person stored.
 */
import { count, like } from "drizzle-orm";
import { openDb } from "../app/db/client.server.ts";
import { quoteRequests } from "../app/db/schema.ts";
import { MIN_FILL_MS, MIN_READ_MS } from "../app/features/quote/form-token.ts";
import { describeSite, prepareSite, printTable, startServer, stopOnSignals } from "./server.ts";

const CONCURRENCY = 20;

type Outcome = { status: number; token?: string };
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
  const body = (await (await fetch(`${origin}/quote/token`, { headers: { "x-forwarded-for": ip } })).json()) as {
    token: string;
  };
  return body.token;
}

/** Posts as the page does without JavaScript; the answer's token is the one in the form it renders. */
function postForm(origin: string, ip: string, values: Record<string, string>): Promise<Outcome> {
  return fetch(`${origin}/?index`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip },
    body: new URLSearchParams(values),
  }).then(async (res) => {
    const html = await res.text();
    return { status: res.status, token: /name="formToken" value="([^"]+)"/.exec(html)?.[1] };
  });
}

/** Posts as the page's script does (React Router's fetcher, to the same action); the answer's token is in its data. */
function postFetcher(origin: string, ip: string, values: Record<string, string>): Promise<Outcome> {
  return fetch(`${origin}/_.data?index`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip },
    body: new URLSearchParams(values),
  }).then(async (res) => {
    const data = await res.text();
    return { status: res.status, token: /"([0-9a-z]{8,12}\.[0-9a-z][\w-]{15}\.[\w-]{32})"/.exec(data)?.[1] };
  });
}

const post = (i: number) => (i % 2 ? postFetcher : postForm);
/** What a bot writes before the proxy's entry: a new address every time. */
const spoofed = (i: number, real: string) =>
  `${(i * 7919) % 223}.${(i * 31) % 256}.${(i * 17) % 256}.${(i % 250) + 1}, ${real}`;

const site = await prepareSite();
process.env.TRUSTED_PROXIES = "1";
delete process.env.TRUST_PROXY;
const server = await startServer(site);
stopOnSignals(server, site);
const origin = server.origin;
console.log(describeSite(site));
console.log(
  `server ${origin}, TRUSTED_PROXIES=1, QUOTE_RATE_LIMIT=${process.env.QUOTE_RATE_LIMIT ?? "8 (default)"} per 10 minutes\n`,
);

const tally = (outcomes: Outcome[]) => {
  const byStatus = new Map<number, number>();
  for (const o of outcomes) byStatus.set(o.status, (byStatus.get(o.status) ?? 0) + 1);
  return [...byStatus]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${n}×${status}`)
    .join(" ");
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
  // People whose browser fills the form in: their page comes now, they press Send after 1 s.
  const hastyTokens = await Promise.all(
    Array.from({ length: 20 }, (_, i) => (i % 2 ? jsonToken(origin, address(7, i)) : pageToken(origin, address(7, i)))),
  );
  const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
  // ...are asked to press Send again, read that, check their details, and press it.
  const hastyFlow = sleep(1_000).then(() =>
    Promise.all(
      hastyTokens.map(async (token, i) => {
        const values = fields(`Human hasty ${i}`, i);
        const first = await post(i)(origin, address(7, i), { ...values, formToken: token });
        if (first.status === 200) return [first, first] as const;
        await sleep(MIN_READ_MS + 1_000);
        return [first, await post(i)(origin, address(7, i), { ...values, formToken: first.token ?? "" })] as const;
      }),
    ),
  );
  // Patient bots rotating the spoofed entry: their pages come now too.
  const patientIp = "203.0.113.88";
  const patientTokens = await Promise.all(
    Array.from({ length: 50 }, (_, i) => pageToken(origin, spoofed(i, patientIp))),
  );
  const patientFillDone = new Promise((done) => setTimeout(done, MIN_FILL_MS + 500));

  const honeypot = await runAll(
    Array.from({ length: 400 }, (_, i) => async () => {
      const ip = address(1, i);
      const token = await pageToken(origin, ip);
      return postForm(origin, ip, {
        ...fields(`Bot honeypot ${i}`, i),
        website: "https://cheap-pills.example",
        formToken: token,
      });
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
    Array.from(
      { length: 200 },
      (_, i) => () => postForm(origin, "203.0.113.66", { ...fields(`Bot flood ${i}`, i), formToken: floodToken }),
    ),
  );

  const rotatingIp = "203.0.113.77";
  const rotating = await runAll(
    Array.from({ length: 200 }, (_, i) => async () => {
      const ip = spoofed(i, rotatingIp);
      return post(i)(origin, ip, { ...fields(`Bot rotating ${i}`, i), formToken: await pageToken(origin, ip) });
    }),
  );
  let retries = 0;
  const retrying = await runAll(
    Array.from({ length: 200 }, (_, i) => async () => {
      const ip = address(4, i);
      let answer = await post(i)(origin, ip, {
        ...fields(`Bot retrying ${i}`, i),
        formToken: i % 2 ? await jsonToken(origin, ip) : await pageToken(origin, ip),
      });
      for (let retry = 0; retry < 5 && answer.status === 400 && answer.token; retry++) {
        retries++;
        answer = await post(i)(origin, ip, { ...fields(`Bot retrying ${i}`, i), formToken: answer.token });
      }
      return answer;
    }),
  );

  await fillDone;
  const humans = await runAll(
    Array.from(
      { length: 100 },
      (_, i) => () => post(i)(origin, address(0, i), { ...fields(`Human ${i}`, i), formToken: humanTokenList[i]! }),
    ),
  );
  const hastyAnswers = await hastyFlow;
  const hasty = hastyAnswers.map(([first]) => first);
  const hastyAgain = hastyAnswers.filter(([first]) => first.status !== 200).map(([, again]) => again);
  // Tokens people have used, replayed by bots, each replay from an address of its own.
  const replay = await runAll(
    Array.from(
      { length: 400 },
      (_, i) => () =>
        post(i)(origin, address(5, i), { ...fields(`Bot replay ${i}`, i), formToken: humanTokenList[i % 20]! }),
    ),
  );
  await patientFillDone;
  const patient = await runAll(
    patientTokens.map(
      (token, i) => () =>
        post(i)(origin, spoofed(i, patientIp), { ...fields(`Patient rotating ${i}`, i), formToken: token }),
    ),
  );

  const sentCount = 400 + 400 + 200 + 200 + 200 + retries + 400 + 50 + 100 + 40;
  const seconds = (performance.now() - started) / 1000;
  console.log(`${sentCount} submissions (and their page fetches) in ${seconds.toFixed(1)} s\n`);
  rows = [
    ["bots: honeypot filled", "400", tally(honeypot)],
    ["bots: instant submit", "400", tally(instant)],
    ["bots: one-address flood", "200", tally(flood)],
    ["bots: one address, rotating X-Forwarded-For", "200", tally(rotating)],
    ["bots: instant, retrying each send-again token", `200 (+${retries} retries)`, `last answers: ${tally(retrying)}`],
    ["bots: replaying used tokens", "400", tally(replay)],
    ["people: patient", "100", tally(humans)],
    ["people: autofill, then Send again", "20 (+20)", `first ${tally(hasty)}, then ${tally(hastyAgain)}`],
    ["(patient bots, one address, rotating XFF)", "50", tally(patient)],
  ];
} finally {
  await server.stop();
}

// The server has stopped: its PGlite database can be opened here.
const handle = await openDb({ dataDir: site.dataDir });
const countLike = async (pattern: string) =>
  (await handle.db.select({ n: count() }).from(quoteRequests).where(like(quoteRequests.name, pattern)))[0]!.n;
const storedBots = await countLike("Bot %");
const storedHumans = await countLike("Human %");
const perKind = await Promise.all(
  [
    "Bot honeypot %",
    "Bot instant %",
    "Bot flood %",
    "Bot rotating %",
    "Bot retrying %",
    "Bot replay %",
    "Human %",
    "Human hasty %",
    "Patient rotating %",
  ].map(countLike),
);
const storedPatient = perKind[8]!;
await handle.close();
await site.remove();

// "Human %" also matches the hasty people: the patient ones are the rest.
perKind[6] = perKind[6]! - perKind[7]!;
printTable(
  ["sender", "sent", "answers (count×status)", "stored"],
  rows.map((row, i) => [...row, String(perKind[i])]),
);
const limit = Number(process.env.QUOTE_RATE_LIMIT ?? 8);
console.log(`\nbots stored: ${storedBots} of ${400 + 400 + 200 + 200 + 200 + 400} (goal 0)`);
console.log(`people stored: ${storedHumans} of 120 (goal 120)`);
console.log(
  `patient bots from one address, rotating X-Forwarded-For: ${storedPatient} of 50 stored (bounded by QUOTE_RATE_LIMIT: at most ${limit})`,
);
console.log(storedBots === 0 && storedHumans === 120 && storedPatient <= limit ? "goal met" : "GOAL MISSED");
process.exit(0);
