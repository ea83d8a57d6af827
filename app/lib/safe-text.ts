// Text that came from a visitor, made safe for where it goes: the database
// (well-formed, no control characters), an owner's terminal (no escape
// sequences that clear the screen, retitle the window or hide text) and a
// spreadsheet (no formula that runs when the CSV file is opened).

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
export function stripControls(text: string, { newlines = true, tabs = true }: CleanOptions = {}): string {
  let out = text
    .replace(LONE_SURROGATE, "\ufffd")
    .replace(/\r\n?|[\u2028\u2029\u0085]/g, "\n")
    .replace(ESCAPE_SEQUENCE, "")
    .replace(CONTROL, "")
    .replace(BIDI, "");
  if (!newlines) out = out.replace(/\n/g, " ");
  if (!tabs) out = out.replace(/\t/g, " ");
  return out;
}

/** A visitor's message as it is stored: well-formed, NFC, no control characters but newline and tab. */
export function normalizeVisitorText(text: string): string {
  return stripControls(text).normalize("NFC");
}

/** Any value made safe to print on a terminal (escape sequences and controls removed). */
export function toTerminalText(value: unknown, options?: CleanOptions): string {
  return stripControls(value == null ? "" : String(value), options);
}

/**
 * One CSV cell (RFC 4180 quoting), cleaned of controls, and with a text that a
 * spreadsheet would read as a formula (= + - @ first, after any spaces) kept as
 * text by a leading apostrophe. Numbers stay numbers.
 */
export function toCsvCell(value: string | number | boolean | Date | null | undefined): string {
  if (value == null) return "";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  let text = stripControls(value instanceof Date ? value.toISOString() : value, { tabs: false });
  if (/^\s*[=+\-@\uff1d\uff0b\uff0d\uff20]/.test(text)) text = `'${text}`;
  return /[",\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line (ending in CRLF, as RFC 4180 writes them). */
export function toCsvRow(values: readonly Parameters<typeof toCsvCell>[0][]): string {
  return `${values.map(toCsvCell).join(",")}\r\n`;
}
