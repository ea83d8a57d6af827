import { expect, test } from "@playwright/test";
import pg from "pg";
import { startFakeOpenAi, type FakeOpenAi } from "../support/fake-openai-server.ts";
import { startFakeSmtp } from "../support/fake-smtp.ts";
import { send, startOwnServer, type OwnServer } from "./own-server.ts";
import { createCluster, type Cluster } from "./postgres-cluster.ts";
import { quoteFormFields } from "./quote-form.ts";

// Several instances of the production build on one PostgreSQL behave as one
// (issue 14): a throwaway PostgreSQL 15 cluster (postgres-cluster.ts), two
// servers started from the build on it, each with its own timers (order
// sweep, outbox worker, every second here), a fake SMTP server and a fake
// model both share. Each instance signs its notifications with its own
// envelope sender, so the mail server tells who sent what.

test.describe.configure({ mode: "serial" });

const STORE = "/store/elite-tint";

let cluster: Cluster | undefined;
let db: pg.Client;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let llm: FakeOpenAi;
let a: OwnServer;
let b: OwnServer;
const senderOf = new Map<string, () => OwnServer>([
  ["a@elite.test", () => a],
  ["b@elite.test", () => b],
]);

const instance = (mailFrom: string) =>
  startOwnServer({
    DATABASE_URL: cluster!.url,
    // The test runner is the proxy: each simulated visitor's address is the X-Forwarded-For entry.
    TRUSTED_PROXIES: "1",
    SMTP_URL: smtp.url,
    OWNER_EMAIL: "owner@elite.test",
    MAIL_FROM: mailFrom,
    ORDER_SWEEP_SECONDS: "1",
    OUTBOX_POLL_SECONDS: "1",
    LLM_BASE_URL: llm.baseUrl,
    LLM_MODEL: "fake",
    SHUTDOWN_TIMEOUT_MS: "15000",
    LOG_LEVEL: "warn",
  });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  cluster = await createCluster("multi");
  db = new pg.Client({ connectionString: cluster.url });
  await db.connect();
  smtp = await startFakeSmtp();
  // The model answers at once, except the question asked while an instance stops.
  llm = await startFakeOpenAi((_turn, request) => ({
    text: "We're open every day.",
    delayMs: JSON.stringify(request.body).includes("asked during the stop") ? 1_000 : 0,
  }));
  // Started together on an empty database: one migrates and seeds, the other waits for it.
  [a, b] = await Promise.all([instance("a@elite.test"), instance("b@elite.test")]);
});

test.afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await db?.end().catch(() => {});
  await smtp?.close();
  await llm?.close();
  cluster?.drop();
});

let visitors = 0;
/** A new visitor's address for each call: the per-visitor checkout caps never get in the way. */
const visitor = () => {
  visitors += 1;
  return `198.51.${Math.floor(visitors / 250)}.${(visitors % 250) + 1}`;
};

const checkout = (server: OwnServer, variantId: string, ip = visitor()) =>
  fetch(`${server.origin}${STORE}/checkout`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": ip },
    body: JSON.stringify({
      items: [{ variant_id: variantId, quantity: 1 }],
      successUrl: `${server.origin}/success`,
      cancelUrl: `${server.origin}/shop`,
      timeZone: "America/Chicago",
    }),
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as { url?: string; error?: string } }));

/** Stock set directly in the database; the instances are told as a catalogue write would tell them. */
async function setStock(variantId: string, inventory: number) {
  await db.query("UPDATE variants SET inventory_quantity = $2, reserved_quantity = 0 WHERE id = $1", [
    variantId,
    inventory,
  ]);
  await db.query("SELECT pg_notify('catalog_changed', 'test')");
}

const available = (server: OwnServer, productId: string, variantId: string) =>
  fetch(`${server.origin}${STORE}/variants?fields=inventory_quantity&product_ids[]=${productId}`)
    .then((res) => res.json() as Promise<{ variants: { id: string; inventory_quantity: number }[] }>)
    .then(({ variants }) => variants.find((v) => v.id === variantId)!.inventory_quantity);

test("50 checkouts at once for the last unit, spread over both instances: one payment URL, 49 clear refusals", async () => {
  await setStock("aftercare-pro", 1);
  const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => checkout(i % 2 ? b : a, "aftercare-pro")));
  const paid = answers.filter((answer) => answer.status === 200);
  expect(paid).toHaveLength(1);
  expect(paid[0]!.body.url).toMatch(/\/pay\/cs_test_[0-9a-f]{32}$/);
  const refused = answers.filter((answer) => answer.status !== 200);
  expect(refused).toHaveLength(49);
  for (const answer of refused) {
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatch(/^Not enough stock for .+\. Only 0 left\.$/);
  }
  const { rows } = await db.query(
    "SELECT inventory_quantity, reserved_quantity FROM variants WHERE id = 'aftercare-pro'",
  );
  expect(rows[0]).toEqual({ inventory_quantity: 1, reserved_quantity: 1 });
});

test("a stock change made through one instance is seen by the other", async () => {
  await setStock("aftercare-standard", 40);
  // Both serve the list from their copies (each read twice: the second is a copy).
  for (const server of [a, b, a, b]) expect(await available(server, "aftercare-kit", "aftercare-standard")).toBe(40);
  expect((await checkout(a, "aftercare-standard")).status).toBe(200);
  // B hears A's write (NOTIFY) within the notice's round trip; its next reads show it.
  await expect.poll(() => available(b, "aftercare-kit", "aftercare-standard"), { timeout: 5_000 }).toBe(39);
  expect((await checkout(b, "aftercare-standard")).status).toBe(200);
  await expect.poll(() => available(a, "aftercare-kit", "aftercare-standard"), { timeout: 5_000 }).toBe(38);
});

test("a visitor over the quote limit on one instance is refused by the other, and so is one over the chat limit", async () => {
  const ip = visitor();
  const quote = (server: OwnServer, from = ip) =>
    fetch(`${server.origin}/?index`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": from },
      body: new URLSearchParams({ name: "Flood" }),
    });
  // QUOTE_RATE_LIMIT is 8 per 10 minutes: 4 through each instance.
  for (let i = 0; i < 8; i += 1) expect((await quote(i % 2 ? b : a)).status).not.toBe(429);
  for (const server of [a, b]) {
    const refused = await quote(server);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toMatch(/You(&#x27;|')ve sent several requests in the last few minutes\./);
  }
  // Another visitor is not held back.
  expect((await quote(b, visitor())).status).not.toBe(429);

  // The chat: 20 a minute, counted before the body is read.
  const chatter = visitor();
  const chat = (server: OwnServer) =>
    fetch(`${server.origin}/api/chatbot`, {
      method: "POST",
      headers: { "Content-Type": "text/plain", "X-Forwarded-For": chatter },
      body: "hi",
    });
  for (let i = 0; i < 20; i += 1) expect((await chat(i < 10 ? a : b)).status).toBe(415);
  const refused = await chat(a);
  expect(refused.status).toBe(429);
  expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
  expect(((await refused.json()) as { error: string }).error).toMatch(/^You're sending messages a little too fast\./);
});

test("expired orders are swept once each while both instances sweep", async () => {
  await setStock("aftercare-standard", 100);
  const ids: string[] = [];
  for (let i = 0; i < 20; i += 1) {
    const answer = await checkout(i % 2 ? b : a, "aftercare-standard");
    expect(answer.status).toBe(200);
    const session = /cs_test_[0-9a-f]{32}/.exec(answer.body.url!)![0];
    const { rows } = await db.query("SELECT id FROM orders WHERE provider_session_id = $1", [session]);
    ids.push(rows[0].id as string);
  }
  expect(
    (await db.query("SELECT reserved_quantity FROM variants WHERE id = 'aftercare-standard'")).rows[0]
      .reserved_quantity,
  ).toBe(20);
  // Their 30 minutes are over: both instances' sweeps (every second) find them at once.
  await db.query("UPDATE orders SET expires_at = now() - interval '1 minute' WHERE id = ANY($1)", [ids]);
  await expect
    .poll(
      async () =>
        (await db.query("SELECT count(*)::int AS n FROM orders WHERE id = ANY($1) AND status = 'expired'", [ids]))
          .rows[0].n,
      { timeout: 15_000 },
    )
    .toBe(20);
  const { rows: events } = await db.query(
    "SELECT order_id, type, count(*)::int AS n FROM payment_events WHERE order_id = ANY($1) GROUP BY order_id, type",
    [ids],
  );
  expect(events).toHaveLength(20);
  expect(events.every((e) => e.type === "expired" && e.n === 1)).toBe(true);
  const { rows } = await db.query(
    "SELECT inventory_quantity, reserved_quantity FROM variants WHERE id = 'aftercare-standard'",
  );
  expect(rows[0]).toEqual({ inventory_quantity: 100, reserved_quantity: 0 });
  // Nothing in either log: no sweep failed on a row the other held.
  expect(a.log() + b.log()).not.toMatch(/order sweep failed/);
});

test("each owner notification is sent once while both instances' outbox workers run", async () => {
  // A request sent through the page's form on A (a person takes more than 3 s)...
  const ip = visitor();
  const html = await fetch(`${a.origin}/`, { headers: { "X-Forwarded-For": ip } }).then((res) => res.text());
  const formToken = /name="formToken" value="([^"]+)"/.exec(html)![1]!;
  await new Promise((resolve) => setTimeout(resolve, 3_300));
  const sent = await fetch(`${a.origin}/?index`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": ip },
    body: new URLSearchParams(quoteFormFields("Once Only", { formToken })),
  });
  expect(sent.status).toBe(200);
  expect(await sent.text()).toContain("Your request is in");
  // ...and 20 more notifications due at once, found by both workers' next poll.
  await db.query(
    `INSERT INTO outbox_messages (to_address, subject, text_body, html_body)
     SELECT 'owner@elite.test', 'Batch ' || n, 'text', '<p>html</p>' FROM generate_series(1, 20) AS n`,
  );
  const subjects = () => smtp.received.map((mail) => mail.subject);
  await expect.poll(() => subjects().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(21);
  // A second delivery of any would come within a poll or two: give it three.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  expect(subjects().filter((s) => /^New quote request #\d+: .* for Once Only$/.test(s))).toHaveLength(1);
  expect(
    subjects()
      .filter((s) => s.startsWith("Batch "))
      .sort(),
  ).toEqual(Array.from({ length: 20 }, (_, i) => `Batch ${i + 1}`).sort());
  expect(smtp.received).toHaveLength(21);
  const { rows } = await db.query("SELECT status, count(*)::int AS n FROM outbox_messages GROUP BY status");
  expect(rows).toEqual([{ status: "sent", n: 21 }]);
});

test("a graceful stop of one instance loses neither its request in flight nor its job in hand", async () => {
  test.setTimeout(60_000);
  smtp.received.length = 0;
  smtp.hold(4_000); // a slow mail server: the message is in hand for 4 s, longer than the request
  await db.query(
    "INSERT INTO outbox_messages (to_address, subject, text_body, html_body) VALUES ('owner@elite.test', 'In hand', 'text', '<p>html</p>')",
  );
  // Whichever instance claimed it is sending it now: that one is stopped.
  await expect.poll(() => smtp.holding.length, { timeout: 10_000 }).toBe(1);
  const stopping = senderOf.get(smtp.holding[0]!)!();
  const survivor = stopping === a ? b : a;
  // A request in flight on it: a chat answer waiting on a (slow) model.
  const asked = llm.requests.length;
  const answer = send(stopping.origin, {
    method: "POST",
    path: "/api/chatbot",
    // Closed after its answer, as a proxy may: nothing but the job keeps the stopping process alive after it.
    headers: { "Content-Type": "application/json", "X-Forwarded-For": visitor(), Connection: "close" },
    body: Buffer.from(
      JSON.stringify({ messages: [{ role: "user", content: "What are your hours? (asked during the stop)" }] }),
    ),
  });
  await expect.poll(() => llm.requests.length, { timeout: 10_000 }).toBe(asked + 1);
  stopping.child.kill("SIGTERM");

  const res = await answer;
  expect(res.status).toBe(200);
  expect((JSON.parse(res.body) as { reply: string }).reply).toBe("We're open every day.");
  expect(await stopping.exited).toBe(0);
  expect(stopping.log()).not.toMatch(/"level":"error"/);
  // The message in hand was sent and recorded before the process exited: no other instance sends it again.
  const { rows } = await db.query("SELECT status, attempts FROM outbox_messages WHERE subject = 'In hand'");
  expect(rows).toEqual([{ status: "sent", attempts: 1 }]);
  expect(smtp.received.map((mail) => mail.subject)).toEqual(["In hand"]);

  // The other instance goes on serving, and takes the work from now on.
  smtp.hold(0);
  expect((await fetch(`${survivor.origin}/healthz`)).status).toBe(200);
  await db.query(
    "INSERT INTO outbox_messages (to_address, subject, text_body, html_body) VALUES ('owner@elite.test', 'After the stop', 'text', '<p>html</p>')",
  );
  await expect.poll(() => smtp.received.map((mail) => mail.subject), { timeout: 10_000 }).toContain("After the stop");
  expect(smtp.received.at(-1)!.from).toBe(stopping === a ? "b@elite.test" : "a@elite.test");
});
