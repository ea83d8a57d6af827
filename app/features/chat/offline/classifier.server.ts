import { containerBootstrap } from "@nlpjs/core";
import { LangEn } from "@nlpjs/lang-en-min";
import type { Nlp } from "@nlpjs/nlp";
import { Nlp as NlpPlugin } from "@nlpjs/nlp";
import type { Knowledge } from "../knowledge.server.ts";
import { INTENT_EXAMPLES } from "./intent-examples.ts";
import type { Intent } from "./intents.ts";

// Issue 26: intents learned from example phrasings with nlp.js (a small
// neural classifier over stemmed words, tolerant of typos), trained in a few
// tens of milliseconds on the first question: from intent-examples.ts and the
// owner's FAQ questions. The FAQ can change, so a model is kept per FAQ list
// (the knowledge reads it once per content version): a new version trains a
// new model. The classifier only chooses which grounded answer is given.

/** What the classifier read: one of the intents, or the owner's FAQ entry at an index. */
export type Learned = { intent: Intent; score: number } | { faq: number; score: number };

/** The models by the FAQ questions they learned (the last few only: the FAQ changes rarely). */
const models = new Map<string, Promise<Nlp>>();
const KEPT_MODELS = 2;

async function train(faqs: Knowledge["faqs"]): Promise<Nlp> {
  const container = await containerBootstrap();
  container.use(NlpPlugin);
  container.use(LangEn);
  const nlp = container.get("nlp");
  nlp.settings.autoSave = false;
  nlp.settings.log = false;
  nlp.nluManager.settings.log = false;
  nlp.addLanguage("en");
  for (const [intent, examples] of Object.entries(INTENT_EXAMPLES))
    for (const example of examples) nlp.addDocument("en", example, intent);
  faqs.forEach((f, i) => nlp.addDocument("en", f.q, `faq.${i}`));
  await nlp.train();
  return nlp;
}

/** The model for this knowledge's FAQ, trained on first use and again when the owner's questions change. */
function modelFor(k: Knowledge): Promise<Nlp> {
  const key = k.faqs.map((f) => f.q).join("\n");
  let model = models.get(key);
  if (!model) {
    model = train(k.faqs);
    models.set(key, model);
    for (const old of [...models.keys()].slice(0, -KEPT_MODELS)) models.delete(old);
  }
  return model;
}

/** The intent or FAQ entry a message most likely asks, with the classifier's confidence; null for none. */
export async function classify(k: Knowledge, message: string): Promise<Learned | null> {
  const nlp = await modelFor(k);
  const { intent, score } = await nlp.process("en", message.slice(0, 500));
  if (!intent || intent === "None") return null;
  const faq = /^faq\.(\d+)$/.exec(intent);
  return faq ? { faq: Number(faq[1]), score } : { intent: intent as Intent, score };
}
