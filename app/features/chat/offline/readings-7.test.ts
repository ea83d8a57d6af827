import { describe, expect, it } from "vitest";
import { askOfflineAt, withSeededKnowledge } from "../../../../tests/support/seeded-knowledge.ts";
import type { Knowledge } from "../knowledge.server.ts";

// Issue 26, seventh round: what round 5's last failures showed the engine could
// not read, each tested in other words than the round's own.

let k: Knowledge;
withSeededKnowledge((knowledge) => (k = knowledge));

const ask = askOfflineAt(() => k, new Date("2026-07-15T15:00:00-05:00"));

describe("roads and landmarks an area page names", () => {
  it("places a road or a park only one page names in that town", () => {
    expect(ask("my office is on john sims pkwy, can you do the storefront").reply).toContain(
      "/service-areas/niceville",
    );
    expect(ask("live near naval live oaks, do you come over").reply).toContain("/service-areas/gulf-breeze");
    expect(ask("we're just off avalon blvd").reply).toContain("/service-areas/pace");
  });

  it("does not place a landmark two pages name, or one holding another town's name", () => {
    // The Pensacola Bay Bridge is on the Gulf Breeze and the Pensacola pages.
    const areas = k.areas.filter((a) => a.landmarks.includes("Pensacola Bay Bridge")).map((a) => a.name);
    expect(areas.length).toBeGreaterThan(1);
    expect(ask("we live by pensacola beach").reply).not.toMatch(/part of our Gulf Breeze service area/);
  });

  it("reads a neighbourhood's name as a place, not as a holiday", () => {
    const { reply } = ask("rental on holiday isle, can you come out between guests");
    expect(reply).toContain("/service-areas/destin");
    expect(reply).not.toMatch(/We close on holidays/);
  });
});

describe("choosing between shades and films", () => {
  it("says how each of two shades looks, in the shade guide's words", () => {
    const { reply } = ask("35 or 50 on the front doors, what's the difference really");
    expect(reply).toMatch(/35%, the front-door favorite/);
    expect(reply).toMatch(/50%, light \(/);
  });

  it("answers whether a film fades from the film guide", () => {
    expect(ask("will carbon turn purple after a few summers").reply).toMatch(/holds its colou?r far better/);
    expect(ask("does the ceramic fade over time").reply).toMatch(/keep their colou?r/);
  });

  it("prices each grade of security film from the storefront guide", () => {
    const { reply } = ask("how much more is the thick 12 mil security film than the 4 mil");
    expect(reply).toMatch(/\$7 to \$11 per square foot/);
    expect(reply).toMatch(/\$19 to \$25 per square foot/);
  });

  it("reads 'my shop' as the visitor's business, not our shop", () => {
    expect(ask("what would safety film cost for my shop windows").reply).not.toMatch(/online shop/);
  });

  it("answers a worry about disliking the shade with the samples, not the law", () => {
    const { reply } = ask("what happens if i don't like how dark it looks once its on");
    expect(reply).toMatch(/samples/);
    expect(reply).not.toMatch(/^Florida's limits/);
  });
});

describe("paint protection film's care", () => {
  it("answers washing with PPF from its own page and article, not the window tint's", () => {
    const { reply } = ask("clear bra went on yesterday, ok to take it through a pressure washer bay");
    expect(reply).toMatch(/edges/);
    expect(reply).toMatch(/few days/);
    expect(reply).not.toMatch(/tinted glass/);
  });

  it("says not right away when asked about washing straight after", () => {
    expect(ask("can the ppf car be washed the same day").reply).toMatch(/^Not right away/);
  });
});
