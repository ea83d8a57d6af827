import { data, redirect } from "react-router";
import type { Route } from "./+types/admin.product-image";
import { consoleAccess, requireConsoleUser } from "~/features/admin/access.server.ts";
import type { ConsoleHandle } from "~/features/admin/types.ts";
import { uploadProductImage } from "~/features/admin-catalog/catalog.server.ts";
import { IMAGE_MAX_BYTES } from "~/features/admin-catalog/schema.ts";
import { servicesOf } from "~/platform/services.server.ts";
import { outageAnswer } from "~/platform/outage.ts";

// POST /admin/catalog/:productId/image: the one console route that takes a
// file (the request guard lets 5 MB and its wrapping through here, and only here).
export const handle: ConsoleHandle = { console: { role: "owner" } };
export const middleware = [consoleAccess(handle)];

// A GET (a typed address) goes to the product's page, where the upload form is.
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/admin/catalog/${encodeURIComponent(params.productId)}`);
}

export async function action(args: Route.ActionArgs) {
  const user = await requireConsoleUser(args, "owner");
  const type = args.request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(type))
    return data({ ok: false, errors: { image: "Send the image as a file upload" } }, { status: 415 });
  const length = Number(args.request.headers.get("content-length") ?? 0);
  if (length > IMAGE_MAX_BYTES + 64 * 1024)
    return data({ ok: false, errors: { image: "That image is over 5 MB" } }, { status: 413 });
  let form: FormData;
  try {
    form = await args.request.formData();
  } catch {
    return data({ ok: false, errors: { image: "The upload could not be read: please try again" } }, { status: 400 });
  }
  try {
    const result = await uploadProductImage(await servicesOf(args.context).db(), user, args.params.productId, form);
    return data(result, { status: result.ok ? 200 : result.status });
  } catch (error) {
    // DATA_DIR full, read-only or not writable: the form says so, 503 with Retry-After.
    const answer = outageAnswer(error, (message) => ({ ok: false as const, errors: { image: message } }));
    if (answer) return answer;
    throw error;
  }
}
