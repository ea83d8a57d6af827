import { constants, crc32, deflateRawSync, gzipSync } from "node:zlib";
import { PRERENDER_NONCE } from "../security-headers.ts";
import { crc32Combine, crc32Shift } from "./crc32-combine.ts";

/**
 * A page rendered once and kept (./kept-pages.ts), held in memory split around its
 * placeholders (the CSP nonce, the quote form's token), so each response gets
 * fresh values for the cost of a join: parts[0] slots[0] parts[1] slots[1] …
 *
 * Each part is also held deflated (level 9, ended by a sync flush so the
 * parts join end to end): a gzip response is stitched from them and the
 * values, with nothing compressed per request. Each part is deflated with
 * the page before it as a preset dictionary, so it may refer back across the
 * placeholders, as one stream would; the placeholders' own bytes are masked
 * in that dictionary (bytes no part contains), so nothing refers into them.
 * That holds only while every value is exactly as long as its placeholder
 * (the nonce and the token are): a response whose values are not is
 * compressed whole instead.
 */
export type PrerenderedPage = {
  parts: string[];
  slots: string[];
  bytes: Buffer[];
  deflated: Buffer[];
  /** Each part's CRC-32 and the operator that appends its length (./crc32-combine.ts). */
  crcs: number[];
  shifts: number[];
};

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const WINDOW = 32 * 1024; // deflate's reach back
const MASK = 0; // never in an HTML page

export function splitPage(html: string, placeholders: readonly string[]): PrerenderedPage {
  const pattern = new RegExp(`(${placeholders.map(escapeRegExp).join("|")})`);
  const pieces = html.split(pattern);
  const parts = pieces.filter((_, i) => i % 2 === 0);
  const slots = pieces.filter((_, i) => i % 2 === 1);
  const bytes = parts.map((part) => Buffer.from(part, "utf8"));
  const linked = !bytes.some((part) => part.includes(MASK));
  const deflated: Buffer[] = [];
  let before = Buffer.alloc(0);
  for (let i = 0; i < bytes.length; i++) {
    const part = bytes[i]!;
    const dictionary = linked && before.length > 0 ? before.subarray(Math.max(0, before.length - WINDOW)) : undefined;
    deflated.push(
      deflateRawSync(part, { level: 9, finishFlush: constants.Z_SYNC_FLUSH, ...(dictionary ? { dictionary } : {}) }),
    );
    if (i < slots.length)
      before = Buffer.concat([before, part, Buffer.alloc(Buffer.byteLength(slots[i]!, "utf8"), MASK)]).subarray(
        -WINDOW,
      );
  }
  return {
    parts,
    slots,
    bytes,
    deflated,
    crcs: bytes.map((part) => crc32(part)),
    shifts: bytes.map((part) => crc32Shift(part.length)),
  };
}

/**
 * React Router puts the nonce on every <link> too, where the policy never asks
 * for it (stylesheets, fonts, icons and script preloads are all same-origin,
 * allowed by 'self'). Without them a page has a few placeholders instead of
 * ~25, so the stitched gzip below loses less to its separately compressed
 * parts (home: ~1.3 KB).
 */
export function withoutLinkNonces(html: string): string {
  return html.replace(new RegExp(`(<link\\b[^>]*?) nonce="${escapeRegExp(PRERENDER_NONCE)}"`, "g"), "$1");
}

/** The page with each placeholder replaced by its value for this response (one value per placeholder). */
export function renderPrerendered(page: PrerenderedPage, values: Readonly<Record<string, string>>): string {
  let html = page.parts[0]!;
  for (let i = 0; i < page.slots.length; i++) html += values[page.slots[i]!]! + page.parts[i + 1]!;
  return html;
}

// RFC 1952: magic, deflate, no flags, no mtime, "maximum compression", OS unknown.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 2, 255]);
// RFC 1951: the last block, empty (fixed Huffman codes, end of block only).
const FINAL_BLOCK = Buffer.from([3, 0]);

/** Bytes as uncompressed ("stored") deflate blocks; the stream is byte-aligned after a sync flush. */
function storedBlocks(data: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let at = 0; at < data.length; at += 0xffff) {
    const chunk = data.subarray(at, at + 0xffff);
    const header = Buffer.alloc(5);
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(header, chunk);
  }
  return blocks;
}

/** The page as a gzip body (Content-Encoding: gzip), each placeholder replaced by its value for this response. */
export function gzipPrerendered(page: PrerenderedPage, values: Readonly<Record<string, string>>): Buffer {
  const filled = page.slots.map((slot) => Buffer.from(values[slot]!, "utf8"));
  // The parts refer back across the placeholders by distance: only values of
  // the placeholders' own lengths keep those distances right.
  if (filled.some((value, i) => value.length !== Buffer.byteLength(page.slots[i]!, "utf8"))) {
    return gzipSync(renderPrerendered(page, values), { level: 6 });
  }
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  for (let i = 0; i < page.bytes.length; i++) {
    if (i > 0) {
      const value = filled[i - 1]!;
      chunks.push(...storedBlocks(value));
      crc = crc32(value, crc);
      size += value.length;
    }
    chunks.push(page.deflated[i]!);
    // The part's own CRC, combined: the page's bytes are not read again per response.
    crc = i === 0 ? page.crcs[0]! : crc32Combine(crc, page.crcs[i]!, page.shifts[i]!);
    size += page.bytes[i]!.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  chunks.push(FINAL_BLOCK, trailer);
  return Buffer.concat(chunks);
}

/** Whether an Accept-Encoding header allows gzip ("gzip;q=0" refuses it, "*" allows it). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const codings = new Map(
    header.split(",").map((item) => {
      const [coding = "", ...params] = item.trim().toLowerCase().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return [coding.trim(), q === undefined ? 1 : Number(q.slice(2))] as const;
    }),
  );
  const q = codings.get("gzip") ?? codings.get("*") ?? 0;
  return q > 0;
}
