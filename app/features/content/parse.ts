import matter from "gray-matter";
import { Marked } from "marked";
import type { z } from "zod";

export class ContentError extends Error {}

const markdown = new Marked({ gfm: true });

export type Document<T> = { slug: string; file: string; data: T; html: string; text: string };

function describeIssues(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`).join("; ");
}

/** Parses one markdown file with frontmatter; a broken file throws an error naming it. */
export function parseMarkdownFile<S extends z.ZodType>(file: string, raw: string, schema: S): Document<z.output<S>> {
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(raw);
  } catch (error) {
    throw new ContentError(`${file}: unreadable frontmatter (${(error as Error).message})`);
  }
  const result = schema.safeParse(parsed.data);
  if (!result.success) throw new ContentError(`${file}: ${describeIssues(result.error)}`);
  const body = parsed.content.trim();
  if (body.length < 100) throw new ContentError(`${file}: the body is missing or too short`);
  const slug = file.replace(/^.*\//, "").replace(/\.md$/, "");
  return {
    slug,
    file,
    data: result.data,
    html: markdown.parse(body, { async: false }),
    text: body,
  };
}

/** Parses a JSON data file holding an array; a broken file throws an error naming it. */
export function parseDataFile<S extends z.ZodType>(file: string, raw: unknown, schema: S): z.output<S>[] {
  if (!Array.isArray(raw)) throw new ContentError(`${file}: must hold an array`);
  return raw.map((entry, index) => {
    const result = schema.safeParse(entry);
    if (!result.success) throw new ContentError(`${file}[${index}]: ${describeIssues(result.error)}`);
    return result.data;
  });
}

/** Loads every file of a folder glob, sorted by name. */
export function parseMarkdownFolder<S extends z.ZodType>(files: Record<string, string>, schema: S) {
  return Object.entries(files)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, raw]) => parseMarkdownFile(file.replace(/^\//, ""), raw, schema));
}
