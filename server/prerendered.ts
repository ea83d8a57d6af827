import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { PRERENDER_NONCE } from "./security-headers.ts";

/**
 * The pages rendered at build time, held in memory split around the
 * placeholder nonce, so each response gets a fresh nonce for the cost of a join.
 */
export type PrerenderedPages = Map<string, string[]>;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.name === "index.html") yield path;
  }
}

export async function loadPrerenderedPages(clientDir: string): Promise<PrerenderedPages> {
  const pages: PrerenderedPages = new Map();
  for await (const file of walk(clientDir)) {
    const dir = relative(clientDir, file).split(sep).slice(0, -1).join("/");
    const html = await readFile(file, "utf8");
    pages.set(`/${dir}`, html.split(PRERENDER_NONCE));
  }
  return pages;
}

export function renderPrerendered(parts: string[], nonce: string): string {
  return parts.join(nonce);
}
