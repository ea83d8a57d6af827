import { Send, Sparkles, X } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Link } from "react-router";
import { Spinner } from "~/components/spinner.tsx";
import { business } from "~/config/business.ts";
import { loneLink, parseReply, type Inline } from "../reply-format.ts";
import { chatLimits, CONVERSATION_HEADER, trimHistory, type ChatMessage } from "../schema.ts";

// The chat panel (SPEC.md 2, 4, 8), loaded on first open. Messages stay while
// it is closed; the greeting is asked for once. Messages shown only here (the
// fallback greeting, a send failure) are never sent back to the function.

type ShownMessage = ChatMessage & { id: number; local?: boolean };

export const FALLBACK_GREETING = `Hi! I'm the Elite AI Assistant. I'm having a little trouble connecting right now, but you can browse our site to learn about our services, or call us at ${business.phone.display} for a quote.`;
export const SEND_FAILURE = `Sorry, I'm having a little trouble connecting right now. Please try again in a moment or call us at ${business.phone.display}.`;

function newConversationId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

async function requestReply(messages: ChatMessage[], conversationId: string): Promise<string> {
  const response = await fetch("/api/chatbot", {
    method: "POST",
    headers: { "Content-Type": "application/json", [CONVERSATION_HEADER]: conversationId },
    body: JSON.stringify({ messages }),
  });
  const body = (await response.json().catch(() => null)) as { reply?: unknown; error?: unknown } | null;
  if (!response.ok || !body || body.error || typeof body.reply !== "string") {
    throw new Error(typeof body?.error === "string" ? body.error : `HTTP ${response.status}`);
  }
  return body.reply;
}

function Inlines({ inlines, target = false }: { inlines: Inline[]; target?: boolean }) {
  return inlines.map((part, i) =>
    part.type === "link" ? (
      <Link
        key={i}
        to={part.href}
        className={`font-semibold text-sea-900 underline decoration-gold-500 decoration-2 underline-offset-2 hover:text-ink-900 ${target ? "inline-flex min-h-11 items-center" : ""}`}
      >
        {part.text}
      </Link>
    ) : (
      <span key={i}>{part.text}</span>
    ),
  );
}

/** A reply as text, with links only to the site's own pages. */
function ReplyText({ text }: { text: string }) {
  return parseReply(text).map((block, i) =>
    block.type === "list" ? (
      <ul key={i} className="my-1 list-disc space-y-1 pl-5">
        {block.items.map((item, j) => (
          <li key={j}>
            <Inlines inlines={item} target={loneLink(item)} />
          </li>
        ))}
      </ul>
    ) : (
      <p key={i} className="[&+*]:mt-2">
        <Inlines inlines={block.inlines} />
      </p>
    ),
  );
}

export default function ChatPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [messages, setMessages] = useState<ShownMessage[]>([]);
  const [input, setInput] = useState("");
  const [busy, setBusy] = useState(false);
  const conversationId = useRef(newConversationId());
  const nextId = useRef(0);
  const greeted = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const append = useCallback((message: Omit<ShownMessage, "id">) => {
    const id = nextId.current++;
    setMessages((list) => [...list, { ...message, id }]);
  }, []);

  useEffect(() => {
    if (!open) return;
    inputRef.current?.focus();
    if (greeted.current) return;
    greeted.current = true;
    setBusy(true);
    requestReply([], conversationId.current)
      .then((reply) => append({ role: "assistant", content: reply }))
      .catch((error: unknown) => {
        console.warn("chat: greeting failed", error);
        append({ role: "assistant", content: FALLBACK_GREETING, local: true });
      })
      .finally(() => setBusy(false));
  }, [open, append]);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages, busy]);

  async function send(event: FormEvent) {
    event.preventDefault();
    const text = input.trim();
    if (!text || busy) return;
    const history = [
      ...messages.filter((m) => !m.local).map(({ role, content }) => ({ role, content })),
      { role: "user" as const, content: text },
    ];
    append({ role: "user", content: text });
    setInput("");
    setBusy(true);
    try {
      const reply = await requestReply(trimHistory(history), conversationId.current);
      append({ role: "assistant", content: reply });
    } catch (error) {
      console.warn("chat: send failed", error);
      append({ role: "assistant", content: SEND_FAILURE, local: true });
    } finally {
      setBusy(false);
      inputRef.current?.focus();
    }
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
    }
  }

  const blank = input.trim() === "";
  return (
    <div
      id="chat-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby="chat-title"
      hidden={!open}
      onKeyDown={onKeyDown}
      data-testid="chat-panel"
      className="fixed inset-x-0 bottom-0 z-40 flex h-[min(500px,100dvh)] w-full flex-col overflow-hidden rounded-t-2xl border border-slate-200 bg-white shadow-2xl shadow-ink-950/30 motion-safe:animate-chat-pop sm:inset-x-auto sm:right-6 sm:bottom-24 sm:h-[500px] sm:w-[350px] sm:rounded-2xl"
    >
      <div className="flex items-center gap-3 bg-ink-900 px-4 py-3 text-white">
        <span
          aria-hidden="true"
          className="flex size-9 items-center justify-center rounded-full bg-gold-400 text-ink-950"
        >
          <Sparkles className="size-5" />
        </span>
        <div className="flex-1">
          <h2 id="chat-title" className="text-base font-semibold text-white">
            Elite AI Assistant
          </h2>
          <p className="text-xs text-slate-300">Tint, prices, service areas and quotes</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close chat"
          className="rounded-full p-2 text-slate-200 hover:bg-white/10 hover:text-white"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>

      <div
        ref={listRef}
        role="log"
        aria-live="polite"
        aria-label="Conversation"
        tabIndex={0}
        className="flex flex-1 flex-col gap-3 overflow-y-auto bg-sand-100 px-4 py-4 text-sm leading-relaxed"
      >
        {messages.map((m) =>
          m.role === "user" ? (
            <div
              key={m.id}
              data-testid="chat-message-user"
              className="ml-8 self-end rounded-2xl rounded-br-md bg-ink-900 px-3.5 py-2 whitespace-pre-wrap text-white"
            >
              <span className="sr-only">You: </span>
              {m.content}
            </div>
          ) : (
            <div
              key={m.id}
              data-testid="chat-message-assistant"
              className="mr-6 self-start rounded-2xl rounded-bl-md border border-slate-200 bg-white px-3.5 py-2 text-slate-800 shadow-sm"
            >
              <span className="sr-only">Assistant: </span>
              <ReplyText text={m.content} />
            </div>
          ),
        )}
        {busy && (
          <div className="self-start rounded-2xl rounded-bl-md border border-slate-200 bg-white px-3.5 py-2 shadow-sm">
            <Spinner
              className="[&>span:first-child]:size-5 [&>span:first-child]:border-2"
              label="The assistant is replying"
            />
          </div>
        )}
      </div>

      <form onSubmit={(e) => void send(e)} className="flex items-center gap-2 border-t border-slate-200 bg-white p-3">
        <input
          ref={inputRef}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          placeholder="Ask a question..."
          aria-label="Your question"
          maxLength={chatLimits.maxUserChars}
          autoComplete="off"
          className="min-h-11 min-w-0 flex-1 rounded-full border border-slate-300 bg-white px-4 text-sm text-ink-900 placeholder:text-slate-500 focus:border-gold-500"
        />
        <button
          type="submit"
          disabled={busy || blank}
          aria-label="Send"
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-gold-400 text-ink-950 transition-colors hover:bg-gold-300 disabled:cursor-not-allowed disabled:bg-slate-200 disabled:text-slate-500"
        >
          <Send aria-hidden="true" className="size-5" />
        </button>
      </form>
      <p className="bg-white px-3 pb-2 text-center text-[11px] text-slate-500">
        Automated answers. For anything urgent, call {business.phone.display}.
      </p>
    </div>
  );
}
