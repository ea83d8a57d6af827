import { describe, expect, it } from "vitest";
import { askOfflineAt, withSeededKnowledge } from "../../../../tests/support/seeded-knowledge.ts";
import type { Knowledge } from "../knowledge.server.ts";

// Issue 26, round 10's readings once it moved to development (decision 042):
// corrections of an option, a clock or the kind of building; one option's
// price; a price heard without its dollar sign; the email asked by voice;
// old glass; a set's contents; the heat in other words; a short town's name
// a letter off; words run together or two letters swapped; a package priced
// without some of its glass. Each in other words than the round's.

let k: Knowledge;
withSeededKnowledge((knowledge) => (k = knowledge));

const ask = askOfflineAt(() => k, new Date("2026-07-15T10:00:00-05:00"));
const phone = () => k.business.phone.display;
const variant = (id: string, title: string) =>
  k.products.find((p) => p.id === id)!.variants.find((v) => v.title === title)!.price;

describe("a correction of an option, a clock or the kind of building", () => {
  it("prices the option the visitor switches to, without the one replaced", () => {
    const { reply } = ask("how much is gloss paint film", "hmm on second thought, go with satin");
    expect(reply).toContain(variant("ppf-partial-front", "Satin"));
    expect(reply).not.toContain(variant("ppf-partial-front", "Gloss"));
    const kit = ask("what's the basic aftercare kit cost", "no wait, the pro one").reply;
    expect(kit).toContain(variant("aftercare-kit", "Pro"));
    expect(kit).not.toContain(variant("aftercare-kit", "Standard"));
  });

  it("reads a corrected clock against the hours", () => {
    const { reply } = ask("could you be here at 9am saturday", "sorry i meant 5am not 9");
    expect(reply).toMatch(/^No/);
    expect(reply).toContain("7:00 AM");
  });

  it("answers a business, with its site visit, once a house is corrected to an office", () => {
    const { reply } = ask("do you do houses in milton", "correction, it's an office not a house");
    expect(reply).toContain("commercial");
    expect(reply).toContain("site visit");
    expect(reply).toContain("/#contact");
  });
});

describe("prices and products in other words", () => {
  it("lists only the option a price question names", () => {
    const { reply } = ask("cost of the satin clear bra?");
    expect(reply).toContain(`Satin: ${variant("ppf-partial-front", "Satin")}`);
    expect(reply).not.toContain(variant("ppf-partial-front", "Gloss"));
  });

  it("checks a price heard without its dollar sign against ours, without repeating it", () => {
    const { reply } = ask("is the truck package 300?");
    expect(reply).toMatch(/^No/);
    expect(reply).toContain(k.products.find((p) => p.id === "ceramic-tint-truck")!.variants[0]!.price);
    expect(reply).not.toContain("$300");
  });

  it("says what is in a set named by its everyday words, and that it is sold out", () => {
    const { reply } = ask("what items come with the diy set");
    expect(reply).toContain("/product/squeegee-set");
    expect(reply).toMatch(/squeegees/);
    expect(reply).toMatch(/sold out/);
  });

  it("gives no made-up figure for the share of the sun's energy a film stops", () => {
    const { reply } = ask("ceramic specs, what % of solar energy does it reject");
    expect(reply).toMatch(/don't give a percentage/);
    expect(reply).toMatch(/infrared/);
  });

  it("says a package is priced whole when glass it covers is left out", () => {
    const { reply } = ask("all of it but not the back glass on my accord, cheaper?");
    expect(reply).toContain("priced whole");
    expect(reply).toContain(phone());
  });
});

describe("words a phone or a hurry mangles", () => {
  it("answers the email asked as 'e mail' by voice, not where we are", () => {
    const { reply } = ask("whats the e mail address");
    expect(reply).toContain(k.business.email);
    expect(reply).not.toMatch(/based in/);
  });

  it("reads a short town a letter off after a word that makes it a place", () => {
    expect(ask("do you come to miltin").reply).toContain(k.areas.find((a) => a.name === "Milton")!.path);
  });

  it("reads words run together and two letters swapped", () => {
    expect(ask("whatsthe darkestlegal ontheback ofa sedan").reply).toContain("15%");
    expect(ask("how much for a tnit job on a camry").reply).toContain(variant("ceramic-tint-sedan", "35%"));
  });

  it("answers old house glass with the glass check, not the car's aftercare", () => {
    const { reply } = ask("can film on 1950s house windows crack them");
    expect(reply).toMatch(/glass type/);
  });
});
