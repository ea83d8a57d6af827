// Relative imports: the owner's script (scripts/chat-log.ts) runs this file directly on Node.
import { toTerminalText } from "../../lib/safe-text.ts";
import type { listConversations } from "./conversations.server.ts";

// The owner's terminal view of the stored conversations (npm run chat:log).
// Every stored text came from a visitor or a model: it is printed without
// escape sequences, control characters or bidi overrides, so a message cannot
// clear the owner's screen, retitle the terminal or hide or reorder text.

export type LoggedConversation = Awaited<ReturnType<typeof listConversations>>[number];

const INDENT = " ".repeat(13);

/** Visitor or model text on one logical line; its own line breaks are indented under it. */
const text = (value: unknown) => toTerminalText(value, { tabs: false }).replace(/\n/g, `\n${INDENT}`);
/** Short fields (names, phones, reasons) on one line. */
const field = (value: unknown) => toTerminalText(value, { newlines: false, tabs: false });

/** The conversations (newest first, as listConversations gives them) as terminal text, oldest first. */
export function formatChatLog(conversations: readonly LoggedConversation[]): string {
  if (conversations.length === 0) return "No conversations yet.";
  const out: string[] = [];
  for (const c of [...conversations].reverse()) {
    const when = c.updatedAt.toISOString().replace("T", " ").slice(0, 16);
    out.push(`\n== ${when} UTC · ${c.turnCount} repl${c.turnCount === 1 ? "y" : "ies"} · ${field(c.id)}`);
    for (const m of c.messages) out.push(`  ${m.role === "user" ? "visitor  " : "assistant"}: ${text(m.content)}`);
    out.push(
      `  replies: ${c.turns.map((t) => `${field(t.engine)} ${t.durationMs} ms${t.fallbackReason ? ` (LLM not used: ${field(t.fallbackReason)})` : ""}${t.unanswered ? " UNANSWERED" : ""}`).join(", ")}`,
    );
    for (const q of c.quoteRequests) {
      out.push(
        `  QUOTE REQUEST: ${field(q.name)}, ${field(q.phone)}${q.details ? ` · ${field(q.details)}` : ""} (${q.createdAt.toISOString().slice(0, 16)} UTC, ${field(q.source)})`,
      );
    }
  }
  return out.join("\n");
}
