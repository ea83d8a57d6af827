// The few parts of the tar format (POSIX ustar) a backup needs: writing plain
// files, reading them back, and walking PGlite's own data-folder tar. Written
// here rather than taken from a package: a backup must read exactly what it
// wrote, and restore writes only the names it expects (no path in an archive
// ever decides where a file lands).

const BLOCK = 512;

export class TarError extends Error {}

const text = (block: Uint8Array, from: number, length: number) => {
  const field = block.subarray(from, from + length);
  const end = field.indexOf(0);
  return new TextDecoder().decode(end === -1 ? field : field.subarray(0, end));
};

const octal = (block: Uint8Array, from: number, length: number) => {
  const value = text(block, from, length).trim();
  if (!/^[0-7]*$/.test(value)) throw new TarError("a tar header holds a number that is not octal");
  return value ? parseInt(value, 8) : 0;
};

function writeOctal(block: Uint8Array, from: number, length: number, value: number) {
  block.set(new TextEncoder().encode(value.toString(8).padStart(length - 1, "0")), from);
}

/** The header block of a regular file. */
export function fileHeader(name: string, size: number, mtime: Date, mode = 0o600): Uint8Array {
  const encoded = new TextEncoder().encode(name);
  if (encoded.length > 100) throw new TarError(`name too long for a tar header: ${name}`);
  const block = new Uint8Array(BLOCK);
  block.set(encoded, 0);
  writeOctal(block, 100, 8, mode);
  writeOctal(block, 108, 8, 0);
  writeOctal(block, 116, 8, 0);
  writeOctal(block, 124, 12, size);
  writeOctal(block, 136, 12, Math.floor(mtime.getTime() / 1000));
  block.fill(0x20, 148, 156);
  block[156] = 0x30; // "0": a regular file
  block.set(new TextEncoder().encode("ustar\u000000"), 257);
  writeOctal(
    block,
    148,
    7,
    block.reduce((sum, byte) => sum + byte, 0),
  );
  return block;
}

/** The zero bytes after a file's data up to the next block. */
export const padding = (size: number) => new Uint8Array((BLOCK - (size % BLOCK)) % BLOCK);

/** The end of an archive: two zero blocks. */
export const trailer = () => new Uint8Array(BLOCK * 2);

export type TarHeader = { name: string; size: number; type: string };

/** The header in a block, or null for a zero block (the end); a damaged header is a TarError. */
export function parseHeader(block: Uint8Array): TarHeader | null {
  if (block.every((byte) => byte === 0)) return null;
  const stored = octal(block, 148, 8);
  let sum = 0;
  for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 0x20 : block[i]!;
  if (sum !== stored) throw new TarError("a tar header is damaged (its checksum does not match)");
  const name = text(block, 0, 100);
  const prefix = text(block, 257, 6) === "ustar" ? text(block, 345, 155) : "";
  return {
    name: prefix ? `${prefix}/${name}` : name,
    size: octal(block, 124, 12),
    type: String.fromCharCode(block[156] || 0x30),
  };
}

export type TarEntry = TarHeader & { data: Uint8Array };

/**
 * The entries of a tar stream, each file's data whole (a backup's files are an
 * image of at most a few MB, or the database's dump). A stream that ends before
 * the archive's end blocks is a TarError: a truncated copy is never taken for a whole one.
 */
export async function* readTar(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<TarEntry> {
  // Chunks as they came, joined only when an entry is taken whole.
  let pending: Uint8Array[] = [];
  let held = 0;
  let ended = false;
  const iterator = chunks[Symbol.asyncIterator]();
  async function take(length: number): Promise<Uint8Array> {
    while (held < length && !ended) {
      const next = await iterator.next();
      if (next.done) ended = true;
      else {
        pending.push(next.value);
        held += next.value.length;
      }
    }
    if (held < length) throw new TarError("the archive ends too early (a truncated copy?)");
    const all = pending.length === 1 ? pending[0]! : concat(...pending);
    pending = all.length > length ? [all.subarray(length)] : [];
    held = all.length - length;
    return all.subarray(0, length);
  }
  for (;;) {
    const header = parseHeader(await take(BLOCK));
    if (!header) return;
    const data = (await take(header.size + padding(header.size).length)).slice(0, header.size);
    yield { ...header, data };
  }
}

/** Each entry of an in-memory tar with the span of bytes it takes (header, data and padding). */
export function* tarSpans(tar: Uint8Array): Generator<TarHeader & { start: number; end: number }> {
  for (let at = 0; at + BLOCK <= tar.length;) {
    const header = parseHeader(tar.subarray(at, at + BLOCK));
    if (!header) return;
    const end = at + BLOCK + header.size + padding(header.size).length;
    if (end > tar.length) throw new TarError("the tar ends inside an entry");
    yield { ...header, start: at, end };
    at = end;
  }
  throw new TarError("the tar has no end blocks");
}

/** The same tar without the entries `drop` picks (their header, data and padding are left out). */
export function filterTar(tar: Uint8Array, drop: (name: string) => boolean): Uint8Array {
  const kept: Uint8Array[] = [];
  for (const span of tarSpans(tar)) if (!drop(span.name)) kept.push(tar.subarray(span.start, span.end));
  kept.push(trailer());
  return concat(...kept);
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
