/**
 * The owner's console lists with a realistic database: 10,000 leads (7,000
 * from the quote form with their notification emails, 3,000 taken in the
 * chat) plus about 1,600 online bookings (of 2,000; lapsed holds are no
 * leads), 5,000 chat conversations (20,000 replies, some unanswered), 5,000
 * orders and 50 products. The database is seeded, then the production server
 * (server/index.ts on a snapshot of the build, bench/server.ts) is started on
 * it, an owner signs in, and each list page is fetched signed in: the real
 * route (console guard, session, loader, render). The server time of each
 * request is the one its request log line reports (LOG_LEVEL=info, matched
 * by X-Request-Id); p50 and p95 are printed per page (goal: p95 < 50 ms).
 *
 *   npm run bench:console                                   (PGlite, in DATA_DIR)
 *   bash scripts/with-postgres.sh npm run bench:console     (PostgreSQL)
 */
import "./app-alias.ts";
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { loadavg } from "node:os";
import { createInterface } from "node:readline";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDb, type Db } from "../app/db/client.server.ts";
import * as t from "../app/db/schema.ts";
import { demoCatalog, seedCatalog } from "../app/db/seed.ts";
import { serviceAreas } from "../app/config/areas.ts";
import { addBenchOwner, signInBenchOwner } from "./owner.ts";
import { HOST, freePort, prepareSite } from "./server.ts";

const { leadStatuses } = await import("../app/features/admin-leads/schema.ts");

const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const WARMUP = 10;

let seed = 42;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
const first = ["Dana", "Maria", "Tom", "Ann", "Luis", "Kim", "Joe", "Ria", "Sam", "Lee", "Ava", "Noah", "Mia", "Eli"];
const last = ["Whitfield", "Lopez", "Nguyen", "Smith", "Brown", "Garcia", "Miller", "Davis", "Wilson", "Clark"];
const services = ["automotive", "residential", "commercial", "ppf"];
const DAY = 86_400_000;
const now = Date.now();

async function inBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

async function seedDatabase(db: Db) {
  // 50 products: the demo catalogue's shapes under new ids.
  await seedCatalog(
    db,
    Array.from({ length: 50 }, (_, i) => {
      const p = demoCatalog[i % demoCatalog.length]!;
      return {
        ...p,
        id: `${p.id}-${i}`,
        variants: p.variants.map((v) => ({ ...v, id: `${v.id}-${i}`, sku: v.sku ? `${v.sku}-${i}` : v.sku })),
      };
    }),
  );

  const quotes = Array.from({ length: 7000 }, (_, i) => {
    const area = pick(serviceAreas);
    return {
      createdAt: new Date(now - random() * 365 * DAY),
      name: `${pick(first)} ${pick(last)} ${i}`,
      phone: `+1850555${String(i % 10_000).padStart(4, "0")}`,
      email: random() < 0.6 ? `customer${i}@example.com` : null,
      preferredContact: pick(["call", "text", "email"]),
      service: pick(services),
      location: area.name,
      serviceAreas: [area.slug],
      message: "35% on the sides please.",
    };
  });
  await inBatches(quotes, 500, async (batch) => {
    const rows = await db.insert(t.quoteRequests).values(batch).returning({ id: t.quoteRequests.id });
    await db.insert(t.outboxMessages).values(
      rows.map((r) => ({
        quoteRequestId: r.id,
        toAddress: "owner@example.com",
        subject: "New quote request",
        textBody: "…",
        htmlBody: "…",
        status: pick(["sent", "sent", "sent", "pending", "failed"]),
      })),
    );
  });

  const conversations = Array.from({ length: 5000 }, (_, i) => ({
    id: `bench-${i}`,
    createdAt: new Date(now - random() * 365 * DAY),
    updatedAt: new Date(now - random() * 365 * DAY),
    turnCount: 4,
    messages: [],
  }));
  await inBatches(conversations, 500, (batch) => db.insert(t.chatConversations).values(batch));
  const questions = ["What are your hours?", "Do you tint boats?", "How much is ceramic tint?", "Is 20% legal?"];
  const turns = conversations.flatMap((c) =>
    questions.map((q) => ({
      conversationId: c.id,
      question: q,
      reply: "An answer from the site.",
      engine: "offline",
      durationMs: 5,
      unanswered: q === "Do you tint boats?" && random() < 0.3,
      createdAt: c.updatedAt,
    })),
  );
  await inBatches(turns, 1000, (batch) => db.insert(t.chatTurns).values(batch));
  const chats = Array.from({ length: 3000 }, (_, i) => ({
    conversationId: `bench-${i}`,
    name: `${pick(first)} ${pick(last)} chat ${i}`,
    phone: `(251) 555-${String(i).padStart(4, "0")}`,
    details: "Earlier in the chat: ceramic tint",
    source: "offline",
    createdAt: new Date(now - random() * 365 * DAY),
  }));
  await inBatches(chats, 500, (batch) => db.insert(t.chatQuoteRequests).values(batch));

  // 2,000 online bookings over the year (every visit its own 3 hours: active ones never overlap).
  const bookingRows = Array.from({ length: 2000 }, (_, i) => {
    const startAt = new Date(now - 300 * DAY + i * 4 * 3_600_000);
    return {
      id: `bk_bench${i}`,
      status: pick(["confirmed", "confirmed", "cancelled", "expired", "held"] as const),
      crew: 1,
      startAt,
      endAt: new Date(startAt.getTime() + 3 * 3_600_000),
      arrivesAt: new Date(startAt.getTime() + 600_000),
      jobEndsAt: new Date(startAt.getTime() + 170 * 60_000),
      areaSlug: pick(serviceAreas).slug,
      address: `${i} Gulf Blvd`,
      customerName: `${pick(first)} ${pick(last)} booked ${i}`,
      customerPhone: `+1850555${String(i).padStart(4, "0")}`,
      customerEmail: `booker${i}@example.com`,
      choiceParams: "kind=vehicle&body=sedan-coupe&front=35&back=15&rear=15",
      summary: "Ceramic tint for a sedan or coupe",
      depositCents: 5000,
      durationMinutes: 150,
      travelMinutes: 10,
      manageNonce: `n${i}`,
      manageTokenHash: `h${i}`,
      heldUntil: new Date(startAt.getTime() - DAY),
      createdAt: new Date(startAt.getTime() - 7 * DAY),
    };
  });
  await inBatches(bookingRows, 500, (batch) => db.insert(t.bookings).values(batch));

  // The owner has worked through most older leads: states for 6,000, notes on 2,000.
  const states = [
    ...quotes.slice(0, 4500).map((_, i) => ({ source: "quote", sourceId: String(i + 1) })),
    ...chats.slice(0, 1500).map((_, i) => ({ source: "chat", sourceId: String(i + 1) })),
  ].map((s) => ({ ...s, status: pick(leadStatuses), readAt: new Date(now - random() * 30 * DAY) }));
  await inBatches(states, 1000, (batch) => db.insert(t.leadStates).values(batch));
  const notes = states
    .slice(0, 2000)
    .map((s) => ({ ...s, body: "Called, left a voicemail.", authorId: "u1", authorName: "Owner" }));
  await inBatches(
    notes.map(({ source, sourceId, body, authorId, authorName }) => ({ source, sourceId, body, authorId, authorName })),
    1000,
    (batch) => db.insert(t.leadNotes).values(batch),
  );

  const orders = Array.from({ length: 5000 }, (_, i) => {
    const createdAt = new Date(now - random() * 365 * DAY);
    return {
      id: `order-bench-${i}`,
      status: pick(["paid", "paid", "expired", "pending", "cancelled"]),
      provider: "test",
      providerSessionId: `session-bench-${i}`,
      totalCents: 1000 + Math.floor(random() * 50_000),
      currency: "USD",
      successUrl: "http://localhost/success",
      cancelUrl: "http://localhost/checkout-cancel",
      createdAt,
      expiresAt: new Date(createdAt.getTime() + 30 * 60_000),
    };
  });
  await inBatches(orders, 500, async (batch) => {
    await db.insert(t.orders).values(batch);
    await db.insert(t.orderLines).values(
      batch.flatMap((o) =>
        Array.from({ length: 1 + Math.floor(random() * 3) }, (_, j) => ({
          orderId: o.id,
          productId: `ceramic-sedan-${j}`,
          variantId: `v-${j}`,
          title: "Ceramic tint",
          variantTitle: "Sedan",
          unitPriceCents: 19_900,
          quantity: 1,
          managesInventory: false,
        })),
      ),
    );
  });
  await db.execute(sql`analyze`);
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const postgres = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const kind = postgres ? "PostgreSQL" : "PGlite";
const site = await prepareSite();

// The database: PGlite in the snapshot's DATA_DIR, or a new database on the PostgreSQL server (dropped at the end).
let databaseUrl = "";
let dropDatabase = async () => {};
if (postgres) {
  const name = `bench_console_${randomUUID().replace(/-/g, "")}`;
  const admin = new pg.Client({ connectionString: postgres });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(postgres);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = async () => {
    const dropper = new pg.Client({ connectionString: postgres });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  };
}

const started = performance.now();
const handle = await openDb(databaseUrl ? { databaseUrl } : { dataDir: site.dataDir });
let summary: string;
try {
  await seedDatabase(handle.db);
  await addBenchOwner(handle.db);
  const counts = await handle.db.execute<{ leads: number; orders: number; products: number; turns: number }>(sql`
    select (select count(*) from quote_requests) + (select count(*) from chat_quote_requests)
      + (select count(*) from bookings where status <> 'expired') as leads,
      (select count(*) from orders) as orders, (select count(*) from products) as products,
      (select count(*) from chat_turns) as turns`);
  const c = counts.rows[0]!;
  summary = `${kind}: ${c.leads} leads, ${c.orders} orders, ${c.products} products, 5000 conversations (${c.turns} replies); seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`;
} finally {
  // PGlite: one process opens a data folder at a time; the server opens it next.
  await handle.close();
}
console.log(summary);

// The production server on that database, its request log read line by line.
const port = await freePort();
const origin = `http://${HOST}:${port}`;
const child = spawn(process.execPath, ["server/index.ts"], {
  cwd: site.root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST,
    LOG_LEVEL: "info",
    DATA_DIR: site.dataDir,
    DATABASE_URL: databaseUrl,
  },
  stdio: ["ignore", "pipe", "inherit"],
});
const serverMs = new Map<string, number>();
const waiting = new Map<string, (ms: number) => void>();
createInterface({ input: child.stdout! }).on("line", (line) => {
  if (!line.startsWith("{")) return;
  const entry = JSON.parse(line) as { msg?: string; id?: string; ms?: number };
  if (entry.msg !== "request" || !entry.id || entry.ms === undefined) return;
  const done = waiting.get(entry.id);
  if (done) {
    waiting.delete(entry.id);
    done(entry.ms);
  } else serverMs.set(entry.id, entry.ms);
});
const exited = new Promise<void>((done) => child.once("exit", () => done()));
const stop = async () => {
  if (child.exitCode !== null) return;
  child.kill("SIGTERM");
  await exited;
};

/** The server's time for the request logged under this id. */
const loggedTime = (id: string) =>
  serverMs.has(id) ? Promise.resolve(serverMs.get(id)!) : new Promise<number>((done) => waiting.set(id, done));

try {
  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null) throw new Error(`the server exited (code ${String(child.exitCode)})`);
    if (waited > 120_000) throw new Error("the server did not answer /healthz within 120 s");
    const ok = await fetch(`${origin}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((done) => setTimeout(done, 100));
  }

  const cookie = await signInBenchOwner(origin);

  const all: number[] = [];
  async function measure(name: string, path: string) {
    const times: number[] = [];
    const wall: number[] = [];
    let bytes = 0;
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const id = randomUUID();
      const start = performance.now();
      const response = await fetch(`${origin}${path}`, {
        headers: { Cookie: cookie!, "X-Request-Id": id, "Accept-Encoding": "identity" },
        redirect: "manual",
      });
      const body = await response.text();
      const elapsed = performance.now() - start;
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      const ms = await loggedTime(id);
      if (i < WARMUP) continue;
      times.push(ms);
      wall.push(elapsed);
      bytes = body.length;
    }
    times.sort((a, b) => a - b);
    wall.sort((a, b) => a - b);
    all.push(...times);
    console.log(
      `${name.padEnd(52)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms` +
        `  (client p95 ${percentile(wall, 95).toFixed(1)} ms, ${(bytes / 1024).toFixed(0)} KB)`,
    );
  }

  console.log(
    `server time of a signed-in GET of each page (50 rows), ${RUNS} runs each after ${WARMUP}, load average ${loadavg()[0]!.toFixed(2)}:`,
  );
  for (const [name, path] of [
    ["/admin/leads (no filter)", "/admin/leads"],
    ["leads, status new, search a name", "/admin/leads?status=new&q=lopez"],
    ["leads, service + area, search phone digits", "/admin/leads?service=automotive&area=navarre&q=555+01"],
    ["leads, status contacted, search an email, page 2", "/admin/leads?status=contacted&q=example.com&page=2"],
    ["leads, chat only, search a name", "/admin/leads?source=chat&q=garcia"],
    ["leads, page 100", "/admin/leads?page=100"],
    ["leads, bookings only, status new", "/admin/leads?source=booking&status=new"],
    ["/admin/bookings (upcoming)", "/admin/bookings"],
    ["/admin/bookings?past=1", "/admin/bookings?past=1"],
    ["/admin/conversations (no search)", "/admin/conversations"],
    ["conversations, search 'boats'", "/admin/conversations?q=boats"],
    ["conversations, search a name, page 2", "/admin/conversations?q=chat+1&page=2"],
  ] as const) {
    await measure(name, path);
  }
  all.sort((a, b) => a - b);
  console.log(
    `all pages: p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms (goal p95 < 50 ms)`,
  );
} finally {
  await stop();
  await dropDatabase();
  await site.remove();
}
process.exit(0);
