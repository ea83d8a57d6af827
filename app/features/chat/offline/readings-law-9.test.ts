import { describe, expect, it } from "vitest";
import { askOfflineAt, withSeededKnowledge } from "../../../../tests/support/seeded-knowledge.ts";
import type { Knowledge } from "../knowledge.server.ts";
import { hoursSentence } from "./phrases.ts";

// Issue 26, round 8's readings of the law, several vehicles, verdicts, the hours and the day,
// a local place, follow-ups and short fragments, each tested in other words than the round's own.

let k: Knowledge;
withSeededKnowledge((knowledge) => (k = knowledge));

const at = (iso: string) => askOfflineAt(() => k, new Date(iso));
const ask = at("2026-07-15T15:00:00-05:00");
const THURSDAY_NOON = "2026-07-16T12:00:00-05:00";
const THURSDAY_NIGHT = "2026-07-16T21:30:00-05:00";

describe("working today, hrs, and a road that is not a time", () => {
  it("reads someone still working, or working this morning, as whether we're open now", () => {
    for (const q of ["anyone still working this evening?", "open today?", "is somebody still there tonight"]) {
      expect(at(THURSDAY_NOON)(q).reply, q).toMatch(/^Yes, we're open right now!/);
      expect(at(THURSDAY_NIGHT)(q).reply, q).toMatch(/^No, we're closed right now\./);
    }
  });

  it("reads hrs as the opening hours, but not a wait counted in hrs", () => {
    expect(ask("whats ur saturday hrs").reply).toContain(hoursSentence(k));
    expect(ask("weekend hrs?").reply).toContain(hoursSentence(k));
    expect(ask("can someone come out in 3 hrs").reply).not.toMatch(/^We're open every day/);
  });

  it("reads 'off 98' as the highway, and a neighbourhood on it as its town", () => {
    const { reply } = ask("we're off 98 out in florosa, yall come there?");
    expect(reply).toContain("/service-areas/mary-esther");
    expect(reply).not.toContain(hoursSentence(k));
    // Getting off work at a time is still the hours.
    expect(ask("i get off at 5, could you come after").reply).toContain(hoursSentence(k));
  });
});

describe("the visit and a time asked for", () => {
  it("says we bring the film and tools, not the shop's list", () => {
    for (const q of ["do i need to buy the film or do you supply it", "will you bring all the tools and supplies"]) {
      const { reply } = ask(q);
      expect(reply, q).toMatch(/We bring the film, tools, water/);
      expect(reply, q).not.toMatch(/online shop/);
    }
  });

  it("reads a clock time someone asks to get as booking", () => {
    for (const q of ["thursday at 9am, can we get that", "can i grab a 2pm slot next week"]) {
      expect(ask(q).reply, q).toContain("](/book");
    }
  });
});

describe("a model asked to count as a class", () => {
  it("says the class the booking files the model under, with its limits", () => {
    const suv = ask("would my honda pilot count as an suv for the tint law").reply;
    expect(suv).toMatch(/^Yes: we book the Honda Pilot as an SUV or van/);
    expect(suv).toContain(`at least ${k.tintLaw.vehicleClasses.multipurpose.minVlt.backSide}%`);
    expect(ask("is a chevy tahoe considered a car for tint").reply).toMatch(
      /^No: we book the Chevrolet Tahoe as an SUV/,
    );
    // A pickup's limits are a car's, as we apply the law.
    expect(ask("does the f150 count as a car for tint law").reply).toMatch(/^Yes: we book the Ford F-150 as a pickup/);
  });
});

describe("a shade for each window group, and two vehicles' limits", () => {
  it("gives a verdict for each shade asked for the front and the back", () => {
    const both = ask("is 35 on the front and 15 on the back ok for a civic").reply;
    expect(both).toMatch(/^Yes, both are legal on a sedan or coupe: 35% on the front side windows and 15% on/);
    const mixed = ask("35 up front and 5 in the back on my corolla, legal?").reply;
    expect(mixed).toMatch(/^Not all of it: 5% on the back side windows and the rear window is too dark, while 35% on/);
    expect(mixed).toContain(`${k.tintLaw.vehicleClasses.sedan.minVlt.backSide}%`);
  });

  it("reads a shade named for the back alone as the question, on a pickup as on a car", () => {
    const { reply } = ask("got a ford ranger, would 15 in the back be ok");
    expect(reply).toMatch(/^Yes, 15% is legal on the back side windows and the rear window of a pickup truck/);
    expect(reply).not.toMatch(/We we/);
  });

  it("gives both classes' limits when the models named are of both", () => {
    const { reply } = ask("rear glass limit on a civic compared to a tahoe");
    expect(reply).toContain(`at least ${k.tintLaw.vehicleClasses.sedan.minVlt.backSide}% on sedans`);
    expect(reply).toContain(`at least ${k.tintLaw.vehicleClasses.multipurpose.minVlt.backSide}% on SUVs`);
    expect(reply).not.toContain("body=sedan-coupe");
  });
});

describe("paint film on one vehicle and tint on another", () => {
  it("prices the tint for the vehicle the tint is for, beside the paint film", () => {
    const { reply } = ask("clear bra for my tesla model y and tint on my wifes camry, how much");
    expect(reply).toContain("(/product/ceramic-tint-sedan)");
    expect(reply).toContain("(/product/ppf-partial-front)");
    expect(reply).not.toContain("(/product/ceramic-tint-suv)");
  });
});

describe("'so can you do it' after a question of the law", () => {
  it("asks the law again of us, with the shade and the vehicle's use named before", () => {
    const { reply } = ask(
      "could i get 15% all around",
      "its a show car on a trailer, never driven on the street",
      "ok could you do that then",
    );
    expect(reply).toContain(k.tintLaw.roadVehicles);
    expect(reply).toContain(k.business.phone.display);
    expect(ask("is 5% ok on the back of my tahoe", "ok could you do it then").reply).toMatch(/^No: 5% is too dark/);
  });
});
