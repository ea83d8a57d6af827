import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  normalizeVisitorText,
  showVisitorText,
  stripControls,
  toCsvCell,
  toCsvRow,
  toTerminalText,
  toVisitorHtml,
  visitorTextParts,
} from "./safe-text.ts";

// Every character a terminal treats as a control, or that reorders what it shows.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]|[\ud800-\udfff]/u;
const hasLoneSurrogate = (s: string) =>
  /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(s);

describe("stripControls", () => {
  it.each([
    ["clear screen and home", "hi\u001b[2J\u001b[Hthere", "hithere"],
    ["colours", "\u001b[31;1mred\u001b[0m", "red"],
    ["window title (OSC ended by BEL)", "\u001b]0;pwned\u0007text", "text"],
    ["window title (OSC ended by ST)", "\u001b]2;pwned\u001b\\text", "text"],
    ["hyperlink", "\u001b]8;;https://evil.example\u001b\\click\u001b]8;;\u001b\\", "click"],
    ["device control string", "\u001bP+q544e\u001b\\ok", "ok"],
    ["reset", "a\u001bcb", "ab"],
    ["8-bit CSI", "a\u009b2Jb", "ab"],
    ["8-bit OSC", "a\u009d0;title\u0007b", "ab"],
    ["NUL, bell, backspace, DEL", "a\u0000b\u0007c\u0008d\u007fe", "abcde"],
    ["carriage return that overwrites the line", "safe\rEVIL", "safe\nEVIL"],
    ["CRLF", "a\r\nb", "a\nb"],
    ["bidi override (Trojan Source)", "price \u202e0051$\u202c ok", "price 0051$ ok"],
    ["isolates and marks", "\u2066a\u2069\u200fb\u061c", "ab"],
    ["lone surrogates", "a\ud800b\udc00", "a\ufffdb\ufffd"],
  ])("removes %s", (_name, input, expected) => {
    expect(stripControls(input)).toBe(expected);
  });

  it("keeps ordinary text, newlines, tabs, emoji and other scripts", () => {
    const text = "Hello\n\tWorld: café, Ñandú, 日本語, مرحبا, 👍🏽, $449.00 (850) 555-0142";
    expect(stripControls(text)).toBe(text);
  });

  it("can fold newlines and tabs to spaces", () => {
    expect(stripControls("a\nb\tc", { newlines: false, tabs: false })).toBe("a b c");
  });

  it("never leaves a control, bidi character or lone surrogate, whatever the input", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (s) => {
        const out = stripControls(s);
        expect(out).not.toMatch(UNSAFE);
        expect(hasLoneSurrogate(out)).toBe(false);
        expect(toTerminalText(s, { newlines: false })).not.toContain("\n");
      }),
      { numRuns: 2000 },
    );
  });
});

describe("normalizeVisitorText", () => {
  it("is NFC, well-formed and free of controls", () => {
    expect(normalizeVisitorText("cafe\u0301\u0000 \ud83d")).toBe("café \ufffd");
    expect(normalizeVisitorText("line 1\r\nline 2\tend")).toBe("line 1\nline 2\tend");
  });
});

describe("toCsvCell", () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ["+1+cmd|' /C calc'!A0", "'+1+cmd|' /C calc'!A0"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["  =1+1", "'  =1+1"],
    ["\t=1+1", "' =1+1"],
    ["\uff1d1+1", "'\uff1d1+1"],
  ])("keeps %j as text, not a formula", (input, expected) => {
    expect(toCsvCell(input)).toBe(expected);
  });

  it("quotes commas, quotes and line breaks, and strips controls", () => {
    expect(toCsvCell('Maria "M", Pace')).toBe('"Maria ""M"", Pace"');
    expect(toCsvCell("two\nlines")).toBe('"two\nlines"');
    expect(toCsvCell("a\u001b[2Jb\u0000")).toBe("ab");
    expect(toCsvCell("plain")).toBe("plain");
  });

  it("leaves numbers, including negative ones, as numbers", () => {
    expect(toCsvCell(-5)).toBe("-5");
    expect(toCsvCell(449)).toBe("449");
    expect(toCsvCell(null)).toBe("");
  });

  it("writes a row whose cells never start a formula", () => {
    expect(toCsvRow(["=1", "x", 2])).toBe("'=1,x,2\r\n");
    fc.assert(
      fc.property(fc.string(), (s) => {
        const cell = toCsvCell(s);
        const inner = cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell;
        expect(inner).not.toMatch(/^\s*[=+\-@]/);
      }),
    );
  });
});

describe("visitor text shown to the owner", () => {
  it("keeps each bidi control and invisible character in its place, named", () => {
    expect(visitorTextParts("Bob\u202Egnp.exe")).toEqual([{ text: "Bob" }, { hidden: "U+202E" }, { text: "gnp.exe" }]);
    expect(showVisitorText("Bob\u202Egnp.exe")).toBe("Bob[U+202E]gnp.exe");
    expect(showVisitorText("\u2067a\u2069\u200fb\u061c\u200bc\ufeffd\u2060e\u00adf")).toBe(
      "[U+2067]a[U+2069][U+200F]b[U+061C][U+200B]c[U+FEFF]d[U+2060]e[U+00AD]f",
    );
    // Tag characters that spell hidden text (outside a flag emoji) are marked one by one.
    expect(showVisitorText("hi\u{E0069}\u{E0067}")).toBe("hi[U+E0069][U+E0067]");
    expect(showVisitorText("\u{1F3F4}\u{E0061}\u{E0020}\u{E0062}\u{E0063}\u{E0064}\u{E007F}")).toBe(
      "\u{1F3F4}[U+E0061][U+E0020][U+E0062][U+E0063][U+E0064][U+E007F]",
    );
  });

  it("removes controls and escape sequences as stripControls does", () => {
    expect(showVisitorText("a\u001b[2Jb\u0000c\r\nd")).toBe("abc\nd");
    expect(showVisitorText("a\nb\tc", { newlines: false, tabs: false })).toBe("a b c");
    expect(showVisitorText(null)).toBe("");
  });

  it("keeps ordinary text, other scripts, emoji with their joiners and flag tags", () => {
    const text =
      "Hello\n\tcafé, 日本語, مرحبا, שלום, 👍🏽 \u{1F468}\u200D\u{1F469}\u200D\u{1F467} \u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F} می\u200Cخواهم";
    expect(showVisitorText(text)).toBe(text);
  });

  it("writes HTML escaped and isolated, each marker muted", () => {
    expect(toVisitorHtml("<b>Bob</b>\u202E")).toBe(
      '<span dir="auto" style="unicode-bidi:isolate">&lt;b&gt;Bob&lt;/b&gt;<span style="color:#92400e;background:#fef3c7;font-family:monospace;font-size:85%">[U+202E]</span></span>',
    );
  });

  it("shows a name with an override in the CSV and on the terminal as a marker", () => {
    expect(toCsvCell("Bob\u202Egnp.exe")).toBe("Bob[U+202E]gnp.exe");
    expect(toTerminalText("Bob\u202Egnp.exe")).toBe("Bob[U+202E]gnp.exe");
  });

  it("never leaves a bidi control, another format character but the joiners, or a control, whatever the input", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (s) => {
        const out = showVisitorText(s);
        expect(out.replace(/\u{1F3F4}[\u{E0030}-\u{E0039}\u{E0061}-\u{E007A}]{4,6}\u{E007F}/gu, "")).not.toMatch(
          /(?![\u200c\u200d])\p{Cf}/u,
        );
        expect(out).not.toMatch(UNSAFE);
        expect(hasLoneSurrogate(out)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});
