import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { choiceFromSearchParams } from "~/features/booking/choice-schema.ts";
import { checkMeasuredVlt, completionSchema, darkWarning } from "./completion-schema.ts";
import { outlineOf } from "./job-groups.ts";

// The completion record's schema and its legality check (issue 25), parsed as
// Conform parses the form in the browser and in the action.

const outline = (params: string) => {
  const parsed = choiceFromSearchParams(new URLSearchParams(params));
  if (!parsed.ok) throw new Error("bad choice");
  return outlineOf(parsed.choice);
};
const sedan = outline("kind=vehicle&body=sedan-coupe&year=2021&make=Toyota&model=Camry&front=35&back=15&rear=15");
const suv = outline("kind=vehicle&body=suv-van-minivan&front=35&back=5&rear=5");

/** A filled-in record: the VLT of front, back and rear. */
function form(vlt: [string, string, string], extra: Record<string, string> = {}) {
  const body = new FormData();
  sedan.groups.forEach((g, i) => {
    body.set(`groups[${i}].key`, g.key);
    body.set(`groups[${i}].film`, "ceramic");
    body.set(`groups[${i}].shade`, String(g.shade));
    body.set(`groups[${i}].vlt`, vlt[i]!);
    body.set(`groups[${i}].roll`, `R-${i}`);
  });
  for (const [k, v] of Object.entries(extra)) body.set(k, v);
  return body;
}

describe("the completion record's schema", () => {
  it("lists the booked job's window groups with their shades, and names the vehicle", () => {
    expect(sedan.subject).toBe("2021 Toyota Camry (sedan or coupe)");
    expect(sedan.groups.map((g) => [g.label, g.shade])).toEqual([
      ["Front sides", 35],
      ["Back sides", 15],
      ["Rear glass", 15],
    ]);
    expect(outline("kind=home&property=house&medium=6").groups).toMatchObject([{ key: "windows", measured: true }]);
    expect(outline("kind=ppf&coverage=full-front&make=Ford").groups).toMatchObject([{ key: "ppf", measured: false }]);
  });

  it("takes a legal record, trimmed, with numbers", () => {
    const result = parseWithZod(form(["33", "15", "16"]), { schema: completionSchema(sedan, false) });
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(result.value.groups[0]).toEqual({ key: "frontSides", film: "ceramic", shade: 35, vlt: 33, roll: "R-0" });
  });

  it("asks for each missing VLT and roll beside its field, and refuses a VLT over 100", () => {
    const body = form(["", "150", "15"]);
    body.set("groups[2].roll", "  ");
    const result = parseWithZod(body, { schema: completionSchema(sedan, false) });
    expect(result.status).toBe("error");
    expect(result.reply().error?.["groups[0].vlt"]).toEqual(["Enter the VLT measured on the front sides, 0 to 100%."]);
    expect(result.reply().error?.["groups[1].vlt"]).toEqual(["A VLT is 0 to 100%."]);
    expect(result.reply().error?.["groups[2].roll"]).toEqual(["Enter the roll or lot number."]);
  });

  it("flags a too-dark front side window on a sedan: it cannot be saved unacknowledged without an exemption", () => {
    const check = checkMeasuredVlt(sedan, [{ key: "frontSides", vlt: 20 }], false);
    expect(check).toMatchObject([{ key: "frontSides", legal: false, minVlt: 28, exemptionUsed: false }]);
    const warning = darkWarning(check, false);
    expect(warning).toBe(
      "Too dark for Florida's law: the front sides measure 20% (the law allows 28% at the darkest). No medical exemption is recorded on this booking.",
    );
    const refused = parseWithZod(form(["20", "15", "15"]), { schema: completionSchema(sedan, false) });
    expect(refused.status).toBe("error");
    expect(refused.reply().error?.acknowledge?.[0]).toBe(`${warning} Tick the box to acknowledge it before saving.`);
    const acknowledged = parseWithZod(form(["20", "15", "15"], { acknowledge: "on" }), {
      schema: completionSchema(sedan, false),
    });
    expect(acknowledged.status).toBe("success");
  });

  it("with the medical exemption recorded, the dark window is marked as allowed by it and needs no acknowledgment", () => {
    const check = checkMeasuredVlt(sedan, [{ key: "frontSides", vlt: 20 }], true);
    expect(check).toMatchObject([{ legal: false, exemptionUsed: true }]);
    expect(darkWarning(check, true)).toBeNull();
    expect(parseWithZod(form(["20", "15", "15"]), { schema: completionSchema(sedan, true) }).status).toBe("success");
  });

  it("judges by the vehicle's class: 6% on an SUV's back windows is legal, on a sedan's it is not", () => {
    expect(checkMeasuredVlt(suv, [{ key: "backSides", vlt: 6 }], false)[0]?.legal).toBe(true);
    expect(checkMeasuredVlt(sedan, [{ key: "backSides", vlt: 6 }], false)[0]?.legal).toBe(false);
    expect(checkMeasuredVlt(outline("kind=home&property=house&medium=6"), [{ key: "windows", vlt: 5 }], false)).toEqual(
      [],
    );
  });

  it("sign-off needs both the typed name and the tick", () => {
    const schema = completionSchema(sedan, false);
    const nameOnly = parseWithZod(form(["33", "15", "15"], { signedName: "Dana Reyes" }), { schema });
    expect(nameOnly.reply().error?.signOff).toEqual(["The customer ticks the box to sign off (or clear the name)."]);
    const tickOnly = parseWithZod(form(["33", "15", "15"], { signOff: "on" }), { schema });
    expect(tickOnly.reply().error?.signedName).toEqual(["The customer types their name to sign off."]);
    const both = parseWithZod(form(["33", "15", "15"], { signOff: "on", signedName: " Dana Reyes " }), { schema });
    expect(both.status === "success" && both.value.signedName).toBe("Dana Reyes");
  });

  it("a form for other window groups (an out-of-date page) is refused as a whole", () => {
    const body = form(["33", "15", "15"]);
    body.set("groups[0].key", "rearGlass");
    const result = parseWithZod(body, { schema: completionSchema(sedan, false) });
    expect(result.reply().error?.["groups[0].key"]).toEqual([
      "This form is out of date: reload the page and fill it in again.",
    ]);
  });
});
