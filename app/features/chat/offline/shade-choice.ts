import type { Knowledge } from "../knowledge.server.ts";
import type { Analysis } from "./analysis.ts";
import { link } from "./phrases.ts";

// "20 or 35 on my Accord, which looks better?": two of our shades weighed
// against Florida's limits for the vehicle named (or sedans and SUVs), then the
// shade guide for how each looks; the taste is the visitor's.

const TWO_SHADES = /\b(\d{1,2}) ?(?:%|percent)? ?(?:or|vs\.?|versus|and) ?(\d{1,2}) ?(?:%|percent)?(?![\d$])/;
const CHOICE = /\b(better|best|which|look\w*|should i|recommend\w*|difference|go with|pick|choose)\b/;

export function shadeChoiceAnswer(k: Knowledge, a: Analysis): string | null {
  const match = TWO_SHADES.exec(a.text);
  if (!match || !CHOICE.test(a.text)) return null;
  const shades = [Number(match[1]), Number(match[2])];
  const offered: readonly number[] = k.business.films.shades;
  if (shades[0] === shades[1] || !shades.every((s) => offered.includes(s))) return null;
  const law = k.tintLaw.vehicleClasses;
  const front = law.sedan.minVlt.frontSide;
  const classes: [string, number][] =
    a.vehicle === "multipurpose"
      ? [["an SUV or van", law.multipurpose.minVlt.backSide]]
      : a.vehicle
        ? [[a.vehicle === "truck" ? "a pickup" : "a car", law.sedan.minVlt.backSide]]
        : [
            ["a sedan", law.sedan.minVlt.backSide],
            ["an SUV or van", law.multipurpose.minVlt.backSide],
          ];
  const verdict = (shade: number) =>
    classes
      .map(([label, back]) =>
        shade >= front
          ? `legal on every window of ${label}`
          : shade >= back
            ? `legal behind the driver on ${label}, not on the front side windows (at least ${front}% there)`
            : `too dark for ${label} (at least ${back}% behind the driver)`,
      )
      .join("; ");
  // How each looks, in the shade guide's words: "70%, nearly clear: You'll barely notice it's there."
  const looks = (shade: number) => {
    const look = k.shadeLooks.find((l) => l.shade === shade);
    return look ? `, ${look.label}${look.sentence ? ` (${look.sentence.replace(/\.$/, "")})` : ""}` : "";
  };
  const lines = shades.map((s) => `- ${s}%${looks(s)}: ${verdict(s)}.`).join("\n");
  const guide = k.articles.find((x) => /shade/i.test(x.title));
  const more = guide ? `${link(guide.title, guide.path)} shows how each looks and what it does at night` : "";
  return `Both are shades we install. Where each is legal in Florida:\n${lines}\nHow it looks is your call: ${more ? `${more}, and ` : ""}${link("our booking page", "/book")} shows each shade's price before you book.`;
}
