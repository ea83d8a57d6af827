import type { Knowledge } from "../knowledge.server.ts";
import type { ChatMessage } from "../schema.ts";
import { capitalize, extractPhones } from "../text.ts";
import { describeChatRequest, type ChatLeadRequest } from "./lead-request.ts";
import { hoursSentence, phoneSentence } from "./phrases.ts";

// A visitor may leave a name and phone number in the chat for a call back. The
// engine asks for whichever is missing and, once it has both, hands them over
// as a quote request with what it asks for (lead-request.ts). Only a
// cleaned-up name is ever repeated back.

export type QuoteCapture = { name: string; phone: string; request: ChatLeadRequest };
export type EngineResult = {
  reply: string;
  quote?: QuoteCapture;
  /** No grounded answer: the reply says so and offers the phone and the quote form. */
  unanswered?: boolean;
  /** A guess (a loose passage, or the default answer for a thing named), which a sure classifier may replace. */
  guessed?: boolean;
};

const NAME_STOP = new Set(
  "interested looking wondering calling trying here not just and the a an in from at with so very also still new ready curious hoping thinking asking good fine ok okay sure yes no please thanks thank hi hello hey tint tinting window windows car suv truck quote available free today tomorrow back asap soon later now on at to for about interested".split(
    " ",
  ),
);

export const ASK_NAME = "What name should we ask for when we call you back?";
export const ASK_PHONE = "What's the best phone number to reach you?";

function cleanName(raw: string): string | null {
  const words = raw
    .replace(/[^A-Za-z' -]/g, " ")
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 3);
  if (words.length === 0 || words.some((w) => NAME_STOP.has(w.toLowerCase()) || w.length > 20)) return null;
  return words.map((w) => capitalize(w.toLowerCase())).join(" ");
}

export function findName(raw: string, answeringAsk: boolean): string | null {
  const explicit =
    /\b(?:my name is|my name's|name is|names|name's|name:|this is|i am|i'm|im|call me|it's)\s+([A-Za-z][A-Za-z'-]*(?:\s+[A-Za-z][A-Za-z'-]*)?)/i.exec(
      raw,
    );
  if (explicit) {
    const name = cleanName(explicit[1]!.replace(/\s+(and|my|phone|number|at|on)$/i, ""));
    if (name) return name;
  }
  // "…: Jo Ann Smith, 850-555-3131": capitalised words right before the number.
  const beforePhone =
    /\b([A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+){0,2})\s*[,;:-]?\s*(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}/.exec(
      raw,
    );
  if (beforePhone) {
    const name = cleanName(beforePhone[1]!);
    if (name) return name;
  }
  // "Jane Smith, 850 555 1234" or, answering our question, just "Jane".
  const rest = raw
    .replace(/(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}/g, " ")
    .replace(/\b(and|my|number|phone|is|at|call|me|please|you|can|reach)\b/gi, " ");
  const words = rest
    .replace(/[^A-Za-z' -]/g, " ")
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  if ((answeringAsk || /\d{3}/.test(raw)) && words.length >= 1 && words.length <= 3) return cleanName(words.join(" "));
  return null;
}

function customerPhone(raw: string, k: Knowledge): string | null {
  const own = k.business.phone.e164.slice(-10);
  return extractPhones(raw).find((p) => p !== own) ?? null;
}

function formatPhone(digits: string) {
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

export function captureQuote(messages: readonly ChatMessage[], k: Knowledge): EngineResult | null {
  const last = messages[messages.length - 1]!;
  const previousAssistant = [...messages].reverse().find((m, i) => i > 0 && m.role === "assistant")?.content ?? "";
  const askedName = previousAssistant.includes(ASK_NAME);
  const askedPhone = previousAssistant.includes(ASK_PHONE);
  const phoneNow = customerPhone(last.content, k);
  if (!phoneNow && !askedName && !askedPhone) return null;

  const users = messages.filter((m) => m.role === "user").slice(-4);
  let phone = phoneNow;
  let name: string | null = findName(last.content, askedName);
  for (const m of [...users].reverse()) {
    phone ??= customerPhone(m.content, k);
    name ??= findName(m.content, false);
  }
  if (!phone && askedPhone) return null;
  if (phone && !name) return { reply: `Thanks! ${ASK_NAME}` };
  if (name && !phone) return askedName ? null : { reply: `Thanks, ${name}! ${ASK_PHONE}` };
  if (!phone || !name) return null;

  const request = describeChatRequest(messages, k);
  return {
    reply: `Thanks, ${name}! I've passed your request to our team, and we'll call you back to talk through your quote. ${hoursSentence(k)}. If it's urgent, ${phoneSentence(k)}.`,
    quote: { name, phone: formatPhone(phone), request },
  };
}
