/**
 * Compresses the client build once, at build time, at the strongest settings
 * (brotli quality 11; gzip by Zopfli, a slower deflate encoder whose output
 * any gzip reader takes, 3-4% smaller than zlib's level 9): `file.js` gets
 * `file.js.br` and `file.js.gz` beside it, which the server sends to browsers that accept them
 * (serveStatic's `precompressed`) instead of compressing on every request at
 * a lighter level. Runs after `react-router build` (npm run build).
 *
 * Only text formats, and only where compression saves something; already
 * compressed formats (woff2, png, webp, avif) are left alone.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|txt|xml|data)$/;
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile() && COMPRESSIBLE.test(entry.name)) yield path;
  }
}

export async function precompress(root: string): Promise<{ files: number; raw: number; gzip: number; brotli: number }> {
  const totals = { files: 0, raw: 0, gzip: 0, brotli: 0 };
  for (const path of files(root)) {
    const bytes = readFileSync(path);
    if (bytes.length < MIN_BYTES) continue;
    const gz = Buffer.from(await gzipAsync(bytes, { numiterations: 15 }));
    const br = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    if (gz.length < bytes.length) writeFileSync(`${path}.gz`, gz);
    if (br.length < bytes.length) writeFileSync(`${path}.br`, br);
    totals.files += 1;
    totals.raw += bytes.length;
    totals.gzip += Math.min(gz.length, bytes.length);
    totals.brotli += Math.min(br.length, bytes.length);
  }
  return totals;
}

if (import.meta.main) {
  const root = process.argv[2] ?? "build/client";
  if (!statSync(root, { throwIfNoEntry: false })?.isDirectory()) {
    console.error(`precompress: ${root} is not a folder; run react-router build first`);
    process.exit(1);
  }
  const t = await precompress(root);
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  console.log(
    `precompressed ${t.files} files in ${relative(process.cwd(), root) || root}: ${kb(t.raw)} -> gzip ${kb(t.gzip)}, brotli ${kb(t.brotli)}`,
  );
}
