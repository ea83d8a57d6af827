import { sentencesOf, type Knowledge } from "../knowledge.server.ts";
import { listJoin } from "../text.ts";
import type { Analysis } from "./analysis.ts";
import { link, phoneSentence, quoteLink } from "./phrases.ts";
import { serviceFor } from "./slots.ts";
import { heatShareAnswer, signalAnswer } from "./film-answers.ts";
import { WORTH_IT } from "./intents.ts";

// What we install: the services, ceramic film and its shades.

export function answerServices(k: Knowledge, a: Analysis): string {
  const one = a.serviceKind ? serviceFor(a.serviceKind, k) : undefined;
  if (one && WORTH_IT.test(a.text))
    return `Whether it's worth it is yours to weigh, so here is what it does. ${one.title}: ${one.summary} ${one.tagline} Read more on ${link(`our ${one.shortTitle.toLowerCase()} page`, one.path)}, or ${quoteLink(k)} and we'll tell you what it would cost.`;
  if (one && !/\bservices\b|what (do|else)/.test(a.text)) {
    const yes = /\b(do|can|will) (you|u|y'all|yall)\b/.test(a.text) ? "Yes! " : "";
    return `${yes}${one.title}: ${one.summary} ${one.tagline} Read more on ${link(`our ${one.shortTitle.toLowerCase()} page`, one.path)}, or ${quoteLink(k)}.`;
  }
  const lines = k.services.map((s) => `- ${link(s.title, s.path)}: ${s.summary}`);
  return `We offer:\n${lines.join("\n")}\nEverything is installed at your home or workplace. Ceramic tint is our headline film.`;
}

export function answerCeramic(k: Knowledge, a: Analysis): string {
  const worry = signalAnswer(k, a) ?? heatShareAnswer(k, a);
  if (worry) return worry;
  const faq = k.docs.find((d) => d.kind === "faq" && /ceramic/i.test(d.title) && /difference/i.test(d.title));
  const article = k.articles.find((x) => /ceramic/i.test(x.title));
  const body =
    faq?.snippet ??
    "Ceramic film rejects far more infrared heat than dyed film, blocks nearly all UV and doesn't interfere with signals.";
  const more = article ? ` More in ${link(article.title, article.path)}.` : "";
  const shades = a.text.includes("shade")
    ? ` We install it in ${listJoin(k.business.films.shades.map((s) => `${s}%`))} shades.`
    : "";
  return `${body}${shades}${more}`;
}

/** "What if I hate how dark it is?": a worry about the look, before the film is on. */
export const DISLIKES_LOOK =
  /\b(hate|hated|don'?t like|do not like|not like|won'?t like|regret|change my mind|not happy with|too dark for me)\b/;
/** "Idk what shade I want", "can't decide how dark": undecided, before the film is on; the samples answer it too. */
export const UNDECIDED =
  /\b(idk|i ?dunno|don'?t know|do not know|not sure|unsure|undecided|can'?t decide|cannot decide|torn between|help me (pick|choose|decide))\b.{0,30}\b(shade|dark\w*|which|what)\b/;

export function answerShades(k: Knowledge, a?: Analysis): string {
  const law = k.tintLaw;
  // The shade guide's own way of seeing a shade before choosing it: samples held to your glass.
  const samples =
    a && (DISLIKES_LOOK.test(a.text) || UNDECIDED.test(a.text))
      ? k.docs
          .filter((d) => d.kind === "article" && /shade/i.test(d.title))
          .flatMap((d) => sentencesOf(d.body))
          .find((s) => /\bsamples?\b/i.test(s))
      : undefined;
  if (samples)
    return `${samples} Pick the shade that way before we start; for anything after the job, ${phoneSentence(k)}. See ${link("how to choose a shade", k.articles.find((x) => /shade/i.test(x.title))?.path ?? law.guidePath)}.`;
  return `We install ceramic film in ${listJoin(k.business.films.shades.map((s) => `${s}%`))} shades (the number is how much light gets through, so lower is darker). On a road vehicle we keep the front side windows at ${law.vehicleClasses.sedan.minVlt.frontSide}% or lighter in total, as Florida law requires. See ${link("how to choose a shade", k.articles.find((x) => /shade/i.test(x.title))?.path ?? law.guidePath)}.`;
}
