import { describe, expect, it } from "vitest";
import { askOfflineAt, withSeededKnowledge } from "../../../../tests/support/seeded-knowledge.ts";
import type { Knowledge } from "../knowledge.server.ts";

// Issue 26, round 6's tint-law failures: a law question read as slots (the
// window, the shade, what is asked) and answered from config/tint-law.ts, each
// tested in other words than the round's own.

let k: Knowledge;
withSeededKnowledge((knowledge) => (k = knowledge));

const ask = askOfflineAt(() => k, new Date("2026-07-15T15:00:00-05:00"));

describe("glass the statute's window leaves out", () => {
  it("says a sunroof is not a window under the law, and hands the film question to the team", () => {
    for (const question of [
      "is the moonroof covered by the tint limits",
      "how dark can i legally go on a panoramic roof",
    ]) {
      const { reply } = ask(question);
      expect(reply, question).toMatch(/leaves out the windshield, sunroofs/);
      expect(reply, question).toMatch(/don't apply to a sunroof/);
      expect(reply, question).toContain(k.business.phone.display);
    }
  });

  it("does not read a request to tint the sunroof as a law question", () => {
    expect(ask("any chance you could tint my sunroof").reply).not.toMatch(/leaves out/);
  });
});

describe("what is measured and what the number means", () => {
  it("answers that glass and film are measured together", () => {
    const { reply } = ask("does factory privacy glass count toward the limit or just the film");
    expect(reply).toMatch(/^No, not the film alone: the limits apply to glass and film together/);
    expect(ask("when the cop meters it is it the tint by itself").reply).toMatch(/glass and film together/);
  });

  it("says what the percentage means, and which of two shades is darker", () => {
    expect(ask("what does the number on tint stand for").reply).toMatch(/visible light transmission/);
    expect(ask("is 5 lighter than 20").reply).toMatch(/^No: VLT means visible light transmission/);
    expect(ask("is 20 darker than 50").reply).toMatch(/^Yes: .*lower number means a darker window/);
    expect(ask("does a higher percent mean darker").reply).toMatch(/^No: /);
    expect(ask("so what does 35 percent even mean, and is 20 darker").reply).toMatch(/20% is darker than 35%/);
  });
});

describe("penalties in other words", () => {
  it("says driving with dark tint is no crime, while installing it is", () => {
    for (const question of ["would i get a criminal record for 5% tint", "can they arrest me over dark tint"]) {
      const { reply } = ask(question);
      expect(reply, question).toMatch(/noncriminal/);
      expect(reply, question).not.toMatch(/^Yes/);
    }
  });

  it("says the installer is liable too", () => {
    const { reply } = ask("will the installer get in trouble if my tint is too dark");
    expect(reply).toMatch(/^Yes, the shop is: .*second-degree misdemeanor/);
  });

  it("reads 'fine' as okay, not as a penalty", () => {
    const { reply } = ask("is 35 fine up front on a camry");
    expect(reply).toMatch(/^Yes, 35% is legal on the front side windows of a sedan/);
    expect(reply).not.toMatch(/deposit|infraction/);
    expect(ask("is 15 fine on the rear of my explorer").reply).toMatch(/^Yes, 15% is legal/);
    expect(ask("how big is the fine for limo tint").reply).toMatch(/infraction/);
  });
});

describe("the rear window, graphics and the windshield", () => {
  it("names the outside mirrors a rear window you can't see through needs", () => {
    expect(ask("if my rear glass is solid black what else is required").reply).toMatch(/outside mirrors on both sides/);
  });

  it("reads see-through graphics in other words as perforated film", () => {
    for (const question of [
      "one way vision graphics on the back glass of my van, is there a limit",
      "see through business lettering on my rear window, how dark can it be",
    ])
      expect(ask(question).reply, question).toMatch(/Perforated film must allow at least 30%/);
  });

  it("reads the whole front glass as the windshield, and a place compared with here as no place to serve", () => {
    const { reply } = ask("my cousin in alabama has his whole front window tinted, is that ok in florida");
    expect(reply).toMatch(/AS-1/);
    expect(reply).not.toMatch(/we don't work in|we're a mobile service/i);
  });
});

describe("slots read in more words", () => {
  it("reads a bare shade after 'be' or 'go' when a window is named", () => {
    expect(ask("can my rear glass be 5 on a minivan").reply).toMatch(/^No: 5% is too dark/);
    expect(ask("can the front doors go 20 on my civic").reply).toMatch(/^No: 20% is too dark/);
  });

  it("compares a vehicle class's limits with a sedan's", () => {
    expect(ask("is the tint law different for a crossover").reply).toMatch(/^Yes, behind the driver: .*6%.*15%/);
    expect(ask("is it the same law for an suv as a sedan").reply).toMatch(/^Not behind the driver/);
    expect(ask("does a pickup have the same limits as a car").reply).toMatch(/^Yes, as we apply it: we treat pickup/);
  });

  it("answers how the police check with glass and film measured together", () => {
    expect(ask("how do cops check tint darkness").reply).toMatch(/^The limits apply to glass and film together/);
  });

  it("answers what happens to an installer, and small glass as no window", () => {
    expect(ask("if a tint shop installs 5% on a sedan what happens to them").reply).toMatch(/misdemeanor/);
    expect(ask("if a tint shop installs 5% on a sedan what happens to them").reply).not.toContain("/product/");
    expect(ask("do small triangle windows follow the law").reply).toMatch(/^Not as a "window"/);
  });

  it("reads graphics that must be see-through as perforated film", () => {
    expect(ask("do decals on the back glass need to be see through").reply).toMatch(/at least 30%/);
  });
});

describe("a limit asked without a shade", () => {
  it("says yes with the limit of the windows and vehicle named", () => {
    expect(ask("is there any limit on the back glass of a van").reply).toMatch(
      /^Yes: the back side and rear windows of an SUV or van must let through at least 6%/,
    );
    expect(ask("are there rules for the front windows").reply).toMatch(/^Yes: the front side windows .* 28%/);
  });

  it("reads how much light or how low one can go as the law, not a price", () => {
    const { reply } = ask("how much light has to get through the back windows of an expedition");
    expect(reply).toMatch(/back side windows at least 6%/);
    expect(reply).not.toContain("/product/");
    expect(ask("how low can u go on the sides of a sedan").reply).toMatch(/back side windows at least 15%/);
  });

  it("reads paying up front as the deposit, not the front windows", () => {
    const { reply } = ask("do i pay 50% up front");
    expect(reply).toMatch(/deposit/);
    expect(reply).not.toMatch(/front side windows/);
  });
});

describe("a shade or the darkest asked of a vehicle", () => {
  it("reads a shade called ok for a vehicle, or its darkest, as the law", () => {
    expect(ask("is 20 ok on a sedan").reply).toMatch(
      /^Not on the front side windows: 20% is too dark there.* legal on the back/,
    );
    expect(ask("whats the max darkness for a jeep wrangler").reply).toMatch(/back side windows at least 6%/);
  });

  it("reads the shade a penalty is asked for", () => {
    expect(ask("can i get pulled over for 35").reply).toMatch(/^No, not for the shade: 35% is legal/);
  });
});
