import { describe, expect, it } from "vitest";
import { loneLink, parseInline, parseReply } from "./reply-format.ts";

describe("a reply's safe subset of markdown", () => {
  it("keeps links to the site's own pages", () => {
    expect(parseInline("See [Destin](/service-areas/destin) or [a quote](/#contact).")).toEqual([
      { type: "text", text: "See " },
      { type: "link", text: "Destin", href: "/service-areas/destin" },
      { type: "text", text: " or " },
      { type: "link", text: "a quote", href: "/#contact" },
      { type: "text", text: "." },
    ]);
  });

  it.each([
    "https://evil.example",
    "//evil.example",
    "/\\evil.example",
    "javascript:alert(1)",
    "data:text/html,hi",
    "mailto:a@b.c",
    "tel:+1",
  ])("keeps only the label of a link to %s", (href) => {
    const parts = parseInline(`Go [here](${href}) now`);
    expect(parts.every((p) => p.type === "text")).toBe(true);
    expect(parts.map((p) => p.text).join("")).toMatch(/^Go here\)? now$/);
  });

  it("leaves markup as text", () => {
    expect(parseInline('<img src=x onerror="alert(1)"><script>x</script>')).toEqual([
      { type: "text", text: '<img src=x onerror="alert(1)"><script>x</script>' },
    ]);
  });

  it("makes paragraphs and lists, and drops bold markers", () => {
    expect(parseReply("We serve:\n- **Navarre**\n- [Destin](/service-areas/destin)\n\nCall us.")).toEqual([
      { type: "paragraph", inlines: [{ type: "text", text: "We serve:" }] },
      {
        type: "list",
        items: [[{ type: "text", text: "Navarre" }], [{ type: "link", text: "Destin", href: "/service-areas/destin" }]],
      },
      { type: "paragraph", inlines: [{ type: "text", text: "Call us." }] },
    ]);
  });
});

describe("a list of links only", () => {
  it("is told apart from an item with text around its link", () => {
    const [list] = parseReply("- [Gift Card](/product/gift-card)\n- [Kit](/product/kit): $29.00");
    expect(list?.type).toBe("list");
    if (list?.type !== "list") return;
    expect(list.items.map(loneLink)).toEqual([true, false]);
  });
});
