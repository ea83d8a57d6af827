import { startFakeSmtp, type ReceivedMail } from "../support/fake-smtp.ts";
import { expect, expectNoSeriousAxe, gotoHydrated, test } from "./fixtures.ts";
import { ownerAccount, signInConsole, startConsoleServer } from "./console-session.ts";

// Issue 23, journey (b): a shipped product on a phone. The customer buys the
// aftercare kit: the payment page requires an address and a phone (a blank
// one is refused beside its fields, nothing typed lost) and shows the
// shipping line and total; the owner is emailed the order, fulfils it in the
// console with a carrier and tracking number, and the customer is emailed the
// tracking number. A production server of its own, with SMTP on loopback.

test.use({ viewport: { width: 390, height: 844 } });

test("buy the aftercare kit shipped: address and phone required, shipping charged, the owner told, the tracking number emailed", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const smtp = await startFakeSmtp();
  const owner = ownerAccount();
  const server = await startConsoleServer([owner], {
    SMTP_URL: smtp.url,
    OWNER_EMAIL: "orders@elite.test",
    LOG_LEVEL: "error",
  });
  const mailTo = async (to: string, subject: RegExp): Promise<ReceivedMail> => {
    await expect
      .poll(() => smtp.received.some((m) => m.to.includes(to) && subject.test(m.subject)), { timeout: 20_000 })
      .toBe(true);
    const mail = smtp.received.find((m) => m.to.includes(to) && subject.test(m.subject))!;
    return { ...mail, text: mail.text.replace(/\r\n/g, "\n") };
  };
  try {
    await gotoHydrated(page, `${server.origin}/product/aftercare-kit?variant=aftercare-standard`);
    await page.getByRole("button", { name: "Add to cart" }).click();
    await page
      .getByRole("banner")
      .getByRole("button", { name: /Open cart/ })
      .click();
    await page.getByRole("dialog", { name: "Your cart" }).getByRole("button", { name: "Checkout" }).click();
    await expect(page).toHaveURL(/\/pay\/cs_test_/);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

    // The server's shipping line and the total with it.
    await expect(page.getByTestId("pay-shipping")).toHaveText("$8.00");
    await expect(page.getByTestId("pay-total")).toHaveText("$37.00");
    await expectNoSeriousAxe(page);

    // Paying with the address left blank: a message beside each field, what was typed kept.
    await page.getByLabel("Name", { exact: true }).fill("Sandy Shore");
    await page.getByLabel("Email for the receipt (optional)").fill("sandy@example.com");
    await page.getByLabel("City", { exact: true }).fill("Navarre");
    await page.getByRole("button", { name: "Pay now (test)" }).click();
    await expect(page.getByLabel("Phone", { exact: true })).toHaveAccessibleDescription(
      "Enter a phone number, so we can reach you about the delivery.",
    );
    await expect(page.getByLabel("Street address")).toHaveAccessibleDescription("Enter the street address.");
    await expect(page.getByLabel("ZIP code")).toHaveAccessibleDescription("Enter a ZIP code of 5 digits, like 12345.");
    await expect(page.getByLabel("Phone", { exact: true })).toBeFocused();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Sandy Shore");
    await expect(page.getByLabel("Email for the receipt (optional)")).toHaveValue("sandy@example.com");
    await expect(page.getByLabel("City", { exact: true })).toHaveValue("Navarre");
    await expect(page).toHaveURL(/\/pay\/cs_test_/);
    await expectNoSeriousAxe(page);

    // Local pickup in the home town is free; shipping again costs the flat rate.
    await page.getByRole("radio", { name: /Local pickup in Navarre/ }).check();
    await expect(page.getByTestId("pay-total")).toHaveText("$29.00");
    await expect(page.getByLabel("Street address")).toBeHidden();
    await page.getByRole("radio", { name: /^Shipping/ }).check();
    await expect(page.getByTestId("pay-total")).toHaveText("$37.00");

    await page.getByLabel("Phone", { exact: true }).fill("(850) 555-0188");
    await page.getByLabel("Street address").fill("7 Dune Way");
    await page.getByLabel("State", { exact: true }).fill("FL");
    await page.getByLabel("ZIP code").fill("32566");
    await expect(page.getByLabel("Phone", { exact: true })).not.toHaveAccessibleDescription(/Enter/);
    await page.getByRole("button", { name: "Pay now (test)" }).click();

    // The success page speaks of goods shipped to this address, with the shipping charged.
    await expect(page).toHaveURL(/\/success\?session_id=/);
    const receipt = page.getByTestId("receipt");
    await expect(receipt).toContainText("Tint Aftercare Kit (Standard) × 1");
    await expect(page.getByTestId("receipt-shipping")).toHaveText("$8.00");
    await expect(receipt).toContainText("Total paid$37.00");
    await expect(page.getByTestId("ship-to")).toHaveText(/Sandy Shore\s*7 Dune Way\s*Navarre, FL 32566/);
    await expect(
      page.getByText(/^Your items ship from Navarre, FL within two business days to Sandy Shore, 7 Dune Way/),
    ).toBeVisible();
    await expect(page.getByText(/book your mobile appointment/)).toHaveCount(0);
    const number = (await receipt.getByRole("heading", { level: 2 }).textContent())!.replace("Order ", "").trim();

    // The owner is told, once, with the address and the phone.
    const notice = await mailTo("orders@elite.test", new RegExp(`^New order ${number}: \\$37\\.00 paid$`));
    expect(notice.text).toContain("Ship to:\nSandy Shore\n7 Dune Way\nNavarre, FL 32566");
    expect(notice.text).toContain("(850) 555-0188");
    const receiptMail = await mailTo("sandy@example.com", /^Your receipt/);
    expect(receiptMail.text).toContain("Shipping: $8.00");

    // The owner fulfils it on a phone: the carrier and tracking number are required, then sent.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const phone = await context.newPage();
    await signInConsole(phone, server.origin, owner, `/admin/orders?q=${number}`);
    await phone.getByRole("link", { name: new RegExp(`Order ${number}`) }).click();
    await expect(phone.getByTestId("ship-to")).toHaveText(/Sandy Shore\s*7 Dune Way\s*Navarre, FL 32566/);
    await expect(phone.getByTestId("order-total")).toHaveText("$37.00");
    const ship = phone.getByRole("form", { name: "Ship" });
    await ship.getByLabel("Carrier").fill("USPS");
    await ship.getByRole("button", { name: "Mark fulfilled" }).click();
    await expect(ship.getByLabel("Tracking number")).toHaveAccessibleDescription("Enter the tracking number.");
    await expect(ship.getByLabel("Carrier")).toHaveValue("USPS");
    await expectNoSeriousAxe(phone);
    await ship.getByLabel("Tracking number").fill("9400 1118 9922 3857 2600 11");
    await ship.getByRole("button", { name: "Mark fulfilled" }).click();
    await expect(phone.getByRole("status").filter({ hasText: "marked fulfilled" })).toContainText(
      "The customer is emailed the tracking number.",
    );
    await expect(phone.getByText("Fulfilled", { exact: true }).first()).toBeVisible();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();

    const shipped = await mailTo("sandy@example.com", /has shipped$/);
    expect(shipped.subject).toBe(`Your order ${number} from Elite Window Tinting has shipped`);
    expect(shipped.text).toContain("has shipped with USPS. Tracking number: 9400 1118 9922 3857 2600 11.");
    // Each mail once.
    expect(smtp.received.filter((m) => m.to.includes("orders@elite.test"))).toHaveLength(1);
    expect(smtp.received.filter((m) => /has shipped$/.test(m.subject))).toHaveLength(1);
  } finally {
    await server.stop();
    await smtp.close();
  }
});
