import { containerBootstrap } from "@nlpjs/core";
import { LangEn } from "@nlpjs/lang-en-min";
import type { Nlp } from "@nlpjs/nlp";
import { Nlp as NlpPlugin } from "@nlpjs/nlp";
import { sentencesOf, type Knowledge } from "../knowledge.server.ts";
import { normalize } from "../text.ts";
import { rawShorthand, writtenOut } from "./shorthand.ts";
import { correctSpelling } from "./spelling.server.ts";
import { INTENT_EXAMPLES, PAGE_QUESTION_EXAMPLES } from "./intent-examples.ts";
import type { Intent } from "./intents.ts";

// Issue 26: intents learned from example phrasings with nlp.js (a small
// neural classifier over stemmed words, tolerant of typos), trained in a few
// tens of milliseconds on the first question: from intent-examples.ts and the
// owner's FAQ questions. The FAQ can change, so a model is kept per FAQ list
// (the knowledge reads it once per content version): a new version trains a
// new model. The classifier only chooses which grounded answer is given.

/** What the classifier read: one of the intents, the owner's FAQ entry at an index, or a service page's FAQ (a doc). */
export type Learned =
  { intent: Intent; score: number } | { faq: number; score: number } | { doc: number; score: number };

/** The service pages' own questions and answers, which the classifier learns as well as the owner's. */
const pageFaqsOf = (k: Knowledge) => k.docs.filter((d) => d.kind === "faq" && d.path !== null);

/** What the classifier reads: the message normalized, with the trade's short names spelled out as the site writes them. */
const SPELLED_OUT: [RegExp, string][] = [
  [/\b(ppf|clear ?bra|clear ?coat film)\b/g, "paint protection film"],
  [/\b(appt|appts)\b/g, "appointment"],
];
export const classifierText = (text: string) =>
  SPELLED_OUT.reduce((t, [pattern, words]) => t.replace(pattern, words), writtenOut(normalize(rawShorthand(text))));

/** The models by the FAQ questions they learned (the last few only: the FAQ changes rarely). */
const models = new Map<string, Promise<Nlp>>();
const KEPT_MODELS = 2;

async function train(faqs: Knowledge["faqs"], pageFaqs: Knowledge["docs"]): Promise<Nlp> {
  const container = await containerBootstrap();
  container.use(NlpPlugin);
  container.use(LangEn);
  const nlp = container.get("nlp");
  nlp.settings.autoSave = false;
  nlp.settings.log = false;
  nlp.nluManager.settings.log = false;
  nlp.addLanguage("en");
  for (const [intent, examples] of Object.entries(INTENT_EXAMPLES))
    for (const example of examples) nlp.addDocument("en", classifierText(example), intent);
  faqs.forEach((f, i) => nlp.addDocument("en", classifierText(f.q), `faq.${i}`));
  // A page's question, and its answer's first sentence: the words a visitor may use that the question doesn't.
  for (const doc of pageFaqs) {
    nlp.addDocument("en", classifierText(doc.title), `doc.${doc.id}`);
    const first = sentencesOf(doc.body)[0];
    if (first) nlp.addDocument("en", classifierText(first), `doc.${doc.id}`);
    for (const [question, examples] of PAGE_QUESTION_EXAMPLES)
      if (question.test(doc.title)) for (const e of examples) nlp.addDocument("en", classifierText(e), `doc.${doc.id}`);
  }
  await nlp.train();
  return nlp;
}

/** The model for this knowledge's FAQ, trained on first use and again when the owner's questions change. */
function modelFor(k: Knowledge): Promise<Nlp> {
  const pageFaqs = pageFaqsOf(k);
  const key = [...k.faqs.map((f) => f.q), ...pageFaqs.map((d) => `${d.id}:${d.title}`)].join("\n");
  let model = models.get(key);
  if (!model) {
    model = train(k.faqs, pageFaqs);
    models.set(key, model);
    for (const old of [...models.keys()].slice(0, -KEPT_MODELS)) models.delete(old);
  }
  return model;
}

/** The intent or FAQ entry a message most likely asks, with the classifier's confidence; null for none. */
export async function classify(k: Knowledge, message: string): Promise<Learned | null> {
  const nlp = await modelFor(k);
  // The message with its misspelled trade words corrected, as the rules read it (spelling.server.ts).
  const { intent, score } = await nlp.process(
    "en",
    classifierText(correctSpelling(normalize(message.slice(0, 500)), k)),
  );
  if (!intent || intent === "None") return null;
  const faq = /^faq\.(\d+)$/.exec(intent);
  if (faq) return { faq: Number(faq[1]), score };
  const doc = /^doc\.(\d+)$/.exec(intent);
  return doc ? { doc: Number(doc[1]), score } : { intent: intent as Intent, score };
}
