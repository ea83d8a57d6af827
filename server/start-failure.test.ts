import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { dataDirProblem, explainStartFailure } from "./start-failure.ts";

const root = mkdtempSync(join(tmpdir(), "start-failure-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// What PGlite throws when it cannot create its files (Emscripten's error, a WASI errno).
const pgliteError = (errno: number) => Object.assign(Object.create(null) as object, { name: "ErrnoError", errno });

describe("a start that fails names the cause", () => {
  it("DATA_DIR that is a file, or under one", () => {
    const file = join(root, "a-file");
    writeFileSync(file, "x");
    expect(explainStartFailure(new Error("EEXIST: file already exists, mkdir"), { dataDir: file })).toBe(
      `database start-up failed: DATA_DIR is not a directory (${file})`,
    );
    expect(dataDirProblem(join(file, "data"))).toBe("DATA_DIR is inside a file");
  });

  it("a writable DATA_DIR, existing or to be created, is no problem: the error's own cause is named", () => {
    expect(dataDirProblem(root)).toBeNull();
    expect(dataDirProblem(join(root, "not", "yet"))).toBeNull();
    expect(explainStartFailure(pgliteError(51), { dataDir: root })).toBe(
      `database start-up failed: no space left on DATA_DIR (${root})`,
    );
    expect(explainStartFailure(pgliteError(69), { dataDir: root })).toBe(
      `database start-up failed: DATA_DIR is on a read-only file system (${root})`,
    );
    expect(explainStartFailure(new Error("a bug"), { dataDir: root })).toBe("database start-up failed");
  });

  it("PostgreSQL's disk full is the database server's, not DATA_DIR's", () => {
    const full = Object.assign(new Error("could not extend file"), { code: "53100" });
    expect(explainStartFailure(full, { dataDir: root, databaseUrl: "postgres://db/site" })).toBe(
      "database start-up failed: the database server is short of space or resources (SQLSTATE 53)",
    );
    expect(explainStartFailure(new Error("refused"), { dataDir: root, databaseUrl: "postgres://db/site" })).toBe(
      "database start-up failed",
    );
  });
});
