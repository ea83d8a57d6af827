import { describe, expect, it } from "vitest";
import { floridaTintLaw } from "~/config/tint-law.ts";
import { askOfflineAt, withSeededKnowledge } from "../../../../tests/support/seeded-knowledge.ts";
import type { Knowledge } from "../knowledge.server.ts";

// Issue 26, tenth round: what held-out round 8 showed the engine could not
// read once it moved to development (on someone else's behalf, upset, vague),
// each tested in other words than the round's own.

let k: Knowledge;
withSeededKnowledge((knowledge) => (k = knowledge));

const ask = askOfflineAt(() => k, new Date("2026-07-15T15:00:00-05:00"));
const front = `${floridaTintLaw.vehicleClasses.sedan.minVlt.frontSide}%`;

describe("a vehicle that is someone else's", () => {
  it("sends a leased or rented car to its owner's say-so, with the law that holds anyway, and promises nothing", () => {
    for (const question of ["is it ok to tint a car i'm leasing", "can i get my rental car tinted while on vacation"]) {
      const { reply } = ask(question);
      expect(reply).toMatch(/(leasing|rental) company/);
      expect(reply).toContain(front);
      expect(reply).toContain(k.business.phone.display);
      expect(reply).not.toMatch(/^Yes/);
    }
  });
});

describe("a referral, a 'worth it' and where the shop is", () => {
  it("promises no referral reward and names the first-time offer", () => {
    for (const question of ["a friend referred me, is there a bonus", "my cousin sent me your way, do i get a deal"]) {
      const { reply } = ask(question);
      expect(reply).toMatch(/don't list a referral reward/);
      expect(reply).toContain(`${k.business.offer.percent}%`);
      expect(reply).not.toMatch(/^Yes/);
    }
  });

  it("answers 'is it worth it' for a home or an office with what the film does, not a yes", () => {
    const { reply } = ask("is tinting the house even worth it");
    expect(reply).toMatch(/yours to weigh/);
    expect(reply).toMatch(/glare|heat|fading/);
    expect(reply).toContain("/services/residential-window-tinting");
  });

  it("reads 'ur store where at' as where we are: mobile, no shop to visit", () => {
    const { reply } = ask("ur store where at");
    expect(reply).toMatch(/mobile/);
    expect(reply).not.toContain("/product/");
  });
});

describe("a complaint around the question", () => {
  it("says sorry and gives the phone when a message went unanswered, and still answers", () => {
    const { reply } = ask("filled out your form last week, nobody got back to me. how much for a sedan");
    expect(reply).toMatch(/^Sorry you haven't heard back/);
    expect(reply).toContain(k.business.phone.display);
    expect(reply).toContain("/product/ceramic-tint-sedan");
  });

  it("reads film another shop put on, gone bad, as a removal job, not our shop or our warranty", () => {
    const { reply } = ask("some other shop tinted my car last year, its all bubbled now, can you fix it");
    expect(reply).toMatch(/steam|peel|remov/i);
    expect(reply).not.toContain("/shop");
    expect(reply).not.toMatch(/warranty/);
  });

  it("reads a fault in film we installed as the warranty's claim, with the phone", () => {
    const { reply } = ask("you guys tinted my accord last summer and the rear is bubbling");
    expect(reply).toMatch(/To make a claim/);
    expect(reply).toContain(k.business.phone.display);
  });

  it("gives the phone with the curing answer when fresh film lifts", () => {
    const { reply } = ask("rolled the window down the day after and the edge is peeling");
    expect(reply).toContain(k.business.phone.display);
  });
});

describe("the law after a ticket or a rumour, a card by post, a relative's town and vehicle", () => {
  it("gives the limits to one ticketed who asks how to stay legal", () => {
    expect(ask("got pulled over for my tint, how do i avoid that next time").reply).toContain(front);
  });

  it("answers a rumour that the front can't be tinted with the front's limit", () => {
    expect(ask("someone told me you cant tint the front windows here").reply).toContain(front);
  });

  it("says the gift card comes by email when asked about the post", () => {
    expect(ask("will the gift card be mailed to her").reply).toMatch(/^No, it comes by email/);
  });

  it("prices the vehicle named with a served town, a relative's home being where it is", () => {
    const { reply } = ask("my dad lives in milton, could you come to his house for his pickup");
    expect(reply).toContain("/service-areas/milton");
    expect(reply).toContain("/product/ceramic-tint-truck");
  });

  it("names both services, and a call to plan them together, when tint and paint film are asked for one visit", () => {
    const { reply } = ask("while your guys are out could they do clear bra and tint on my camaro too");
    expect(reply).toContain("/services/automotive-window-tinting");
    expect(reply).toContain("/services/paint-protection-film");
    expect(reply).toContain(k.business.phone.display);
  });
});
