// A customer's words for a thing the catalogue names one way: the strip of film
// along the top of the windshield ("top strip", "brow", "strip up top") is the
// catalogue's "visor strip"; and a thing the message turns down ("no windshield
// strip", "not the windshield, just the sides") is left out of the reading, so
// the rest of the message is what is asked.

/** The windshield's top strip in the words customers use for it. */
const STRIP =
  /\b(?:top|brow|eyebrow|windshield|windscreen|sun|shade|header|visor|front) ?(?:strip|band|banner|line of tint)\b|\bstrip (?:up top|across the top|along the top|on top|at the top)\b/g;

/**
 * The paint film's finishes in other words: "matte-look" or "matte" before the film is satin (a car's own
 * "matte paint" is left alone), "shiny" or "glossy" said of the film is gloss.
 */
const FINISH_WORDS =
  /\bmatte[- ](?:look(?:ing)?|finish(?:ed)?|style)\b|\bmatte(?= (?:one|ppf|film|paint film|clear|version|option)\b)|\b(?:shiny|glossy|high[- ]gloss)(?= (?:one|ppf|film|paint film|clear|version|option|finish)\b)/g;
/** The same words anywhere in a message about the paint film ("matte or glossy ppf"); a car's "matte paint" stays. */
const PAINT_FILM_FINISH = /\bmatte\b(?! paint\b(?! film))|\b(?:shiny|glossy|high[- ]gloss)\b/g;
const PAINT_FILM = /\b(?:ppf|paint (?:protection|film)|clear bra|satin|gloss)\b/;

/** A vehicle's "deal" asked about for what it covers ("the sedan deal covers which glass?"): its package. */
const PACKAGE_DEAL = /\b(sedan|coupe|suv|truck|pickup|minivan|van|car|tint|ppf)s? (?:deal|special|bundle)\b/g;
const COVERS = /\b(?:covers?|includ\w*|comes? with|(?:which|what) (?:windows|glass|panels|parts))\b/;

/** What a message may turn down: the strip, the windshield, the front or back windows, a shade. */
const PART = String.raw`(?:(?:windshield )?visor strip|windshield|windscreen|front (?:windows|doors|sides)|back (?:windows|glass)|rear (?:window|glass)|sunroof|\d{1,2} ?%?)`;
const TURNED_DOWN = new RegExp(
  String.raw`\bnot for (?:a|my|the|our) (?:car|truck|vehicle|suv)\b|(?<!\bwhy )\b(?:no|not(?: the| a| any)?|without(?: the| a| any)?|minus the|skip(?:ping)? the|except(?: for)?(?: the)?|but not(?: the)?|(?:do ?n'?t|dont|do not) (?:need|want)(?: the| a| any)?|anything but|leave off the|leave out the|other than(?: the)?) ${PART}(?: (?:needed|necessary|please|thanks|tho|though))?\b`,
  "g",
);

/** Glass every package covers: "except the rear glass", "no front windows". */
const WHOLE_GLASS = /\b(?:front (?:windows|doors|sides)|back (?:windows|glass)|rear (?:window|glass))\b/;
/** What a message that turns down glass a package covers reads as ("everything except the rear glass"). */
export const PART_LEFT_OUT = "packagepartleftout";

/** The message in the catalogue's words, with what it turns down left out. */
export function canonicalTerms(text: string): string {
  return (
    text
      // "Ya'll", "yal": y'all as it is often typed.
      .replace(/\b(?:ya'll|yal|yalls)\b/g, "y'all")
      // "Tmrw", "2moro": tomorrow as it is often typed.
      .replace(/\b(?:tmrw|tmr|tmrow|tmw|tomm?orr?ow|tomm?or?ow|2morr?ow|2moro)\b/g, "tomorrow")
      // "My in-laws", "my mother-in-law": family, not the law.
      .replace(/\b(mother|father|brother|sister|son|daughter)[- ]in[- ]law\b/g, "$1inlaw")
      .replace(/\bin[- ]laws\b/g, "inlaws")
      // "The little orange heater lines": the rear window's defroster lines.
      .replace(/\b(?:heater|heating|defrost|defog\w*|defroster) (?:lines|grid|wires|strips)\b/g, "defroster lines")
      // "My detailer wants to coat the car": a detailer's ceramic coating, not a film.
      .replace(
        /\b(?:coat|coated|coating) (?:it|the (?:car|truck|paint)|my (?:car|truck|paint))\b/g,
        "add a ceramic coating",
      )
      .replace(/(?<!\bceramic )\b(?:a|the) coating\b/g, "a ceramic coating")
      // "Paper money ok?": cash.
      .replace(/\b(?:paper money|dollar bills|greenbacks|physical money|cold hard cash|cash money)\b/g, "cash")
      // "Without any doctor stuff": no medical exemption, so the law as it stands.
      .replace(
        /\b(?:without|no|w\/?o|minus) (?:a |an |any |the )?(?:doctor'?s?|dr'?s?|medical|exemption|prescription)(?: (?:stuff|note|notes|thing|paperwork|exemption|certificate|letter|reason|excuse))?\b/g,
        " ",
      )
      // "Front 20, legit?": legal, where a shade or a window is named (not "is your business legit").
      .replace(/\blegit\b/g, (word, at: number, all: string) =>
        /\b\d{1,2} ?%?(?!\d)|\b(front|back|rear|sides?|windows?|windshield|shades?|dark\w*)\b/.test(all)
          ? "legal"
          : word,
      )
      // "The tint-safe spray": the shop's glass cleaner, as its subtitle describes it.
      .replace(
        /\b(?:tint|film|tinted window)[- ]safe (?:spray|cleaner|cleaning spray)\b|\bcleaning spray\b/g,
        "glass cleaner",
      )
      // "The sedan deal covers which glass?": what a vehicle's package covers, not the first-time offer.
      .replace(PACKAGE_DEAL, (deal, vehicle: string) => (COVERS.test(text) ? `${vehicle} package` : deal))
      // "The matte-look paint film", "the shiny one": the paint film's satin and gloss finishes.
      .replace(PAINT_FILM.test(text) ? PAINT_FILM_FINISH : FINISH_WORDS, (word) =>
        /^matte/.test(word) ? "satin" : "gloss",
      )
      .replace(STRIP, (strip) => (/\bwind(shield|screen)\b/.test(strip) ? "windshield visor strip" : "visor strip"))
      .replace(/\bvisor strip strip\b/g, "visor strip")
      // (Glass a package covers, turned down, leaves a mark: the package is priced whole, so that price is ours to ask.)
      .replace(TURNED_DOWN, (part) => (WHOLE_GLASS.test(part) ? ` ${PART_LEFT_OUT} ` : " "))
      .replace(/\s+/g, " ")
      .trim()
  );
}
