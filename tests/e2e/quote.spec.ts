import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import { FORM_TOKEN_FIELD, FORM_TOKEN_PLACEHOLDER } from "../../app/features/quote/form-token.ts";
import { expect, gotoHydrated, test } from "./fixtures.ts";

// The quote form in #contact (issue 5), against the production server.

/**
 * Each test is its own visitor for the per-address rate limit: the e2e server
 * trusts one proxy hop, so a single-entry X-Forwarded-For is the visitor.
 */
async function beVisitor(page: Page): Promise<string> {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  const address = `198.18.${octet()}.${octet()}`;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": address });
  return address;
}

/**
 * The form rejects (silently) what is sent faster than a person could fill
 * it; a test that fills it in a blink waits out the rest of those 3 seconds.
 */
async function likeAPerson(page: Page) {
  const loadedAt = await page.evaluate(() => performance.timeOrigin);
  const wait = 3_300 - (Date.now() - loadedAt);
  if (wait > 0) await page.waitForTimeout(wait);
}

const form = (page: Page) => page.locator("#contact form");

/** The form's one action: the page's own post without JavaScript; its fetcher posts to the same action's data URL. */
const ACTION = "/?index";
const isFetcherPost = (request: { url(): string; method(): string }) =>
  request.method() === "POST" && new URL(request.url()).pathname === "/_.data";
const field = (page: Page, label: string | RegExp) =>
  form(page).getByLabel(label, { exact: typeof label === "string" });

async function fillAutomotive(page: Page, overrides: { name?: string; location?: string } = {}) {
  await field(page, "Your name *").fill(overrides.name ?? "Dana Whitfield");
  await field(page, "Phone").fill("850 555 0199");
  await form(page).getByRole("radio", { name: "Text", exact: true }).check();
  await form(page)
    .getByRole("radio", { name: /Automotive tint/ })
    .check();
  await field(page, "Make *").fill("Toyota");
  await field(page, "Model *").fill("Tacoma");
  await form(page).getByRole("radio", { name: "Truck", exact: true }).check();
  await field(page, "Town or zip code *").fill(overrides.location ?? "Destin");
}

test.describe("the quote form with JavaScript", () => {
  test("shows errors beside the fields on submit and as you type, focuses the first, then confirms", async ({
    page,
  }) => {
    await beVisitor(page);
    await gotoHydrated(page, "/#contact");
    await expect(page.getByRole("heading", { name: "Request your free quote" })).toBeInViewport();

    await form(page).getByRole("button", { name: "Send my quote request" }).click();
    const alert = form(page).getByRole("alert");
    await expect(alert).toContainText(
      "Please check 5 fields: name, phone, best way to reach you, service, town or zip code.",
    );
    const name = field(page, "Your name *");
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Please tell us your name.");

    await name.fill("Dana Whitfield");
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
    const phone = field(page, "Phone");
    await phone.fill("555-01");
    await expect(phone).toHaveAccessibleDescription(/Enter a 10-digit US phone number/);
    await phone.fill("850 555 0199");
    await expect(phone).not.toHaveAttribute("aria-invalid", "true");

    // The vehicle questions appear for automotive, the property ones for a home.
    await expect(page.getByTestId("vehicle-fields")).toBeHidden();
    await form(page)
      .getByRole("radio", { name: /Residential tint/ })
      .check();
    await expect(page.getByTestId("property-fields")).toBeVisible();
    await expect(page.getByTestId("vehicle-fields")).toBeHidden();
    await fillAutomotive(page);
    await expect(page.getByTestId("vehicle-fields")).toBeVisible();
    await expect(page.getByTestId("property-fields")).toBeHidden();
    await expect(alert).toBeEmpty();

    await likeAPerson(page);
    await form(page).getByRole("button", { name: "Send my quote request" }).click();
    const confirmation = page.getByRole("status").filter({ hasText: "Your request is in" });
    await expect(confirmation).toContainText("Thanks, Dana Whitfield! Your request is in.");
    await expect(confirmation).toContainText(
      "What happens next: we'll text you during opening hours (Mon-Sun 7AM-7PM)",
    );
    await expect(confirmation).toContainText("Destin is in our mobile service area");
    await expect(confirmation.getByRole("link", { name: "(850) 555-0142" })).toHaveAttribute(
      "href",
      "tel:+18505550142",
    );
    await expect(confirmation).toBeFocused();

    await confirmation.getByRole("link", { name: "Send another request" }).click();
    await expect(field(page, "Your name *")).toHaveValue("");
  });

  test("reached by client-side navigation, the form carries a fresh token from the page's data and sends", async ({
    page,
  }) => {
    await beVisitor(page);
    await gotoHydrated(page, "/about");
    const clickedAt = Date.now();
    const data = page.waitForResponse((r) => new URL(r.url()).pathname === "/_.data" && r.status() === 200);
    await page.getByRole("banner").getByRole("link", { name: "Get a Quote" }).click();
    await data;
    await expect(page).toHaveURL(/\/#contact$/);
    await fillAutomotive(page, { name: "Client Nav" });
    // A real token (not the build's placeholder), issued for this navigation: its first part is its issue time.
    const token = await form(page).locator(`input[name="${FORM_TOKEN_FIELD}"]`).inputValue();
    expect(token).not.toBe(FORM_TOKEN_PLACEHOLDER);
    const issuedAt = parseInt(token.split(".")[0] ?? "", 36);
    expect(issuedAt).toBeGreaterThanOrEqual(clickedAt - 1_000);
    // A person takes 3 s from the token's issue to Send.
    const wait = issuedAt + 3_300 - Date.now();
    if (wait > 0) await page.waitForTimeout(wait);
    await form(page).getByRole("button", { name: "Send my quote request" }).click();
    // The confirmation, or (to say why in the failure) the form's own message.
    const answer = page
      .getByRole("heading", { name: /Your request is in/ })
      .or(form(page).getByRole("alert").filter({ hasText: /\w/ }));
    await expect(answer).toContainText("Thanks, Client Nav!", { timeout: 20_000 });
  });

  test("answers whether a town or zip code is served, with a link to its page or an offer to call", async ({
    page,
  }) => {
    await gotoHydrated(page, "/#contact");
    const location = field(page, "Town or zip code *");
    const answer = page.getByTestId("area-check");
    await location.fill("32571");
    await expect(answer).toContainText("Yes, we come to you in Milton and Pace (32571).");
    await location.fill("32401");
    await expect(answer).toContainText("No, we don't come to 32401 (Panama City, FL)");
    await expect(answer.getByRole("link", { name: "(850) 555-0142" })).toHaveAttribute("href", "tel:+18505550142");
    await location.fill("Panama City");
    await expect(answer).toContainText("The nearest area we serve is Destin");
    await location.fill("Ft. Walton Beach");
    await expect(answer).toContainText("Yes, we come to you in Fort Walton Beach");
    await expect(location).toHaveAccessibleDescription(/Yes, we come to you in Fort Walton Beach/);
    await answer.getByRole("link", { name: "Fort Walton Beach" }).click();
    await expect(page).toHaveURL(/\/service-areas\/window-tinting-near-fort-walton-fl$/);
  });

  test("shows hostile text as text, and a clear message when an address sends too many", async ({ page, request }) => {
    const address = await beVisitor(page);
    await gotoHydrated(page, "/#contact");
    await fillAutomotive(page, { name: `<img src=x onerror="document.title='pwned'">` });
    await likeAPerson(page);
    await form(page).getByRole("button", { name: "Send my quote request" }).click();
    await expect(page.getByRole("heading", { name: /Your request is in/ })).toContainText(
      `Thanks, <img src=x onerror="document.title='pwned'">!`,
    );
    expect(await page.title()).not.toBe("pwned");

    // Use up this address's allowance (8 in 10 minutes), then try once more from the page.
    for (let i = 0; i < 8; i++)
      await request.post(ACTION, { headers: { "x-forwarded-for": address }, form: { name: "x" } });
    await page.getByRole("link", { name: "Send another request" }).click();
    await fillAutomotive(page, { name: "Dana Whitfield" });
    await field(page, "Anything else we should know?").fill("Please keep this");
    await form(page).getByRole("button", { name: "Send my quote request" }).click();
    await expect(form(page).getByRole("alert")).toContainText(
      "You've sent several requests in the last few minutes. Please wait 10 minutes",
    );
    await expect(form(page).getByRole("alert")).toBeFocused();
    await expect(field(page, "Anything else we should know?")).toHaveValue("Please keep this");
  });

  test("keeps everything typed when the server cannot be reached, and sends once it can", async ({ page }) => {
    await beVisitor(page);
    await gotoHydrated(page, "/#contact");
    await fillAutomotive(page);
    await field(page, "Anything else we should know?").fill("Still here?");
    await form(page)
      .getByRole("checkbox", { name: /Apply the welcome offer/ })
      .check();
    let aborted = 0;
    const dataUrl = (url: URL) => url.pathname === "/_.data";
    await page.route(dataUrl, async (route) => {
      if (!isFetcherPost(route.request())) return route.continue();
      aborted += 1;
      return route.abort("connectionfailed");
    });
    await form(page).getByRole("button", { name: "Send my quote request" }).click();
    // The form stays, not the error page: the message, and every value and choice.
    await expect(form(page).getByRole("alert")).toContainText(
      "We couldn't reach our server. Everything you typed is still here",
    );
    await expect(form(page).getByRole("alert")).toBeFocused();
    expect(aborted).toBe(1);
    await expect(page.getByRole("heading", { name: "Request your free quote" })).toBeVisible();
    await expect(field(page, "Anything else we should know?")).toHaveValue("Still here?");
    await expect(field(page, "Model *")).toHaveValue("Tacoma");
    await expect(form(page).getByRole("radio", { name: "Truck", exact: true })).toBeChecked();
    await expect(form(page).getByRole("checkbox", { name: /Apply the welcome offer/ })).toBeChecked();
    await expect(form(page).getByRole("button", { name: "Send my quote request" })).toBeEnabled();
    await page.unroute(dataUrl);
    await likeAPerson(page);
    await form(page).getByRole("button", { name: "Send my quote request" }).click();
    await expect(page.getByRole("heading", { name: /Your request is in/ })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Your request is in" })).toContainText(
      "Your 20% first-time customer discount is noted",
    );
  });

  test("posts through React Router's fetcher to the page's own action, showing Sending… meanwhile", async ({
    page,
  }) => {
    await beVisitor(page);
    await gotoHydrated(page, "/#contact");
    await fillAutomotive(page);
    await likeAPerson(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === "/_.data",
      async (route) => {
        if (isFetcherPost(route.request())) await held;
        await route.continue();
      },
    );
    const posted = page.waitForRequest(isFetcherPost);
    await form(page).getByRole("button", { name: "Send my quote request" }).click();
    expect(new URL((await posted).url()).search).toBe("?index");
    const sending = form(page).getByRole("button", { name: /Sending/ });
    await expect(sending).toBeDisabled();
    release();
    await expect(page.getByRole("heading", { name: /Your request is in/ })).toBeVisible();
    // The page was not reloaded nor its data fetched again: the address is the same.
    await expect(page).toHaveURL(/\/#contact$/);
  });

  test("a flood that rotates the leftmost X-Forwarded-For entry through the trusted proxy is still one visitor: limited", async ({
    request,
  }) => {
    const octet = () => Math.floor(Math.random() * 250) + 1;
    const visitor = `198.20.${octet()}.${octet()}`;
    const spoofed = (i: number) => ({ "x-forwarded-for": `10.${i}.${octet()}.${octet()}, ${visitor}` });
    // Quote requests: 8 in 10 minutes, whatever the client writes before the proxy's entry.
    const quote = [];
    for (let i = 0; i < 10; i++)
      quote.push((await request.post(ACTION, { headers: spoofed(i), form: { name: "x" } })).status());
    expect(quote.slice(0, 8).every((status) => status !== 429)).toBe(true);
    expect(quote.slice(8)).toEqual([429, 429]);
    // The chat: 20 a minute (counted before the body is read, so these cheap posts count).
    const chat = [];
    for (let i = 0; i < 22; i++)
      chat.push(
        (
          await request.post("/api/chatbot", { headers: { ...spoofed(i), "content-type": "text/plain" }, data: "hi" })
        ).status(),
      );
    expect(chat.filter((status) => status === 429)).toHaveLength(2);
    expect(chat.slice(20)).toEqual([429, 429]);
  });

  test("the action answers bad input with a 4xx and a message, to the page and to the fetcher, never a 500", async ({
    request,
  }) => {
    const headers = { "x-forwarded-for": "198.19.0.1" };
    for (const path of [ACTION, "/_.data?index"]) {
      const json = await request.post(path, {
        headers: { ...headers, "content-type": "application/json" },
        data: { name: "x" },
      });
      expect(json.status(), path).toBe(415);
      expect(await json.text(), path).toContain("Please send the quote form from the page.");
      const huge = await request.post(path, { headers, form: { name: "x".repeat(40_000) } });
      expect(huge.status(), path).toBe(413);
      expect(await huge.text(), path).toMatch(/more than we can take/);
      const noToken = await request.post(path, { headers, form: { name: "Dana" } });
      expect(noToken.status(), path).toBe(400);
      expect(await noToken.text(), path).toContain("Your form needed a refresh");
    }
    // The old JSON endpoint is gone: one action serves the form.
    expect(await request.post("/quote", { headers, form: { name: "x" } }).then((r) => r.status())).toBe(405);
  });
});

test.describe("the quote form's code, fetched when the visitor starts on it", () => {
  // The page arrives with the server's copy of the form (quote-form-on-demand.tsx).
  const formCode = /\/assets\/quote-form-(?!on-demand)[\w-]+\.js$/;
  /** Holds the download of the form's code until the returned function is called. */
  async function holdFormCode(page: Page): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(formCode, async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }

  test("is not part of the landing page's first screen; it arrives as the form nears the screen, before any touch", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await gotoHydrated(page, "/");
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((url) => formCode.test(url))).toEqual([]);
    const fetched = page.waitForRequest((request) => formCode.test(request.url()));
    await page.evaluate(() =>
      document.getElementById("contact")!.scrollIntoView({ behavior: "instant", block: "start" }),
    );
    await fetched;
    // Already the interactive form at the first keystroke: the counter follows the typing.
    await field(page, "Anything else we should know?").pressSequentially("Hello");
    await expect(form(page).getByText(/^\d+ \/ 2000$/)).toHaveText("5 / 2000");
  });

  test("keeps what was typed and chosen while it loads, with the caret where it was", async ({ page }) => {
    const release = await holdFormCode(page);
    await gotoHydrated(page, "/#contact");
    await field(page, "Your name *").pressSequentially("Dana");
    await form(page)
      .getByRole("radio", { name: /Automotive tint/ })
      .check();
    await expect(page.getByTestId("vehicle-fields")).toBeVisible(); // CSS shows them, no script needed
    await field(page, "Model *").pressSequentially("Tacoma");
    const message = field(page, "Anything else we should know?");
    await message.pressSequentially("Hi");
    const counter = form(page).getByText(/^\d+ \/ 2000$/);
    await expect(counter).toHaveText("0 / 2000"); // the server's copy does not count
    release();
    await expect(counter).toHaveText("2 / 2000"); // the interactive form took over, with the text
    await expect(message).toBeFocused();
    await message.pressSequentially(" there");
    await expect(message).toHaveValue("Hi there");
    await expect(counter).toHaveText("8 / 2000");
    await expect(field(page, "Your name *")).toHaveValue("Dana");
    await expect(field(page, "Model *")).toHaveValue("Tacoma");
    await expect(form(page).getByRole("radio", { name: /Automotive tint/ })).toBeChecked();
  });

  test("keeps selects, radio buttons and a checkbox changed while it loads (speed/form-on-demand.tsx)", async ({
    page,
  }) => {
    const release = await holdFormCode(page);
    await gotoHydrated(page, "/#contact");
    await form(page)
      .getByRole("radio", { name: /Residential tint/ })
      .check();
    await field(page, /^Property type/).selectOption("condo");
    await field(page, "Roughly how many windows?").selectOption("6-10");
    await form(page).getByRole("radio", { name: "Text", exact: true }).check();
    const offer = form(page).getByRole("checkbox", { name: /Apply the welcome offer/ });
    await offer.check();
    const counter = form(page).getByText(/^\d+ \/ 2000$/);
    release();
    await field(page, "Anything else we should know?").pressSequentially("Hi");
    await expect(counter).toHaveText("2 / 2000"); // the interactive form took over
    await expect(form(page).getByRole("radio", { name: /Residential tint/ })).toBeChecked();
    await expect(field(page, /^Property type/)).toHaveValue("condo");
    await expect(field(page, "Roughly how many windows?")).toHaveValue("6-10");
    await expect(form(page).getByRole("radio", { name: "Text", exact: true })).toBeChecked();
    await expect(offer).toBeChecked();
  });

  test("a welcome offer unticked while it loads stays unticked, though the offer was claimed", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.evaluate(() => window.sessionStorage.setItem("eliteWelcomeOfferClaimed", "true"));
    const release = await holdFormCode(page);
    await gotoHydrated(page, "/#contact"); // the claim asks for the form's code at once: held
    const offer = form(page).getByRole("checkbox", { name: /Apply the welcome offer/ });
    await offer.check(); // the server's copy does not know of the claim: tick, then untick
    await offer.uncheck();
    release();
    await field(page, "Anything else we should know?").pressSequentially("Hi");
    await expect(form(page).getByText(/^\d+ \/ 2000$/)).toHaveText("2 / 2000"); // the interactive form took over
    await expect(offer).not.toBeChecked();
    await expect(page.getByTestId("offer-applied")).toBeHidden();
  });

  test("Send pressed before it arrives is answered once it does", async ({ page }) => {
    const release = await holdFormCode(page);
    await gotoHydrated(page, "/#contact");
    await form(page).getByRole("button", { name: "Send my quote request" }).click();
    release();
    await expect(form(page).getByRole("alert")).toContainText("Please check 5 fields");
    await expect(field(page, "Your name *")).toBeFocused();
    expect(new URL(page.url()).search).toBe(""); // answered in the page, not by a post
  });

  test("if it cannot be fetched, the server's form still sends the request", async ({ page }) => {
    await beVisitor(page);
    await page.route(formCode, (route) => route.abort("connectionfailed"));
    await gotoHydrated(page, "/#contact");
    await fillAutomotive(page, { name: "No Script Luck" });
    await likeAPerson(page);
    await form(page).getByRole("button", { name: "Send my quote request" }).click();
    await expect(page.getByRole("heading", { name: /Your request is in/ })).toContainText("Thanks, No Script Luck!");
  });

  test("a visitor who claimed the welcome offer sees it applied as the page loads", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.evaluate(() => window.sessionStorage.setItem("eliteWelcomeOfferClaimed", "true"));
    await gotoHydrated(page, "/");
    await expect(page.getByTestId("offer-applied")).toBeVisible();
    await expect(form(page).getByRole("checkbox", { name: /Apply the welcome offer/ })).toBeChecked();
  });
});

test.describe("the quote form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("posts to the page, which shows the same errors, keeps what was typed, then the confirmation; the owner can read it", async ({
    page,
  }) => {
    test.setTimeout(90_000); // the owner's script copies and opens the server's database
    await beVisitor(page);
    await page.goto("/#contact");
    // Without JavaScript the page cannot be asked when it loaded: count from here.
    const loadedAt = Date.now();
    const waitOutFillTime = () => page.waitForTimeout(Math.max(0, 3_300 - (Date.now() - loadedAt)));
    await field(page, "Your name *").fill("Jo Nojs");
    await form(page).getByRole("textbox", { name: "Email", exact: true }).fill("jo@");
    await form(page)
      .getByRole("radio", { name: /Paint protection film/ })
      .check();
    await expect(page.getByTestId("vehicle-fields")).toBeVisible();
    await waitOutFillTime();
    await form(page).getByRole("button", { name: "Send my quote request" }).click();

    await expect(form(page).getByRole("alert")).toContainText("Please check");
    const email = form(page).getByRole("textbox", { name: "Email", exact: true });
    await expect(email).toHaveValue("jo@");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(/Enter an email address like name@example\.com\.$/);
    await expect(field(page, "Make *")).toHaveAccessibleDescription("Enter the make, like Toyota.");
    await expect(field(page, "Your name *")).toHaveValue("Jo Nojs");
    await expect(form(page).getByRole("radio", { name: /Paint protection film/ })).toBeChecked();
    await expect(email).toBeFocused();

    await email.fill("jo@example.com");
    await form(page).getByRole("radio", { name: "Email", exact: true }).check();
    await field(page, "Year").fill("2019");
    await field(page, "Make *").fill("Tesla");
    await field(page, "Model *").fill("Model 3");
    await form(page).getByRole("radio", { name: "Car", exact: true }).check();
    await field(page, "Town or zip code *").fill("32563");
    await form(page)
      .getByRole("checkbox", { name: /Apply the welcome offer/ })
      .check();
    await form(page).getByRole("button", { name: "Send my quote request" }).click();

    const confirmation = page.getByRole("status").filter({ hasText: "Your request is in" });
    await expect(confirmation).toContainText("Thanks, Jo Nojs! Your request is in.");
    await expect(confirmation).toContainText("we'll email you");
    await expect(confirmation).toContainText("Gulf Breeze is in our mobile service area");
    await expect(confirmation).toContainText("Your 20% first-time customer discount is noted");
    await expect(confirmation).toBeFocused();

    // The owner's script reads it back from the server's database.
    const { stdout } = await promisify(execFile)(process.execPath, ["scripts/owner-quotes.ts"], {
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: "" },
    });
    expect(stdout).toMatch(/Name: +Jo Nojs/);
    expect(stdout).toMatch(/Vehicle: +2019 Tesla Model 3 \(Car\)/);
    expect(stdout).toMatch(/Welcome offer: +Claimed/);
    expect(stdout).toContain("SMTP_URL is not set");
  });
});

test("every Get a Quote button leads to the quote form", async ({ page }) => {
  test.setTimeout(90_000); // eight page loads and three long smooth scrolls
  for (const path of ["/", "/about", "/services/automotive-window-tinting", "/service-areas/destin", "/shop"]) {
    await gotoHydrated(page, path);
    const buttons = page.getByRole("link", { name: /^Get a Quote/ });
    expect(await buttons.count(), path).toBeGreaterThan(0);
    for (const href of await buttons.evaluateAll((as) => as.map((a) => a.getAttribute("href"))))
      expect(href, path).toBe("/#contact");
  }
  for (const [path, name] of [
    ["/service-areas/destin", "Get a Quote in Destin"],
    ["/services/residential-window-tinting", "Get a Quote"],
  ] as const) {
    await gotoHydrated(page, path);
    await page.getByRole("main").getByRole("link", { name, exact: true }).first().click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.getByRole("heading", { name: "Request your free quote" })).toBeInViewport({ timeout: 15_000 });
  }
  await gotoHydrated(page, "/");
  await page.getByRole("main").getByRole("link", { name: "Get a Quote" }).first().click();
  await expect(page.getByRole("heading", { name: "Request your free quote" })).toBeInViewport({ timeout: 15_000 });
});
