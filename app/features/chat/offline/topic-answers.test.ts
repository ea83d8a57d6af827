import { describe, expect, it } from "vitest";
import { askOfflineAt, withSeededKnowledge } from "../../../../tests/support/seeded-knowledge.ts";
import { formatDollars } from "~/lib/money.ts";
import type { Knowledge } from "../knowledge.server.ts";
import { answerOffline } from "./index.server.ts";

// Issue 26, second round: the questions around a job are answered from the
// booking and shipping settings, the catalogue and the site's pages, and a
// word that names something else (the windshield in a price question, a
// holiday in a gift question) no longer takes the answer.

let k: Knowledge;
withSeededKnowledge((knowledge) => (k = knowledge));

const OPEN = new Date("2026-07-15T15:00:00-05:00"); // a Wednesday, 3 PM in Navarre
const ask = askOfflineAt(() => k, OPEN);
const product = (id: string) => k.products.find((p) => p.id === id)!;

describe("the booking's deposit and changes", () => {
  it.each(["how much do i put down to hold a time", "do I have to pay a deposit"])(
    "gives the deposit from the booking settings and the booking page: %s",
    (question) => {
      const { reply } = ask(question);
      expect(reply).toContain(formatDollars(k.booking.depositCents));
      expect(reply).toContain("](/book)");
    },
  );

  it("says a cancellation in time refunds the deposit, with the cut-off from the settings", () => {
    const { reply } = ask("what happens to my money if i have to cancel");
    expect(reply).toContain(`${k.booking.changeCutoffHours} hours`);
    expect(reply).toMatch(/refunded/);
  });

  it("follows the owner's deposit, not the default", () => {
    const owned = { ...k, booking: { ...k.booking, depositCents: 7500 } };
    const { reply } = answerOffline([{ role: "user", content: "is a deposit needed" }], owned, OPEN);
    expect(reply).toContain("$75.00");
  });
});

describe("shop orders, gift cards and products", () => {
  it("gives the shipping charge, the free threshold and local pickup", () => {
    const { reply } = ask("what does delivery cost for the cleaner");
    expect(reply).toContain(formatDollars(k.shipping.flatRateCents));
    expect(reply).toContain(formatDollars(k.shipping.freeFromCents));
    expect(reply).toContain(k.business.homeTown.city);
  });

  it("sells the catalogue's gift card, with its amounts and how it is delivered", () => {
    const card = product("gift-card");
    const { reply } = ask("I'd like to buy a gift voucher for my brother");
    expect(reply).toContain(card.path);
    expect(reply).toContain(card.variants[0]!.price);
    expect(reply).toMatch(/email/);
  });

  it("answers a gift card for Christmas as a gift card, not the holiday", () => {
    const { reply } = ask("can i order a gift card before christmas");
    expect(reply).toContain(product("gift-card").path);
    expect(reply).not.toMatch(/closed/);
  });

  it("says what a product holds, from the catalogue", () => {
    const kit = product("aftercare-kit");
    const { reply } = ask("what comes in the aftercare kit");
    expect(reply).toContain(kit.description);
    expect(reply).toContain(kit.variants.at(-1)!.price);
  });

  it("says a sold-out product is sold out", () => {
    expect(ask("is the squeegee set available").reply).toMatch(/sold out/);
  });
});

describe("care, removal and film for homes and businesses", () => {
  it("cleans with an ammonia-free cleaner, and offers ours", () => {
    const { reply } = ask("what should i wash my tinted windows with");
    expect(reply).toMatch(/ammonia-free/i);
    expect(reply).toContain(product("glass-cleaner").path);
  });

  it("takes old film off, and quotes it", () => {
    const { reply } = ask("my old film is bubbling, can you get it off");
    expect(reply).toMatch(/peel/);
    expect(reply).toContain("](/#contact)");
    expect(reply).toContain(k.business.phone.display);
  });

  it("never calls film storm protection", () => {
    const { reply } = ask("does the film help in a hurricane");
    expect(reply).toMatch(/^No/);
    expect(reply).toMatch(/shutters/);
  });

  it("sends an HOA or a landlord question to their rules", () => {
    expect(ask("my homeowners association is strict, can we still do film").reply).toMatch(/association/);
    expect(ask("we lease our store, anything i should know").reply).toMatch(/lease|property manager/);
  });

  it("says what to have ready and how long a car takes", () => {
    expect(ask("anything I need to get ready before you arrive").reply).toMatch(/canopy/);
    expect(ask("how long will it take on my sedan").reply).toMatch(/hours/);
  });
});

describe("the word that names something else", () => {
  it("prices the windshield strip rather than answering the law", () => {
    const strip = product("ceramic-tint-suv").variants.find((v) => /visor/i.test(v.title))!;
    expect(ask("how much is an suv with the windshield strip").reply).toContain(strip.price);
  });

  it("prices a quote that names a vehicle", () => {
    const truck = product("ceramic-tint-truck");
    expect(ask("need a quote on my silverado").reply).toContain(truck.variants[0]!.price);
  });
});

describe("words shared with other questions", () => {
  it("reads 'how far in advance' as booking and a security deposit as the deposit", () => {
    expect(ask("how far in advance should i book").reply).not.toMatch(/refunded/);
    const deposit = ask("is there a security deposit").reply;
    expect(deposit).toContain(formatDollars(k.booking.depositCents));
    expect(deposit).not.toMatch(/shutters|smash/);
  });
});
