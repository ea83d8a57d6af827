import { describe, expect, it } from "vitest";
import { askOfflineAt, withSeededKnowledge } from "../../../../tests/support/seeded-knowledge.ts";
import type { Knowledge } from "../knowledge.server.ts";

// Issue 26, round 7's readings on a product's details, a worry before saying yes, films and goods
// compared, the company itself and old film: each tested in other words than the round's own.

let k: Knowledge;
withSeededKnowledge((knowledge) => (k = knowledge));

const ask = askOfflineAt(() => k, new Date("2026-07-15T15:00:00-05:00"));
const product = (id: string) => k.products.find((p) => p.id === id)!;
const price = (id: string, title?: RegExp) => product(id).variants.find((v) => !title || title.test(v.title))!.price;

describe("signals: the radio, the phone, a toll tag", () => {
  it("says the film has no metal, from the pages, for a radio or the phone", () => {
    const radio = ask("will window film block my am fm reception").reply;
    expect(radio).toMatch(/^No/);
    expect(radio).toMatch(/no metal|doesn't interfere|won't interfere/);
    expect(ask("does tint mess with cell signal in the car").reply).toMatch(/interfere/);
  });

  it("sends a device the pages don't name (a toll tag) to the owner", () => {
    const { reply } = ask("does my toll transponder still work through the tint");
    expect(reply).toMatch(/interfere/);
    expect(reply).toContain(k.business.phone.display);
  });

  it("for a home's film, says what the pages say of ceramic and asks us for the rest", () => {
    const { reply } = ask("will film on our office windows block the wifi signal");
    expect(reply).toMatch(/ceramic/i);
    expect(reply).toContain(k.business.phone.display);
  });
});

describe("how much heat the film rejects", () => {
  it("gives no percentage the pages don't give, and says what they do", () => {
    const { reply } = ask("how much heat % does the ceramic tint reject");
    expect(reply).toMatch(/large share|infrared/);
    expect(reply).not.toMatch(/\b[1-9]\d% of the heat|rejects? (up to )?\d\d%/);
  });
});

describe("films compared", () => {
  it("answers ceramic against a cheaper film, not with our price list", () => {
    const { reply } = ask("is ceramic really worth more than carbon, carbon is cheaper");
    expect(reply).toMatch(/infrared|fade|purple/);
    expect(reply).not.toContain("Here are our current prices");
  });

  it("keeps the films with the law when a front shade is named", () => {
    const { reply } = ask("dyed vs ceramic for heat with 50 on the front");
    expect(reply).toMatch(/ceramic/i);
    expect(reply).toMatch(/infrared|cooler/);
  });
});

describe("what a package or a good holds", () => {
  it("says which windows a tint package covers", () => {
    const { reply } = ask("for the truck package what glass actually gets tinted");
    expect(reply).toMatch(/rear|back/i);
  });

  it("says which panels the paint film package covers", () => {
    const { reply } = ask("what parts of the car does the partial front ppf cover");
    expect(reply).toMatch(/bumper/);
    expect(reply).toMatch(/mirrors/);
  });

  it("gives a good's subtitle: what is in it, or its size", () => {
    expect(ask("what do you get with the squeegee set").reply).toContain(product("squeegee-set").subtitle!);
    expect(ask("what size bottle is the glass cleaner").reply).toContain("16 oz");
  });

  it("sets goods named by their price side by side", () => {
    const pro = ask("the 49 dollar kit or the standard one, what's different").reply;
    expect(pro).toContain(price("aftercare-kit", /pro/i));
    expect(pro).toMatch(/brush|second bottle/);
    const both = ask("is the 12 dollar cleaner enough or do I want the kit with towels").reply;
    expect(both).toContain(price("aftercare-kit", /standard/i));
    expect(both).toContain(price("glass-cleaner"));
  });
});

describe("the company itself", () => {
  it("says when it started", () => {
    expect(ask("when did you guys start the business").reply).toContain(String(k.business.founded));
  });

  it("never claims insurance the site doesn't list", () => {
    const { reply } = ask("do you have liability insurance if something gets scratched");
    expect(reply).toContain(k.business.phone.display);
    expect(reply).not.toMatch(/we are insured|we're insured|fully insured/i);
  });

  it("says there is no shop to visit, we come to you", () => {
    const { reply } = ask("is there a physical location or do you just drive around");
    expect(reply).toMatch(/mobile|come to/);
    expect(reply).not.toMatch(/our address is|stop by our shop/i);
  });
});

describe("old film", () => {
  it("reads stripping it off as removal", () => {
    expect(ask("the tint on my used car is all bubbled, can you guys peel it").reply).toMatch(/steam|peel/);
  });

  it("says old film adds to the price", () => {
    expect(ask("my van has previous tint on it, will that raise the cost").reply).toMatch(/adds time and cost/);
    const { reply } = ask("there's existing film on the glass, does that up the price");
    expect(reply).toMatch(/^Yes, it can\..*adds time and cost/s);
  });
});

describe("a part asked of the paint film package", () => {
  it("is a yes only when the package's own words name it", () => {
    expect(ask("does the partial front clear bra cover the mirrors?").reply).toMatch(/^Yes: .*mirrors/s);
    expect(ask("does the partial front ppf cover the roof?").reply).not.toMatch(/^Yes/);
  });
});
