import { readdir, readFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { PRERENDER_NONCE } from "./security-headers.ts";

/**
 * A page rendered at build time, held in memory split around its
 * placeholders (the CSP nonce, the quote form's token), so each response gets
 * fresh values for the cost of a join: parts[0] slots[0] parts[1] slots[1] …
 */
export type PrerenderedPage = { parts: string[]; slots: string[] };
export type PrerenderedPages = Map<string, PrerenderedPage>;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function splitPage(html: string, placeholders: readonly string[]): PrerenderedPage {
  const pattern = new RegExp(`(${placeholders.map(escapeRegExp).join("|")})`);
  const pieces = html.split(pattern);
  return { parts: pieces.filter((_, i) => i % 2 === 0), slots: pieces.filter((_, i) => i % 2 === 1) };
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.name === "index.html") yield path;
  }
}

export async function loadPrerenderedPages(clientDir: string, placeholders: readonly string[] = [PRERENDER_NONCE]): Promise<PrerenderedPages> {
  const pages: PrerenderedPages = new Map();
  for await (const file of walk(clientDir)) {
    const dir = relative(clientDir, file).split(sep).slice(0, -1).join("/");
    pages.set(`/${dir}`, splitPage(await readFile(file, "utf8"), placeholders));
  }
  return pages;
}

/** The page with each placeholder replaced by its value for this response (one value per placeholder). */
export function renderPrerendered(page: PrerenderedPage, values: Readonly<Record<string, string>>): string {
  let html = page.parts[0]!;
  for (let i = 0; i < page.slots.length; i++) html += values[page.slots[i]!]! + page.parts[i + 1]!;
  return html;
}
