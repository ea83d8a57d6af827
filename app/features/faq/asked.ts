// A visitor's question as the console groups the unanswered ones: case,
// spacing and closing punctuation aside (admin-conversations' SQL does the
// same), so "Answer this" and the assistant agree on what "the same question" is.

export function normalizeQuestion(text: string): string {
  return text
    .trim()
    .replace(/[\s?.!]+$/, "")
    .replace(/\s+/g, " ")
    .toLowerCase();
}
