import { classifyHref } from "~/lib/href.ts";

// A reply is plain text with a safe subset of markdown: paragraphs, "- "
// lists and [label](/path) links to the site's own pages. Anything else,
// including HTML and links elsewhere, stays text (a foreign link keeps only
// its label). The widget renders these blocks as React text and <Link>s, so
// a reply can never inject markup.

export type Inline = { type: "text"; text: string } | { type: "link"; text: string; href: string };
export type Block = { type: "paragraph"; inlines: Inline[] } | { type: "list"; items: Inline[][] };

const LINK = /\[([^\]\n]{1,200})\]\(([^)\s]{1,300})\)/g;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  const push = (t: string) => {
    const clean = t.replace(/\*\*|__/g, "");
    if (!clean) return;
    const prev = out[out.length - 1];
    if (prev?.type === "text") prev.text += clean;
    else out.push({ type: "text", text: clean });
  };
  for (const m of text.matchAll(LINK)) {
    push(text.slice(last, m.index));
    const [, label, href] = m as unknown as [string, string, string];
    if (classifyHref(href) === "internal") out.push({ type: "link", text: label.replace(/\*\*|__/g, ""), href });
    else push(label);
    last = m.index + m[0].length;
  }
  push(text.slice(last));
  return out;
}

/** A list item that is one link and nothing else (a list of pages): shown as a full-size touch target. */
export const loneLink = (item: Inline[]) => item.length === 1 && item[0]!.type === "link";

export function parseReply(text: string): Block[] {
  const blocks: Block[] = [];
  for (const line of text.replace(/\r\n?/g, "\n").split("\n")) {
    const trimmed = line.trim();
    if (!trimmed) continue;
    const item = /^[-*•]\s+(.*)$/.exec(trimmed);
    const prev = blocks[blocks.length - 1];
    if (item) {
      if (prev?.type === "list") prev.items.push(parseInline(item[1]!));
      else blocks.push({ type: "list", items: [parseInline(item[1]!)] });
    } else {
      blocks.push({ type: "paragraph", inlines: parseInline(trimmed) });
    }
  }
  return blocks;
}
