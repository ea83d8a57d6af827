import { describe, expect, it } from "vitest";
import { normalize } from "../text.ts";
import { spokenForm } from "./spoken.ts";

const read = (text: string) => spokenForm(normalize(text));

describe("figures said in words", () => {
  it.each([
    ["is twenty percent legal on the front", "is 20 percent legal on the front"],
    ["thirty five all around on my f150", "35 all around on my f150"],
    ["can i get five percent on the back", "can i get 5 percent on the back"],
    ["is it under three hundred for a corolla", "is it under 300 for a corolla"],
    ["anything under fifty bucks", "anything under 50 bucks"],
    ["is three fifty for a sedan the price", "is 350 for a sedan the price"],
    ["my budget is 2k", "my budget is 2000"],
    ["two grand for ppf?", "2000 for ppf"],
    ["twelve hundred for the full front", "1200 for the full front"],
  ])("%s", (said, read_) => expect(read(said)).toBe(read_));

  it.each([
    ["you open at seven thirty tomorrow?", "you open at 7:30 tomorrow"],
    ["can you come at seven", "can you come at 7"],
    ["nine oh five am works", "9:05 am works"],
    ["open at six tomorrow", "open at 6 tomorrow"],
  ])("a time: %s", (said, read_) => expect(read(said)).toBe(read_));

  it.each([
    ["whats the price on an oh nine civic", "whats the price on an 2009 civic"],
    ["a nineteen ninety eight camry", "a 1998 camry"],
    ["twenty twenty two rav4", "2022 rav4"],
    ["a two thousand nine tahoe", "a 2009 tahoe"],
  ])("a model year: %s", (said, read_) => expect(read(said)).toBe(read_));

  it.each([
    "one visit for two cars",
    "which one is better",
    "five windows and the windshield strip",
    "can two of you come",
  ])("a small count stays a word: %s", (said) => expect(read(said)).toBe(normalize(said)));

  it("does not read a time as a price without money named", () => {
    expect(read("three thirty works for me")).not.toContain("330");
  });
});

describe("the trade's words as dictation writes them", () => {
  it.each([
    ["i need tent on my wind shield", "i need tint on my windshield"],
    ["see ramic or carbon", "ceramic or carbon"],
    ["paint protection flim", "paint protection film"],
    ["the clear brah on my hood", "the clear bra on my hood"],
    ["how dark is the v l t", "how dark is the vlt"],
    ["tented windows", "tinted windows"],
  ])("%s", (said, read_) => expect(read(said)).toBe(read_));
});
