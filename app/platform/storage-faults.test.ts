import { describe, expect, it } from "vitest";
import { classifyOutage } from "./outage.ts";
import { storageFaultOf, StorageUnavailableError } from "./storage-faults.ts";
import { jsonErrorResponse } from "../lib/http-error.ts";

const systemError = (code: string, syscall = "write") =>
  Object.assign(new Error(`${code}: failed, ${syscall}`), { code, errno: -1, syscall });
// How PGlite (and PostgreSQL) report a failed write of their own files.
const sqlError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe("storage faults", () => {
  it("name a full, read-only or unwritable disk from Node's and PostgreSQL's errors", () => {
    expect(storageFaultOf(systemError("ENOSPC"))).toBe("full");
    expect(storageFaultOf(systemError("EDQUOT"))).toBe("full");
    expect(storageFaultOf(systemError("EROFS", "open"))).toBe("read-only");
    expect(storageFaultOf(systemError("EACCES", "open"))).toBe("permissions");
    expect(storageFaultOf(systemError("EPERM", "rename"))).toBe("permissions");
    expect(storageFaultOf(sqlError("53100", 'could not extend file "base/5/16385_fsm": No space left on device'))).toBe(
      "full",
    );
    expect(storageFaultOf(sqlError("53200", "out of memory"))).toBe("resources");
    expect(storageFaultOf(sqlError("58030", 'could not open file "base/5/1": Read-only file system'))).toBe(
      "read-only",
    );
    expect(storageFaultOf(sqlError("58030", 'could not open file "base/5/1": Permission denied'))).toBe("permissions");
    expect(storageFaultOf(new StorageUnavailableError("full"))).toBe("full");
  });

  it("leave other errors alone: a bug, a constraint, an EACCES that is no disk's", () => {
    expect(storageFaultOf(new Error("a bug"))).toBeNull();
    expect(storageFaultOf(sqlError("23505", "duplicate key value"))).toBeNull();
    expect(storageFaultOf(sqlError("58030", "could not read block: bad checksum"))).toBeNull();
    expect(storageFaultOf(Object.assign(new Error("no"), { code: "EACCES" }))).toBeNull();
    expect(storageFaultOf("ENOSPC")).toBeNull();
  });

  it("answer an API 503 with Retry-After, telling the visitor nothing they sent was kept", async () => {
    // Drizzle wraps the driver's error: the fault is found through the cause.
    const wrapped = new Error("Failed query: insert ...", {
      cause: sqlError("53100", "could not extend file: No space left on device"),
    });
    expect(classifyOutage(wrapped)?.cause).toBe("storage");
    const answer = jsonErrorResponse(wrapped);
    expect(answer.status).toBe(503);
    expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
    const { error } = (await answer.json()) as { error: string };
    expect(error).toMatch(/run out of storage space/);
    expect(error).toMatch(/Nothing you sent was kept/);
    expect(error).not.toMatch(/payment|provider|ENOSPC|53100/i);
  });
});
