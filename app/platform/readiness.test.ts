import { describe, expect, it } from "vitest";
import { checkReadiness } from "./readiness.ts";

describe("readiness", () => {
  it("is ready when the database answers and, on PostgreSQL, the catalogue listener is connected", async () => {
    expect(await checkReadiness({ database: async () => true })).toEqual({ status: "ready", database: "ok" });
    expect(await checkReadiness({ database: async () => true, catalogListener: () => true })).toEqual({
      status: "ready",
      database: "ok",
      catalogListener: "listening",
    });
  });

  it("says what is not ready", async () => {
    expect(await checkReadiness({ database: async () => false, catalogListener: () => true })).toEqual({
      status: "not ready",
      database: "unavailable",
      catalogListener: "listening",
    });
    expect(await checkReadiness({ database: async () => true, catalogListener: () => false })).toEqual({
      status: "not ready",
      database: "ok",
      catalogListener: "reconnecting",
    });
  });
});
