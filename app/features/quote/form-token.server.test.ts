import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/db/client.server.ts";
import { createTestDb } from "~/db/test-db.server.ts";
import { FORM_TOKEN_PLACEHOLDER } from "./form-token.ts";
import {
  checkFormToken,
  FORM_TOKEN_MAX_AGE_MS,
  issueFormToken,
  loadFormTokenKey,
  recordFormTokenUse,
} from "./form-token.server.ts";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb({ seed: false });
  await loadFormTokenKey(handle.db);
}, 60_000);
afterAll(async () => handle.close());

const NOW = Date.UTC(2026, 5, 1, 15, 0, 0);

describe(`the quote form token (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("is exactly as long as the placeholder prerendered pages carry (so the server can stitch it in)", () => {
    for (const at of [NOW, NOW - 60_000, Date.UTC(2040, 0, 1), 0])
      expect(issueFormToken(at)).toHaveLength(FORM_TOKEN_PLACEHOLDER.length);
  });

  it("carries the issue time it was given, signed, with a new random id every time", () => {
    const servedAt = NOW - 1_000;
    const a = checkFormToken(issueFormToken(servedAt), NOW);
    const b = checkFormToken(issueFormToken(servedAt), NOW);
    expect(a).toMatchObject({ kind: "valid", issuedAt: servedAt, ageMs: 1_000 });
    expect(b).toMatchObject({ kind: "valid", issuedAt: servedAt, ageMs: 1_000 });
    if (a.kind !== "valid" || b.kind !== "valid") throw new Error("unreachable");
    expect(a.id).not.toBe(b.id);
  });

  it("carries how many send-again answers led to it", () => {
    for (const hops of [0, 1, 5, 35])
      expect(checkFormToken(issueFormToken(NOW, hops), NOW)).toMatchObject({ kind: "valid", hops });
    expect(checkFormToken(issueFormToken(NOW, 99), NOW)).toMatchObject({ hops: 35 });
  });

  it("refuses any altered character: an older issue time, another id, another MAC", () => {
    const token = issueFormToken(NOW);
    const alphabet = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_";
    for (let i = 0; i < token.length; i++) {
      if (token[i] === ".") continue;
      const other = alphabet[(alphabet.indexOf(token[i]!) + 7) % alphabet.length]!;
      const altered = token.slice(0, i) + other + token.slice(i + 1);
      expect(checkFormToken(altered, NOW).kind, altered).toBe("invalid");
    }
    // A send-again token made older by hand (time of another valid token, this one's id and MAC).
    const older = issueFormToken(NOW - 60_000);
    expect(checkFormToken(`${older.split(".")[0]}.${token.split(".").slice(1).join(".")}`, NOW).kind).toBe("invalid");
    expect(checkFormToken("", NOW).kind).toBe("invalid");
    expect(checkFormToken(FORM_TOKEN_PLACEHOLDER, NOW).kind).toBe("invalid");
  });

  it("expires after a week, and is refused from the future beyond a minute of clock skew", () => {
    expect(checkFormToken(issueFormToken(NOW - FORM_TOKEN_MAX_AGE_MS - 1), NOW).kind).toBe("expired");
    expect(checkFormToken(issueFormToken(NOW + 30_000), NOW).kind).toBe("valid");
    expect(checkFormToken(issueFormToken(NOW + 120_000), NOW).kind).toBe("invalid");
  });

  it("is used once: the database says yes the first time, no ever after", async () => {
    const check = checkFormToken(issueFormToken(NOW - 10_000), NOW);
    if (check.kind !== "valid") throw new Error("unreachable");
    expect(await recordFormTokenUse(handle.db, check)).toBe(true);
    expect(await recordFormTokenUse(handle.db, check)).toBe(false);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => checkFormToken(issueFormToken(NOW), NOW)).map(async (c) =>
        c.kind === "valid" ? recordFormTokenUse(handle.db, c) : null,
      ),
    );
    expect(results).toEqual(Array(10).fill(true)); // other tokens are not affected
  });
});
