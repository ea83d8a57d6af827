import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test } from "./fixtures.ts";

// The Elite AI Assistant widget (SPEC.md 2, 4, 5, 8) against the real
// function, with Playwright's clock for the button's 1 s delay.

const PHONE = "(850) 555-0142";

/** A paused clock from before the page loads: timers fire only when the test moves time on. */
async function pauseClock(page: Page) {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  // Sizes are measured without the opening animation.
  await page.emulateMedia({ reducedMotion: "reduce" });
}

async function openChat(page: Page, path = "/") {
  await pauseClock(page);
  await gotoHydrated(page, path);
  await page.clock.runFor(1100);
  // From here on time flows (React's Suspense reveal waits on a timer too).
  await page.clock.resume();
  await page.getByRole("button", { name: "Chat with the Elite AI Assistant" }).click();
  const panel = page.getByRole("dialog", { name: "Elite AI Assistant" });
  await expect(panel).toBeVisible();
  return panel;
}

const assistantMessages = (page: Page) => page.getByTestId("chat-message-assistant");
const userMessages = (page: Page) => page.getByTestId("chat-message-user");

test.describe("chat widget", () => {
  test("when the panel's code cannot be fetched, it says so with the phone number, and the page stays", async ({
    page,
  }) => {
    await page.route(/\/assets\/chat-panel-[^/]+\.js$/, (route) => route.abort("internetdisconnected"));
    await gotoHydrated(page, "/about");
    await page.getByRole("button", { name: "Chat with the Elite AI Assistant" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "The assistant couldn't load" });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole("link", { name: "(850) 555-0142" })).toHaveAttribute("href", "tel:+18505550142");
    await alert.getByRole("button", { name: "Close" }).click();
    await expect(alert).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("the round button appears after 1 s, and the panel's code loads only when it is opened", async ({ page }) => {
    const panelChunks: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/chat-panel-[^/]+\.js$/.test(request.url())) panelChunks.push(request.url());
    });
    await pauseClock(page);
    await gotoHydrated(page, "/");
    const button = page.getByRole("button", { name: "Chat with the Elite AI Assistant" });
    await page.clock.runFor(900);
    await expect(button).toHaveCount(0);
    await page.clock.runFor(150);
    await expect(button).toBeVisible();
    const box = (await button.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(Math.round(box.width)).toBe(Math.round(box.height));
    expect(box.x + box.width).toBeGreaterThan(viewport.width - 40);
    expect(box.y + box.height).toBeGreaterThan(viewport.height - 40);
    await expect(button).toHaveCSS("border-radius", /px/);
    expect(panelChunks).toEqual([]);

    await page.clock.resume();
    await button.click();
    await expect(page.getByRole("dialog", { name: "Elite AI Assistant" })).toBeVisible();
    expect(panelChunks).toHaveLength(1);
  });

  test("the panel: title, 350x500 px, placeholder, and the function's greeting", async ({ page }) => {
    const greetingRequests: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/api/chatbot")) greetingRequests.push(r.postData() ?? "");
    });
    const panel = await openChat(page);
    await expect(panel.getByRole("heading", { name: "Elite AI Assistant" })).toBeVisible();
    const box = (await panel.boundingBox())!;
    expect(Math.round(box.width)).toBe(350);
    expect(Math.round(box.height)).toBe(500);
    await expect(panel.getByRole("textbox", { name: "Your question" })).toHaveAttribute(
      "placeholder",
      "Ask a question...",
    );
    await expect(panel.getByRole("textbox", { name: "Your question" })).toBeFocused();
    await expect(assistantMessages(page).first()).toContainText("I'm the Elite AI Assistant for Elite Window Tinting");
    expect(greetingRequests).toEqual(['{"messages":[]}']);

    // Closing keeps the conversation; opening again asks for no second greeting.
    await panel.getByRole("button", { name: "Close chat" }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole("button", { name: "Chat with the Elite AI Assistant" })).toBeFocused();
    await page.getByRole("button", { name: "Chat with the Elite AI Assistant" }).click();
    await expect(assistantMessages(page)).toHaveCount(1);
    expect(greetingRequests).toHaveLength(1);
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
  });

  test("the fallback greeting when the function fails (error field or no connection)", async ({ page }) => {
    await page.route("**/api/chatbot", (route) => route.fulfill({ status: 503, json: { error: "unavailable" } }));
    const panel = await openChat(page);
    await expect(assistantMessages(page)).toHaveText(
      `Assistant: Hi! I'm the Elite AI Assistant. I'm having a little trouble connecting right now, but you can browse our site to learn about our services, or call us at ${PHONE} for a quote.`,
    );
    await expect(panel).toContainText(PHONE);

    const other = await page.context().newPage();
    await other.route("**/api/chatbot", (route) => route.abort("connectionrefused"));
    await openChat(other, "/about");
    await expect(assistantMessages(other)).toContainText(
      `trouble connecting right now, but you can browse our site to learn about our services, or call us at ${PHONE}`,
    );
    await other.close();
  });

  test("blank input is ignored and the send button is disabled while blank or busy", async ({ page }) => {
    const panel = await openChat(page);
    await expect(assistantMessages(page)).toHaveCount(1);
    const input = panel.getByRole("textbox", { name: "Your question" });
    const send = panel.getByRole("button", { name: "Send" });
    await expect(send).toBeDisabled();
    await input.fill("    ");
    await expect(send).toBeDisabled();
    await input.press("Enter");
    await expect(userMessages(page)).toHaveCount(0);

    // Hold the reply: the widget is busy, sending again does nothing.
    let release: () => void = () => {};
    const held = new Promise<void>((done) => (release = done));
    await page.route("**/api/chatbot", async (route) => {
      await held;
      await route.continue();
    });
    await input.fill("What are your hours?");
    await input.press("Enter");
    await expect(userMessages(page)).toHaveCount(1);
    await expect(input).toHaveValue("");
    await expect(panel.getByRole("status", { name: "The assistant is replying" })).toBeVisible();
    await input.fill("Second question");
    await expect(send).toBeDisabled();
    await input.press("Enter");
    await expect(userMessages(page)).toHaveCount(1);
    release();
    await expect(assistantMessages(page)).toHaveCount(2);
    await expect(assistantMessages(page).last()).toContainText("7:00 AM to 7:00 PM");
    await expect(panel.getByRole("status", { name: "The assistant is replying" })).toHaveCount(0);
  });

  test("a full exchange: a follow-up keeps the context and a reply's link opens the site's page", async ({ page }) => {
    const panel = await openChat(page);
    await expect(assistantMessages(page)).toHaveCount(1);
    const input = panel.getByRole("textbox", { name: "Your question" });
    await input.fill("Do you serve Destin?");
    await panel.getByRole("button", { name: "Send" }).click();
    await expect(userMessages(page)).toHaveText(["You: Do you serve Destin?"]);
    await expect(assistantMessages(page).nth(1)).toContainText("Yes, we serve Destin!");
    await input.fill("How far is it?");
    await input.press("Enter");
    await expect(assistantMessages(page).nth(2)).toContainText("Destin is about 25 miles from our base in Navarre");
    await expect(panel.getByRole("log", { name: "Conversation" })).toHaveAttribute("aria-live", "polite");

    await assistantMessages(page).nth(2).getByRole("link", { name: "Window tinting in Destin" }).click();
    await expect(page).toHaveURL(/\/service-areas\/destin$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Destin");
    // Navigating inside the site keeps the conversation.
    await expect(assistantMessages(page)).toHaveCount(3);
  });

  test("'how much for my Camry?' answers with the estimate and a link into /book with the choice filled in", async ({
    page,
  }) => {
    const panel = await openChat(page);
    await expect(assistantMessages(page)).toHaveCount(1);
    await panel.getByRole("textbox", { name: "Your question" }).fill("how much for my Camry");
    await panel.getByRole("button", { name: "Send" }).click();
    const reply = assistantMessages(page).nth(1);
    await expect(reply).toContainText("Toyota Camry");
    await expect(reply).toContainText("Estimate: $");
    const href = await reply.getByRole("link", { name: "Book it with these choices" }).getAttribute("href");
    const params = new URL(href!, "http://x").searchParams;
    expect(href).toMatch(/^\/book\?/);
    expect(Object.fromEntries(params)).toMatchObject({
      kind: "vehicle",
      body: "sedan-coupe",
      make: "Toyota",
      model: "Camry",
    });
  });

  test("a send failure shows the apology with the phone number", async ({ page }) => {
    const panel = await openChat(page);
    await expect(assistantMessages(page)).toHaveCount(1);
    await page.route("**/api/chatbot", (route) => route.abort("connectionreset"));
    await panel.getByRole("textbox", { name: "Your question" }).fill("Do you tint homes?");
    await panel.getByRole("button", { name: "Send" }).click();
    await expect(assistantMessages(page).last()).toHaveText(
      `Assistant: Sorry, I'm having a little trouble connecting right now. Please try again in a moment or call us at ${PHONE}.`,
    );
    // An error field counts as a failure too.
    await page.unroute("**/api/chatbot");
    await page.route("**/api/chatbot", (route) => route.fulfill({ status: 429, json: { error: "slow down" } }));
    await panel.getByRole("textbox", { name: "Your question" }).fill("And commercial?");
    await panel.getByRole("textbox", { name: "Your question" }).press("Enter");
    await expect(assistantMessages(page)).toHaveCount(3);
    await expect(assistantMessages(page).last()).toContainText(`call us at ${PHONE}`);
  });

  test("a reply renders as text: no markup, links only to the site's own pages", async ({ page }) => {
    await page.route("**/api/chatbot", (route) =>
      route.fulfill({
        json: {
          reply:
            'Hi <img src=x onerror="window.pwned=1"> <script>window.pwned=2</script> [About us](/about) [evil](https://evil.example) [proto](//evil.example) [js](javascript:alert(1))',
        },
      }),
    );
    const panel = await openChat(page);
    const reply = assistantMessages(page).first();
    await expect(reply).toContainText('<img src=x onerror="window.pwned=1">');
    await expect(reply).toContainText("<script>window.pwned=2</script>");
    await expect(panel.locator("img, script")).toHaveCount(0);
    await expect(reply.getByRole("link")).toHaveCount(1);
    await expect(reply.getByRole("link", { name: "About us" })).toHaveAttribute("href", "/about");
    await expect(reply).toContainText("evil proto js");
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
  });

  test("the open panel passes axe and works from the keyboard", async ({ page }) => {
    const panel = await openChat(page);
    await expect(assistantMessages(page)).toHaveCount(1);
    const results = await new AxeBuilder({ page }).include("#chat-panel").analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await page.keyboard.type("What's your email?");
    await page.keyboard.press("Enter");
    await expect(assistantMessages(page).last()).toContainText("hello@elitewindowtinting.example");
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(page.getByRole("button", { name: "Chat with the Elite AI Assistant" })).toBeFocused();
  });

  test("on a small phone the panel takes the full width", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const panel = await openChat(page);
    const box = (await panel.boundingBox())!;
    expect(Math.round(box.width)).toBe(360);
    expect(Math.round(box.x)).toBe(0);
    await expect(panel.getByRole("textbox", { name: "Your question" })).toBeInViewport();
  });
});
