import { Search } from "lucide-react";
import { VisitorText } from "~/components/visitor-text.tsx";
import { Form, Link, useSubmit } from "react-router";
import { submitWithoutBlanks } from "~/features/admin-leads/components/submit-filters.ts";
import { buttonClass } from "~/components/ui/button.tsx";
import { FormField, fieldControlClass } from "~/components/ui/form-field.tsx";
import type { ConversationPage, UnansweredQuestion } from "../conversations.server.ts";
import { CONVERSATION_PAGE_SIZE, type ConversationFilters } from "../schema.ts";
import { formatDateTime as formatWhen } from "~/lib/date-time.ts";
import { Pager } from "~/features/admin/components/pager.tsx";

export type ConversationListData = {
  page: ConversationPage;
  filters: ConversationFilters;
  values: { q: string };
  errors: { q?: string; page?: string };
  unanswered: UnansweredQuestion[];
};

const pageHref = (filters: ConversationFilters, page: number) => {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (page > 1) params.set("page", String(page));
  return `?${params.toString()}`;
};
const conversationHref = (id: string) => `/admin/conversations/${encodeURIComponent(id)}`;

export function ConversationList({ data }: { data: ConversationListData }) {
  const submit = useSubmit();
  const { page, filters, values, errors, unanswered } = data;
  const first = (page.page - 1) * CONVERSATION_PAGE_SIZE + 1;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="font-display text-2xl font-bold text-ink-950">Conversations</h1>

      <section aria-labelledby="unanswered-heading" className="rounded-xl border border-amber-400 bg-amber-50 p-3">
        <h2 id="unanswered-heading" className="font-display text-lg font-bold text-ink-950">
          Questions the assistant could not answer
        </h2>
        <p className="mb-2 text-sm text-slate-800">
          Most asked first: answer one and the assistant uses your answer from then on.
        </p>
        {unanswered.length ? (
          <ol className="flex flex-col gap-2">
            {unanswered.map((q) => (
              <li
                key={`${q.conversationId}:${q.question}`}
                className="rounded-lg border border-amber-300 bg-white px-3 pt-2"
              >
                <p className="font-semibold break-words text-ink-950">
                  “<VisitorText text={q.question} />”
                </p>
                <p className="text-sm text-slate-800">
                  Asked {q.count} time{q.count === 1 ? "" : "s"}, last {formatWhen(q.lastAskedAt)}
                </p>
                <div className="flex flex-wrap gap-x-5">
                  <Link
                    to={`/admin/faq?${new URLSearchParams({ ask: q.question })}`}
                    className="inline-flex min-h-11 items-center font-semibold text-ink-900 underline"
                  >
                    Answer this
                    <span className="sr-only">
                      : “<VisitorText text={q.question} />”
                    </span>
                  </Link>
                  <Link
                    to={conversationHref(q.conversationId)}
                    className="inline-flex min-h-11 items-center font-semibold text-ink-900 underline"
                  >
                    Read the conversation
                    <span className="sr-only">
                      : the one where “<VisitorText text={q.question} />” was last asked
                    </span>
                  </Link>
                </div>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-slate-800">None so far.</p>
        )}
      </section>

      <Form
        method="get"
        onSubmit={(event) => submitWithoutBlanks(event, submit)}
        role="search"
        aria-label="Search conversations"
        className="flex flex-col gap-2 rounded-xl bg-sand-100 p-3"
      >
        <FormField id="conversation-q" label="Search questions, replies, names or phones" error={errors.q}>
          {(control) => (
            <input {...control} type="search" name="q" defaultValue={values.q} className={fieldControlClass} />
          )}
        </FormField>
        <div className="flex gap-2">
          <button type="submit" className={buttonClass("dark", "flex-1")}>
            <Search className="size-4" aria-hidden="true" /> Search
          </button>
          <Link to="/admin/conversations" className={buttonClass("ghost", "border border-slate-400")}>
            Clear
          </Link>
        </div>
      </Form>

      <p className="text-sm text-slate-800" role="status">
        {page.total === 0
          ? "No conversations match."
          : `Showing ${first}–${first + page.conversations.length - 1} of ${page.total}, latest first.`}
      </p>
      {errors.page ? <p className="text-sm font-semibold text-red-800">{errors.page}</p> : null}

      <ul className="flex flex-col gap-3">
        {page.conversations.map((c) => (
          <li key={c.id} className="rounded-xl border border-slate-300 bg-white p-3 shadow-sm">
            <Link
              to={conversationHref(c.id)}
              className="flex min-h-11 items-center font-bold break-words text-ink-950 underline-offset-2 hover:underline"
            >
              {c.firstQuestion ? (
                <span>
                  “<VisitorText text={c.firstQuestion} />”
                </span>
              ) : (
                "(greeting only)"
              )}
            </Link>
            <p className="text-sm text-slate-800">
              {formatWhen(c.updatedAt)} · {c.turnCount} repl{c.turnCount === 1 ? "y" : "ies"}
            </p>
            <p className="mt-1 flex flex-wrap gap-2">
              {c.unanswered ? (
                <span className="rounded-full bg-amber-200 px-2.5 py-0.5 text-xs font-bold text-ink-950">
                  {c.unanswered} unanswered
                </span>
              ) : null}
              {c.quoteRequests ? (
                <span className="rounded-full bg-emerald-200 px-2.5 py-0.5 text-xs font-bold text-ink-950">
                  Left a phone number
                </span>
              ) : null}
            </p>
          </li>
        ))}
      </ul>

      <Pager page={page.page} pageCount={page.pageCount} hrefOf={(n) => pageHref(filters, n)} />
    </div>
  );
}
