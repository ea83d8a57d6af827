import { execFileSync, spawn } from "node:child_process";
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  rmSync,
  statSync,
  truncateSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { eq, inArray, like } from "drizzle-orm";
import { openDb } from "../../app/db/client.server.ts";
import { GuardedPglite } from "../../app/db/guarded-pglite.server.ts";
import * as t from "../../app/db/schema.ts";
import { seedCatalog } from "../../app/db/seed.ts";
import { MIN_FILL_MS } from "../../app/features/quote/form-token.ts";
import { StorageUnavailableError } from "../../app/platform/storage-faults.ts";
import { addConsoleAccounts, consoleCookie, ownerAccount } from "./console-session.ts";
import { expect, test } from "./fixtures.ts";
import { quoteFormFields } from "./quote-form.ts";
import { freePort, startOwnServer, type OwnServer } from "./own-server.ts";

// Issue 22, point 5: a server whose DATA_DIR fills up, goes read-only or is not
// writable. A real small file system (tmpfs, so the test runs as root, as CI
// does) holds DATA_DIR; a ballast file fills it to the last byte while a
// production server runs; every route that writes must answer a clear 503
// with Retry-After in its own shape (never a 500, a 502 or a stack), serve
// again once the space is back, and keep every write it acknowledged.

test.describe.configure({ mode: "serial" });
test.setTimeout(180_000);

const root = resolve(import.meta.dirname, "../..");
let disk = "";
const dataDir = () => join(disk, "data");
const ballast = () => join(disk, "ballast");

test.beforeAll(() => {
  disk = mkdtempSync(join(tmpdir(), "elite-small-disk-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=160m,mode=0755", "tmpfs", disk], { stdio: "pipe" });
  } catch (error) {
    rmSync(disk, { recursive: true, force: true });
    const why = String((error as { stderr?: Buffer }).stderr ?? error).trim();
    throw new Error(
      `The storage fault tests need a small file system of their own, and "mount -t tmpfs" was refused (${why}). ` +
        "They run as root, as CI does (scripts/test.sh).",
      { cause: error },
    );
  }
});

test.afterAll(() => {
  if (!disk) return;
  // Lazy: a server that failed to stop must not leave the mount behind.
  execFileSync("umount", ["--lazy", disk], { stdio: "ignore" });
  rmSync(disk, { recursive: true, force: true });
});

/** Fills the small disk to its last byte, or up to `leave` bytes. */
function fillDisk(leave = 0) {
  const fd = openSync(ballast(), "a");
  try {
    for (const size of [1 << 20, 4096, 1]) {
      const chunk = Buffer.alloc(size, 1);
      try {
        for (;;) writeSync(fd, chunk);
      } catch (error) {
        if ((error as { code?: string }).code !== "ENOSPC") throw error;
      }
    }
  } finally {
    closeSync(fd);
  }
  if (leave) truncateSync(ballast(), statSync(ballast()).size - leave);
}

const freeDisk = () => unlinkSync(ballast());

type Answer = { status: number; headers: Headers; text: string };

async function call(url: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(url, { redirect: "manual", ...init });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** A 500's text, a provider blamed, a stack frame or the system's own words: what a visitor must never get here. */
const NEVER = /Unexpected Server Error|payment provider could not|\(file:\/\/|node:internal|ENOSPC|53100/;

function expectOutage(answer: Answer, route: string, says: RegExp) {
  expect(answer.status, `${route} answered ${answer.status}: ${answer.text.slice(0, 300)}`).toBe(503);
  expect(Number(answer.headers.get("retry-after")), `${route}: Retry-After`).toBeGreaterThan(0);
  expect(says.test(answer.text), `${route} says ${String(says)}`).toBe(true);
  expect(NEVER.exec(answer.text)?.[0], route).toBeUndefined();
}

const STORAGE_SPACE = /run out of storage space/;
// The quote form keeps its own words (everything typed is still there).
const QUOTE_NOT_SAVED = /save your request just now/;
const SEDAN = "kind=vehicle&body=sedan-coupe&film=ceramic&front=35&back=15&rear=15";
// A 1x1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** The visitor-facing writes, each as the browser (without JavaScript) or the cart sends it. */
function site(server: OwnServer, variantId: string, productId: string, cookie: string) {
  const { origin } = server;
  let visitor = 0;
  const from = () => ({ "X-Forwarded-For": `198.51.100.${(visitor++ % 250) + 1}` });
  const form = (fields: Record<string, string>) => ({
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...from() },
    body: new URLSearchParams(fields),
  });
  return {
    async quoteToken() {
      const answer = await call(`${origin}/quote/token`, { headers: from() });
      return (JSON.parse(answer.text) as { token: string }).token;
    },
    quote: (token: string, name: string) => call(`${origin}/?index`, form(quoteFormFields(name, { formToken: token }))),
    checkout: () =>
      call(`${origin}/store/elite-tint/checkout`, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...from() },
        body: JSON.stringify({
          items: [{ variant_id: variantId, quantity: 1 }],
          successUrl: `${origin}/success`,
          cancelUrl: `${origin}/shop`,
        }),
      }),
    pay: (sessionId: string) =>
      call(
        `${origin}/pay/${sessionId}`,
        form({ intent: "pay", email: "", name: "Test Buyer", phone: "850 555 0100", method: "pickup" }),
      ),
    chat: (text: string) =>
      call(`${origin}/api/chatbot`, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...from() },
        body: JSON.stringify({ messages: [{ role: "user", content: text }] }),
      }),
    /** The booking form as /book/when serves it (read before the disk fills: the page reads the database). */
    async bookingForm() {
      const page = (await call(`${origin}/book/when?${SEDAN}&where=32566`)).text;
      const booking = /<form[^>]*method="post"[\s\S]*?<\/form>/.exec(page)?.[0] ?? "";
      const fields: Record<string, string> = {};
      for (const [, key, value] of booking.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g))
        fields[key!] = value!.replaceAll("&amp;", "&");
      const slot = /value="([^"]+)"/.exec(/<input[^>]*name="slot"[^>]*>/.exec(booking)?.[0] ?? "")?.[1];
      expect(slot, "a free time on /book/when").toBeTruthy();
      return { ...fields, slot: slot! };
    },
    book: (fields: Record<string, string>, name: string) =>
      call(
        `${origin}/book/when`,
        form({
          ...fields,
          name,
          phone: "850-555-0100",
          email: "storage.test@example.com",
          address: "12 Gulf Blvd, Navarre, FL 32566",
          // The page ticks "Email" for a new booking; its hidden contactShown asks for a choice.
          contactEmail: "on",
        }),
      ),
    upload(bytes: Buffer) {
      const body = new FormData();
      body.set("image", new File([new Uint8Array(bytes)], "photo.png", { type: "image/png" }));
      return call(`${origin}/admin/catalog/${productId}/image`, { method: "POST", headers: { Cookie: cookie }, body });
    },
  };
}

// A distinct image each time: stored under its content's hash.
const imageNumbered = (n: number) => Buffer.concat([PNG, Buffer.from(`storage test ${n}`)]);
const sessionOf = (answer: Answer) => /\/pay\/([^"/?]+)/.exec(answer.text)?.[1] ?? "";
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

test("a full disk: each writing route answers 503 in its shape; with room again they serve and every acknowledged write is kept", async () => {
  // The owner's account and stock for many checkouts, written before the server opens the folder.
  await addConsoleAccounts({ dataDir: dataDir() }, [ownerAccount()]);
  const handle = await openDb({ dataDir: dataDir() });
  await seedCatalog(handle.db);
  // A good sold through the cart (the services are booked at /book).
  const [variant] = await handle.db
    .select({ id: t.variants.id, productId: t.variants.productId })
    .from(t.variants)
    .where(eq(t.variants.id, "aftercare-standard"));
  await handle.db.update(t.variants).set({ inventoryQuantity: 100_000 });
  await handle.close();

  const server = await startOwnServer({
    DATA_DIR: dataDir(),
    TRUSTED_PROXIES: "1",
    QUOTE_RATE_LIMIT: "1000",
    CHAT_RATE_LIMIT_PER_MINUTE: "1000",
    CHECKOUT_RATE_LIMIT_PER_HOUR: "100000",
    CHECKOUT_HELD_UNITS_PER_VISITOR: "100000",
  });
  const acknowledged = {
    quotes: [] as string[],
    orders: [] as string[],
    paid: [] as string[],
    bookings: [] as string[],
  };
  const images: string[] = [];
  try {
    const visit = site(server, variant!.id, variant!.productId, await consoleCookie(server.origin, ownerAccount()));
    const tokens = await Promise.all(Array.from({ length: 6 }, () => visit.quoteToken()));
    // Sessions to pay while the disk is full and after.
    const sessions: string[] = [];
    for (let i = 0; i < 3; i++) {
      const started = await visit.checkout();
      expect(started.status, started.text).toBe(200);
      sessions.push(sessionOf(started));
      acknowledged.orders.push(sessions.at(-1)!);
    }
    const booking = await visit.bookingForm();
    await sleep(MIN_FILL_MS + 500);
    const quoted = await visit.quote(tokens.pop()!, "Before Full");
    expect(quoted.status, quoted.text.slice(0, 300)).toBe(200);
    acknowledged.quotes.push("Before Full");

    fillDisk();

    expectOutage(await visit.upload(imageNumbered(1)), "upload", STORAGE_SPACE);

    // PGlite is given no work with less than 64 MB free (decision 026): refused at once, until there is room.
    let refused: Answer | undefined;
    for (let i = 0; i < 400 && !refused; i++) {
      const answer = await visit.checkout();
      if (answer.status === 200) acknowledged.orders.push(sessionOf(answer));
      else refused = answer;
    }
    expect(refused, "the full disk never failed a checkout").toBeDefined();
    test.info().annotations.push({
      type: "disk full",
      description: `${acknowledged.orders.length - sessions.length} checkouts acknowledged on the full disk before the first refusal`,
    });
    expectOutage(refused!, "checkout", STORAGE_SPACE);
    expect(JSON.parse(refused!.text)).toEqual({ error: expect.stringMatching(STORAGE_SPACE) });

    expectOutage(await visit.checkout(), "checkout", STORAGE_SPACE);
    expectOutage(await visit.quote(tokens.pop()!, "While Full"), "quote", QUOTE_NOT_SAVED);
    expectOutage(await visit.pay(sessions[0]!), "pay", STORAGE_SPACE);
    expectOutage(await visit.book(booking, "While Full"), "book/when", STORAGE_SPACE);
    const chat = await visit.chat("Hi, my name is Dana Full, please call me at 850-555-0199 about tinting my truck");
    expectOutage(chat, "chat", STORAGE_SPACE);
    expect(Object.keys(JSON.parse(chat.text) as object)).toEqual(["error"]);
    expectOutage(await visit.upload(imageNumbered(2)), "upload", STORAGE_SPACE);

    freeDisk();

    // The database is reopened on its own within seconds.
    await expect.poll(async () => (await visit.checkout()).status, { timeout: 30_000, intervals: [500] }).toBe(200);
    const again = await visit.checkout();
    expect(again.status).toBe(200);
    acknowledged.orders.push(sessionOf(again));
    const quotedAgain = await visit.quote(tokens.pop()!, "After Full");
    expect(quotedAgain.status, quotedAgain.text.slice(0, 300)).toBe(200);
    acknowledged.quotes.push("After Full");
    const paid = await visit.pay(sessions[0]!);
    expect(paid.status, paid.text.slice(0, 300)).toBe(302);
    acknowledged.paid.push(sessions[0]!);
    const booked = await visit.book(booking, "After Full");
    expect(booked.status, booked.text.slice(0, 300)).toBe(303);
    acknowledged.bookings.push("After Full");
    expect((await visit.chat("What are your hours?")).status).toBe(200);
    const uploaded = await visit.upload(imageNumbered(3));
    expect(uploaded.status, uploaded.text.slice(0, 300)).toBe(200);
    images.push(/\/uploads\/[\w.]+/.exec(uploaded.text)![0]);
    expect(server.log()).toMatch(/database paused: DATA_DIR is nearly full/);
    expect(server.log()).toMatch(/database resumed: DATA_DIR accepts writes again/);
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
  }

  const after = await openDb({ dataDir: dataDir() });
  try {
    const { db } = after;
    const quotes = await db.select({ name: t.quoteRequests.name }).from(t.quoteRequests);
    expect(quotes.map((q) => q.name).sort()).toEqual([...acknowledged.quotes].sort());
    const orders = await db
      .select({ session: t.orders.providerSessionId, status: t.orders.status })
      .from(t.orders)
      .where(inArray(t.orders.providerSessionId, acknowledged.orders));
    expect(orders).toHaveLength(acknowledged.orders.length);
    expect(orders.filter((o) => acknowledged.paid.includes(o.session!)).map((o) => o.status)).toEqual(["paid"]);
    const bookings = await db
      .select({ name: t.bookings.customerName })
      .from(t.bookings)
      .where(inArray(t.bookings.customerName, ["While Full", "After Full"]));
    expect(bookings.map((b) => b.name)).toEqual(acknowledged.bookings);
    const stored = await db
      .select({ url: t.productImages.url })
      .from(t.productImages)
      .where(like(t.productImages.url, "/uploads/%"));
    expect(stored.map((s) => s.url)).toEqual(images);
    // The image the full disk cut short left nothing behind.
    expect(readdirSync(join(dataDir(), "uploads"))).toEqual(images.map((url) => basename(url)));
  } finally {
    await after.close();
  }
});

test("PGlite filling its disk with WAL is stopped before the disk is full, and every commit is kept", async () => {
  // Found by experiment: a COMMIT that cannot create the next 16 MB WAL segment may never return,
  // and blocks the whole process even once space is back (decision 026). Without the gate's
  // reserve this test hangs there.
  // The disk is this test's alone: the server's folder from the test before would eat the reserve.
  rmSync(dataDir(), { recursive: true, force: true });
  const folder = join(disk, "wal");
  const db = await GuardedPglite.open(folder);
  try {
    await db.exec("create table t (id int primary key, v text) with (fillfactor = 50)");
    await db.exec("alter table t alter column v set storage plain");
    await db.exec("insert into t select i, repeat('p', 2000) from generate_series(1, 200) i");
    await db.exec("checkpoint");
    fillDisk(70 * 1024 * 1024);
    // Updates in place need no new table pages, only WAL: each new segment takes 16 MB.
    let lastCommitted = -1;
    let refusal: unknown;
    for (let i = 0; i < 400_000 && !refusal; i++) {
      try {
        await db.transaction(async (tx) => {
          await tx.query("update t set v = $1 where id = $2", [String(i).padStart(2000, "u"), 1 + (i % 200)]);
        });
        lastCommitted = i;
      } catch (error) {
        refusal = error;
      }
    }
    expect(refusal).toBeInstanceOf(StorageUnavailableError);
    expect(lastCommitted).toBeGreaterThan(1000);
    expect(db.fault()).toBe("full");
    await expect(db.query("select 1")).rejects.toBeInstanceOf(StorageUnavailableError);
    freeDisk();
    await expect.poll(() => db.fault(), { timeout: 30_000 }).toBeNull();
    const last = await db.query<{ n: number }>("select max(substring(v from '[0-9]+$')::int) as n from t");
    expect(last.rows[0]!.n).toBe(lastCommitted);
    await db.query("update t set v = 'after' where id = 1");
  } finally {
    if (existsSync(ballast())) freeDisk();
    await db.close();
  }
});

/** Starts `node server/index.ts` on this DATA_DIR (as `user`), expecting it to refuse; its log. */
async function failedStart(dir: string, user?: string): Promise<string> {
  const command = [process.execPath, "server/index.ts"];
  const [file, ...args] = user
    ? ["setpriv", `--reuid=${user}`, `--regid=${user}`, "--clear-groups", ...command]
    : command;
  const child = spawn(file!, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(await freePort()),
      HOST: "127.0.0.1",
      DATA_DIR: dir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((done) => child.once("exit", done));
  expect(code, output).toBe(1);
  return output;
}

test("a start that fails names the cause: not a directory, no space, not writable, read-only", async () => {
  const file = join(disk, "a-file");
  writeFileSync(file, "not a folder");
  expect(await failedStart(file)).toContain(`database start-up failed: DATA_DIR is not a directory (${file})`);

  // Root may write anywhere: the server runs as nobody, DATA_DIR belongs to root, mode 0700.
  const locked = join(disk, "locked");
  mkdirSync(locked, { mode: 0o700 });
  expect(await failedStart(locked, "65534")).toContain(
    `database start-up failed: DATA_DIR is not writable (permissions) (${locked})`,
  );

  fillDisk();
  const fresh = join(disk, "fresh");
  expect(await failedStart(fresh)).toContain(`database start-up failed: no space left on DATA_DIR (${fresh})`);
  freeDisk();

  execFileSync("mount", ["-o", "remount,ro", disk]);
  try {
    expect(await failedStart(dataDir())).toContain(
      `database start-up failed: DATA_DIR is on a read-only file system (${dataDir()})`,
    );
  } finally {
    execFileSync("mount", ["-o", "remount,rw", disk]);
  }
});
