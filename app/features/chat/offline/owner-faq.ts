import { normalizeQuestion } from "~/features/faq/asked.ts";
import type { Knowledge } from "../knowledge.server.ts";

// The owner's answer to a question the assistant could not answer (the
// console's "Answer this"): asked again in the same words (case, spacing and
// closing punctuation aside), it is answered with the owner's words, before
// any rule or search, by either engine. Other wordings reach the answer
// through retrieval, like every FAQ entry.

export function ownerFaqAnswer(k: Knowledge, message: string): string | null {
  const asked = normalizeQuestion(message);
  if (!asked) return null;
  const faq = k.faqs.find(
    (f) => f.askedAs && (normalizeQuestion(f.askedAs) === asked || normalizeQuestion(f.q) === asked),
  );
  return faq?.a ?? null;
}
