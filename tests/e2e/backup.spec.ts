import { execFile } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { defaultStoreId } from "../../app/config/business.ts";
import { tarSpans } from "../../app/platform/backup/tar.ts";
import { buildQuoteValues } from "../support/builders/quote.ts";
import { consoleCookie, ownerAccount, startConsoleServer } from "./console-session.ts";
import { startOwnServer, type OwnServer } from "./own-server.ts";
import { createCluster, type Cluster } from "./postgres-cluster.ts";

// Backups while the site takes writes (issue 22, point 6): a production
// server of its own takes quote requests, paid checkouts, paid bookings and
// the owner's image uploads in a loop; `npm run backup` runs in the middle of
// it; the archive is restored into a fresh folder (PGlite) or a fresh
// database (PostgreSQL), and a server started on it shows every write that
// had been acknowledged before the backup began.

test.describe.configure({ mode: "serial" });

const root = resolve(import.meta.dirname, "../..");
const STORE = `/store/${defaultStoreId}`;
const SEDAN = "kind=vehicle&body=sedan-coupe&film=ceramic&front=35&back=15&rear=15";
const journal = JSON.parse(await readFile(join(root, "drizzle/meta/_journal.json"), "utf8")) as { entries: unknown[] };

type Ran = { code: number; out: string };

/** `npm run backup` / `npm run restore` as the operator runs them (the script each names). */
function npmRun(script: "backup" | "restore", args: string[], env: Record<string, string>): Promise<Ran> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      [`scripts/${script}.ts`, ...args],
      { cwd: root, env: { ...process.env, LOG_LEVEL: "warn", DATABASE_URL: "", ...env } },
      (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, out: `${stdout}${stderr}` }),
    );
  });
}

let visitors = 0;
const visitor = () => {
  visitors += 1;
  return `203.0.${Math.floor(visitors / 250)}.${(visitors % 250) + 1}`;
};

/** A PNG no other upload has: the sniffer reads the signature, the rest makes the hash (and so the name) unique. */
const uniquePng = () =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(600)]);

type Acked = {
  leads: { name: string; at: number }[];
  orders: { session: string; at: number }[];
  bookings: { session: string; name: string; at: number }[];
  images: { url: string; sha256: string; at: number }[];
};

/**
 * Writes one of each kind after another until stopped, as visitors and the
 * owner would: each recorded with the moment its answer said it was done.
 */
function startWrites(server: OwnServer, ownerCookie: string) {
  const acked: Acked = { leads: [], orders: [], bookings: [], images: [] };
  const failures: string[] = [];
  let stopping = false;
  let n = 0;
  // Quote form tokens: each used once, and only 3 s after it was issued (the form's time trap).
  const tokens: { token: string; issued: number }[] = [];
  const fetchToken = async () => {
    const html = await fetch(`${server.origin}/`).then((res) => res.text());
    tokens.push({ token: /name="formToken" value="([^"]+)"/.exec(html)![1]!, issued: Date.now() });
  };
  const pay = async (session: string) => {
    const res = await fetch(`${server.origin}/pay/${session}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        intent: "pay",
        email: "",
        name: "Test Buyer",
        phone: "850 555 0100",
        method: "pickup",
      }),
    });
    if (res.status !== 302 && res.status !== 303) throw new Error(`payment of ${session} answered ${res.status}`);
  };
  const lead = async () => {
    while (tokens.length < 2) await fetchToken();
    const { token, issued } = tokens.shift()!;
    void fetchToken();
    await new Promise((done) => setTimeout(done, Math.max(0, issued + 3_300 - Date.now())));
    const name = `Backup Lead ${n}`;
    const res = await fetch(`${server.origin}/?index`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": visitor() },
      body: new URLSearchParams({ ...buildQuoteValues({ name }), website: "", formToken: token }),
    });
    if (res.status !== 200 || !(await res.text()).includes("Your request is in"))
      throw new Error(`quote answered ${res.status}`);
    acked.leads.push({ name, at: Date.now() });
  };
  const order = async () => {
    const res = await fetch(`${server.origin}${STORE}/checkout`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": visitor() },
      body: JSON.stringify({
        items: [{ variant_id: "glass-cleaner-16", quantity: 1 }],
        successUrl: `${server.origin}/success`,
        cancelUrl: `${server.origin}/shop`,
        timeZone: "America/Chicago",
      }),
    });
    const body = (await res.json()) as { url?: string };
    if (res.status !== 200 || !body.url) throw new Error(`checkout answered ${res.status}`);
    const session = /cs_test_[0-9a-f]{32}/.exec(body.url)![0];
    await pay(session);
    acked.orders.push({ session, at: Date.now() });
  };
  let from = "";
  const booking = async () => {
    const ip = visitor();
    const page = await fetch(`${server.origin}/book/when?${SEDAN}&where=32566${from ? `&from=${from}` : ""}`, {
      headers: { "X-Forwarded-For": ip },
    }).then((res) => res.text());
    const slot = /name="slot"[^>]*value="([^"]+)"/.exec(page)?.[1];
    if (!slot) {
      // This week is full: the next one.
      from = [...page.matchAll(/from=(\d{4}-\d{2}-\d{2})/g)]
        .map((m) => m[1]!)
        .sort()
        .at(-1)!;
      return;
    }
    const name = `Backup Booker ${n}`;
    const res = await fetch(`${server.origin}/book/when?${SEDAN}&where=32566`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": ip },
      body: new URLSearchParams({
        ...Object.fromEntries(new URLSearchParams(SEDAN)),
        where: "32566",
        area: "navarre",
        slot,
        name,
        phone: "(850) 555-0100",
        email: "booker@example.com",
        address: "12 Gulf Blvd, Navarre, FL 32566",
      }),
    });
    if (res.status === 409) return; // the slot went to an earlier booking of this loop
    const session = /cs_test_[0-9a-f]{32}/.exec(res.headers.get("location") ?? "")?.[0];
    if (!session) throw new Error(`booking answered ${res.status}`);
    await pay(session);
    acked.bookings.push({ session, name, at: Date.now() });
  };
  const image = async () => {
    const png = uniquePng();
    const form = new FormData();
    form.append("image", new Blob([png], { type: "image/png" }), "photo.png");
    const res = await fetch(`${server.origin}/admin/catalog/aftercare-kit/image`, {
      method: "POST",
      headers: { Origin: server.origin, Cookie: ownerCookie },
      body: form,
    });
    const body = (await res.json()) as { ok?: boolean; message?: string };
    const url = /\/uploads\/\S+/.exec(body.message ?? "")?.[0];
    if (res.status !== 200 || !url) throw new Error(`image upload answered ${res.status}`);
    acked.images.push({ url, sha256: createHash("sha256").update(png).digest("hex"), at: Date.now() });
  };
  const loop = (async () => {
    while (!stopping) {
      n += 1;
      for (const write of [lead, order, booking, image])
        await write().catch((error: unknown) => failures.push(String(error)));
    }
  })();
  return {
    acked,
    failures,
    /** Resolves once at least `count` of each kind has been acknowledged. */
    async atLeast(count: number) {
      await expect
        .poll(
          () => Math.min(acked.leads.length, acked.orders.length, acked.bookings.length, acked.images.length) >= count,
          { timeout: 120_000 },
        )
        .toBe(true);
    },
    async stop() {
      stopping = true;
      await loop;
    },
  };
}

/** The writes acknowledged before `moment`: the backup must hold every one. */
const ackedBefore = (acked: Acked, moment: number): Acked => ({
  leads: acked.leads.filter((w) => w.at < moment),
  orders: acked.orders.filter((w) => w.at < moment),
  bookings: acked.bookings.filter((w) => w.at < moment),
  images: acked.images.filter((w) => w.at < moment),
});

/** Every write is there, as the owner and the customers see it on a server started on the restored data. */
async function expectAllOn(server: OwnServer, cookie: string, writes: Acked) {
  const csv = await fetch(`${server.origin}/admin/leads.csv`, { headers: { Cookie: cookie } }).then((res) =>
    res.text(),
  );
  for (const lead of writes.leads) expect(csv, lead.name).toContain(lead.name);
  for (const order of writes.orders) {
    const page = await fetch(`${server.origin}/success?session_id=${order.session}`).then((res) => res.text());
    expect(page, order.session).toMatch(/Order \S+ is paid\./);
  }
  for (const booking of writes.bookings) {
    const page = await fetch(`${server.origin}/book/confirmed?session_id=${booking.session}`).then((res) => res.text());
    expect(page, booking.session).toContain("You&#x27;re booked!");
  }
  const product = await fetch(`${server.origin}/admin/catalog/aftercare-kit`, { headers: { Cookie: cookie } }).then(
    (res) => res.text(),
  );
  for (const image of writes.images) {
    const res = await fetch(`${server.origin}${image.url}`);
    expect(res.status, image.url).toBe(200);
    expect(
      createHash("sha256")
        .update(Buffer.from(await res.arrayBuffer()))
        .digest("hex"),
    ).toBe(image.sha256);
    expect(product, image.url).toContain(image.url);
  }
}

async function archiveIn(dir: string): Promise<string> {
  const files = (await readdir(dir)).filter((name) => name.endsWith(".tar.gz"));
  expect(files).toHaveLength(1);
  expect(files[0]).toMatch(/^backup-\d{4}-\d{2}-\d{2}T\d{6}Z\.tar\.gz$/);
  return join(dir, files[0]!);
}

const temporary = (label: string) => mkdtemp(join(tmpdir(), `elite-backup-${label}-`));

/** A copy of the archive with one image's bytes changed, still a well-formed .tar.gz: only the checksums tell. */
async function tamperedCopy(archive: string, out: string): Promise<void> {
  const tar = gunzipSync(await readFile(archive));
  const image = [...tarSpans(tar)].find((span) => span.name.startsWith("uploads/"))!;
  tar[image.start + 512 + 100]! ^= 0xff; // a byte of the image's data, past its header
  await writeFile(out, gzipSync(tar));
}

test("PGlite: a backup taken while visitors and the owner write restores every acknowledged write", async () => {
  test.setTimeout(360_000);
  const owner = ownerAccount();
  const server = await startConsoleServer([owner], { TRUSTED_PROXIES: "1" });
  const scratch = await temporary("pglite");
  const backups = join(scratch, "backups");
  const restored = join(scratch, "restored");
  let copy: OwnServer | undefined;
  try {
    const writes = startWrites(server, await consoleCookie(server.origin, owner));
    await writes.atLeast(2);
    const started = Date.now();
    const backup = await npmRun("backup", ["--out", backups], { DATA_DIR: server.dataDir });
    expect(backup.out).toContain("dumped by the running server");
    expect(backup.code).toBe(0);
    // Writes go on after the backup too; then everything is stopped.
    const before = writes.acked.images.length;
    await expect.poll(() => writes.acked.images.length, { timeout: 60_000 }).toBeGreaterThan(before);
    await writes.stop();
    expect(writes.failures).toEqual([]);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    // With no server running, the command opens the folder itself.
    const offline = await npmRun("backup", ["--out", join(scratch, "offline")], { DATA_DIR: server.dataDir });
    expect(offline.out).toContain("dumped by this command (no server was running)");
    expect(offline.code).toBe(0);

    const archive = await archiveIn(backups);
    const restore = await npmRun("restore", [archive], { DATA_DIR: restored });
    expect(restore.out).toContain(
      `Schema: ${journal.entries.length} migrations, as this code expects: the server starts without changing it.`,
    );
    expect(restore.code).toBe(0);

    // Into a folder that now holds something: refused.
    const again = await npmRun("restore", [archive], { DATA_DIR: restored });
    expect(again.code).toBe(1);
    expect(again.out).toContain(`Restore refused: ${restored} is not empty`);
    expect(again.out).toContain("add --force");

    // A damaged archive is refused before anything is touched.
    const untouched = join(scratch, "untouched");
    const tampered = join(scratch, "tampered.tar.gz");
    await tamperedCopy(archive, tampered);
    const damaged = await npmRun("restore", [tampered], { DATA_DIR: untouched });
    expect(damaged.code).toBe(1);
    expect(damaged.out).toMatch(
      /Restore refused: .*tampered\.tar\.gz is damaged: uploads\/[0-9a-f]{32}\.png does not match its checksum\./,
    );
    await expect(readdir(untouched)).rejects.toThrow(/ENOENT/);

    copy = await startOwnServer({ DATA_DIR: restored, TRUSTED_PROXIES: "1" });
    const due = ackedBefore(writes.acked, started);
    expect(due.images.length).toBeGreaterThanOrEqual(2);
    await expectAllOn(copy, await consoleCookie(copy.origin, owner), due);
    expect(copy.log()).not.toMatch(/"level":"error"/);
    await copy.stop();

    // The backup taken with the server stopped, over the restored folder with --force: every write is there.
    const forced = await npmRun("restore", [await archiveIn(join(scratch, "offline")), "--force"], {
      DATA_DIR: restored,
    });
    expect(forced.out).toContain(`The folder that was there is now ${restored}.before-restore-`);
    expect(forced.code).toBe(0);
    copy = await startOwnServer({ DATA_DIR: restored, TRUSTED_PROXIES: "1" });
    await expectAllOn(copy, await consoleCookie(copy.origin, owner), writes.acked);
  } finally {
    await copy?.stop();
    await server.stop();
    await rm(scratch, { recursive: true, force: true });
  }
});

test("PostgreSQL: a backup taken with pg_dump while the site writes restores into a fresh database", async () => {
  test.setTimeout(300_000);
  let cluster: Cluster | undefined;
  let server: Awaited<ReturnType<typeof startConsoleServer>> | undefined;
  let copy: OwnServer | undefined;
  const backups = await temporary("pg-out");
  const uploads = await temporary("pg-restored");
  try {
    cluster = await createCluster("backup");
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query("CREATE DATABASE site");
    await admin.query("CREATE DATABASE restored");
    await admin.end();
    const owner = ownerAccount();
    const site = cluster.urlOf("site");
    server = await startConsoleServer([owner], { DATABASE_URL: site, TRUSTED_PROXIES: "1" });
    const writes = startWrites(server, await consoleCookie(server.origin, owner));
    await writes.atLeast(2);
    const started = Date.now();
    const backup = await npmRun("backup", ["--out", backups], { DATABASE_URL: site, DATA_DIR: server.dataDir });
    expect(backup.out).toContain("dumped by pg_dump");
    expect(backup.code).toBe(0);
    const before = writes.acked.images.length;
    await expect.poll(() => writes.acked.images.length, { timeout: 60_000 }).toBeGreaterThan(before);
    await writes.stop();
    expect(writes.failures).toEqual([]);

    const archive = await archiveIn(backups);
    const into = { DATABASE_URL: cluster.urlOf("restored"), DATA_DIR: uploads };
    const restore = await npmRun("restore", [archive], into);
    expect(restore.out).toContain(`Schema: ${journal.entries.length} migrations, as this code expects`);
    expect(restore.code).toBe(0);
    // The database it came from is not empty either: refused there without --force.
    const over = await npmRun("restore", [archive], { DATABASE_URL: site, DATA_DIR: uploads });
    expect(over.code).toBe(1);
    expect(over.out).toContain("Restore refused: The target is not empty");
    // A PostgreSQL archive is not restored into a PGlite folder.
    const across = await npmRun("restore", [archive], { DATA_DIR: join(uploads, "pglite") });
    expect(across.code).toBe(1);
    expect(across.out).toContain("restoring from one kind into the other is not supported");

    copy = await startOwnServer({ ...into, TRUSTED_PROXIES: "1" });
    await expectAllOn(copy, await consoleCookie(copy.origin, owner), ackedBefore(writes.acked, started));
    expect(copy.log()).not.toMatch(/"level":"error"/);
  } finally {
    await copy?.stop();
    await server?.stop();
    cluster?.drop();
    await rm(backups, { recursive: true, force: true });
    await rm(uploads, { recursive: true, force: true });
  }
});
