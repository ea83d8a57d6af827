import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures.ts";

const GOOGLEBOT = {
  "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  Accept: "text/html,application/xhtml+xml,application/signed-exchange;v=b3,application/xml;q=0.9,*/*;q=0.8",
};

test.describe("sitemap", () => {
  test("a crawler gets a valid XML urlset with every public page", async ({ request, page }) => {
    const res = await request.get("/sitemap.xml", { headers: GOOGLEBOT });
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toMatch(/^application\/xml/);
    expect(res.headers()["vary"]).toContain("Sec-Fetch-Dest");
    const xml = await res.text();
    // Parse it with the browser's XML parser: it must be well-formed.
    await page.goto("/healthz");
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      if (doc.querySelector("parsererror")) return null;
      const root = doc.documentElement;
      return {
        name: root.localName,
        ns: root.namespaceURI,
        urls: [...root.getElementsByTagName("url")].map((u) => ({
          loc: u.getElementsByTagName("loc")[0]?.textContent,
          lastmod: u.getElementsByTagName("lastmod")[0]?.textContent,
        })),
      };
    }, xml);
    expect(parsed).not.toBeNull();
    expect(parsed!.name).toBe("urlset");
    expect(parsed!.ns).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    const locs = parsed!.urls.map((u) => new URL(u.loc!).pathname);
    for (const path of [
      "/",
      "/about",
      "/gallery",
      "/reviews",
      "/service-areas",
      "/service-areas/destin",
      "/service-areas/window-tinting-near-fort-walton-fl",
      "/blog/florida-window-tint-law-guide",
      "/news/keystone-automotive-partnership",
      "/services/automotive-window-tinting",
    ]) {
      expect(locs).toContain(path);
    }
    expect(locs.filter((l) => l.startsWith("/service-areas/"))).toHaveLength(10);
    for (const u of parsed!.urls) {
      expect(u.loc).toMatch(/^https?:\/\//);
      expect(u.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  test("a person's browser gets the page with header, footer and the same links", async ({ page, request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const paths = [...xml.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1]);
    const response = await page.goto("/sitemap.xml");
    expect(response?.headers()["content-type"]).toMatch(/^text\/html/);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Every page of our site");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    const hrefs = await page.locator("main a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    for (const path of paths) expect(hrefs).toContain(path);
  });
});

test.describe("structured data", () => {
  async function jsonLd(page: Page) {
    return page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent!)));
  }

  test("every page has the LocalBusiness with the ten towns, phone, hours and geo", async ({ page }) => {
    for (const path of ["/", "/gallery", "/service-areas/pace"]) {
      await gotoHydrated(page, path);
      const business = (await jsonLd(page)).find((d) => d["@id"]?.endsWith("#business"));
      expect(business.name).toBe("Elite Window Tinting");
      expect(business.telephone).toBe("+18505550142");
      expect(business.areaServed).toHaveLength(10);
      expect(business.geo.latitude).toBeCloseTo(30.4, 1);
      expect(business.openingHoursSpecification[0]).toMatchObject({ opens: "07:00", closes: "19:00" });
    }
  });

  test("service, article, news and breadcrumb data where they belong", async ({ page }) => {
    await gotoHydrated(page, "/services/residential-window-tinting");
    expect((await jsonLd(page)).map((d) => d["@type"])).toEqual(expect.arrayContaining(["Service", "BreadcrumbList"]));
    await gotoHydrated(page, "/blog/florida-window-tint-law-guide");
    expect((await jsonLd(page)).map((d) => d["@type"])).toEqual(
      expect.arrayContaining(["BlogPosting", "BreadcrumbList"]),
    );
    await gotoHydrated(page, "/news/keystone-automotive-partnership");
    expect((await jsonLd(page)).map((d) => d["@type"])).toEqual(
      expect.arrayContaining(["NewsArticle", "BreadcrumbList"]),
    );
  });

  test("each page has Open Graph and Twitter tags", async ({ page }) => {
    await gotoHydrated(page, "/service-areas/milton");
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Milton/);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", /\/service-areas\/milton$/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  });
});
