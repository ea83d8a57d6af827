import { parseWithZod } from "@conform-to/zod/v4";
import { ExternalLink } from "lucide-react";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/admin.article";
import { consoleAccess, requireConsoleUser } from "~/features/admin/access.server.ts";
import type { ConsoleHandle } from "~/features/admin/types.ts";
import {
  centralInstant,
  deleteArticle,
  getArticleForEdit,
  listImageChoices,
  saveArticle,
} from "~/features/articles/article-edits.server.ts";
import { isPublic } from "~/features/articles/articles.server.ts";
import {
  ArticleEditor,
  DeleteArticleForm,
  type ArticleAnswer,
  type ArticleValues,
} from "~/features/articles/components/article-editor.tsx";
import { ARTICLE_BODY_MAX_BYTES } from "~/features/articles/limits.ts";
import { renderArticleHtml } from "~/features/articles/render.server.ts";
import { articleActSchema, kindLabel, type Kind } from "~/features/articles/schema.ts";
import { HttpError, readFormBody } from "~/lib/http-error.ts";
import { servicesOf } from "~/platform/services.server.ts";

// One article of the blog or news (owner only): /admin/articles/new?kind=blog
// writes a new one, /admin/articles/:id edits or deletes it. Every save is
// audited and shows on the site on the next request (contentChanged).

export const handle: ConsoleHandle = { console: { role: "owner" } };
export const middleware = [consoleAccess(handle)];

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => [
  { title: `${loaded?.values.title || "New article"} | Console` },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

const NEW = "new";

export async function loader(args: Route.LoaderArgs) {
  await requireConsoleUser(args, "owner");
  const db = await servicesOf(args.context).db();
  const url = new URL(args.request.url);
  const images = await listImageChoices(db);
  if (args.params.articleId === NEW) {
    const kind: Kind = url.searchParams.get("kind") === "news" ? "news" : "blog";
    const values: ArticleValues = {
      kind,
      title: "",
      slug: "",
      description: "",
      body: "",
      image: "",
      imageAlt: "",
      seoTitle: "",
      seoDescription: "",
      status: "draft",
      publishAt: "",
    };
    return { id: undefined, values, images, previewHtml: "", saved: false, publicPath: null };
  }
  const article = await getArticleForEdit(db, args.params.articleId);
  if (!article) throw data(null, { status: 404, statusText: "Not Found" });
  const { id, ...values } = article;
  const live = isPublic(
    { status: values.status, publishAt: values.publishAt ? centralInstant(values.publishAt) : null },
    new Date(),
  );
  return {
    id,
    values,
    images,
    previewHtml: renderArticleHtml(values.body),
    saved: url.searchParams.has("saved"),
    publicPath: live ? `/${values.kind}/${values.slug}` : null,
  };
}

export async function action(args: Route.ActionArgs) {
  const user = await requireConsoleUser(args, "owner");
  let form: FormData;
  try {
    form = await readFormBody(args.request, ARTICLE_BODY_MAX_BYTES);
  } catch (error) {
    if (error instanceof HttpError)
      return data<ArticleAnswer>(
        { intent: "save", result: { status: "error", error: { "": [error.message] } } },
        { status: error.status },
      );
    throw error;
  }
  const submission = parseWithZod(form, { schema: articleActSchema });
  const intent = form.get("intent") === "delete" ? "delete" : "save";
  if (submission.status !== "success")
    return data<ArticleAnswer>({ intent, result: submission.reply() }, { status: 400 });
  const db = await servicesOf(args.context).db();
  const id = args.params.articleId === NEW ? undefined : args.params.articleId;
  if (submission.value.intent === "delete") {
    if (!id || !(await deleteArticle(db, user, id)))
      return data<ArticleAnswer>(
        { intent, result: submission.reply({ formErrors: ["This article no longer exists."] }) },
        { status: 404 },
      );
    throw redirect("/admin/articles?deleted");
  }
  const outcome = await saveArticle(db, user, id, submission.value);
  if (!outcome.ok)
    return data<ArticleAnswer>(
      {
        intent,
        result: submission.reply({ fieldErrors: outcome.fieldErrors, formErrors: outcome.formErrors }),
      },
      { status: outcome.status },
    );
  throw redirect(`/admin/articles/${encodeURIComponent(outcome.id)}?saved`);
}

export default function AdminArticle({ loaderData, actionData }: Route.ComponentProps) {
  const { id, values, images, previewHtml, saved, publicPath } = loaderData;
  return (
    <div className="mx-auto grid max-w-5xl gap-4">
      <Link
        to="/admin/articles"
        className="inline-flex min-h-11 items-center gap-1 text-base font-semibold text-sea-900 underline"
      >
        <span aria-hidden="true">←</span> All articles
      </Link>
      <h1 className="text-2xl font-bold text-ink-950">
        {id ? values.title : `New ${values.kind === "blog" ? "blog article" : "news item"}`}
      </h1>
      {id ? <p className="text-slate-700">{kindLabel(values.kind)}</p> : null}
      {saved ? (
        <p role="status" className="rounded-lg bg-emerald-100 p-3 font-semibold text-emerald-950">
          Saved.{" "}
          {publicPath
            ? "It is on the site now."
            : values.status === "scheduled"
              ? "It appears on the site at its time."
              : "A draft: it is not on the site."}
        </p>
      ) : null}
      {publicPath ? (
        <a
          href={publicPath}
          className="inline-flex min-h-11 items-center gap-1 text-base font-semibold text-sea-900 underline"
        >
          See it on the site <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      ) : null}
      <ArticleEditor
        key={id ?? "new"}
        id={id}
        values={values}
        images={images}
        previewHtml={previewHtml}
        answer={actionData}
      />
      {id ? <DeleteArticleForm id={id} title={values.title} answer={actionData} /> : null}
    </div>
  );
}
