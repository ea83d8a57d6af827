import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingProductIds } from "~/config/booking.ts";
import type { DbHandle } from "~/db/client.server.ts";
import { createTestDb } from "~/db/test-db.server.ts";
import { readBookingVariants } from "~/features/catalog/for-booking.server.ts";
import type { BookingVariant } from "~/features/catalog/types.ts";
import { choiceFromSearchParams } from "./choice-schema.ts";
import { estimateJob } from "./estimate.server.ts";
import { cardBooking } from "./offer-card.ts";
import { lowestLegalOffer, variantOffers } from "./offer.ts";

let handle: DbHandle;
let variants: BookingVariant[];
beforeAll(async () => {
  handle = await createTestDb();
  variants = await readBookingVariants(handle.db, [...bookingProductIds]);
});
afterAll(async () => handle.close());

const choiceOf = (href: string) => {
  const parsed = choiceFromSearchParams(new URL(href, "http://x").searchParams);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.choice;
};

describe("one offer for one job: the shop's price is /book's", () => {
  it("prices every shop variant of a tint or PPF job as /book does for the shades its link fills in", async () => {
    let checked = 0;
    for (const productId of bookingProductIds) {
      for (const offer of variantOffers(variants, productId).values()) {
        if (offer.kind === "visit") continue;
        const atBook = await estimateJob(handle.db, choiceOf(offer.href));
        expect(atBook.priceCents, offer.href).toBe(offer.priceCents);
        expect(atBook.summary).toBe(offer.summary);
        checked++;
      }
    }
    expect(checked).toBe(6 + 12 + 6 + 2);
  });

  it("shows the sedan card's 'from' price only for a legal choice /book charges it for", async () => {
    const offer = lowestLegalOffer(variants, "ceramic-tint-sedan")!;
    expect(offer).toMatchObject({ priceCents: 39900, wasCents: 44900, legal: true });
    expect(offer.href).toBe("/book?kind=vehicle&body=sedan-coupe&film=ceramic&front=35&back=35&rear=35");
    const atBook = await estimateJob(handle.db, choiceOf(offer.href));
    expect(atBook).toMatchObject({ priceCents: 39900, bookable: true });
    expect(cardBooking(variants, "ceramic-tint-sedan")).toEqual({
      href: offer.href,
      label: "Book from",
      price: "$399.00",
    });
    // The SUV's 5% is illegal for its back windows: its card starts at the first legal shade.
    expect(lowestLegalOffer(variants, "ceramic-tint-suv")!.href).toContain("back=15&rear=15");
  });

  it("sends the 5% sedan to /book without the medical exemption, saying why", async () => {
    const five = variantOffers(variants, "ceramic-tint-sedan").get("sedan-5")!;
    expect(five.legal).toBe(false);
    expect(five.lawNote).toMatch(/too dark.*medical exemption certificate \(Florida Statutes 316\.29545\)/);
    expect(five.href).toBe("/book?kind=vehicle&body=sedan-coupe&film=ceramic&front=35&back=5&rear=5");
    expect(five.href).not.toContain("exemption");
    const atBook = await estimateJob(handle.db, choiceOf(five.href));
    expect(atBook.bookable).toBe(false);
    expect(atBook.problems.map((p) => p.field)).toEqual(["back", "rear"]);
  });

  it("offers no cart product and no hidden variant", () => {
    expect(cardBooking(variants, "gift-card")).toBeNull();
    expect(variantOffers(variants, "aftercare-kit").size).toBe(0);
    const hidden = variants.map((v) => (v.productId === "ceramic-tint-truck" ? { ...v, visible: false } : v));
    expect(cardBooking(hidden, "ceramic-tint-truck")).toBeNull();
  });
});
