import AxeBuilder from "@axe-core/playwright";
import { expect, gotoHydrated, ROUTES, test } from "./fixtures.ts";

test.describe("every route", () => {
  for (const path of ROUTES) {
    test(`${path} answers 200 with header, footer, its own title, and no serious axe violations`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      expect(await page.title()).toContain("Elite Window Tinting");
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(canonical).toMatch(/^https?:\/\/[^/]+\//);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }

  test("an unknown URL renders the 404 page inside the header and footer with status 404", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });

  test("an unknown article, area or product is a 404 too", async ({ request }) => {
    for (const path of [
      "/blog/no-such-article",
      "/news/nope",
      "/service-areas/tallahassee",
      "/product/123",
      "/services/nope",
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });

  test("home has its sections", async ({ page }) => {
    await gotoHydrated(page, "/");
    for (const id of [
      "services",
      "services-automotive",
      "services-residential",
      "services-commercial",
      "contact",
      "privacy-policy",
    ]) {
      await expect(page.locator(`#${id}`)).toBeAttached();
    }
    const contact = page.locator("#contact");
    await expect(contact.getByRole("link", { name: "(850) 555-0142", exact: true })).toHaveAttribute(
      "href",
      "tel:+18505550142",
    );
    await expect(contact).toContainText("Mon-Sun 7AM-7PM");
  });

  test("client-side navigation shows the next page without a full reload", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole("contentinfo").getByRole("link", { name: "Destin" }).click();
    await expect(page).toHaveURL(/\/service-areas\/destin$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Destin");
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });
});

// Text, pictures and links are kept as the server's HTML in the browser
// (speed/static-region.tsx); their code comes only for client-side renders.
test.describe("the app's code comes after the first paint", () => {
  for (const path of ["/", "/service-areas/destin", "/shop"]) {
    test(`${path}: no script preload in the HTML; every script is requested after the first contentful paint, and the page hydrates`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      const html = (await response?.text()) ?? "";
      expect(html).toContain("<main");
      expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      const timings = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
        scripts: performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
          .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime })),
      }));
      expect(timings.firstPaint).toBeGreaterThan(0);
      expect(timings.scripts.length).toBeGreaterThan(2);
      for (const script of timings.scripts)
        expect(script.start, script.name).toBeGreaterThanOrEqual(timings.firstPaint);
      // Hydrated: the header's menus answer.
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    });
  }
});

test.describe("static regions", () => {
  const pages = [
    {
      path: "/",
      texts: [
        "Questions we hear every week",
        "We never sell or rent it",
        "Window tinting Navarre FL",
        "Send my quote request",
      ],
    },
    { path: "/service-areas/destin", texts: ["Why Destin clients call us", "Also serving"] },
    { path: "/blog/florida-window-tint-law-guide", texts: ["AS-1 line", "More from the blog"] },
    { path: "/gallery", texts: ["Select a photo to enlarge it"] },
  ];
  for (const { path, texts } of pages) {
    test(`${path} sends its words once: in the HTML, not again in its scripts`, async ({ page }) => {
      const scripts: Promise<string>[] = [];
      page.on("response", (response) => {
        if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""));
      });
      await gotoHydrated(page, path);
      await page.waitForLoadState("networkidle");
      const sources = await Promise.all(scripts);
      expect(sources.length).toBeGreaterThan(0);
      for (const text of texts) {
        await expect(page.locator("body")).toContainText(text);
        expect(sources.filter((source) => source.includes(text)).length, text).toBe(0);
      }
    });
  }

  // What static regions rely on from React (app/speed/static-region.tsx, decisions 011, 013): hydration
  // keeps an element with dangerouslySetInnerHTML as it is (React neither descends into it nor rewrites
  // it), and useSyncExternalStore gives the server snapshot while hydrating. Were either to change with
  // a React upgrade, the regions would be re-rendered (their code fetched) or emptied: this fails.
  const regionPages = [
    {
      path: "/",
      ids: [
        "home-intro",
        "contact-details",
        "contact-next-steps",
        "privacy-region",
        "footer-links",
        "footer-profiles",
        "footer-legal",
      ],
      chunk: /\/home-sections-/,
    },
    { path: "/service-areas/destin", ids: ["area-page", "footer-links"], chunk: /\/area-page-/ },
    { path: "/blog/florida-window-tint-law-guide", ids: ["article", "footer-legal"], chunk: /\/article-view-/ },
    { path: "/gallery", ids: ["gallery-intro", "gallery-outro"], chunk: /\/gallery-page-parts-/ },
  ];
  for (const { path, ids, chunk } of regionPages) {
    test(`${path}: hydrating leaves the regions' server HTML untouched, the same nodes, and fetches none of their code`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
      const scripts: string[] = [];
      page.on(
        "request",
        (request) => request.resourceType() === "script" && scripts.push(new URL(request.url()).pathname),
      );
      await page.addInitScript((ids: string[]) => {
        const watched = { mutations: [] as string[], nodes: new Map<string, Element>() };
        (window as unknown as { regions: typeof watched }).regions = watched;
        document.addEventListener("DOMContentLoaded", () => {
          for (const id of ids) {
            const element = document.getElementById(id);
            if (!element) continue;
            watched.nodes.set(id, element);
            new MutationObserver((records) =>
              watched.mutations.push(...records.map((record) => `${id}: ${record.type}`)),
            ).observe(element, {
              subtree: true,
              childList: true,
              attributes: true,
              characterData: true,
            });
          }
        });
      }, ids);
      await gotoHydrated(page, path);
      await page.waitForLoadState("networkidle");
      const result = await page.evaluate((ids: string[]) => {
        const { mutations, nodes } = (
          window as unknown as { regions: { mutations: string[]; nodes: Map<string, Element> } }
        ).regions;
        return {
          mutations,
          found: [...nodes.keys()],
          same: ids.filter((id) => nodes.get(id) === document.getElementById(id)),
        };
      }, ids);
      expect(result.found).toEqual(ids);
      expect(result.same, "the server's element is still in the page").toEqual(ids);
      expect(result.mutations, "nothing inside a region changed").toEqual([]);
      expect(errors, "no hydration error").toEqual([]);
      expect(scripts.filter((script) => chunk.test(script))).toEqual([]);
    });
  }

  test("the page's parts render in the browser when reached by client-side navigation, one area after another", async ({
    page,
  }) => {
    await gotoHydrated(page, "/about");
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole("contentinfo").getByRole("link", { name: "Destin" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Destin");
    await expect(page.getByTestId("area-facts")).toContainText("Okaloosa");
    // Same route, another area: the kept HTML must not linger.
    await page.getByRole("navigation", { name: "Nearby service areas" }).getByRole("link", { name: "Navarre" }).click();
    await expect(page).toHaveURL(/\/service-areas\/navarre$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Navarre");
    await expect(page.getByTestId("area-facts")).toContainText("Santa Rosa");
    await page.getByRole("banner").getByRole("link", { name: "Home" }).first().click();
    // The home page's lower sections are chunks of their own, fetched on this first visit.
    await expect(page.getByRole("heading", { name: "Questions we hear every week" })).toBeVisible({ timeout: 15_000 });
    await expect(page.locator("#contact form").getByRole("button", { name: "Send my quote request" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  test("a part whose code cannot be fetched says so and offers a reload; the rest of the page stays", async ({
    page,
  }) => {
    await gotoHydrated(page, "/about");
    await page.route(/\/assets\/area-page-[\w-]+\.js$/, (route) => route.abort("connectionfailed"));
    await page.getByRole("contentinfo").getByRole("link", { name: "Destin" }).click();
    await expect(page).toHaveURL(/\/service-areas\/destin$/);
    const notice = page.getByRole("main").getByRole("alert");
    await expect(notice).toContainText("This part of the page couldn't load");
    await expect(notice.getByRole("button", { name: "reload the page" })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });

  test("a link inside the server's HTML navigates in the app; a new tab or a phone link is left to the browser", async ({
    page,
  }) => {
    await gotoHydrated(page, "/service-areas/destin");
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: /^\(850\) 555-0142$/ }).first()).toHaveAttribute(
      "href",
      "tel:+18505550142",
    );
    await main
      .getByRole("link", { name: "Navarre" })
      .first()
      .click({ modifiers: ["Control"] }); // a new tab: this page stays
    await expect(page).toHaveURL(/\/service-areas\/destin$/);
    await main.getByRole("link", { name: "Navarre" }).first().click();
    await expect(page).toHaveURL(/\/service-areas\/navarre$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });
});

test("a centred spinner shows while the next page is loading", async ({ page }) => {
  await gotoHydrated(page, "/");
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/about\.data/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
  const spinner = page.getByRole("status", { name: "Loading page" });
  await expect(spinner).toBeVisible();
  const box = (await spinner.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(4);
  expect(Math.abs(box.y + box.height / 2 - viewport.height / 2)).toBeLessThan(4);
  release();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("About");
  await expect(spinner).toBeHidden();
});
