import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type DefaultValue,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { ArrowDown, ArrowUp, Eye, EyeOff, ImagePlus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import type { z } from "zod";
import { Form, useNavigation } from "react-router";
import { FormAlert } from "~/components/ui/form-alert.tsx";
import { FormField, fieldControlClass } from "~/components/ui/form-field.tsx";
import { FormMessage, primaryButton } from "~/features/admin/components/field.tsx";
import { galleryCategories } from "~/features/content/gallery-categories.ts";
import { cn } from "~/lib/cn.ts";
import type { ConsolePhoto } from "../gallery-admin.server.ts";
import {
  ALT_MAX,
  deletePhotoSchema,
  editPhotoSchema,
  movePhotoSchema,
  PHOTO_MAX_MB,
  showPhotoSchema,
  townNames,
  uploadPhotoSchema,
  type PhotoActAnswer,
} from "../schema.ts";

// The console's Photos page: the upload form (a plain multipart post, works
// without JavaScript; a phone offers its camera or its library), then the
// gallery in its order, each photo with its edit form and its acts. Every
// form is on the site's one pattern (docs/forms.md): Conform with the act's
// schema, the action's answer as `lastResult`.

type Library = { id: string; alt: string }[];

const smallButton =
  "inline-flex min-h-11 items-center justify-center gap-1 rounded-full border-2 border-ink-900 px-2.5 text-sm font-semibold text-ink-950 hover:bg-slate-100 disabled:opacity-50";

export function PhotosPage({
  items,
  library,
  isOwner,
  answer,
}: {
  items: ConsolePhoto[];
  library: Library;
  isOwner: boolean;
  answer?: PhotoActAnswer;
}) {
  const befores = new Set(items.map((i) => i.beforeMediaId).filter(Boolean));
  const resultFor = (intent: string, id?: string) =>
    answer && answer.intent === intent && answer.id === id ? answer.result : undefined;
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <h1 className="text-2xl font-bold text-ink-950">Photos</h1>
      {answer?.ok ? <FormMessage kind="success">{answer.ok}</FormMessage> : null}
      <UploadForm library={library} lastResult={resultFor("upload")} />
      <section aria-labelledby="gallery-heading" className="grid gap-3">
        <h2 id="gallery-heading" className="text-lg font-semibold text-ink-950">
          The gallery, in its order ({items.length})
        </h2>
        <p className="text-sm text-slate-700">
          First here is first on the site. {isOwner ? "Hidden photos stay here but are not on the site." : ""}
        </p>
        <ol className="grid gap-3" aria-label="Gallery photos">
          {items.map((item, index) => (
            <PhotoRow
              key={item.id}
              item={item}
              library={library}
              isOwner={isOwner}
              pairedAsBefore={Boolean(item.mediaId && befores.has(item.mediaId))}
              first={index === 0}
              last={index === items.length - 1}
              resultFor={(intent) => resultFor(intent, item.id)}
            />
          ))}
        </ol>
      </section>
    </div>
  );
}

function useActForm<S extends z.ZodObject>(
  id: string,
  schema: S,
  lastResult: SubmissionResult<string[]> | undefined,
  defaultValue?: DefaultValue<z.input<S>>,
) {
  return useForm<z.input<S>, z.output<S>>({
    id,
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    defaultValue,
  });
}

function UploadForm({ library, lastResult }: { library: Library; lastResult?: SubmissionResult<string[]> }) {
  const navigation = useNavigation();
  const uploading = navigation.state === "submitting" && navigation.formData?.get("intent") === "upload";
  const [form, fields] = useActForm("photo-upload", uploadPhotoSchema, lastResult);
  return (
    <section aria-labelledby="upload-heading" className="rounded-2xl border border-slate-300 bg-white p-4 sm:p-5">
      <h2 id="upload-heading" className="flex items-center gap-2 text-lg font-semibold text-ink-950">
        <ImagePlus aria-hidden="true" className="size-5" /> Add a photo
      </h2>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-3 grid gap-4">
        <input type="hidden" name="intent" value="upload" />
        <FormField
          id={fields.photo.id}
          label="Photo"
          hint={`Take one or choose one from your library: JPEG, PNG, WebP or AVIF, up to ${PHOTO_MAX_MB} MB. Location and camera details are removed.`}
          error={fields.photo.errors?.[0]}
        >
          {() => (
            <input
              {...getInputProps(fields.photo, { type: "file", ariaDescribedBy: `${fields.photo.id}-hint` })}
              accept="image/*"
              className={cn(
                fieldControlClass,
                "file:mr-3 file:rounded-full file:border-0 file:bg-ink-900 file:px-4 file:py-2 file:text-white",
              )}
            />
          )}
        </FormField>
        <DetailsFields fields={fields} library={library} />
        <FormAlert id={form.errorId} errors={form.errors} />
        <button type="submit" className={primaryButton} disabled={uploading}>
          {uploading ? "Uploading and preparing the sizes…" : "Upload photo"}
        </button>
      </Form>
    </section>
  );
}

type DetailsFieldsProps = {
  // The upload and edit forms share these fields' names.
  fields: Pick<
    | ReturnType<typeof useActForm<typeof uploadPhotoSchema>>[1]
    | ReturnType<typeof useActForm<typeof editPhotoSchema>>[1],
    "alt" | "caption" | "category" | "vehicle" | "town" | "before"
  >;
  library: Library;
  /** The photo being edited (not offered as its own before). */
  self?: string | null;
};

function DetailsFields({ fields, library, self }: DetailsFieldsProps) {
  return (
    <>
      <FormField
        id={fields.alt.id}
        label="Describe the photo (alt text)"
        hint={`What someone who cannot see it should know, e.g. "A white pickup with 20% ceramic tint on its cab windows". Up to ${ALT_MAX} characters.`}
        error={fields.alt.errors?.[0]}
      >
        {() => (
          <textarea
            {...getTextareaProps(fields.alt, { ariaDescribedBy: `${fields.alt.id}-hint` })}
            rows={2}
            className={fieldControlClass}
          />
        )}
      </FormField>
      <FormField id={fields.caption.id} label="Caption (optional)" error={fields.caption.errors?.[0]}>
        {() => <input {...getInputProps(fields.caption, { type: "text" })} className={fieldControlClass} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={fields.category.id} label="Category" error={fields.category.errors?.[0]}>
          {() => (
            <select {...getSelectProps(fields.category)} className={fieldControlClass}>
              <option value="">Choose…</option>
              {galleryCategories.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={fields.town.id} label="Town (optional)" error={fields.town.errors?.[0]}>
          {() => (
            <select {...getSelectProps(fields.town)} className={fieldControlClass}>
              <option value="">None</option>
              {townNames.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField id={fields.vehicle.id} label="Vehicle (optional)" error={fields.vehicle.errors?.[0]}>
        {() => <input {...getInputProps(fields.vehicle, { type: "text" })} className={fieldControlClass} />}
      </FormField>
      <FormField
        id={fields.before.id}
        label="Before photo (optional)"
        hint="Makes a before/after pair: this photo is the after."
        error={fields.before.errors?.[0]}
      >
        {() => (
          <select
            {...getSelectProps(fields.before, { ariaDescribedBy: `${fields.before.id}-hint` })}
            className={fieldControlClass}
          >
            <option value="">No before photo</option>
            {library
              .filter((p) => p.id !== self)
              .map((p) => (
                <option key={p.id} value={p.id}>
                  {p.alt.length > 60 ? `${p.alt.slice(0, 60)}…` : p.alt}
                </option>
              ))}
          </select>
        )}
      </FormField>
    </>
  );
}

function PhotoRow({
  item,
  library,
  isOwner,
  pairedAsBefore,
  first,
  last,
  resultFor,
}: {
  item: ConsolePhoto;
  library: Library;
  isOwner: boolean;
  /** The "before" of a pair: the site shows it in that pair, not alone. */
  pairedAsBefore: boolean;
  first: boolean;
  last: boolean;
  resultFor: (intent: string) => SubmissionResult<string[]> | undefined;
}) {
  const label = item.caption || item.alt;
  const editResult = resultFor("edit");
  return (
    <li
      className={cn(
        "rounded-2xl border bg-white p-3",
        item.hidden ? "border-dashed border-slate-400" : "border-slate-300",
      )}
    >
      <div className="flex gap-3">
        <div className="flex shrink-0 gap-1">
          {item.beforeThumbnail ? <Thumb src={item.beforeThumbnail} label="Before" /> : null}
          {item.thumbnail ? <Thumb src={item.thumbnail} label={item.beforeThumbnail ? "After" : undefined} /> : null}
        </div>
        <div className="min-w-0">
          <p className="font-semibold break-words text-ink-950">{label}</p>
          <p className="text-sm text-slate-700">
            {[item.category, item.town, item.vehicle].filter(Boolean).join(" · ")}
            {item.hidden ? <span className="ml-1 font-semibold text-red-800">· Hidden</span> : null}
            {!item.mediaId ? <span className="ml-1">· Demo picture</span> : null}
            {pairedAsBefore ? <span className="ml-1">· Shown as the before of a pair</span> : null}
          </p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-1.5">
        <ActButton
          item={item}
          intent="move"
          schema={movePhotoSchema}
          lastResult={resultFor("move")}
          extra={{ direction: "up" }}
          disabled={first}
          label={`Move up: ${label}`}
        >
          <ArrowUp aria-hidden="true" className="size-4" /> Up
        </ActButton>
        <ActButton
          item={item}
          intent="move"
          schema={movePhotoSchema}
          lastResult={resultFor("move")}
          extra={{ direction: "down" }}
          disabled={last}
          label={`Move down: ${label}`}
        >
          <ArrowDown aria-hidden="true" className="size-4" /> Down
        </ActButton>
        {isOwner ? (
          <>
            <ActButton
              item={item}
              intent="show"
              schema={showPhotoSchema}
              lastResult={resultFor("show")}
              extra={{ hidden: item.hidden ? "false" : "true" }}
              label={`${item.hidden ? "Show" : "Hide"}: ${label}`}
            >
              {item.hidden ? (
                <Eye aria-hidden="true" className="size-4" />
              ) : (
                <EyeOff aria-hidden="true" className="size-4" />
              )}
              {item.hidden ? "Show" : "Hide"}
            </ActButton>
            <ActButton
              item={item}
              intent="delete"
              schema={deletePhotoSchema}
              lastResult={resultFor("delete")}
              label={`Delete: ${label}`}
              confirm={`Delete "${label}" from the gallery? This cannot be undone.`}
              className="border-red-800 text-red-900 hover:bg-red-50"
            >
              <Trash2 aria-hidden="true" className="size-4" /> Delete
            </ActButton>
          </>
        ) : null}
      </div>
      <details className="mt-2" open={Boolean(editResult && editResult.status === "error")}>
        <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-sea-900 underline">
          Edit the words of: {label}
        </summary>
        <EditForm item={item} library={library} lastResult={editResult} />
      </details>
    </li>
  );
}

function Thumb({ src, label }: { src: string; label?: string }) {
  return (
    <figure className="grid gap-0.5 text-center text-xs font-semibold text-slate-700">
      <img src={src} alt="" width={96} height={72} loading="lazy" className="h-18 w-24 rounded-lg object-cover" />
      {label ? <figcaption>{label}</figcaption> : null}
    </figure>
  );
}

function EditForm({
  item,
  library,
  lastResult,
}: {
  item: ConsolePhoto;
  library: Library;
  lastResult?: SubmissionResult<string[]>;
}) {
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useActForm(`photo-edit-${item.id}`, editPhotoSchema, lastResult, {
    alt: item.alt,
    caption: item.caption,
    category: item.category,
    town: item.town ?? "",
    vehicle: item.vehicle ?? "",
    before: item.beforeMediaId ?? "",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-2 grid gap-4">
      <input type="hidden" name="intent" value="edit" />
      <input type="hidden" name="id" value={item.id} />
      {/* A demo picture (no photo of the library) cannot be the after of a pair. */}
      <DetailsFields fields={fields} library={item.mediaId ? library : []} self={item.mediaId} />
      <FormAlert id={form.errorId} errors={form.errors} />
      <button type="submit" className={primaryButton} disabled={busy}>
        Save
      </button>
    </Form>
  );
}

function ActButton<S extends z.ZodObject>({
  item,
  intent,
  schema,
  lastResult,
  extra = {},
  disabled,
  label,
  confirm,
  className,
  children,
}: {
  item: ConsolePhoto;
  intent: string;
  schema: S;
  lastResult?: SubmissionResult<string[]>;
  extra?: Record<string, string>;
  disabled?: boolean;
  label: string;
  confirm?: string;
  className?: string;
  children: ReactNode;
}) {
  const busy = useNavigation().state === "submitting";
  const [form] = useActForm(`photo-${intent}-${Object.values(extra).join("-")}-${item.id}`, schema, lastResult);
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      onSubmit={(event) => {
        if (confirm && !window.confirm(confirm)) event.preventDefault();
        else form.onSubmit(event);
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={item.id} />
      {Object.entries(extra).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={cn(smallButton, className)} disabled={busy || disabled} aria-label={label}>
        {children}
      </button>
      <FormAlert id={form.errorId} errors={form.errors} />
    </Form>
  );
}
