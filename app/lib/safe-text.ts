// Text that came from a visitor, made safe for where it goes: the database
// (well-formed, no control characters), an owner's terminal (no escape
// sequences that clear the screen, retitle the window or hide text) and a
// spreadsheet (no formula that runs when the CSV file is opened); and how
// the owner is shown it: bidi and other invisible characters made visible, so
// a name cannot reverse or hide the text around it (visitorTextParts, used by
// the console's VisitorText, the owner's emails, the CSV and the terminal).

import { escapeHtml } from "./escape-html.ts";

/** ESC sequences: CSI (ESC [ ... final), OSC/DCS/SOS/PM/APC strings up to BEL or ST, and two-character escapes. */
const ESCAPE_SEQUENCE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /\u001b\[[\u0030-\u003f]*[\u0020-\u002f]*[\u0040-\u007e]?|\u001b[\]PX^_][^\u0007\u001b\u009c]*(?:\u0007|\u001b\\|\u009c)?|\u001b[\u0020-\u002f]*[\u0030-\u007e]?|\u009b[\u0030-\u003f]*[\u0020-\u002f]*[\u0040-\u007e]?|[\u009d\u0090\u0098\u009e\u009f][^\u0007\u001b\u009c]*(?:\u0007|\u001b\\|\u009c)?/g;

/** C0 controls except tab and newline, DEL, C1 controls. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/** Bidirectional embeddings, overrides, isolates and marks: they reorder what is shown. */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** A high surrogate without its low half, or a low one without its high half. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export type CleanOptions = {
  /** Keep line breaks (as "\n"); otherwise each becomes a space. Default true. */
  newlines?: boolean;
  /** Keep tabs; otherwise each becomes a space. Default true. */
  tabs?: boolean;
};

/**
 * The text with lone surrogates replaced by U+FFFD, line breaks as "\n", and
 * no escape sequence, control character (but tab and newline) or bidi control.
 */
export function stripControls(text: string, options: CleanOptions = {}): string {
  return removeControls(text, options).replace(BIDI, "");
}

function removeControls(text: string, { newlines = true, tabs = true }: CleanOptions): string {
  let out = text
    .replace(LONE_SURROGATE, "\ufffd")
    .replace(/\r\n?|[\u2028\u2029\u0085]/g, "\n")
    .replace(ESCAPE_SEQUENCE, "")
    .replace(CONTROL, "");
  if (!newlines) out = out.replace(/\n/g, " ");
  if (!tabs) out = out.replace(/\t/g, " ");
  return out;
}

/**
 * An invisible character of a visitor's text, or a run of text: the bidi
 * controls (which reorder what is shown: "Bob\u202Egnp.exe" reads
 * "Bobexe.png"), and every other format character (zero-width spaces, word
 * joiners, tag characters that hide text), but the joiners that emoji and
 * some scripts need and the tags of a flag emoji.
 */
export type VisitorTextPart = { text: string } | { hidden: string };

/** A subdivision flag (England: black flag, "gbeng" in tag letters, cancel tag); longer tag runs can hide text. */
const FORMAT = /(\u{1F3F4}[\u{E0030}-\u{E0039}\u{E0061}-\u{E007A}]{4,6}\u{E007F})|(?![\u200c\u200d])\p{Cf}/gu;

/**
 * A visitor's text as the owner is shown it, as parts: controls and escape
 * sequences removed (as stripControls does), and each format character kept
 * in its place as a named part ("U+202E"), so it can be shown as a visible
 * marker and the text reads as it was typed, in order.
 */
export function visitorTextParts(text: string, options: CleanOptions = {}): VisitorTextPart[] {
  const clean = removeControls(text, options);
  const parts: VisitorTextPart[] = [];
  let from = 0;
  for (const match of clean.matchAll(FORMAT)) {
    if (match[1]) continue;
    if (match.index > from) parts.push({ text: clean.slice(from, match.index) });
    parts.push({ hidden: `U+${match[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}` });
    from = match.index + match[0].length;
  }
  if (from < clean.length || parts.length === 0) parts.push({ text: clean.slice(from) });
  return parts;
}

/** How a hidden character is written where only text can go (a CSV cell, a terminal, an email's text). */
export const hiddenMarker = (hidden: string) => `[${hidden}]`;

/** A visitor's text as plain text for the owner: no controls, each format character written as "[U+202E]". */
export function showVisitorText(value: unknown, options?: CleanOptions): string {
  return visitorTextParts(value == null ? "" : String(value), options)
    .map((part) => ("hidden" in part ? hiddenMarker(part.hidden) : part.text))
    .join("");
}

/**
 * A visitor's text in an owner's HTML email: escaped, isolated from the text
 * around it (its direction its own), each hidden character a muted marker.
 */
export function toVisitorHtml(value: unknown): string {
  const inner = visitorTextParts(value == null ? "" : String(value))
    .map((part) =>
      "hidden" in part
        ? `<span style="color:#92400e;background:#fef3c7;font-family:monospace;font-size:85%">${hiddenMarker(part.hidden)}</span>`
        : escapeHtml(part.text),
    )
    .join("");
  return `<span dir="auto" style="unicode-bidi:isolate">${inner}</span>`;
}

/** A visitor's message as it is stored: well-formed, NFC, no control characters but newline and tab. */
export function normalizeVisitorText(text: string): string {
  return stripControls(text).normalize("NFC");
}

/** Any value made safe to print on a terminal (escape sequences and controls removed, format characters marked). */
export function toTerminalText(value: unknown, options?: CleanOptions): string {
  return showVisitorText(value, options);
}

/**
 * One CSV cell (RFC 4180 quoting), cleaned of controls, and with a text that a
 * spreadsheet would read as a formula (= + - @ first, after any spaces) kept as
 * text by a leading apostrophe. Numbers stay numbers.
 */
export function toCsvCell(value: string | number | boolean | Date | null | undefined): string {
  if (value == null) return "";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  let text = showVisitorText(value instanceof Date ? value.toISOString() : value, { tabs: false });
  if (/^\s*[=+\-@\uff1d\uff0b\uff0d\uff20]/.test(text)) text = `'${text}`;
  return /[",\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line (ending in CRLF, as RFC 4180 writes them). */
export function toCsvRow(values: readonly Parameters<typeof toCsvCell>[0][]): string {
  return `${values.map(toCsvCell).join(",")}\r\n`;
}
