import { describe, expect, it } from "vitest";
import { askOfflineAt, withSeededKnowledge } from "../../../../tests/support/seeded-knowledge.ts";
import { nicknamesOf, onBaseSentence } from "../area-page-facts.ts";
import type { AreaFact, Knowledge } from "../knowledge.server.ts";
import { analyze } from "./analysis.ts";

// A neighbourhood, landmark, base or nickname that a town's area page names is
// answered as that town; a town the facts don't name is never promised, even
// when the message names a town we serve beside it.

let k: Knowledge;
withSeededKnowledge((knowledge) => (k = knowledge));

const OPEN = new Date("2026-07-15T15:00:00-05:00"); // a Wednesday, 3 PM
const ask = askOfflineAt(() => k, OPEN);
const area = (slug: string): AreaFact => k.areas.find((a) => a.slug === slug)!;
const pageLink = (slug: string) => `](${area(slug).path})`;
const owner = (neighborhood: string) => k.areas.find((a) => a.neighborhoods.includes(neighborhood))!;

describe("the names a town is known by", () => {
  it("answers a neighbourhood named with a service as its town, and the service too", () => {
    const { reply } = ask("can you do my car in kelly plantation");
    expect(reply).toMatch(/^Yes, Kelly Plantation is part of our /);
    expect(reply).toContain(`](${owner("Kelly Plantation").path})`);
    expect(reply).toContain("](/services/automotive-window-tinting)");
  });

  it.each([
    ["can you tint my condo windows on okaloosa island", "Okaloosa Island"],
    ["stationed at whiting field, can you tint my car", "Whiting Field area"],
  ])("reads the area page's neighbourhoods: %s", (question, neighborhood) => {
    expect(ask(question).reply).toContain(`](${owner(neighborhood).path})`);
  });

  it("reads a neighbourhood's short form where it stands as a place, and not in an ordinary phrase", () => {
    const navarre = owner("Holley by the Sea");
    expect(ask("holley fl?").reply).toContain(`](${navarre.path})`);
    expect(ask("is the holley area covered").reply).toContain(`](${navarre.path})`);
    expect(analyze("im at hurlburt, can you tint my car", k).areas).toEqual([owner("Hurlburt Field area")]);
    expect(analyze("the film is crystal clear", k).areas).toEqual([]);
  });

  it("reads the nickname the town's page gives it", () => {
    const crestview = area("crestview");
    expect(crestview.nicknames.length).toBeGreaterThan(0);
    expect(ask("do you come up to the hub city").reply).toContain(pageLink("crestview"));
  });

  it("says how a visit on base is arranged, from the town's page", () => {
    const maryEsther = owner("Hurlburt Field area");
    const { reply } = ask("i live in base housing on hurlburt field, can you come do my truck");
    expect(maryEsther.onBase).toMatch(/off base/);
    expect(reply).toContain(maryEsther.onBase!);
    expect(reply).toContain(`](${maryEsther.path})`);
    expect(ask("do you serve hurlburt field").reply).not.toContain(maryEsther.onBase!);
  });

  it("checks a zip code given with a place rather than listing the zip codes", () => {
    const zip = area("pensacola").zipCodes[0]!;
    const { reply } = ask(`do you go as far as perdido key? zip ${zip}`);
    expect(reply).toMatch(new RegExp(`^Yes, ${zip} is in our `));
    expect(reply).toContain(pageLink("pensacola"));
  });

  it("answers 'do you do <town>' as the town, but a thing named beside a town as that thing", () => {
    expect(ask("do you do gulf breeze").reply).toMatch(/^Yes, we serve /);
    expect(ask("do you do gulf breeze").reply).toContain(pageLink("gulf-breeze"));
    const boat = ask("can you tint boat windows in destin").reply;
    expect(boat).toMatch(/boat/i);
    expect(boat).not.toContain(pageLink("destin"));
  });

  it("answers a town named after another as the new town, with its distance", () => {
    const destin = area("destin");
    const { reply } = ask("do you do gulf breeze", "what about destin");
    expect(reply).toContain(destin.name);
    expect(reply).toContain(destin.distance);
  });
});

describe("a place the facts don't name", () => {
  it("is not promised when the message also names a town we serve", () => {
    const { reply } = ask("im in miramar beach right past destin");
    expect(reply).not.toMatch(/^Yes/);
    expect(reply).toContain(k.business.phone.display);
    expect(reply).toMatch(/^Not Miramar Beach/);
  });

  it("leaves a served town's own neighbourhood that the gazetteer also knows as the town", () => {
    expect(analyze("i live in hurlburt field, do you come there", k).areas).toEqual([owner("Hurlburt Field area")]);
  });
});

describe("the area page's facts", () => {
  it("takes the nickname after the town's name in the headline", () => {
    expect(nicknamesOf("Window Tinting in Springfield, the Gem City", "Springfield")).toEqual(["Gem City"]);
    expect(nicknamesOf("Mobile Window Tinting in Springfield, FL", "Springfield")).toEqual([]);
  });

  it("takes the sentence about living on base, else the one about meeting off base", () => {
    const text = "We come to you. If you live on base, we meet you at an off-base address. Call us.";
    expect(onBaseSentence(text)).toBe("If you live on base, we meet you at an off-base address.");
    expect(onBaseSentence("We tint in an off-base lot during the day. Call us.")).toBe(
      "We tint in an off-base lot during the day.",
    );
    expect(onBaseSentence("We come to you.")).toBeNull();
  });
});
