import { z } from "zod";
import { blankToUndefined, pageField } from "~/features/admin/schemas.ts";

// The console's conversation list: a search (GET form), checked by the same
// schema in the browser and on the server.

z.config({ jitless: true });

export const CONVERSATION_PAGE_SIZE = 50;
export const CONVERSATION_SEARCH_MAX = 100;

export const conversationFiltersSchema = z.object({
  q: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(CONVERSATION_SEARCH_MAX, `Search for at most ${CONVERSATION_SEARCH_MAX} characters.`)
      .optional(),
  ),
  page: pageField,
});
export type ConversationFilters = z.output<typeof conversationFiltersSchema>;
export type ConversationFilterField = keyof ConversationFilters;

/** The search of a list URL's query: the valid part, and a message for each bad field (that field is dropped). */
export function readConversationFilters(params: URLSearchParams): {
  filters: ConversationFilters;
  errors: Partial<Record<ConversationFilterField, string>>;
} {
  const raw = { q: params.get("q") ?? undefined, page: params.get("page") ?? undefined };
  const parsed = conversationFiltersSchema.safeParse(raw);
  if (parsed.success) return { filters: parsed.data, errors: {} };
  const errors: Partial<Record<ConversationFilterField, string>> = {};
  const clean: Record<string, unknown> = { ...raw };
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as ConversationFilterField;
    errors[key] ??= issue.message;
    delete clean[key];
  }
  return { filters: conversationFiltersSchema.parse(clean), errors };
}
