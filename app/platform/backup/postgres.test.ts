import { describe, expect, it } from "vitest";
import { findTool } from "./postgres.ts";

describe("the PostgreSQL client tools", () => {
  it("older than the server are refused, naming the package to install", async () => {
    await expect(findTool("pg_dump", 99)).rejects.toThrow(
      /^The database server runs PostgreSQL 99, and pg_dump must be version 99 or newer \(found: .+\)\. Install PostgreSQL 99's client tools \(Debian and Ubuntu: apt-get install postgresql-client-99\)\.$/,
    );
  });
});
