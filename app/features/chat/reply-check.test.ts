import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/db/client.server.ts";
import { createTestDb } from "~/db/test-db.server.ts";
import { getKnowledge, type Knowledge } from "./knowledge.server.ts";
import { rejectReply } from "./reply-check.ts";
import { findPriceCents, numberWordsToDigits, readNumbers } from "./text.ts";

// What a model may say and may not: replies that invent a phone number, a
// price or an offer, however they write it, are refused; honest replies that
// state the business's own phone, catalogue prices, the knowledge's ranges,
// the welcome offer, the law's percentages, years, zip codes and counts pass.

let handle: DbHandle;
let k: Knowledge;
beforeAll(async () => {
  handle = await createTestDb();
  k = await getKnowledge(handle.db);
}, 60_000);
afterAll(async () => {
  await handle.close();
});

const PHONE = "phone number not in the knowledge";
const PRICE = "price not in the catalogue";
const OFFER = "offer not in the knowledge";

const invented: [string, string][] = [
  // phone numbers
  ["Call our owner directly at 555-1234.", PHONE],
  ["Text 555.1234 for a faster answer.", PHONE],
  ["Our UK partner answers on +44 20 7946 0958.", PHONE],
  ["Or call 0044 20 7946 0958 from abroad.", PHONE],
  ["WhatsApp us: +33 6 12 34 56 78.", PHONE],
  ["Call (850) 555-9999 any time!", PHONE],
  ["Reach us at 850-555-0143.", PHONE],
  ["Dial 1-800-555-0199 for support.", PHONE],
  ["Our direct line is 8505559999.", PHONE],
  ["Call +1 (212) 555-0100 for the owner.", PHONE],
  ["Call 555.123.4567 after hours.", PHONE],
  ["Call (555) 123 4567.", PHONE],
  ["Call 555 12 34 after hours.", PHONE],
  ["Call 5 5 5 1 2 3 4 tonight.", PHONE],
  ["Call 555 - 1 2 3 4.", PHONE],
  ["Call five five five - one two three four.", PHONE],
  ["Call Five Five Five, One Two Three Four.", PHONE],
  ["Call eight five zero, five five five, nine nine nine nine.", PHONE],
  ["Our number is eight-five-zero five-five-five one-two-three-four.", PHONE],
  ["Call five five five oh one oh two.", PHONE],
  ["Call 555-O1O2 now.", PHONE],
  ["Phone: ８５０-５５５-９９９９", PHONE],
  ["Call \u0665\u0665\u0665-\u0661\u0662\u0663\u0664 (Arabic-Indic digits).", PHONE],
  ["Call \u096b\u096b\u096b \u0967\u0968\u0969\u096a (Devanagari digits).", PHONE],
  ["Call 𝟓𝟓𝟓-𝟏𝟐𝟑𝟒 now.", PHONE],
  ["Call 555\u200b-\u200b1234 (zero-width spaces).", PHONE],
  ["Call 555\u20131234 or 555\u22121234.", PHONE],
  ["Call 555\u00a01234.", PHONE],
  ["Call (850) 555-0142 or my cell, (850) 555-7777.", PHONE],
  ["Call 555/1234 or 555_1234.", PHONE],
  // prices
  ["A sedan is only $199.", PRICE],
  ["Ceramic for a sedan is 44 dollars.", PRICE],
  ["It's about forty-four bucks.", PRICE],
  ["It's about Forty Four Dollars.", PRICE],
  ["Full PPF runs about $1.3k.", PRICE],
  ["It costs USD 325.", PRICE],
  ["That's 325 USD for the rear.", PRICE],
  ["A windshield strip is $35.", PRICE],
  ["A coupe is ＄２９９.", PRICE],
  ["About three hundred twenty-five dollars for the rear glass.", PRICE],
  ["One thousand two hundred fifty dollars for full PPF.", PRICE],
  ["Full PPF is 2.5 grand.", PRICE],
  ["It's $ 450.50.", PRICE],
  ["We charge 99 cents a square foot.", PRICE],
  ["Prices range from $400-1,999.", PRICE],
  ["A sedan is €325.", PRICE],
  ["Only a hundred and ten bucks!", PRICE],
  ["It's $449.99 with tax.", PRICE],
  ["A truck is US$ 275.", PRICE],
  ["A sedan is $\u200b199.", PRICE],
  // offers and codes
  ["Get 90% off with code ELITE90!", OFFER],
  ["Use promo SUMMER when you book.", OFFER],
  ["Just use promo summer when you book.", OFFER],
  ["Buy one get one free on tint this week.", OFFER],
  ["Buy one window, get one half off.", OFFER],
  ["BOGO on all shades!", OFFER],
  ["Free tint with every PPF install!", OFFER],
  ["free tint with a full-front PPF package.", OFFER],
  ["Your first windshield strip is free.", OFFER],
  ["Veterans get a 10% military discount.", OFFER],
  ["We have a military discount too.", OFFER],
  ["Mention this chat for $50 off.", OFFER],
  ["Save $100 on a full front.", OFFER],
  ["Refer a friend and you both get a $25 credit.", OFFER],
  ["20% off everything this weekend only!", OFFER],
  ["Everyone gets 20% off.", OFFER],
  ["Use coupon code TINT25 for 25% off.", OFFER],
  ["Use the code TINTLIFE at checkout.", OFFER],
  ["Enter ＣＯＤＥ： ＶＩＰ３０ when you book.", OFFER],
  ["Your c\u043ede is ELITE90.", OFFER],
  ["Twenty five percent off for seniors.", OFFER],
  ["Get 90％ ｏｆｆ today.", OFFER],
  ["Get 9\u200b0% off today.", OFFER],
  ["Get 2O% off now.", OFFER],
  ["First-time customers get 10% off.", OFFER],
  ["First-time customers get 20% off, and returning customers get 10% off.", OFFER],
  ["Take an extra 5% off when you pay cash.", OFFER],
  ["Second car is half price.", OFFER],
  ["Two for one on home windows!", OFFER],
  ["We'll add the windshield strip at no extra cost.", OFFER],
  ["Get a complimentary ceramic upgrade.", OFFER],
  ["Our spring special: 15% off.", OFFER],
  ["We price match any written quote.", OFFER],
  ["Ask about our promotions!", OFFER],
  ["First-time customers get 20% off. We also have discounts for teachers.", OFFER],
  ["Limited-time deal: book today.", OFFER],
  ["You get the rear window for free.", OFFER],
];

const honest: string[] = [
  "Call or text us at (850) 555-0142.",
  "Call 850-555-0142, 850.555.0142, +1 850 555 0142, 1-850-555-0142, 8505550142 or +18505550142.",
  "Call (850) 555-0142 7 days a week, 7:00 AM to 7:00 PM.",
  "Our local number is 555-0142.",
  "Call （８５０） ５５５-０１４２.",
  "Call eight five zero, five five five, zero one four two.",
  "Ceramic tint for a sedan is $449.00; an SUV starts at $549.00.",
  "Gift cards come in $50, $100, $250 and $500.",
  "Gift cards: $50.00 USD, $100.00 USD.",
  "Full-front PPF is $1,295.00 in gloss and $1,445.00 in satin.",
  "The aftercare kits are $29.00 and $49.00; glass cleaner is $12.00.",
  "The 35% shade is on sale for $399.00 (regular $449.00).",
  "A sedan typically runs $400-750 in our area; SUVs $450 to $1,200.",
  "Residential film is about $5-12 per square foot; a typical project lands around $590.",
  "A full front usually runs $2,000-3,000; full-body starts around $5,500.",
  "Fifty dollars buys a gift card.",
  "First-time customers get 20% off any tint service.",
  "Our offer: 20% off any tint service for first-time customers.",
  "New customers get 20 percent off their first tint.",
  "Is it your first time with us? Then it's 20% off: first-time customers get 20% off any tint service.",
  "We don't have promo codes or coupons, but first-time customers get 20% off.",
  "There's no military discount, sorry.",
  "Front side windows need at least 28% VLT; back side and rear at least 15% on sedans and 6% on SUVs.",
  "Reflectance may be at most 25% on the front sides and 35% on the back side and rear.",
  "Perforated film needs at least 30% VLT.",
  "Ceramic film blocks up to 99% of UV and can cut heat by up to 60%.",
  "Film can save up to 30% on cooling costs.",
  "We've been tinting since 2017.",
  "Navarre's zip code is 32566; Pace is 32571.",
  "We cover zip codes 32561 32563 in Gulf Breeze.",
  "Most sedans have 5 to 7 windows; the install takes 2-3 hours.",
  "Destin is about 25 miles from Navarre; Pace is 15 miles away.",
  "Florida Statutes 316.2951-316.2957 set the limits; the penalty is in 316.2956.",
  "Medical exemptions are under 316.29545.",
  "We have 120 reviews averaging 4.9 out of 5.",
  "Feel free to call or text us anytime.",
  "Use an ammonia-free cleaner and a soft cloth; the film stays streak-free.",
  "Glass under 150 square inches isn't a window under the law.",
  "One of our installers comes to you; two or three windows take about an hour.",
  "We're open Monday to Sunday, 7:00 AM to 7:00 PM.",
  "Our Florida tint law guide: [Tint law](/blog/florida-window-tint-law-guide).",
  "The news post from 2026-04-21 has the details.",
  "Ceramic film meets Florida Building Code requirements for commercial, code-approved windows.",
  "Shades: 5%, 15%, 20%, 35%, 50% and 70% VLT.",
];

describe("replies that invent a phone number, price or offer", () => {
  it(`are at least 60 (${invented.length})`, () => {
    expect(invented.length).toBeGreaterThanOrEqual(60);
  });
  it.each(invented)("%s", (reply, reason) => {
    expect(rejectReply(reply, k)).toBe(reason);
  });
});

describe("honest replies", () => {
  it.each(honest)("%s", (reply) => {
    expect(rejectReply(reply, k)).toBeNull();
  });
});

describe("reading numbers", () => {
  it("reads number words as a reader hears them", () => {
    expect(numberWordsToDigits("forty-four bucks")).toBe("44 bucks");
    expect(numberWordsToDigits("a hundred dollars")).toBe("100 dollars");
    expect(numberWordsToDigits("one thousand two hundred and fifty")).toBe("1250");
    expect(numberWordsToDigits("five five five one two three four")).toBe("5 5 5 1 2 3 4");
    expect(numberWordsToDigits("Oh, great question")).toBe("Oh, great question");
    expect(readNumbers("５５５-O１４２")).toBe("555-0142");
  });

  it("finds amounts of money however they are written", () => {
    expect(findPriceCents("$1,295.00, $1.2k, USD 300, 44 dollars, 2 grand, 99 cents, $400-750")).toEqual([
      129500, 120000, 30000, 40000, 75000, 4400, 200000, 99,
    ]);
  });

  it("states the knowledge's price range bounds (the rule the check applies)", () => {
    for (const cents of [40000, 75000, 45000, 120000, 59000, 500, 1200]) expect(k.statedPriceCents).toContain(cents);
  });
});

describe("totals of the reply's own prices (decision 039)", () => {
  it.each([
    "An SUV is $549.00 and a sedan $449.00: together $998.00.",
    "Both together: from $948.00 ($549.00 + $399.00).",
    "Two sedans: $449.00 + $449.00 = $898.00.",
  ])("passes %s", (reply) => {
    expect(rejectReply(reply, k)).toBeNull();
  });

  it.each([
    // a wrong sum, a sum with a price the reply doesn't state, a multiple of one stated price
    "An SUV is $549.00 and a sedan $449.00: together $990.00.",
    "A sedan is $449.00, so with a truck it's $848.00.",
    "A sedan is $449.00; two are $898.00.",
    "A sedan is only $199, with an SUV $748.",
  ])("refuses %s", (reply) => {
    expect(rejectReply(reply, k)).toBe(PRICE);
  });
});

describe("other refusals", () => {
  it("refuses control characters and keeps the existing checks", () => {
    expect(rejectReply("Hi\u001b[2J there", k)).toBe("control characters in reply");
    expect(rejectReply("Hi \u202eereht", k)).toBe("control characters in reply");
    expect(rejectReply("  ", k)).toBe("empty reply");
    expect(rejectReply("<b>hi</b>", k)).toBe("markup in reply");
  });
});

describe("legal claims and links (issue 16)", () => {
  const LAW = "legal claim the law contradicts";
  const LINK = "link off the site";
  it.each([
    ["Yes, 20% is legal on the front side windows.", LAW],
    ["5% is totally legal on your SUV's front windows!", LAW],
    ["In Florida the front side windows must let through at least 20% of light.", LAW],
    ["10% is legal on the back windows of a sedan.", LAW],
    ["35% is too dark for the front side windows.", LAW],
    ["See [the state's page](https://flhsmv.gov/tint) for details.", LINK],
    ["More at www.example.com today.", LINK],
    ["[Book here](//evil.example/book)", LINK],
  ])("refuses %s", (reply, reason) => {
    expect(rejectReply(reply, k)).toBe(reason);
  });

  it.each([
    "Yes, 35% is legal on the front side windows. See [our guide](/blog/florida-window-tint-law-guide).",
    "The front side windows must let through at least 28%; the back side and rear windows at least 15% on sedans and at least 6% on SUVs and vans.",
    "No: 20% is too dark for the front side windows, which need at least 28%.",
    "Behind the driver on SUVs and vans (at least 6%), 20% film is fine.",
    "Reflectance may be at most 25% on the front side windows and 35% behind.",
    "[Book it](/book?kind=vehicle&body=pickup) or email hello@elitewindowtinting.example.",
  ])("passes %s", (reply) => {
    expect(rejectReply(reply, k)).toBeNull();
  });
});
