import type { Knowledge } from "../knowledge.server.ts";
import { listJoin } from "../text.ts";
import type { Analysis } from "./analysis.ts";
import { link, quoteLink } from "./phrases.ts";
import { serviceFor } from "./slots.ts";

// What we install: the services, ceramic film and its shades.

export function answerServices(k: Knowledge, a: Analysis): string {
  const one = a.serviceKind ? serviceFor(a.serviceKind, k) : undefined;
  if (one && !/\bservices\b|what (do|else)/.test(a.text)) {
    const yes = /\b(do|can|will) (you|u|y'all|yall)\b/.test(a.text) ? "Yes! " : "";
    return `${yes}${one.title}: ${one.summary} ${one.tagline} Read more on ${link(`our ${one.shortTitle.toLowerCase()} page`, one.path)}, or ${quoteLink(k)}.`;
  }
  const lines = k.services.map((s) => `- ${link(s.title, s.path)}: ${s.summary}`);
  return `We offer:\n${lines.join("\n")}\nEverything is installed at your home or workplace. Ceramic tint is our headline film.`;
}

export function answerCeramic(k: Knowledge, a: Analysis): string {
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

export function answerShades(k: Knowledge): string {
  const law = k.tintLaw;
  return `We install ceramic film in ${listJoin(k.business.films.shades.map((s) => `${s}%`))} shades (the number is how much light gets through, so lower is darker). On a road vehicle we keep the front side windows at ${law.vehicleClasses.sedan.minVlt.frontSide}% or lighter in total, as Florida law requires. See ${link("how to choose a shade", k.articles.find((x) => /shade/i.test(x.title))?.path ?? law.guidePath)}.`;
}
