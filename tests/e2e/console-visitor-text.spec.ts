import type { Locator } from "@playwright/test";
import { startFakeSmtp } from "../support/fake-smtp.ts";
import {
  ownerAccount,
  sendQuoteForm,
  signInConsole,
  startConsoleServer,
  type ConsoleServer,
} from "./console-session.ts";
import { expect, test } from "./fixtures.ts";
import { slotClearOfLead } from "./slots.ts";

// Right-to-left override characters in a visitor's text (issue 22, probe
// point 7): a lead named "Bob\u202Egnp.exe" showed in the console as
// "Bobexe.png". Stored as typed, it is shown inert everywhere the owner reads
// it: isolated, the override a visible marker in its place, the letters left
// to right as typed, in the leads list, the lead's page, the bookings page, the
// CSV export and the owner's notification email.

test.describe.configure({ mode: "serial" });

const OWNER = ownerAccount();
const NAME = "Bob\u202Egnp.exe";
const SHOWN = "Bob[U+202E]gnp.exe";
const BOOKED = "Ann\u202Eyrt.bat";

let server: ConsoleServer;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = await startFakeSmtp();
  server = await startConsoleServer([OWNER], {
    SMTP_URL: smtp.url,
    OWNER_EMAIL: "owner@elite.test",
    CHECKOUT_RATE_LIMIT_PER_HOUR: "100",
  });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

/**
 * The horizontal position of each letter of `word` inside the element, in the
 * order typed, as the browser laid them out: increasing when they read left
 * to right, decreasing when an override reversed them.
 */
async function letterPositions(element: Locator, word: string): Promise<number[]> {
  return element.evaluate((root, word) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const text: { node: Text; offset: number; char: string }[] = [];
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null)
      for (let i = 0; i < node.data.length; i++) text.push({ node, offset: i, char: node.data[i]! });
    const joined = text.map((t) => t.char).join("");
    const start = joined.indexOf(word);
    if (start < 0) throw new Error(`"${word}" is not in "${joined}"`);
    return text.slice(start, start + word.length).map(({ node, offset }) => {
      const range = document.createRange();
      range.setStart(node, offset);
      range.setEnd(node, offset + 1);
      return range.getBoundingClientRect().left;
    });
  }, word);
}

const increasing = (xs: number[]) => xs.every((x, i) => i === 0 || x > xs[i - 1]!);

async function expectReadsAsTyped(element: Locator) {
  await expect(element).toContainText(SHOWN);
  expect(await element.innerText()).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
  expect(increasing(await letterPositions(element, "gnp.exe")), "gnp.exe reads left to right").toBe(true);
  expect(await element.locator("bdi").count()).toBeGreaterThan(0);
}

test("a lead named with a right-to-left override reads as typed in the console, the CSV and the owner's email", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await sendQuoteForm(page, server.origin, {
    name: NAME,
    phone: "850 555 0177",
    message: "Call after 5\u2066 please\u2069, thanks\u200b!",
  });
  await signInConsole(page, server.origin, OWNER, "/admin/leads");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

  // The leads list.
  const card = page.getByRole("link", { name: /Bob/ });
  await expectReadsAsTyped(card);
  // The marker is muted, and says what it is.
  const marker = card.getByText("[U+202E]");
  await expect(marker).toHaveAttribute("title", /invisible character/);

  // The lead's page: its heading, its title bar, its message.
  await card.click();
  const heading = page.getByRole("heading", { level: 1 });
  await expectReadsAsTyped(heading);
  expect(await page.title()).toBe(`${SHOWN} | Console`);
  await expect(page.getByRole("region", { name: "Request" })).toContainText(
    "Call after 5[U+2066] please[U+2069], thanks[U+200B]!",
  );

  // The CSV export.
  const csv = await page.request.get(`${server.origin}/admin/leads.csv`);
  expect(csv.status()).toBe(200);
  const body = await csv.text();
  expect(body).toContain(SHOWN);
  expect(body).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u200b]/);

  // The owner's notification email: subject, text and HTML.
  await expect.poll(() => smtp.received.length, { timeout: 45_000 }).toBeGreaterThanOrEqual(1);
  const mail = smtp.received.find((m) => m.to.includes("owner@elite.test"))!;
  expect(mail.subject).toContain(`for ${SHOWN}`);
  expect(mail.text).toMatch(/Name: +Bob\[U\+202E\]gnp\.exe/);
  expect(mail.html).toMatch(/<span dir="auto" style="unicode-bidi:isolate">Bob<span [^>]*>\[U\+202E\]<\/span>gnp\.exe/);
  for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
});

test("a booking's name with an override reads as typed on the console's bookings page", async ({ page }) => {
  const form = new URLSearchParams("kind=vehicle&body=sedan-coupe&film=ceramic&front=35&back=15&rear=15");
  await page.goto(`${server.origin}/book/when?${form}&where=32566`);
  const { value: slot } = await slotClearOfLead(page.locator("section#times"));
  for (const [k, v] of Object.entries({
    name: BOOKED,
    phone: "850-555-0100",
    email: "ann@example.com",
    address: "12 Gulf Blvd, Navarre, FL 32566",
    where: "32566",
    area: "navarre",
    slot,
  }))
    form.set(k, v);
  const held = await page.request.post(`${server.origin}/book/when?${form}`, {
    form: Object.fromEntries(form),
    maxRedirects: 0,
  });
  expect(held.status()).toBe(303);

  await signInConsole(page, server.origin, OWNER, "/admin/bookings");
  const name = page.getByRole("link", { name: /Ann/ });
  await expect(name).toContainText("Ann[U+202E]yrt.bat");
  expect(increasing(await letterPositions(name, "yrt.bat")), "yrt.bat reads left to right").toBe(true);
});
