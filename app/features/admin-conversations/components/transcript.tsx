import { ArrowLeft, CircleAlert } from "lucide-react";
import { VisitorText } from "~/components/visitor-text.tsx";
import { Link } from "react-router";
import { loneLink, parseReply, type Inline } from "~/features/chat/reply-format.ts";
import type { Transcript } from "../conversations.server.ts";
import { formatDateTime as formatWhen } from "~/lib/date-time.ts";

/** Inline text with the site links a reply carries, as the visitor saw them (the chat's own safe subset). */
function Inlines({ inlines, target = false }: { inlines: Inline[]; target?: boolean }) {
  return inlines.map((part, i) =>
    part.type === "link" ? (
      <a
        key={i}
        href={part.href}
        className={`font-semibold text-sea-900 underline ${target ? "inline-flex min-h-11 items-center" : ""}`}
      >
        {part.text}
      </a>
    ) : (
      <VisitorText key={i} text={part.text} />
    ),
  );
}

function Reply({ text }: { text: string }) {
  return (
    <div className="flex flex-col gap-2 break-words">
      {parseReply(text).map((block, i) =>
        block.type === "list" ? (
          <ul key={i} className="list-disc pl-5">
            {block.items.map((item, j) => (
              <li key={j}>
                <Inlines inlines={item} target={loneLink(item)} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={i}>
            <Inlines inlines={block.inlines} />
          </p>
        ),
      )}
    </div>
  );
}

export function TranscriptView({ transcript }: { transcript: Transcript }) {
  return (
    <div className="flex flex-col gap-4">
      <Link
        to="/admin/conversations"
        className="inline-flex min-h-11 items-center gap-1 font-semibold text-ink-900 underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> All conversations
      </Link>
      <div>
        <h1 className="font-display text-2xl font-bold text-ink-950">Conversation</h1>
        <p className="text-sm text-slate-800">
          Started {formatWhen(transcript.createdAt)} · last reply {formatWhen(transcript.updatedAt)}
        </p>
        <p className="font-mono text-xs break-all text-slate-700">{transcript.id}</p>
      </div>

      {transcript.quoteRequests.length ? (
        <section aria-label="Phone numbers left" className="rounded-xl border border-emerald-600 bg-emerald-50 p-3">
          <h2 className="font-display text-lg font-bold text-ink-950">Left a phone number</h2>
          <ul>
            {transcript.quoteRequests.map((q) => (
              <li key={q.id}>
                <Link
                  to={`/admin/leads/chat/${q.id}`}
                  className="inline-flex min-h-11 items-center font-semibold underline"
                >
                  <VisitorText text={q.name} />, {q.phone}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <ol className="flex max-w-3xl flex-col gap-3">
        {transcript.turns.map((turn) => (
          <li key={turn.id} className="flex flex-col gap-2">
            {turn.question ? (
              <div className="ml-8 rounded-2xl rounded-br-sm bg-sea-900 p-3 text-white">
                <p className="text-xs font-bold uppercase">Visitor</p>
                <p className="whitespace-pre-wrap break-words">
                  <VisitorText text={turn.question} />
                </p>
              </div>
            ) : null}
            <div
              className={
                turn.unanswered
                  ? "mr-8 rounded-2xl rounded-bl-sm border-2 border-amber-500 bg-amber-50 p-3 text-ink-950"
                  : "mr-8 rounded-2xl rounded-bl-sm border border-slate-300 bg-white p-3 text-ink-950 shadow-sm"
              }
            >
              <p className="text-xs font-bold uppercase">
                Assistant · {turn.engine}
                {turn.fallbackReason ? ` (${turn.fallbackReason})` : ""} · {turn.durationMs} ms
              </p>
              {turn.unanswered ? (
                <p className="flex items-center gap-1 text-sm font-bold text-amber-900">
                  <CircleAlert className="size-4" aria-hidden="true" /> Could not answer this from the site
                </p>
              ) : null}
              <Reply text={turn.reply} />
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
