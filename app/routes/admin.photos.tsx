import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { Route } from "./+types/admin.photos";
import { consoleAccess, OWNER_ONLY, requireConsoleUser } from "~/features/admin/access.server.ts";
import type { ConsoleHandle } from "~/features/admin/types.ts";
import {
  addUploadedPhoto,
  deleteGalleryItem,
  editGalleryItem,
  GalleryItemNotFound,
  listGalleryForConsole,
  moveGalleryItem,
  setGalleryItemHidden,
} from "~/features/photos/gallery-admin.server.ts";
import { PhotosPage } from "~/features/photos/components/photos-page.tsx";
import { photoActSchema, type PhotoActAnswer } from "~/features/photos/schema.ts";
import { HttpError, readFormBody } from "~/lib/http-error.ts";
import { loggerContext } from "~/lib/request-context.ts";
import { outageAnswer } from "~/platform/outage.ts";
import { PHOTO_MAX_BYTES, PHOTO_MAX_MB, PhotoRejected, preparePhoto } from "~/platform/photos.server.ts";
import { servicesOf } from "~/platform/services.server.ts";

// Photos (issue 24): the gallery's photos, uploaded from a phone by the owner
// or staff; the owner alone hides and deletes. The upload is a multipart post
// to this page (the request guard lets 15 MB through here, counted as it is
// read, and only after consoleAccess has checked the session); the other acts
// are small forms.

export const handle: ConsoleHandle = { console: { role: "staff" } };
export const middleware = [consoleAccess(handle)];

export const meta: Route.MetaFunction = () => [{ title: "Photos | Console" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader(args: Route.LoaderArgs) {
  const user = await requireConsoleUser(args, "staff");
  const gallery = await listGalleryForConsole(await servicesOf(args.context).db());
  return { ...gallery, isOwner: user.role === "owner" };
}

/** The multipart wrapping around the photo and its few fields. */
const FORM_OVERHEAD = 64 * 1024;
const SMALL_FORM = 16 * 1024;

export async function action(args: Route.ActionArgs) {
  const user = await requireConsoleUser(args, "staff");
  const answer = (status: number, body: PhotoActAnswer, headers?: HeadersInit) =>
    data<PhotoActAnswer>(body, { status, headers });
  const fail = (status: number, intent: string, message: string, field = "") =>
    answer(status, { intent, result: { status: "error", error: { [field]: [message] } } });
  const multipart = /^multipart\/form-data\b/i.test(args.request.headers.get("content-type") ?? "");
  if (multipart && Number(args.request.headers.get("content-length") ?? 0) > PHOTO_MAX_BYTES + FORM_OVERHEAD)
    return fail(413, "upload", `That photo is over ${PHOTO_MAX_MB} MB: choose a smaller one.`, "photo");
  let form: FormData;
  try {
    form = await readFormBody(args.request, multipart ? PHOTO_MAX_BYTES + FORM_OVERHEAD : SMALL_FORM);
  } catch (error) {
    if (error instanceof HttpError)
      return fail(
        error.status,
        "upload",
        error.status === 413 ? `That photo is over ${PHOTO_MAX_MB} MB.` : error.message,
      );
    throw error;
  }
  const submission = parseWithZod(form, { schema: photoActSchema });
  const intent = String(form.get("intent") ?? "");
  const id = typeof form.get("id") === "string" ? String(form.get("id")).slice(0, 64) : undefined;
  const reply = (status: number, result: SubmissionResult<string[]>, ok?: string, headers?: HeadersInit) =>
    answer(status, { intent, ...(id ? { id } : {}), result, ...(ok ? { ok } : {}) }, headers);
  if (submission.status !== "success") return reply(400, submission.reply());
  const act = submission.value;
  if ((act.intent === "show" || act.intent === "delete") && user.role !== "owner")
    return reply(403, submission.reply({ formErrors: [OWNER_ONLY] }));
  const db = await servicesOf(args.context).db();
  const done = (ok: string) => reply(200, submission.reply({ resetForm: true }), ok);
  try {
    switch (act.intent) {
      case "upload": {
        const started = performance.now();
        const photo = await preparePhoto(new Uint8Array(await act.photo.arrayBuffer()));
        args.context.get(loggerContext).info("photo prepared", {
          photo: photo.id,
          bytes: act.photo.size,
          variants: photo.variants.length,
          ms: Math.round(performance.now() - started),
        });
        await addUploadedPhoto(db, user, photo, act);
        return done("Photo added: it is first in the gallery.");
      }
      case "edit":
        await editGalleryItem(db, user, act.id, act);
        return done("Saved.");
      case "move":
        await moveGalleryItem(db, user, act.id, act.direction);
        return done(`Moved ${act.direction}.`);
      case "show":
        await setGalleryItemHidden(db, user, act.id, act.hidden);
        return done(act.hidden ? "Hidden: it is no longer on the site." : "Shown on the site again.");
      case "delete":
        await deleteGalleryItem(db, user, act.id);
        return done("Deleted.");
    }
  } catch (error) {
    if (error instanceof PhotoRejected)
      return reply(
        error.status,
        submission.reply({ fieldErrors: { photo: [error.message] } }),
        undefined,
        error.status === 503 ? { "Retry-After": "60" } : undefined,
      );
    if (error instanceof GalleryItemNotFound) return reply(404, submission.reply({ formErrors: [error.message] }));
    if (error instanceof RangeError) return reply(400, submission.reply({ fieldErrors: { before: [error.message] } }));
    // DATA_DIR full, read-only or not writable: the form says so, 503 with Retry-After.
    const outage = outageAnswer(error, (message) => ({ intent, result: submission.reply({ formErrors: [message] }) }));
    if (outage) return outage;
    throw error;
  }
}

export default function AdminPhotos({ loaderData, actionData }: Route.ComponentProps) {
  return <PhotosPage {...loaderData} answer={actionData as PhotoActAnswer | undefined} />;
}
