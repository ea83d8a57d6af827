import { describe, expect, it } from "vitest";
import { askOfflineAt, withSeededKnowledge } from "../../../../tests/support/seeded-knowledge.ts";
import type { Knowledge } from "../knowledge.server.ts";

// Issue 26, round 9's readings on curing, the warranty, paint film, home film, worries, a product's details
// and after the job: each tested in other words than the round's own.

let k: Knowledge;
withSeededKnowledge((knowledge) => (k = knowledge));

const ask = askOfflineAt(() => k, new Date("2026-07-15T15:00:00-05:00"));

describe("curing and the warranty", () => {
  it("reads 'when can the windows come down' as the curing, not the booking's first free time", () => {
    const { reply } = ask("when can my windows come back down");
    expect(reply).toMatch(/three to five days/);
    expect(reply).not.toMatch(/choose your vehicle/);
  });

  it("answers which papers to keep for a claim with the certificate and the invoice", () => {
    const { reply } = ask("which documents should i keep for the warranty");
    expect(reply).toMatch(/certificate/);
    expect(reply).toMatch(/invoice/);
    expect(ask("do i need a receipt if i have to claim someday").reply).toMatch(/invoice/);
  });

  it("answers a worry that film will bubble with the manufacturer's warranty", () => {
    const { reply } = ask("im afraid the tint will start to peel in the summer sun");
    expect(reply).toMatch(/manufacturer-backed warranty/);
    expect(reply).not.toMatch(/not sure/i);
    expect(ask("will the film on our house windows peel in a few years").reply).toMatch(
      /residential films come with a manufacturer-backed warranty/i,
    );
  });
});

describe("paint film: its finishes in other words, its top coat", () => {
  it("reads 'matte' film as satin and 'glossy' as gloss, and prices both", () => {
    const ppf = k.products.find((p) => p.id === "ppf-partial-front")!;
    const { reply } = ask("which costs more, the glossy film or the matte finish one");
    for (const v of ppf.variants) expect(reply).toContain(v.price);
    const either = ask("matte or shiny ppf, which one is cheaper").reply;
    for (const v of ppf.variants) expect(either).toContain(v.price);
  });

  it("leaves a car's own matte paint alone", () => {
    const { reply } = ask("can you put ppf on matte paint");
    expect(reply).not.toMatch(/\bsatin\b.*\bsatin\b/i);
  });

  it("answers whether the film heals itself with the self-healing top coat", () => {
    const { reply } = ask("can ppf repair itself if it gets light scratches");
    expect(reply).toMatch(/self-healing topcoat/);
    expect(ask("do light swirls in the paint film go away by themselves").reply).toMatch(/self-healing topcoat/);
  });
});

describe("home film: daylight, double panes, a hot room", () => {
  it("answers losing daylight with the light films that look nearly clear", () => {
    const { reply } = ask("will window film make my sunroom gloomy, we like it bright");
    expect(reply).toMatch(/^Not unless you want it to/);
    expect(reply).toMatch(/nearly clear/);
  });

  it("answers film cracking insulated glass with the glass check", () => {
    const { reply } = ask("can tint damage dual pane glass");
    expect(reply).toMatch(/check the glass type/);
  });

  it("answers a hot room with what the film rejects", () => {
    const { reply } = ask("the kids room is like a sauna every afternoon, would tinting the window help at all");
    expect(reply).toMatch(/^Yes, it can/);
    expect(reply).toMatch(/rejects part of the sun's heat/);
  });

  it("does not read a car's heat as a room's", () => {
    const { reply } = ask("my truck is an oven, would tint help");
    expect(reply).not.toMatch(/living room/);
  });
});

describe("a product's details and after the job", () => {
  it("reads 'the tint-safe cleaner' as the shop's glass cleaner, with its size", () => {
    const cleaner = k.products.find((p) => p.id === "glass-cleaner")!;
    const { reply } = ask("what size bottle is the film-safe cleaner");
    expect(reply).toContain(cleaner.title);
    expect(reply).toContain(cleaner.subtitle!.split(",")[0]!);
  });

  it("reads a vehicle's 'deal' asked for what it covers as its package, and a deal alone as the offer", () => {
    expect(ask("what windows does the truck deal include").reply).toMatch(/back glass|rear/);
    expect(ask("what comes with the suv special").reply).toMatch(/package covers/);
    expect(ask("got any deals on truck tint").reply).toMatch(/20%/);
  });

  it("says a replaced window needs new film", () => {
    const { reply } = ask("had my back window replaced after a break in and it has no tint now");
    expect(reply).toMatch(/replacement pane needs new film/);
  });
});
