import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { business, defaultStoreId } from "./business.ts";
import { floridaTintLaw as law } from "./tint-law.ts";

// The business facts are typed in app/config and nowhere else in the code
// (content/ files keep their own words). This scans every string, template and
// JSX text of the code for a fact written out by hand and names the file and
// line. The patterns are built from the config values, so they follow a change
// of the facts, and they are narrow: a shade list, a CSS percentage or a
// number of another meaning does not match.

/** A fact, and for a figure that also has other meanings, the words that must be near it. */
type Rule = { fact: string; pattern: RegExp; context?: RegExp };
type Finding = { file: string; line: number; fact: string; match: string };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A percentage written as a figure (not inside a CSS class like w-[20%] or a longer number). */
const percent = (n: number) => `(?<![\\w.\\[-])${n}\\s*(?:%|percent\\b)(?!\\])`;
const numberWords: Record<number, string> = {
  6: "six",
  15: "fifteen",
  20: "twenty",
  25: "twenty-five",
  28: "twenty-eight",
  35: "thirty-five",
};
/** "07:00" -> the clock time in every way people write it: 7AM, 7 am, 7:00 AM, 07:00. */
function clockPattern(time: string) {
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  const h12 = hh % 12 || 12;
  const suffix = hh < 12 ? "a" : "p";
  return `(?<![\\d:.])(?:0?${h12}(?::${String(mm).padStart(2, "0")})?\\s*${suffix}\\.?m\\b|${escape(time)}(?!\\d))`;
}

const phoneDigits = business.phone.e164.replace(/^\+1/, "");
const lawContext =
  /\b(sedans?|coupes?|suvs?|vans?|trucks?|pickups?|multipurpose|legal(ly)?|illegal|law|florida|limits?|at least|minimum|no darker|back side|rear|front side|windshield|statute)\b/i;
const sedan = law.vehicleClasses.sedan.minVlt;
const mpv = law.vehicleClasses.multipurpose.minVlt;
const frontVlt: number[] = [...new Set([sedan.frontSide, mpv.frontSide])];
const backVlt = [...new Set([sedan.backSide, sedan.rear, mpv.backSide, mpv.rear])].filter((n) => !frontVlt.includes(n));
const reflectance = [...new Set([law.maxReflectance.frontSide, law.maxReflectance.backSideAndRear])];

/** "28%", "28 percent", "twenty-eight percent". */
const orWords = (ns: number[]) =>
  ns.flatMap((n) => [percent(n), ...(numberWords[n] ? [`\\b${numberWords[n]}[\\s-]percent\\b`] : [])]).join("|");

const rules: Rule[] = [
  {
    fact: "phone number",
    pattern: new RegExp(
      `(?<!\\d)(?:\\+?1[\\s.-]?)?\\(?${phoneDigits.slice(0, 3)}\\)?[\\s.-]*${phoneDigits.slice(3, 6)}[\\s.-]*${phoneDigits.slice(6)}(?!\\d)`,
    ),
  },
  { fact: "email", pattern: new RegExp(escape(business.email.slice(business.email.indexOf("@"))), "i") },
  { fact: "store id", pattern: new RegExp(`(?<![\\w-])${escape(defaultStoreId)}(?![\\w-])`) },
  { fact: "home town", pattern: new RegExp(`\\b${escape(business.homeTown.city)}\\b`) },
  { fact: "home zip code", pattern: new RegExp(`(?<!\\d)${business.homeTown.postalCode}(?!\\d)`) },
  { fact: "opening hour", pattern: new RegExp(clockPattern(business.hours.opens), "i") },
  { fact: "closing hour", pattern: new RegExp(clockPattern(business.hours.closes), "i") },
  {
    fact: "offer percentage",
    pattern: new RegExp(orWords([business.offer.percent]), "i"),
    context: /\b(off|offers?|discounts?|save|savings?)\b/i,
  },
  // Not a shade of the list: a front side figure is the law wherever it is written.
  { fact: "tint law: front side VLT", pattern: new RegExp(orWords(frontVlt), "i") },
  { fact: "tint law: back side and rear VLT", pattern: new RegExp(orWords(backVlt), "i"), context: lawContext },
  { fact: "tint law: reflectance", pattern: new RegExp(orWords(reflectance), "i"), context: /\breflect/i },
  { fact: "tint law: windshield line", pattern: new RegExp(`\\b${escape(law.windshieldLine)}\\b`) },
];

/** How far around a figure its context is looked for (characters, same literal). */
const CONTEXT_CHARS = 60;

/** The findings of one text (one literal of the code, or a sample). */
function scanText(text: string): { fact: string; match: string; index: number }[] {
  const found: { fact: string; match: string; index: number }[] = [];
  for (const rule of rules) {
    const global = new RegExp(
      rule.pattern.source,
      rule.pattern.flags.includes("g") ? rule.pattern.flags : `${rule.pattern.flags}g`,
    );
    for (const m of text.matchAll(global)) {
      const around = `${text.slice(Math.max(0, m.index - CONTEXT_CHARS), m.index)} ${text.slice(m.index + m[0].length, m.index + m[0].length + CONTEXT_CHARS)}`;
      if (rule.context && !rule.context.test(around)) continue;
      found.push({ fact: rule.fact, match: m[0], index: m.index });
    }
  }
  return found;
}

const literalKinds = new Set([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.JsxText,
  ts.SyntaxKind.RegularExpressionLiteral,
]);

/** Every literal of a source file (strings, template parts, JSX text, regular expressions); comments are not code. */
function scanSource(file: string, source: string): Finding[] {
  const sf = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const findings: Finding[] = [];
  const visit = (node: ts.Node) => {
    if (literalKinds.has(node.kind)) {
      const start = node.getStart(sf);
      for (const f of scanText(node.getText(sf))) {
        findings.push({
          file,
          line: sf.getLineAndCharacterOfPosition(start + f.index).line + 1,
          fact: f.fact,
          match: f.match,
        });
      }
    }
    node.forEachChild(visit);
  };
  visit(sf);
  return findings;
}

const root = join(import.meta.dirname, "..", "..");
const excluded = (path: string) =>
  path.startsWith("app/config/") ||
  /\.test\.tsx?$/.test(path) ||
  /(^|\/)(builders|fixtures?)(\.|\/)/.test(path) ||
  /(^|\/)fake-[\w-]+\.ts$/.test(path) ||
  // The generated gazetteer holds every Florida zip code, ours among them, as data, not as a fact of the business.
  path === "app/features/areas/places-data.ts";

function codeFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => relative(root, join(e.parentPath, e.name)))
    .filter((path) => !excluded(path))
    .sort();
}

describe("the scanner", () => {
  const facts = (text: string) => scanText(text).map((f) => f.fact);

  it("finds each fact written out by hand", () => {
    expect(facts("Call (850) 555-0142 today")).toEqual(["phone number"]);
    for (const phone of ["850-555-0142", "850.555.0142", "8505550142", "+1 850 555 0142", "+18505550142"])
      expect(facts(phone)).toEqual(["phone number"]);
    expect(facts("mail HELLO@elitewindowtinting.example")).toEqual(["email"]);
    expect(facts("/store/elite-tint/products")).toEqual(["store id"]);
    expect(facts("Based in Navarre, FL 32566")).toEqual(["home town", "home zip code"]);
    for (const open of ["7AM", "7 AM", "7:00 AM", "7am", "07:00"])
      expect(facts(`open ${open}`)).toEqual(["opening hour"]);
    for (const close of ["7PM", "7 p.m.", "7:00 PM", "19:00"])
      expect(facts(`until ${close}`)).toEqual(["closing hour"]);
    expect(facts("Mon-Sun 7AM-7PM")).toEqual(["opening hour", "closing hour"]);
    expect(facts(" (20% offer)")).toEqual(["offer percentage"]);
    expect(facts("Florida-legal shades, 20% off your first tint.")).toEqual(["offer percentage"]);
    expect(facts("save twenty percent")).toEqual(["offer percentage"]);
    expect(facts("never darker than 28% on a road vehicle")).toEqual(["tint law: front side VLT"]);
    expect(facts("(15% for sedans, 6% for SUVs and vans)")).toEqual([
      "tint law: back side and rear VLT",
      "tint law: back side and rear VLT",
    ]);
    expect(facts("reflectance at most 25% in front and 35% behind")).toEqual([
      "tint law: reflectance",
      "tint law: reflectance",
    ]);
    expect(facts("above the AS-1 line")).toEqual(["tint law: windshield line"]);
  });

  it("leaves other numbers alone", () => {
    for (const text of [
      "15%", // a shade of the list
      "5%, 15%, 20%, 35%, 50% and 70% VLT",
      "35% on the sides please.",
      "35%",
      "Sides & rear / 35%",
      "w-[20%] object-[70%_50%] top-[28%]",
      "50% 50%",
      "(850) 555-0199", // another number
      "85055501423",
      "7 days a week, 17:00, 27 AM",
      "elite-tint-cart",
      "/images/map-navarre.svg",
      "20% VLT shade",
      "120% of the price, 6 windows, 15 minutes",
    ]) {
      expect(facts(text), text).toEqual([]);
    }
  });

  it("reads literals and JSX text, names the line, and skips comments", () => {
    const source = [
      "// Navarre in a comment",
      "const a = `from ${x} to Navarre`;",
      'const b = <dd className="w-[20%]">7AM-7PM</dd>;',
      '/* (850) 555-0142 */ const c = "elite-tint";',
    ].join("\n");
    expect(scanSource("sample.tsx", source).map((f) => `${f.line} ${f.fact} ${f.match}`)).toEqual([
      "2 home town Navarre",
      "3 opening hour 7AM",
      "3 closing hour 7PM",
      "4 store id elite-tint",
    ]);
  });
});

describe("business facts typed once (app/config)", () => {
  it("no code outside app/config types a business fact", () => {
    const files = ["app", "server", "scripts"].flatMap(codeFiles);
    expect(files.length).toBeGreaterThan(100);
    const findings = files.flatMap((file) => scanSource(file, readFileSync(join(root, file), "utf8")));
    expect(findings.map((f) => `${f.file}:${f.line}: ${f.fact} "${f.match}"`)).toEqual([]);
  });
});
