import { execFileSync } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKUP_VERSION, MANIFEST, verifyArchive, writeArchive, type ArchiveFile } from "./archive.ts";
import { fileHeader, padding, tarSpans, trailer } from "./tar.ts";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "backup-archive-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const image = (name: string, fill: number): ArchiveFile => ({
  path: `uploads/${name}`,
  data: new Uint8Array(1_000).fill(fill),
});
const about = {
  createdAt: "2026-01-31T02:00:00.000Z",
  database: { kind: "postgres" as const, server: "PostgreSQL 15.18", migrations: 3, tables: { leads: 2 } },
};

async function* files(...list: ArchiveFile[]) {
  yield* list;
}

async function sample(name: string) {
  const path = join(dir, name);
  await writeArchive(
    path,
    about,
    files(
      { path: "database/postgres.sql", data: new TextEncoder().encode("CREATE TABLE leads ();\n") },
      image(`${"a".repeat(32)}.png`, 1),
      image(`${"b".repeat(32)}.jpg`, 2),
    ),
  );
  return path;
}

/** The archive's tar, its entries rebuilt by `edit` (each a name and its bytes), gzipped again: a well-formed archive. */
async function rebuilt(from: string, to: string, edit: (entries: ArchiveFile[]) => ArchiveFile[]) {
  const tar = gunzipSync(await readFile(from));
  const entries = [...tarSpans(tar)].map((span) => ({
    path: span.name,
    data: new Uint8Array(tar.subarray(span.start + 512, span.start + 512 + span.size)),
  }));
  const parts = edit(entries).flatMap((e) => [
    fileHeader(e.path, e.data.length, new Date()),
    e.data,
    padding(e.data.length),
  ]);
  await writeFile(to, gzipSync(Buffer.concat([...parts, trailer()])));
  return to;
}

const editManifest = (change: (manifest: Record<string, unknown>) => void) => (entries: ArchiveFile[]) =>
  entries.map((e) => {
    if (e.path !== MANIFEST) return e;
    const manifest = JSON.parse(new TextDecoder().decode(e.data)) as Record<string, unknown>;
    change(manifest);
    return { path: e.path, data: new TextEncoder().encode(JSON.stringify(manifest)) };
  });

describe("backup archives", () => {
  it("hold the files and a manifest with their checksums, readable by tar itself", async () => {
    const path = await sample("whole.tar.gz");
    const manifest = await verifyArchive(path);
    expect(manifest).toMatchObject({ version: BACKUP_VERSION, createdAt: about.createdAt, database: about.database });
    expect(manifest.files.map((f) => f.path)).toEqual([
      "database/postgres.sql",
      `uploads/${"a".repeat(32)}.png`,
      `uploads/${"b".repeat(32)}.jpg`,
    ]);
    expect(manifest.files[1]).toMatchObject({ bytes: 1_000, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(execFileSync("tar", ["-tzf", path], { encoding: "utf8" }).trim().split("\n")).toEqual([
      ...manifest.files.map((f) => f.path),
      MANIFEST,
    ]);
  });

  it("with a file changed (the gzip still whole) are refused, naming the file", async () => {
    const path = await rebuilt(await sample("a.tar.gz"), join(dir, "changed.tar.gz"), (entries) =>
      entries.map((e) => (e.path.endsWith(".jpg") ? { ...e, data: e.data.map((b) => b ^ 1) } : e)),
    );
    await expect(verifyArchive(path)).rejects.toThrow(
      `is damaged: uploads/${"b".repeat(32)}.jpg does not match its checksum.`,
    );
  });

  it("that are not there, or not archives, are refused with a sentence", async () => {
    await expect(verifyArchive(join(dir, "absent.tar.gz"))).rejects.toThrow(
      `There is no file ${join(dir, "absent.tar.gz")}.`,
    );
    const text = join(dir, "notes.txt");
    await writeFile(text, "not an archive");
    await expect(verifyArchive(text)).rejects.toThrow(/notes\.txt is damaged or not a backup archive/);
  });

  it("cut short are refused", async () => {
    const whole = await readFile(await sample("b.tar.gz"));
    const path = join(dir, "short.tar.gz");
    await writeFile(path, whole.subarray(0, whole.length - 40));
    await expect(verifyArchive(path)).rejects.toThrow(/is damaged or not a backup archive/);
  });

  it("with a file the manifest does not list, or missing one it lists, are refused", async () => {
    const source = await sample("c.tar.gz");
    const extra = await rebuilt(source, join(dir, "extra.tar.gz"), (entries) => [
      image(`${"c".repeat(32)}.png`, 3),
      ...entries,
    ]);
    await expect(verifyArchive(extra)).rejects.toThrow(
      `holds uploads/${"c".repeat(32)}.png, which its manifest does not list.`,
    );
    const missing = await rebuilt(source, join(dir, "missing.tar.gz"), (entries) =>
      entries.filter((e) => !e.path.endsWith(".png")),
    );
    await expect(verifyArchive(missing)).rejects.toThrow(
      `is missing uploads/${"a".repeat(32)}.png, which its manifest lists.`,
    );
    const escaping = await rebuilt(
      source,
      join(dir, "escaping.tar.gz"),
      editManifest((m) =>
        (m.files as { path: string }[]).push({ ...(m.files as { path: string }[])[1]!, path: "../../etc/x" }),
      ),
    );
    await expect(verifyArchive(escaping)).rejects.toThrow("lists an unexpected file: ../../etc/x.");
  });

  it("of a newer format, or with no manifest, are refused with what to do", async () => {
    const source = await sample("d.tar.gz");
    const newer = await rebuilt(
      source,
      join(dir, "newer.tar.gz"),
      editManifest((m) => (m.version = BACKUP_VERSION + 1)),
    );
    await expect(verifyArchive(newer)).rejects.toThrow(
      `is in backup format ${BACKUP_VERSION + 1}; this version of the site reads format ${BACKUP_VERSION}`,
    );
    const none = await rebuilt(source, join(dir, "none.tar.gz"), (entries) =>
      entries.filter((e) => e.path !== MANIFEST),
    );
    await expect(verifyArchive(none)).rejects.toThrow("has no manifest.json: it is not a whole backup.");
  });

  it("that fail while being written leave no file behind", async () => {
    const out = await mkdtemp(join(dir, "failed-"));
    async function* failing() {
      yield image(`${"a".repeat(32)}.png`, 1);
      throw new Error("disk full");
    }
    await expect(writeArchive(join(out, "backup.tar.gz"), about, failing())).rejects.toThrow("disk full");
    expect(await readdir(out)).toEqual([]);
  });
});
