import { describe, expect, it } from "vitest";
import { askOfflineAt, withSeededKnowledge } from "../../../../tests/support/seeded-knowledge.ts";
import { floridaTintLaw as law } from "~/config/tint-law.ts";
import { warranty } from "~/config/warranty.ts";
import { customerMessages } from "~/config/customer-messages.ts";
import type { Knowledge } from "../knowledge.server.ts";

// Issue 26, fifth round: what the fourth held-out round showed the engine
// could not read, each tested in other words than the round's own.

let k: Knowledge;
withSeededKnowledge((knowledge) => (k = knowledge));

const OPEN = new Date("2026-07-15T15:00:00-05:00"); // a Wednesday, 3 PM in Navarre
const NIGHT = new Date("2026-07-15T22:30:00-05:00");
const ask = askOfflineAt(() => k, OPEN);
const price = (id: string) => k.products.find((p) => p.id === id)!.variants.map((v) => v.price);

describe("prices asked in few words", () => {
  it("reads '$$' and 'what would that be' as a price question", () => {
    expect(ask("kia sorento tint $$").reply).toContain(price("ceramic-tint-suv")[0]!);
    expect(ask("2020 honda accord every window, what would that come to").reply).toMatch(/\$399\.00|\$449\.00/);
  });

  it("names every option's price when a package has one, and says the base price leaves it out", () => {
    const { reply } = ask("is the visor strip part of the 549 on my highlander");
    expect(reply).toMatch(/^No, not at that price/);
    expect(reply).toContain(price("ceramic-tint-suv")[1]!);
  });

  it("quotes a windshield strip on its own, with the phone", () => {
    const { reply } = ask("just want the eyebrow strip up top, nothing else, what's that run");
    expect(reply).toContain(k.business.phone.display);
    expect(reply).toContain("/#contact");
  });
});

describe("several vehicles and their names", () => {
  it("prices a Maxima, a Versa or an Armada by its body", () => {
    const { reply } = ask("how much for a nissan maxima and a nissan armada");
    expect(reply).toMatch(/For the Nissan Maxima: .*Sedan/);
    expect(reply).toMatch(/For the Nissan Armada: .*SUV/);
  });

  it("reads a model named like a state or a word as the vehicle next to another vehicle, not a place", () => {
    const { reply } = ask("quote for two: a pilot and a civic");
    expect(reply).toMatch(/For the Honda Pilot/);
    const colorado = ask("what would my colorado cost").reply;
    expect(colorado).toContain(price("ceramic-tint-truck")[0]!);
    expect(colorado).not.toMatch(/don't work in Colorado/);
    // Alone, the state is still the state.
    expect(ask("do you come out to colorado").reply).toMatch(/don't work in Colorado/);
  });
});

describe("the law's smaller points", () => {
  it("says glass under the statute's size is not a 'window'", () => {
    expect(ask("what about the little triangle glass behind the back door").reply).toContain(
      `${law.windowMinSquareInches} square inches`,
    );
  });

  it("answers the outside mirrors with a dark rear window, not mirrored film", () => {
    const { reply } = ask("do i need both side mirrors if the rear glass is limo");
    expect(reply).toContain("outside mirrors on both sides");
    expect(reply).not.toMatch(/^Reflectance/);
  });

  it("reads a bare shade 'on the front of my truck' as the front windows", () => {
    const { reply } = ask("can i get 20 on the front of my ram 1500");
    expect(reply).toMatch(/^No/);
    expect(reply).toContain(`${law.vehicleClasses.sedan.minVlt.frontSide}%`);
  });

  it("gives the limits to someone just pulled over who asks if theirs is legal", () => {
    expect(ask("got stopped by a cop, is my tint even legal").reply).toContain(
      `${law.vehicleClasses.sedan.minVlt.frontSide}%`,
    );
  });

  it("does not treat a building's reflective film as the vehicle law", () => {
    const { reply } = ask("mirrored film or clear ceramic for our office, which one");
    expect(reply).not.toMatch(/front side windows/);
    expect(reply).toMatch(/night/);
  });
});

describe("places written as streets and towns next to ours", () => {
  it("reads a neighbourhood's street written short", () => {
    expect(ask("we're off woodbine rd").reply).toContain("/service-areas/pace");
  });

  it("reads a town named 'up past' one of ours as that town", () => {
    const { reply } = ask("century, way up past pensacola");
    expect(reply).toMatch(/Century/);
    expect(reply).not.toMatch(/^Yes, we serve Pensacola/);
  });
});

describe("hours, day of, money and aftercare in customers' words", () => {
  it("answers 'you still up?' and 'closed already?' with the hours and a yes that fits the question", () => {
    const late = askOfflineAt(() => k, NIGHT);
    expect(late("yall still up?").reply).toContain("7:00 AM");
    expect(late("are u guys closed already").reply).toMatch(/^Yes, we're closed/);
    expect(ask("are u guys closed already").reply).toMatch(/^No, we're open/);
  });

  it("gives the closing time to someone who gets off work late", () => {
    expect(ask("i get off at 6, can yall still come").reply).toContain("7:00 PM");
  });

  it("lists the gift card's amounts", () => {
    const { reply } = ask("what values do gift cards come in");
    for (const amount of price("gift-card")) expect(reply).toContain(amount);
  });

  it("answers paying by check with the methods we take", () => {
    expect(ask("can we pay by check").reply).toMatch(/card|cash/);
  });

  it("says no to scrubbers and to suction cups on the film, from the aftercare guide", () => {
    expect(ask("ok to scrub the inside with steel wool").reply).toMatch(/abrasive/);
    expect(ask("is it fine to put my dash cam mount on the tinted glass").reply).toMatch(/^No.*suction-cup/s);
  });

  it("answers foggy film, the sun and a window rolled down too soon", () => {
    expect(ask("tint still looks foggy, how long").reply).toMatch(/days|week/);
    expect(ask("will sitting in the sun help it dry").reply).toMatch(/^Yes, it helps/);
    expect(ask("my son put the window down on day 2, did he ruin it").reply).toContain(k.business.phone.display);
  });

  it("says removing old film is not in a listed price", () => {
    expect(ask("does the price include stripping the old tint").reply).toMatch(/^No, it's not in the listed price/);
  });

  it("says how to make a warranty claim, and what paint film's warranty covers", () => {
    expect(ask("film is peeling, how do i file a claim").reply).toContain("invoice");
    const ppf = ask("would ppf yellowing be covered").reply;
    expect(ppf).toMatch(/yellowing/);
    expect(ppf).not.toContain("this vehicle");
    expect(warranty.terms.ppf[0]).toContain("this vehicle");
  });

  it("answers street parking and being told when the crew is coming", () => {
    expect(ask("i only have street parking, is that ok").reply).toMatch(/room to open every door/);
    expect(ask("can you text me when you're on the way").reply).toContain(
      `${customerMessages.reminderHoursBefore} hours`,
    );
  });

  it("answers a home's power bill from the article, not the price list", () => {
    const { reply } = ask("how much would film lower my electric bill");
    expect(reply).toMatch(/depend/i);
    expect(reply).not.toContain("/shop");
  });

  it("says dyed film fades when asked if ceramic is worth it over cheap tint", () => {
    expect(ask("is ceramic worth it over the $150 tint guy").reply).toMatch(/fade|purple/);
  });
});

describe("questions of our own on the towns and the law", () => {
  it("names the farthest towns, the home county and every town of a county named", () => {
    const far = [...k.areas].sort((x, y) => parseFloat(y.distance) - parseFloat(x.distance))[0]!;
    expect(ask("whats the furthest town you guys go to").reply).toMatch(new RegExp(`^The farthest are .*${far.name}`));
    const home = k.areas.find((x) => x.distance.startsWith("0 "))!;
    expect(ask("what county are you in").reply).toContain(`${home.county} County`);
    const okaloosa = ask("do you cover all of okaloosa county").reply;
    expect(okaloosa).toMatch(/^Not all of it/);
    for (const town of k.areas.filter((x) => x.county === "Okaloosa")) expect(okaloosa).toContain(town.name);
  });

  it("reads a bare number asked 'legal' or put 'on my <vehicle> back windows' as a shade", () => {
    expect(ask("is 35 legal all around on a hatchback").reply).toMatch(/^Yes, 35% is legal/);
    expect(ask("can i put 5 on my ford explorer back windows").reply).toMatch(/^No: 5% is too dark/);
  });

  it("weighs two shades against the law for the vehicle, and leaves the look to the guide", () => {
    const { reply } = ask("20 or 35 on my camry, which one looks better");
    expect(reply).toMatch(/- 20%, [^\n]*: legal behind the driver .*not on the front side windows/);
    expect(reply).toMatch(/- 35%, [^\n]*: legal on every window/);
    expect(reply).toContain("/blog/choosing-the-right-tint-shade");
  });

  it("prices several vehicles named without a question, and two of one kind once", () => {
    expect(ask("got a civic, a tacoma and a highlander").reply).toMatch(/For the Toyota Tacoma/);
    const same = ask("how much for a 2021 honda pilot and a 2019 toyota highlander").reply;
    expect(same).toMatch(/^They are the same kind of vehicle/);
    expect(same).not.toMatch(/for every shade/);
  });

  it("sets a product's options side by side when asked if the dearer one is worth it", () => {
    const { reply } = ask("is the pro kit worth it over the standard one");
    for (const price of k.products.find((p) => p.id === "aftercare-kit")!.variants.map((v) => v.price))
      expect(reply).toContain(price);
  });
});
