import { describe, expect, it } from "vitest";
import { serviceAreas } from "~/config/areas.ts";
import { business } from "~/config/business.ts";
import { pageMeta } from "~/features/seo/meta.ts";
import { listPublicPages } from "~/features/seo/public-pages.ts";
import { areaFrontmatterSchema, articleFrontmatterSchema } from "./schema.ts";
import { ContentError, parseMarkdownFile } from "./parse.ts";
import { about, articles, faqs, galleryItems, getAreaPage, getContentIndex, newsItems, reviews, servicePages } from "./content.server.ts";

const body = "A real paragraph of text. ".repeat(10);

describe("content validation", () => {
  it("rejects a broken file with the file's name", () => {
    const raw = `---\ntitle: "Hi"\ndate: "yesterday"\n---\n${body}`;
    expect(() => parseMarkdownFile("content/blog/broken.md", raw, articleFrontmatterSchema)).toThrow(ContentError);
    expect(() => parseMarkdownFile("content/blog/broken.md", raw, articleFrontmatterSchema)).toThrow(
      /content\/blog\/broken\.md: .*date/,
    );
  });
  it("rejects unreadable front matter with the file's name", () => {
    expect(() => parseMarkdownFile("content/news/x.md", `---\ntitle: [unclosed\n---\n${body}`, articleFrontmatterSchema)).toThrow(
      /content\/news\/x\.md/,
    );
  });
});

describe("page titles", () => {
  const titleOf = (metaTitle: string) => pageMeta("http://localhost:3000", { title: metaTitle, description: "d", path: "/" })[0] as { title: string };
  it("name the business exactly once on every area, service and about page", () => {
    const metaTitles = [...serviceAreas.map((a) => getAreaPage(a.slug)!.data.metaTitle), ...servicePages.map((s) => s.data.metaTitle), about.data.metaTitle];
    expect(metaTitles).toHaveLength(serviceAreas.length + servicePages.length + 1);
    for (const metaTitle of metaTitles) {
      const { title } = titleOf(metaTitle);
      expect(title.split(business.name)).toHaveLength(2);
      expect(title.match(/elite/gi), title).toHaveLength(1);
      expect(title.endsWith(` | ${business.name}`), title).toBe(true);
    }
  });
  it("refuses a content title that names the business itself", () => {
    const area = { slug: "destin", headline: "Window tinting in Destin", metaDescription: "x".repeat(60), description: "y".repeat(30), neighborhoods: ["a", "b"], highlights: ["a", "b"] };
    expect(areaFrontmatterSchema.safeParse({ ...area, metaTitle: "Destin FL Window Tinting" }).success).toBe(true);
    const named = areaFrontmatterSchema.safeParse({ ...area, metaTitle: "Destin FL Window Tinting | Elite" });
    expect(named.success).toBe(false);
    expect(named.error?.issues[0]?.message).toContain("leave the business name out");
  });
});

describe("the site's content", () => {
  it("has at least six articles, including the Florida tint-law guide with the legal limits", () => {
    expect(articles.length).toBeGreaterThanOrEqual(6);
    const guide = articles.find((a) => a.slug === "florida-window-tint-law-guide");
    expect(guide).toBeDefined();
    for (const fact of ["28%", "15%", "6%", "25%", "35%", "AS-1", "316.29545"]) expect(guide!.text).toContain(fact);
  });
  it("has at least three news items including the Keystone partnership", () => {
    expect(newsItems.length).toBeGreaterThanOrEqual(3);
    expect(newsItems.map((n) => n.slug)).toContain("keystone-automotive-partnership");
  });
  it("has a page of unique copy for every service area", () => {
    const bodies = serviceAreas.map((a) => getAreaPage(a.slug)!.text);
    const paragraphs = bodies.flatMap((b) => b.split(/\n\s*\n/).filter((p) => p.length > 120 && !p.startsWith("#")));
    expect(new Set(paragraphs).size).toBe(paragraphs.length);
  });
  it("has the four services, 12+ gallery items and 12+ reviews from the served towns", () => {
    expect(servicePages.map((s) => s.data.title).sort()).toEqual([...business.services].sort());
    expect(galleryItems.length).toBeGreaterThanOrEqual(12);
    expect(reviews.length).toBeGreaterThanOrEqual(12);
    expect(faqs.length).toBeGreaterThan(0);
    expect(about.data.values.length).toBeGreaterThan(1);
  });
  it("names only the shades the business stocks in gallery captions and reviews", () => {
    const stocked = business.films.shades.map((s) => `${s}%`);
    const words = [...galleryItems.flatMap((g) => [g.caption, g.alt]), ...reviews.map((r) => r.text)];
    // A shade is a percentage that is not the welcome offer's "20% off".
    const shades = words.flatMap((w) => [...w.matchAll(/\b(\d{1,2})%(?! off)/g)].map((m) => `${m[1]}%`));
    expect(shades.length).toBeGreaterThan(0);
    for (const shade of shades) expect(stocked, shade).toContain(shade);
  });
  it("never types the phone number in content (it comes from the config)", () => {
    const all = [...articles, ...newsItems, ...servicePages].map((d) => d.text).join("\n");
    expect(all).not.toContain("555-0142");
  });
});

describe("images", () => {
  it("every image the content names exists, with its size", async () => {
    const { existsSync } = await import("node:fs");
    const paths = [
      ...articles.map((a) => a.data.image),
      ...newsItems.map((a) => a.data.image),
      ...galleryItems.map((g) => g.image),
    ];
    for (const path of paths) expect(existsSync(`public${path}`), path).toBe(true);
  });
});

describe("the sitemap's list of content pages", () => {
  it("holds every service, article and news page once", () => {
    const paths = listPublicPages(getContentIndex()).map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const s of servicePages) expect(paths).toContain(`/services/${s.slug}`);
    for (const a of articles) expect(paths).toContain(`/blog/${a.slug}`);
    for (const n of newsItems) expect(paths).toContain(`/news/${n.slug}`);
  });
});
