import type { Page } from "@playwright/test";
import { expect, expectNoSeriousAxe, gotoHydrated, test } from "./fixtures.ts";
import {
  ownerAccount,
  signInConsole,
  staffAccount,
  startConsoleServer,
  type ConsoleServer,
} from "./console-session.ts";

// Issue 13, orders: a customer buys on the test payment page; the owner finds
// the order on a phone, marks it fulfilled, resends the receipt and refunds it
// with the items put back into stock. A production server of this spec's own.

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ mode: "serial" });

let server: ConsoleServer;
test.beforeAll(async () => {
  server = await startConsoleServer();
});
test.afterAll(async () => server?.stop());

const owner = ownerAccount();
const staff = staffAccount();

/** No serious or critical axe violation, and no sideways scrolling at 390 px. */
async function expectAccessibleOnPhone(page: Page) {
  await expectNoSeriousAxe(page);
  // And it fits the phone: nothing scrolls sideways at 390 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

async function onHand(variantId: string) {
  const response = await fetch(
    `${server.origin}/store/elite-tint/variants?fields=inventory_quantity&product_ids[]=aftercare-kit`,
  );
  const { variants } = (await response.json()) as { variants: { id: string; inventory_quantity: number }[] };
  return variants.find((v) => v.id === variantId)!.inventory_quantity;
}

/** Buys two Standard aftercare kits as a customer: cart, checkout, the test payment page with a name, email, phone and address. */
async function buy(page: Page, email: string, name: string) {
  await gotoHydrated(page, `${server.origin}/product/aftercare-kit?variant=aftercare-standard`);
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await page.getByRole("button", { name: "Add to cart" }).click();
  await page
    .getByRole("banner")
    .getByRole("button", { name: /Open cart/ })
    .click();
  await page.getByRole("dialog", { name: "Your cart" }).getByRole("button", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/\/pay\/cs_test_/);
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Email for the receipt (optional)").fill(email);
  await page.getByLabel("Phone", { exact: true }).fill("850 555 0199");
  await page.getByLabel("Street address").fill("12 Sound Side Dr");
  await page.getByLabel("City").fill("Navarre");
  await page.getByLabel("State", { exact: true }).fill("FL");
  await page.getByLabel("ZIP code").fill("32566");
  await page.getByRole("button", { name: "Pay now (test)" }).click();
  await expect(page).toHaveURL(/\/success\?session_id=/);
  await expect(page.getByText("A receipt is on its way to your email.")).toBeVisible();
  return (await page.getByTestId("receipt").getByRole("heading", { level: 2 }).textContent())!
    .replace("Order ", "")
    .trim();
}

test("buy on the test payment page, then the owner finds it, fulfils it, resends the receipt and refunds it with the stock put back", async ({
  page,
  browser,
}) => {
  // A long journey on two pages; a busy two-core machine needs more than the default.
  test.setTimeout(120_000);
  const before = await onHand("aftercare-standard");
  const number = await buy(page, "casey@example.com", "Casey Customer");
  expect(await onHand("aftercare-standard")).toBe(before - 2);

  // The owner, on a phone of their own.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await context.newPage();
  const problems: string[] = [];
  phone.on("pageerror", (error) => problems.push(error.message));
  phone.on("console", (msg) => {
    // As the fixture does: a refused request (the 400 of a refund without a stock choice) is not a page error.
    const text = msg.text();
    if (/Content.Security.Policy/i.test(text) || (msg.type() === "error" && !/Failed to load resource/.test(text)))
      problems.push(text);
  });
  await signInConsole(phone, server.origin, owner, "/admin/orders");
  await expect(phone.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();
  await expectAccessibleOnPhone(phone);
  await phone.getByLabel("Customer email, name or order number").fill("casey@");
  await phone.getByRole("button", { name: "Show orders" }).click();
  const orders = phone.getByRole("list", { name: "Orders" });
  await expect(orders.getByRole("listitem")).toHaveCount(1);
  await expect(orders).toContainText(`Order ${number}`);
  await expect(orders).toContainText("Casey Customer");
  await orders.getByRole("link").click();

  await expect(phone.getByRole("heading", { name: `Order ${number}`, level: 1 })).toBeVisible();
  await expect(phone.getByRole("list", { name: "Order lines" })).toContainText("Tint Aftercare Kit (Standard) × 2");
  // Two kits and the flat shipping rate.
  await expect(phone.getByTestId("order-total")).toHaveText("$66.00");
  await expect(phone.getByRole("list", { name: "Payment events" })).toContainText("paid");
  await expectAccessibleOnPhone(phone);

  const ship = phone.getByRole("form", { name: "Ship" });
  await ship.getByLabel("Carrier").fill("USPS");
  await ship.getByLabel("Tracking number").fill("9400111899223857261234");
  await ship.getByRole("button", { name: "Mark fulfilled" }).click();
  await expect(phone.getByRole("status").filter({ hasText: "marked fulfilled" })).toBeVisible();
  await expect(phone.getByText("Fulfilled", { exact: true }).first()).toBeVisible();

  // The receipt went into the outbox with the payment (no SMTP server here: it waits there).
  const receipts = phone.getByText(/^Receipts to the customer:/);
  await expect(receipts).toHaveText(/^Receipts to the customer: [^;]+ \(pending\)$/);
  await phone.getByRole("button", { name: "Resend the receipt" }).click();
  await expect(phone.getByRole("status").filter({ hasText: "casey@example.com" })).toContainText("in the outbox");
  await expect(receipts).toHaveText(/^Receipts to the customer: [^;]+ \(pending\); [^;]+ \(pending\)$/);

  // The stock choice is explicit: refunding without one is refused beside the choice.
  const refund = phone.getByRole("form", { name: "Refund" });
  await refund.getByRole("button", { name: "Refund in full" }).click();
  await expect(refund.getByRole("group", { name: "Put the items back into stock?" })).toHaveAccessibleDescription(
    /Choose whether the items go back into stock/,
  );
  expect(await onHand("aftercare-standard")).toBe(before - 2);
  await refund.getByRole("radio", { name: /Yes, they are back on the shelf/ }).check();
  await refund.getByRole("button", { name: "Refund in full" }).click();
  await expect(phone.getByRole("status").filter({ hasText: "is refunded" })).toContainText("back in stock");
  await expect(phone.getByText("Refunded", { exact: true }).first()).toBeVisible();
  expect(await onHand("aftercare-standard")).toBe(before);

  // The customer's success page tells the truth about it too.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This order was refunded");

  // The list filtered by status shows it as refunded.
  await phone.goto(`${server.origin}/admin/orders?status=refunded`);
  await expect(phone.getByRole("list", { name: "Orders" })).toContainText(`Order ${number}`);
  await context.close();
  expect(problems).toEqual([]);
});

test("staff may read and fulfil orders but not refund them", async ({ page }) => {
  const number = await buy(page, "sky@example.com", "Sky Buyer");
  await signInConsole(page, server.origin, staff, "/admin/orders?q=sky%40example.com");
  await page.getByRole("link", { name: new RegExp(`Order ${number}`) }).click();
  await expect(page.getByText("Only the owner can refund an order.")).toBeVisible();
  await expect(page.getByRole("form", { name: "Refund" })).toHaveCount(0);
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  const orderId = new URL(page.url()).pathname.split("/").at(-1)!;
  const post = await fetch(`${server.origin}/admin/orders/${orderId}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, Origin: server.origin },
    body: new URLSearchParams({ intent: "refund", restock: "yes" }),
  });
  expect(post.status).toBe(403);
  expect(await post.json()).toEqual({ error: "Only the owner can do this." });
  await page.getByLabel("Carrier").fill("UPS");
  await page.getByLabel("Tracking number").fill("1Z999AA10123456784");
  await page.getByRole("button", { name: "Mark fulfilled" }).click();
  await expect(page.getByRole("status").filter({ hasText: "marked fulfilled" })).toBeVisible();
});

test("without a session the order pages send to the sign-in and the actions answer 401", async ({ page }) => {
  await page.goto(`${server.origin}/admin/orders?status=paid`);
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Forders%3Fstatus%3Dpaid/);
  const post = await fetch(`${server.origin}/admin/orders/ord_anything`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.origin },
    body: new URLSearchParams({ intent: "fulfil" }),
  });
  expect(post.status).toBe(401);
  expect(await post.json()).toEqual({ error: expect.any(String) });
  // A staff member's refund, and no session at all, change nothing; the image upload refuses a visitor too.
  const upload = new FormData();
  upload.append("image", new Blob([Buffer.from("x")]), "x.png");
  const image = await fetch(`${server.origin}/admin/catalog/aftercare-kit/image`, {
    method: "POST",
    headers: { Origin: server.origin },
    body: upload,
  });
  expect(image.status).toBe(401);
});
