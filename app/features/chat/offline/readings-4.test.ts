import { describe, expect, it } from "vitest";
import { askOfflineAt, withSeededKnowledge } from "../../../../tests/support/seeded-knowledge.ts";
import { floridaTintLaw as law } from "~/config/tint-law.ts";
import type { Knowledge } from "../knowledge.server.ts";

// Issue 26, fourth round: questions from the third held-out round, read as
// the next customer would word the same need.

let k: Knowledge;
withSeededKnowledge((knowledge) => (k = knowledge));

const OPEN = new Date("2026-07-15T15:00:00-05:00"); // a Wednesday, 3 PM in Navarre
const NIGHT = new Date("2026-07-15T22:30:00-05:00");
const ask = askOfflineAt(() => k, OPEN);

describe("readings of the fourth round", () => {
  it("says how long a time is held while paying", () => {
    expect(ask("how long do you hold my spot while i check out").reply).toContain(`${k.booking.holdMinutes} minutes`);
  });

  it("says no exemption is needed for a shade that is legal where it goes", () => {
    const { reply } = ask("would i need a doctors exemption for 20% on the back of my accord");
    expect(reply).toMatch(/^No exemption is needed/);
    expect(reply).toContain(`${law.vehicleClasses.sedan.minVlt.backSide}%`);
    expect(reply).not.toMatch(/20% is (not legal|too dark)/);
  });

  it("answers a meter's tolerance from the law guide, never promising one", () => {
    const { reply } = ask("dont yall get some tolerance when the cop meters it");
    expect(reply).toMatch(/tolerance/);
    expect(reply).toMatch(/don't count/);
    expect(reply).not.toMatch(/there is a \d+% tolerance/i);
  });

  it("says glass repair is not ours, with the phone", () => {
    const { reply } = ask("my windshield is cracked can u fix it");
    expect(reply).toMatch(/don't replace or repair glass/);
    expect(reply).toContain(k.business.phone.display);
  });

  it("doesn't promise payment plans", () => {
    const { reply } = ask("can i pay it off monthly");
    expect(reply).toMatch(/^Not as far as I know/);
    expect(reply).toContain(k.business.phone.display);
  });

  it("answers rain on the day with the day-of answer", () => {
    const { reply } = ask("what if the weather is nasty on my install day");
    expect(reply).not.toContain("only help");
    expect(reply).toMatch(/canopy|garage|carport|reschedul/i);
  });

  it("reads 'still taking calls tonight' as open now", () => {
    const { reply } = askOfflineAt(() => k, NIGHT)("u guys still answering the phone tonight?");
    expect(reply).toMatch(/closed/i);
    expect(reply).toMatch(/\d{1,2}:\d\d AM/);
  });

  it("reads removal making the job longer as the job's duration", () => {
    expect(ask("will taking off my old tint make it take longer").reply).toMatch(/longer/);
  });

  it("reads privacy at night with reflective film as privacy, not the law's reflectance", () => {
    expect(ask("with the mirror film on our office can people see in at night").reply).toMatch(/night/i);
  });
});

describe("times the booking page doesn't show", () => {
  it("sends a same-day visit to the phone, with the lead time and the hours", () => {
    const { reply } = ask("could somebody come out in a couple hours");
    expect(reply).toContain(`${k.booking.minLeadHours} hours`);
    expect(reply).toContain(k.business.phone.display);
  });

  it("says a booking date past the horizon isn't online yet, with the phone", () => {
    const { reply } = askOfflineAt(
      () => k,
      new Date("2026-09-01T12:00:00-05:00"),
    )("i want to book an appointment the week of thanksgiving");
    expect(reply).toContain(`${k.booking.horizonDays} days`);
    expect(reply).toContain(k.business.phone.display);
  });
});

describe("the aftercare content", () => {
  it("answers new bubbles as the normal drying, from the aftercare guide", () => {
    expect(ask("got some tiny bubbles in my new tint, is that normal").reply).toMatch(/water|normal/i);
  });
});

describe("paint protection questions the pages answer", () => {
  it("answers existing chips with the page's advice to fix them first", () => {
    expect(ask("theres already a few scratches on my hood, worth doing ppf?").reply).toMatch(/correction|fix/i);
  });

  it("says PPF isn't for collision damage", () => {
    expect(ask("would the paint film save my bumper in a fender bender").reply).toMatch(/collision/i);
  });
});

describe("new film curing", () => {
  it("says to keep the windows up, from the owner's FAQ", () => {
    expect(ask("how long till i can put my windows down").reply).toMatch(/three to five days/);
  });

  it("adds the aftercare guide's sentence about what was named", () => {
    expect(ask("i drive thru the base gate every morning after the tint, what do i do").reply).toMatch(/open the door/);
  });

  it("leads with what isn't normal, and the phone, for debris weeks later", () => {
    const { reply } = ask("theres dirt under the film and its been a month");
    expect(reply).toMatch(/^What's not normal/);
    expect(reply).toContain(k.business.phone.display);
  });

  it("says haze is normal to a yes/no question", () => {
    expect(ask("is it normal for new tint to look cloudy").reply).toMatch(/^Yes, that's normal/);
  });
});

describe("home film questions the residential article answers", () => {
  it("answers the power bill from the article, without a promised figure", () => {
    const { reply } = ask("would window film cut my electric bill");
    expect(reply).toContain("/blog/residential-window-film-energy-savings-gulf-coast");
    expect(reply).toMatch(/depends/);
  });

  it("answers fading furniture with the article's UV sentence", () => {
    expect(ask("my rugs are fading from the sun, will film help").reply).toMatch(/slows fading/i);
  });
});

describe("choosing between things we sell", () => {
  it("compares the catalogue's options by their prices, without a yes or no", () => {
    const { reply } = ask("is gloss or satin ppf better for a black car");
    const ppf = k.products.find((p) => /paint protection/i.test(p.title))!;
    for (const v of ppf.variants) expect(reply).toContain(v.price);
    expect(reply).not.toMatch(/^Yes/);
  });

  it("compares the films, not the price list, for 'the cheap stuff'", () => {
    const { reply } = ask("whats the difference between your film and the cheap stuff");
    expect(reply).toMatch(/dyed/i);
    expect(reply).not.toContain("Here are our current prices");
  });
});
