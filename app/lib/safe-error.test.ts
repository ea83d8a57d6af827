import { DrizzleQueryError } from "drizzle-orm/errors";
import { expect, it } from "vitest";
import { describeErrorForLog, describeErrorSafely, isDatabaseError } from "./safe-error.ts";

it("keeps a database error's name and code, never its SQL, parameters or detail", () => {
  const cause = Object.assign(new Error('invalid input syntax for type json: "my phone is 850-555-2323"'), {
    name: "error",
    code: "22P02",
    detail: 'Token "secret" is invalid.',
  });
  const error = new DrizzleQueryError(
    'insert into "chat_turns" ("question") values ($1)',
    ["my phone is 850-555-2323"],
    cause,
  );
  const description = describeErrorSafely(error);
  expect(description).toEqual({ error: "DrizzleQueryError < error", code: "22P02" });
  const text = JSON.stringify(description);
  expect(text).not.toMatch(/insert|chat_turns|850-555|secret|\$1/);
});

it("describes errors without a code, and values that are not errors", () => {
  expect(describeErrorSafely(new TypeError("visitor text here"))).toEqual({ error: "TypeError" });
  expect(describeErrorSafely("a thrown string with visitor text")).toEqual({ error: "string" });
  expect(
    describeErrorSafely(
      Object.assign(new Error("x"), { name: "bad name with spaces <script>", code: "bad code with text" }),
    ),
  ).toEqual({ error: "Error" });
});

it("logs an ordinary error in full, and a database error without its message, even in the stack", () => {
  const plain = describeErrorForLog(new Error("no build found"));
  expect(plain.error).toBe("no build found");
  expect(String(plain.stack)).toContain("safe-error.test.ts");

  const db = new DrizzleQueryError(
    'select * from "chat_conversations" where id = $1',
    ["<visitor words>"],
    Object.assign(new Error("boom"), { code: "22021", severity: "ERROR" }),
  );
  expect(isDatabaseError(db)).toBe(true);
  const logged = describeErrorForLog(db);
  expect(logged).toMatchObject({ error: "DrizzleQueryError < Error", code: "22021" });
  expect(String(logged.stack)).toContain("safe-error.test.ts");
  expect(JSON.stringify(logged)).not.toMatch(/select|chat_conversations|visitor words|boom/);

  // A driver error thrown on its own (no Drizzle wrapper) is recognised by its SQLSTATE.
  const driver = Object.assign(new Error("duplicate key value violates unique constraint: Key (email)=(a@b.example)"), {
    code: "23505",
    severity: "ERROR",
  });
  expect(JSON.stringify(describeErrorForLog(driver))).not.toContain("a@b.example");
  expect(isDatabaseError(new TypeError("x"))).toBe(false);
});
