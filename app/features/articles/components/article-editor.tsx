import {
  getCollectionProps,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef } from "react";
import { Form, useFetcher, useNavigation } from "react-router";
import { Prose } from "~/components/prose.tsx";
import { FormAlert } from "~/components/ui/form-alert.tsx";
import { FormField, fieldControlClass } from "~/components/ui/form-field.tsx";
import { cn } from "~/lib/cn.ts";
import {
  ALT_MAX,
  DESCRIPTION_MAX,
  deleteArticleSchema,
  kindLabel,
  KINDS,
  saveArticleSchema,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
  SLUG_MAX,
  statusLabel,
  STATUSES,
  TITLE_MAX,
  type Kind,
} from "../schema.ts";

// The owner's article editor (issue 24) on the site's one form pattern
// (docs/forms.md): Conform with saveArticleSchema, the action's answer as
// `lastResult`; it saves with JavaScript off. The preview beside the markdown
// is the server's own sanitised rendering (routes/admin.article-preview.ts),
// asked for as the owner types; without JavaScript it shows the saved text.

export const PREVIEW_PATH = "/admin/articles/preview";

export type ArticleValues = {
  kind: Kind;
  title: string;
  slug: string;
  description: string;
  body: string;
  image: string;
  imageAlt: string;
  seoTitle: string;
  seoDescription: string;
  status: "draft" | "scheduled" | "published";
  publishAt: string;
};

export type ArticleAnswer = { intent: "save" | "delete"; result: SubmissionResult<string[]> };

const buttonClass =
  "inline-flex min-h-11 items-center justify-center rounded-full px-5 text-base font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60";

/** "12 of 37 characters": the limit beside a field, counted as the owner types. */
const counted = (value: string | undefined, max: number, more = "") =>
  `${value?.length ?? 0} of ${max} characters${more}`;

function LivePreview({ body, initialHtml }: { body: string; initialHtml: string }) {
  const fetcher = useFetcher<{ html: string }>();
  const first = useRef(true);
  const { submit } = fetcher;
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => submit({ body }, { method: "post", action: PREVIEW_PATH }), 300);
    return () => clearTimeout(timer);
  }, [body, submit]);
  const html = fetcher.data?.html ?? initialHtml;
  return (
    <section
      aria-labelledby="article-preview-title"
      aria-busy={fetcher.state !== "idle"}
      className="min-w-0 rounded-2xl border-2 border-slate-300 bg-white p-4"
    >
      <h2 id="article-preview-title" className="text-sm font-semibold text-slate-700">
        Preview (as the page shows it)
      </h2>
      {html ? (
        <Prose html={html} className="mt-2" />
      ) : (
        <p className="mt-2 text-slate-700">Write the article to see it here.</p>
      )}
    </section>
  );
}

export function ArticleEditor({
  id,
  values,
  images,
  previewHtml,
  answer,
}: {
  /** The article's id, or undefined for a new one. */
  id?: string;
  values: ArticleValues;
  images: { value: string; label: string }[];
  previewHtml: string;
  answer?: ArticleAnswer;
}) {
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: `article-${id ?? "new"}`,
    lastResult: answer?.intent === "save" ? answer.result : undefined,
    constraint: getZodConstraint(saveArticleSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: saveArticleSchema }),
    defaultValue: values,
  });
  const kind = (fields.kind.value as Kind | undefined) ?? values.kind;
  const statuses = getCollectionProps(fields.status, { type: "radio", options: [...STATUSES] });
  const kinds = getCollectionProps(fields.kind, { type: "radio", options: [...KINDS] });
  const status = fields.status.value ?? values.status;
  const image = fields.image.value ?? values.image;
  const statusError = fields.status.errors?.[0];
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4">
      <input type="hidden" name="intent" value="save" />
      {id ? (
        <input type="hidden" name="kind" value={values.kind} />
      ) : (
        <fieldset className="grid gap-1">
          <legend className="text-sm font-semibold text-ink-900">Where it goes</legend>
          <div className="flex flex-wrap gap-2">
            {kinds.map(({ key, ...radio }) => (
              <label
                key={key}
                htmlFor={radio.id}
                className="flex min-h-11 items-center gap-2 rounded-lg border-2 border-slate-400 px-3 text-base has-checked:border-ink-900 has-checked:bg-slate-100"
              >
                <input {...radio} className="size-5 accent-ink-900" />
                {kindLabel(radio.value as Kind)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <FormField
        id={fields.title.id}
        label="Title"
        error={fields.title.errors?.[0]}
        hint={counted(fields.title.value, TITLE_MAX)}
      >
        {(control) => (
          <input {...getInputProps(fields.title, { type: "text" })} {...control} className={fieldControlClass} />
        )}
      </FormField>
      <FormField
        id={fields.slug.id}
        label="Address (slug)"
        error={fields.slug.errors?.[0]}
        hint={`The page is /${kind}/${fields.slug.value || "…"}: small letters, digits and hyphens, up to ${SLUG_MAX} characters. Changing it later keeps the old address working.`}
      >
        {(control) => (
          <input
            {...getInputProps(fields.slug, { type: "text" })}
            {...control}
            autoCapitalize="none"
            spellCheck={false}
            className={fieldControlClass}
          />
        )}
      </FormField>
      <FormField
        id={fields.description.id}
        label="Summary (shown in the lists)"
        error={fields.description.errors?.[0]}
        hint={counted(fields.description.value, DESCRIPTION_MAX)}
      >
        {(control) => (
          <textarea {...getTextareaProps(fields.description)} {...control} rows={3} className={fieldControlClass} />
        )}
      </FormField>
      <div className="grid gap-4 lg:grid-cols-2">
        <FormField
          id={fields.body.id}
          label="Article (markdown)"
          error={fields.body.errors?.[0]}
          hint="## for a heading, **bold**, *italic*, - for a list, [words](https://…) for a link, ![description](/images/…) for a picture."
        >
          {(control) => (
            <textarea
              {...getTextareaProps(fields.body)}
              {...control}
              rows={16}
              className={cn(fieldControlClass, "font-mono text-sm")}
            />
          )}
        </FormField>
        <LivePreview body={fields.body.value ?? ""} initialHtml={previewHtml} />
      </div>
      <FormField
        id={fields.image.id}
        label="Picture"
        error={fields.image.errors?.[0]}
        hint="Photos from the photo library first, then the site's illustrations."
      >
        {(control) => (
          <select {...getSelectProps(fields.image)} {...control} className={fieldControlClass}>
            <option value="">Choose a picture</option>
            {images.map((i) => (
              <option key={i.value} value={i.value}>
                {i.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {image ? (
        <img
          src={image}
          alt=""
          width={1200}
          height={630}
          className="h-auto w-full max-w-xs rounded-xl border border-slate-300"
        />
      ) : null}
      <FormField
        id={fields.imageAlt.id}
        label="Picture description (for people who cannot see it)"
        error={fields.imageAlt.errors?.[0]}
        hint={counted(fields.imageAlt.value, ALT_MAX)}
      >
        {(control) => (
          <input {...getInputProps(fields.imageAlt, { type: "text" })} {...control} className={fieldControlClass} />
        )}
      </FormField>
      <FormField
        id={fields.seoTitle.id}
        label="Search title (optional)"
        error={fields.seoTitle.errors?.[0]}
        hint={counted(fields.seoTitle.value, SEO_TITLE_MAX, "; empty: the title. The business name is added.")}
      >
        {(control) => (
          <input {...getInputProps(fields.seoTitle, { type: "text" })} {...control} className={fieldControlClass} />
        )}
      </FormField>
      <FormField
        id={fields.seoDescription.id}
        label="Search description (optional)"
        error={fields.seoDescription.errors?.[0]}
        hint={counted(fields.seoDescription.value, SEO_DESCRIPTION_MAX, "; empty: the summary.")}
      >
        {(control) => (
          <textarea {...getTextareaProps(fields.seoDescription)} {...control} rows={2} className={fieldControlClass} />
        )}
      </FormField>
      <fieldset
        className="grid gap-2"
        aria-invalid={statusError ? true : undefined}
        aria-describedby={statusError ? fields.status.errorId : undefined}
      >
        <legend className="text-sm font-semibold text-ink-900">Status</legend>
        <div className="flex flex-wrap gap-2">
          {statuses.map(({ key, ...radio }) => (
            <label
              key={key}
              htmlFor={radio.id}
              className="flex min-h-11 items-center gap-2 rounded-lg border-2 border-slate-400 px-3 text-base has-checked:border-ink-900 has-checked:bg-slate-100"
            >
              <input {...radio} className="size-5 accent-ink-900" />
              {statusLabel[radio.value as keyof typeof statusLabel]}
            </label>
          ))}
        </div>
        {statusError ? (
          <p id={fields.status.errorId} className="text-sm font-semibold text-red-800">
            {statusError}
          </p>
        ) : null}
        <p className="text-sm text-slate-700">
          A draft is never shown on the site. A scheduled article appears on its own at its time.
        </p>
      </fieldset>
      <FormField
        id={fields.publishAt.id}
        label="Goes public on (Central Time, for a scheduled article)"
        error={fields.publishAt.errors?.[0]}
        className={status === "scheduled" ? undefined : "opacity-80"}
      >
        {(control) => (
          <input
            {...getInputProps(fields.publishAt, { type: "datetime-local" })}
            {...control}
            className={fieldControlClass}
          />
        )}
      </FormField>
      <FormAlert id={form.errorId} errors={form.errors} />
      <button type="submit" disabled={busy} className={cn(buttonClass, "bg-ink-900 text-white hover:bg-ink-950")}>
        Save
      </button>
    </Form>
  );
}

/** Delete, confirmed by opening it first (a native disclosure: no JavaScript needed). */
export function DeleteArticleForm({ id, title, answer }: { id: string; title: string; answer?: ArticleAnswer }) {
  const [form] = useForm({
    id: `article-delete-${id}`,
    lastResult: answer?.intent === "delete" ? answer.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: deleteArticleSchema }),
  });
  return (
    <details className="rounded-2xl border-2 border-red-200 p-3">
      <summary className="min-h-11 cursor-pointer content-center font-semibold text-red-900">
        Delete this article
      </summary>
      <Form method="post" {...getFormProps(form)} className="mt-2 grid gap-2">
        <input type="hidden" name="intent" value="delete" />
        <p className="text-slate-800">“{title}” leaves the site for good, with its old addresses.</p>
        <FormAlert id={form.errorId} errors={form.errors} />
        <button type="submit" className={cn(buttonClass, "border-2 border-red-800 text-red-900 hover:bg-red-50")}>
          Delete for good
        </button>
      </Form>
    </details>
  );
}
