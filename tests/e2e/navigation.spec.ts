import { expect, gotoHydrated, test } from "./fixtures.ts";

const groups = {
  Services: [
    ["Automotive Tinting", "/#services-automotive", "Cooler rides, sleek looks."],
    ["Residential Tinting", "/#services-residential", "Enhance privacy and save energy."],
    ["Commercial Tinting", "/#services-commercial", "Protect assets and lower costs."],
  ],
  Explore: [
    ["Gallery", "/gallery", "See our quality work."],
    ["Service Areas", "/service-areas", "Find us near you."],
    ["Blog", "/blog", "Expert tips and insights."],
    ["News", "/news", "Latest announcements."],
  ],
  Company: [
    ["About Us", "/about", "Our story and mission."],
    ["Reviews", "/reviews", "What our clients say."],
    ["Contact", "/#contact", "Get in touch with us."],
  ],
};

test.describe("header", () => {
  test("has the logo home link, Home, Shop, cart and Get a Quote", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Elite Window Tinting home" })).toHaveAttribute("href", "/");
    const nav = header.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("href", "/");
    await expect(nav.getByRole("link", { name: "Shop", exact: true })).toHaveAttribute("href", "/shop");
    await expect(header.getByRole("button", { name: /Open cart/ })).toBeVisible();
    await expect(header.getByRole("link", { name: "Get a Quote" })).toHaveAttribute("href", "/#contact");
  });

  for (const [group, items] of Object.entries(groups)) {
    test(`the ${group} dropdown lists its links with descriptions`, async ({ page }) => {
      await gotoHydrated(page, "/about");
      const nav = page.getByRole("navigation", { name: "Main" });
      const button = nav.getByRole("button", { name: group });
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      const panel = page.locator(`#${await button.getAttribute("aria-controls")}`.replace(/:/g, "\\:"));
      const links = panel.getByRole("link");
      await expect(links).toHaveCount(items.length);
      for (const [i, [label, href, description]] of items.entries()) {
        await expect(links.nth(i)).toHaveAttribute("href", href!);
        await expect(links.nth(i)).toContainText(label!);
        await expect(links.nth(i)).toContainText(description!);
      }
      await page.keyboard.press("Escape");
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(button).toBeFocused();
    });
  }

  test("a dropdown link navigates and closes the menu", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Explore" }).click();
    await nav.getByRole("link", { name: /Service Areas/ }).click();
    await expect(page).toHaveURL(/\/service-areas$/);
    await expect(nav.getByRole("button", { name: "Explore" })).toHaveAttribute("aria-expanded", "false");
  });

  test("is transparent at the top and solid after more than 20 px of scroll", async ({ page }) => {
    await gotoHydrated(page, "/blog/florida-window-tint-law-guide");
    const header = page.getByRole("banner");
    const backdrop = page.getByTestId("header-backdrop");
    await expect(header).toHaveAttribute("data-solid", "false");
    expect(await backdrop.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgba(0, 0, 0, 0)");
    expect(await backdrop.evaluate((el) => getComputedStyle(el).backdropFilter)).toBe("none");
    await page.evaluate(() => window.scrollTo(0, 20));
    await page.waitForTimeout(100);
    await expect(header).toHaveAttribute("data-solid", "false");
    await page.evaluate(() => window.scrollTo(0, 21));
    await expect(header).toHaveAttribute("data-solid", "true");
    await expect.poll(() => backdrop.evaluate((el) => getComputedStyle(el).backdropFilter)).toContain("blur");
    expect(await backdrop.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe("rgba(0, 0, 0, 0)");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-solid", "false");
  });
});

test.describe("links", () => {
  test("external links open in a new tab with noopener noreferrer; tel, mailto and # links open normally", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const links = await page.locator("a[href]").evaluateAll((as) =>
      as.map((a) => ({
        href: a.getAttribute("href")!,
        target: a.getAttribute("target"),
        rel: a.getAttribute("rel"),
      })),
    );
    expect(links.length).toBeGreaterThan(20);
    for (const link of links) {
      if (/^\/(?!\/)/.test(link.href) || /^(#|tel:|mailto:|sms:)/.test(link.href)) {
        expect(link.target, link.href).toBeNull();
      } else {
        expect(link.target, link.href).toBe("_blank");
        expect(link.rel, link.href).toBe("noopener noreferrer");
      }
    }
    expect(links.some((l) => l.href.startsWith("tel:"))).toBe(true);
    expect(links.some((l) => l.href.startsWith("https://"))).toBe(true);
  });

  test("every Get a Quote button leads to the contact section", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await page.getByRole("banner").getByRole("link", { name: "Get a Quote" }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator("#contact")).toBeInViewport();
  });
});

test.describe("footer", () => {
  test("has exactly the contents of the spec", async ({ page }) => {
    await gotoHydrated(page, "/reviews");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "(850) 555-0142" })).toHaveAttribute("href", "tel:+18505550142");
    await expect(footer).toContainText("Mon-Sun 7AM-7PM");
    await expect(footer).toContainText("Mobile Service in Navarre & surrounding areas");
    await expect(footer).toContainText("Ceramic tint for cars, homes and businesses.");

    const list = (name: string) => footer.getByRole("navigation", { name }).getByRole("link");
    const pairs = async (name: string) =>
      list(name).evaluateAll((as) => as.map((a) => [a.textContent!.trim(), a.getAttribute("href")]));
    expect(await pairs("Quick Links")).toEqual([
      ["Home", "/"],
      ["Shop", "/shop"],
      ["Services", "/#services"],
      ["About Us", "/about"],
      ["Contact Us", "/#contact"],
    ]);
    expect(await pairs("Our Services")).toEqual(
      [
        "Car Window Tinting",
        "Ceramic Tinting",
        "Home Window Tinting",
        "Commercial Tinting",
        "Mobile Window Tinting",
      ].map((l) => [l, "/#services"]),
    );
    expect(await pairs("Top Service Areas")).toEqual([
      ["Navarre", "/service-areas/navarre"],
      ["Fort Walton Beach", "/service-areas/window-tinting-near-fort-walton-fl"],
      ["Gulf Breeze", "/service-areas/gulf-breeze"],
      ["Pensacola", "/service-areas/pensacola"],
      ["Destin", "/service-areas/destin"],
      ["Milton", "/service-areas/milton"],
      ["Pace", "/service-areas/pace"],
      ["Crestview", "/service-areas/crestview"],
    ]);
    for (const name of ["Google Maps", "Facebook", "Yelp", "Better Business Bureau"]) {
      const link = footer.getByRole("link", { name });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("href", /^https:\/\//);
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Elite Window Tinting`);
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/#privacy-policy");
    await expect(footer).toContainText("mobile window tinting in Navarre");
  });

  test("the map costs nothing until asked for", async ({ page }) => {
    await gotoHydrated(page, "/reviews");
    const footer = page.getByRole("contentinfo");
    await expect(footer.locator("iframe")).toHaveCount(0);
    // Block the provider so the test stays offline; the frame's address is what matters.
    await page.route("https://www.google.com/**", (route) => route.fulfill({ status: 204, body: "" }));
    await footer.getByRole("button", { name: /live map/ }).click();
    await expect(footer.locator("iframe")).toHaveAttribute("src", /^https:\/\/www\.google\.com\/maps/);
    await expect(footer.locator("iframe")).toHaveAttribute("title", "Map of Navarre, FL");
  });
});

test.describe("gallery lightbox", () => {
  test("opens from the keyboard, pages with arrows, and closes with Escape returning focus", async ({ page }) => {
    await gotoHydrated(page, "/gallery");
    const items = page.getByRole("button", { name: /^Enlarge:/ });
    expect(await items.count()).toBeGreaterThanOrEqual(12);
    await items.first().focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("1 of");
    await page.keyboard.press("ArrowRight");
    await expect(dialog).toContainText("2 of");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(items.first()).toBeFocused();
    await page.getByRole("button", { name: "Paint Protection", exact: true }).click();
    await expect(items).toHaveCount(2);
  });
});

test("the reviews page shows the average of at least 12 reviews", async ({ page }) => {
  await gotoHydrated(page, "/reviews");
  await expect(page.getByTestId("review-average")).toContainText(/\d\.\d/);
  expect(await page.getByRole("img", { name: /out of 5 stars/ }).count()).toBeGreaterThanOrEqual(13);
});
