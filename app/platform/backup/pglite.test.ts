import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restorePglite, snapshotPglite } from "./pglite.ts";
import { tarSpans } from "./tar.ts";

let dir: string;
let client: PGlite;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "backup-pglite-"));
  client = await PGlite.create(join(dir, "data"));
  await client.exec("CREATE TABLE leads (id serial PRIMARY KEY, name text NOT NULL); CREATE TABLE notes (id int);");
  await mkdir(join(dir, "data", "uploads"));
  await writeFile(join(dir, "data", "uploads", `${"a".repeat(32)}.png`), "image");
});
afterAll(async () => {
  await client.close();
  await rm(dir, { recursive: true, force: true });
});

describe("a PGlite snapshot", () => {
  it("waits for a transaction in progress, so it holds whole transactions only, and restores with the counts it reported", async () => {
    await client.query("INSERT INTO leads (name) VALUES ('committed before')");
    let commit!: () => void;
    const held = new Promise<void>((done) => (commit = done));
    const writing = client.transaction(async (tx) => {
      await tx.query("INSERT INTO leads (name) VALUES ('first half')");
      await held;
      await tx.query("INSERT INTO leads (name) VALUES ('second half')");
    });
    const snapshot = snapshotPglite(client);
    // The transaction finishes after the snapshot was asked for: the snapshot holds both halves.
    setTimeout(commit, 200);
    const { tar, ...facts } = await snapshot;
    await writing;
    expect(facts.tables).toEqual({ leads: 3, notes: 0 });
    expect(facts.server).toMatch(/^PostgreSQL \d+\.\d+ \(PGlite /);
    // The images are archived as files of their own, not inside the database's dump.
    const names = [...tarSpans(tar)].map((span) => span.name);
    expect(names).toContain("/PG_VERSION");
    expect(names.filter((name) => name.includes("uploads"))).toEqual([]);

    const restored = await restorePglite(join(dir, "restored"), tar);
    expect(restored.tables).toEqual(facts.tables);
    const copy = await PGlite.create(join(dir, "restored"));
    try {
      const { rows } = await copy.query<{ name: string }>("SELECT name FROM leads ORDER BY id");
      expect(rows.map((row) => row.name)).toEqual(["committed before", "first half", "second half"]);
    } finally {
      await copy.close();
    }
  });
});
