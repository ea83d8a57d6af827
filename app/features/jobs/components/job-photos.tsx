import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Camera, Check, Images } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { FormAlert } from "~/components/ui/form-alert.tsx";
import { FormField, fieldControlClass } from "~/components/ui/form-field.tsx";
import { primaryButton } from "~/features/admin/components/field.tsx";
import { cn } from "~/lib/cn.ts";
import type { JobPhoto } from "../completion.server.ts";
import { jobPhotoSchema } from "../completion-schema.ts";

// A job's photos on the completion page: one form for a photo taken before the
// job and one for after (a plain multipart post: a phone offers its camera),
// then the photos taken, each with its one tap to the public gallery.

const stageWords = { before: "Before", after: "After" } as const;

function PhotoForm({ stage, lastResult }: { stage: "before" | "after"; lastResult?: SubmissionResult<string[]> }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("stage") === stage;
  const [form, fields] = useForm({
    id: `job-photo-${stage}`,
    lastResult,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: jobPhotoSchema }),
  });
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="grid gap-2">
      <input type="hidden" name="intent" value="photo" />
      <input type="hidden" name="stage" value={stage} />
      <FormField id={fields.photo.id} label={`${stageWords[stage]} photo`} error={fields.photo.errors?.[0]}>
        {() => (
          <input
            {...getInputProps(fields.photo, { type: "file" })}
            accept="image/*"
            capture="environment"
            className={cn(
              fieldControlClass,
              "file:mr-3 file:rounded-full file:border-0 file:bg-ink-900 file:px-4 file:py-2 file:text-white",
            )}
          />
        )}
      </FormField>
      <FormAlert id={form.errorId} errors={form.errors} />
      <button type="submit" className={primaryButton} disabled={busy}>
        <Camera aria-hidden="true" className="size-5" />
        {busy ? "Preparing the photo…" : `Add ${stage} photo`}
      </button>
    </Form>
  );
}

export function JobPhotos({
  photos,
  answer,
}: {
  photos: JobPhoto[];
  answer?: { intent: string; stage?: string; result: SubmissionResult<string[]> };
}) {
  const resultFor = (stage: string) =>
    answer?.intent === "photo" && answer.stage === stage ? answer.result : undefined;
  const promoteError = answer?.intent === "promote" ? answer.result.error?.[""]?.[0] : undefined;
  return (
    <section aria-labelledby="photos-heading" className="grid gap-4 rounded-2xl border border-slate-300 bg-white p-4">
      <h2 id="photos-heading" className="flex items-center gap-2 text-lg font-semibold text-ink-950">
        <Camera aria-hidden="true" className="size-5" /> Photos
      </h2>
      <p className="text-sm text-slate-700">
        Location and camera details are removed from every photo. Add one to the public gallery with one tap.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <PhotoForm stage="before" lastResult={resultFor("before")} />
        <PhotoForm stage="after" lastResult={resultFor("after")} />
      </div>
      {promoteError ? <FormAlert id="promote-error" errors={[promoteError]} /> : null}
      {photos.length ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Photos of this job">
          {photos.map((photo, i) => (
            <li key={photo.id} className="grid gap-2">
              <figure className="grid gap-1">
                <img
                  src={photo.src}
                  alt={`${stageWords[photo.stage]} photo ${i + 1}`}
                  className="aspect-[4/3] w-full rounded-lg bg-slate-100 object-cover"
                />
                <figcaption className="text-sm font-semibold text-ink-900">{stageWords[photo.stage]}</figcaption>
              </figure>
              {photo.inGallery ? (
                <p className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-emerald-800">
                  <Check aria-hidden="true" className="size-4" /> In the gallery
                </p>
              ) : (
                <Form method="post">
                  <input type="hidden" name="intent" value="promote" />
                  <input type="hidden" name="photoId" value={photo.id} />
                  <button
                    type="submit"
                    className="inline-flex min-h-11 w-full items-center justify-center gap-1 rounded-full border-2 border-ink-900 px-2 text-sm font-semibold text-ink-950 hover:bg-slate-100"
                    aria-label={`Add ${stageWords[photo.stage].toLowerCase()} photo ${i + 1} to the gallery`}
                  >
                    <Images aria-hidden="true" className="size-4" /> To the gallery
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-700">No photos yet.</p>
      )}
    </section>
  );
}
