import type { Page } from "@playwright/test";
import { expect, expectNoSeriousAxe, test } from "./fixtures.ts";
import { ownerAccount, signInConsole, startConsoleServer, type ConsoleServer } from "./console-session.ts";

// Issue 24 point 3, on a phone: the owner writes an article in the console
// with its live preview, publishes it, and finds it listed on /blog, in the
// sitemap and on its own page with its JSON-LD; a changed slug keeps the old
// address as a redirect; a draft is nowhere on the site. A production server
// of this spec's own.

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: "serial" });

let server: ConsoleServer;
test.beforeAll(async () => {
  server = await startConsoleServer([ownerAccount()]);
});
test.afterAll(async () => server?.stop());

async function expectAccessibleOnPhone(page: Page) {
  await expectNoSeriousAxe(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

const TITLE = "Tint care through a Gulf Coast winter";
const SUMMARY =
  "How to look after new window film when the Gulf Coast turns cool and damp: cleaning, curing and what to avoid.";

test("the owner writes an article with a live preview, publishes it, sees it on /blog, in the sitemap and with its JSON-LD; a new slug redirects the old one", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInConsole(page, server.origin, ownerAccount(), "/admin/articles");
  await expect(page.getByRole("heading", { name: "Blog and news", level: 1 })).toBeVisible();
  await expect(page.getByRole("list", { name: "Articles" })).toContainText("Florida Window Tint Law");
  await expectAccessibleOnPhone(page);

  await page.getByRole("link", { name: "New blog article" }).click();
  await expect(page.getByRole("heading", { name: "New blog article", level: 1 })).toBeVisible();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByLabel("Title", { exact: true }).fill(TITLE);
  await page.getByLabel("Address (slug)").fill("Winter Care!");
  await page.getByLabel("Summary (shown in the lists)").fill(SUMMARY);
  // The markdown, previewed by the server's sanitised renderer as it is typed.
  const body = page.getByLabel("Article (markdown)");
  await body.fill("## Curing takes longer\n\nKeep the windows **up** for three days.\n\n<script>alert(1)</script>");
  const preview = page.getByRole("region", { name: "Preview (as the page shows it)" });
  await expect(preview.getByRole("heading", { name: "Curing takes longer", level: 2 })).toBeVisible();
  await expect(preview.locator("strong")).toHaveText("up");
  expect(await preview.innerHTML()).not.toContain("script");
  await page
    .getByLabel("Picture", { exact: true })
    .selectOption({ label: "Illustration: new window tint aftercare curing guide" });
  await page.getByLabel(/^Picture description/).fill("A sedan with fresh tint on a cool morning");
  await page.getByLabel("Search title (optional)").fill("Winter window tint care");
  await expect(page.getByText("23 of")).toBeVisible();
  await page.getByRole("radio", { name: "Published" }).check();
  await page.getByRole("button", { name: "Save" }).click();

  // A slug that is not kebab-case is refused beside the field, nothing typed lost.
  const slug = page.getByLabel("Address (slug)");
  await expect(slug).toHaveAttribute("aria-invalid", "true");
  await expect(slug).toHaveAccessibleDescription(/small letters, digits and single hyphens/);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(TITLE);
  // Another article's address is refused too, with a clear message.
  await slug.fill("florida-window-tint-law-guide");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(slug).toHaveAccessibleDescription(
    /Another blog article already uses \/blog\/florida-window-tint-law-guide/,
  );
  await expect(body).toHaveValue(/Curing takes longer/);
  await slug.fill("winter-tint-care");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toContainText("It is on the site now.");
  await expectAccessibleOnPhone(page);

  // Listed on /blog (the newest first) and on its own page with its JSON-LD.
  await page.goto(`${server.origin}/blog`);
  const first = page.getByRole("main").getByRole("article").first();
  await expect(first.getByRole("link", { name: TITLE })).toBeVisible();
  await first.getByRole("link", { name: TITLE }).click();
  await expect(page).toHaveURL(`${server.origin}/blog/winter-tint-care`);
  await expect(page.getByRole("heading", { name: TITLE, level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Curing takes longer", level: 2 })).toBeVisible();
  await expect(page).toHaveTitle("Winter window tint care | Elite Window Tinting");
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (t) => JSON.parse(t) as Record<string, unknown>,
  );
  const posting = jsonLd.find((d) => d["@type"] === "BlogPosting");
  expect(posting).toMatchObject({
    headline: TITLE,
    description: SUMMARY,
    mainEntityOfPage: expect.stringMatching(/^https?:\/\/[^/]+\/blog\/winter-tint-care$/),
  });
  const crumbs = jsonLd.find((d) => d["@type"] === "BreadcrumbList") as { itemListElement: { name: string }[] };
  expect(crumbs.itemListElement.map((c) => c.name)).toEqual(["Home", "Blog", TITLE]);

  // In the sitemap.
  const sitemap = await (await fetch(`${server.origin}/sitemap.xml`)).text();
  expect(sitemap).toMatch(/<loc>https?:\/\/[^/<]+\/blog\/winter-tint-care<\/loc>/);

  // A new slug: the old address answers 301 to the new one.
  await page.goto(`${server.origin}/admin/articles`);
  await page
    .getByRole("list", { name: "Articles" })
    .getByRole("link", { name: new RegExp(TITLE) })
    .click();
  await page.getByLabel("Address (slug)").fill("winter-window-tint-care");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toContainText("It is on the site now.");
  const old = await fetch(`${server.origin}/blog/winter-tint-care`, { redirect: "manual" });
  expect(old.status).toBe(301);
  expect(new URL(old.headers.get("location")!, server.origin).pathname).toBe("/blog/winter-window-tint-care");
  await page.goto(`${server.origin}/blog/winter-tint-care`);
  await expect(page).toHaveURL(`${server.origin}/blog/winter-window-tint-care`);
  await expect(page.getByRole("heading", { name: TITLE, level: 1 })).toBeVisible();
  const moved = await (await fetch(`${server.origin}/sitemap.xml`)).text();
  expect(moved).toContain("/blog/winter-window-tint-care</loc>");
  expect(moved).not.toContain("/blog/winter-tint-care</loc>");
});

test("a draft is nowhere on the site: 404, not on /news, not in the sitemap", async ({ page }) => {
  await signInConsole(page, server.origin, ownerAccount(), "/admin/articles/new?kind=news");
  await page.getByLabel("Title", { exact: true }).fill("Our new location, not yet announced");
  await page.getByLabel("Address (slug)").fill("new-location");
  await page.getByLabel("Summary (shown in the lists)").fill(SUMMARY);
  await page.getByLabel("Article (markdown)").fill("We are moving. More soon.");
  await page.getByLabel("Picture", { exact: true }).selectOption({ index: 1 });
  await page.getByLabel(/^Picture description/).fill("The new shop front");
  await expect(page.getByRole("radio", { name: "Draft" })).toBeChecked();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toContainText("A draft: it is not on the site.");

  expect((await fetch(`${server.origin}/news/new-location`)).status).toBe(404);
  await page.goto(`${server.origin}/news`);
  await expect(page.getByRole("main")).not.toContainText("Our new location");
  expect(await (await fetch(`${server.origin}/sitemap.xml`)).text()).not.toContain("new-location");
});
