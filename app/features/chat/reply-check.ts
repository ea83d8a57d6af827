import type { Knowledge } from "./knowledge.server.ts";
import { chatLimits } from "./schema.ts";
import { extractPhones, extractPriceCents, hasMarkup } from "./text.ts";

/**
 * Why a model's reply may not be sent, or null when it may: a phone number or
 * a price that is not in the knowledge, markup, a quoted instruction, or no text.
 */
export function rejectReply(reply: string, k: Pick<Knowledge, "business" | "priceCents">, secrets: readonly string[] = []): string | null {
  const text = reply.trim();
  if (text === "") return "empty reply";
  if (text.length > chatLimits.maxAssistantChars) return "reply too long";
  if (hasMarkup(text)) return "markup in reply";
  const own = k.business.phone.e164.slice(-10);
  if (extractPhones(text).some((p) => p !== own)) return "phone number not in the knowledge";
  if (extractPriceCents(text).some((c) => !k.priceCents.has(c))) return "price not in the catalogue";
  const lower = text.toLowerCase();
  if (secrets.some((s) => s.length >= 12 && lower.includes(s.toLowerCase()))) return "instructions quoted in reply";
  return null;
}
