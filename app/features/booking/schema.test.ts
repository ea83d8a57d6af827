import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { jobFormConstraint } from "./form-values.ts";
import { holdFormSchema, jobFormFields, jobFormSchema, manageFormSchema } from "./schema.ts";

const formOf = (entries: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(entries)) form.set(k, v);
  return form;
};

describe("the /book forms' schemas (one for the browser and the action)", () => {
  it("gives the job form the constraints Conform reads from the schema (the form renders them without zod)", () => {
    expect(jobFormConstraint).toEqual(getZodConstraint(jobFormFields));
  });

  it("reads a job from the form's flat fields into the checked choice", () => {
    const submission = parseWithZod(
      formOf({ kind: "vehicle", body: "sedan-coupe", film: "ceramic", front: "35", back: "15", rear: "15", make: "" }),
      { schema: jobFormSchema },
    );
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({
      kind: "vehicle",
      shades: { frontSides: 35, backSides: 15, rearGlass: 15 },
    });
  });

  it("puts the choice's message on the field it is about, the values kept", () => {
    const submission = parseWithZod(formOf({ kind: "vehicle", body: "pickup", front: "42", back: "15", rear: "15" }), {
      schema: jobFormSchema,
    });
    const reply = submission.reply();
    expect(reply.error?.front?.[0]).toMatch(/We don't offer a 42% shade/);
    expect(reply.initialValue).toMatchObject({ front: "42", body: "pickup" });
  });

  it("answers empty details with the details' own words, and a time that is not one of the list", () => {
    const submission = parseWithZod(formOf({ slot: "tomorrow", name: "", phone: "12", email: "x", address: "" }), {
      schema: holdFormSchema,
    });
    const error = submission.reply().error ?? {};
    expect(error.slot?.[0]).toBe("Choose a time from the list.");
    expect(error.name?.[0]).toBe("Please tell us your name.");
    expect(error.phone?.[0]).toMatch(/10-digit US phone/);
    expect(error.email?.[0]).toMatch(/name@example.com/);
    expect(error.address?.[0]).toMatch(/street address/);
  });

  it("tells the manage page's move from its cancel", () => {
    expect(parseWithZod(formOf({ intent: "cancel" }), { schema: manageFormSchema }).status).toBe("success");
    const move = parseWithZod(formOf({ intent: "move" }), { schema: manageFormSchema });
    expect(move.reply().error?.slot?.[0]).toBe("Choose a new time from the list.");
    const bad = parseWithZod(formOf({ intent: "move", slot: "2026-02-30T14:00:00.000Z" }), {
      schema: manageFormSchema,
    });
    expect(bad.reply().error?.slot?.[0]).toBe("Choose a new time from the list.");
  });
});
