import { data } from "react-router";
import type { Route } from "./+types/admin.article-preview";
import { consoleAccess, requireConsoleUser } from "~/features/admin/access.server.ts";
import type { ConsoleHandle } from "~/features/admin/types.ts";
import { ARTICLE_BODY_MAX_BYTES } from "~/features/articles/limits.ts";
import { renderArticleHtml } from "~/features/articles/render.server.ts";
import { BODY_MAX } from "~/features/articles/schema.ts";
import { HttpError, readFormBody } from "~/lib/http-error.ts";

// The article editor's live preview (owner only): the markdown posted, rendered
// and sanitised by the very function the public pages use.

export const handle: ConsoleHandle = { console: { role: "owner" } };
export const middleware = [consoleAccess(handle)];

export async function action(args: Route.ActionArgs) {
  await requireConsoleUser(args, "owner");
  let form: FormData;
  try {
    form = await readFormBody(args.request, ARTICLE_BODY_MAX_BYTES);
  } catch (error) {
    if (error instanceof HttpError) return data({ html: "", error: error.message }, { status: error.status });
    throw error;
  }
  const body = form.get("body");
  const html = renderArticleHtml(typeof body === "string" ? body.slice(0, BODY_MAX) : "");
  return data({ html }, { headers: { "Cache-Control": "no-store" } });
}
