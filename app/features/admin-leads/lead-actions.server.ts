import { data, redirect } from "react-router";
import type { ConsoleUser } from "~/features/admin/access.server.ts";
import type { Db } from "~/db/client.server.ts";
import { HttpError, jsonError, readFormBody } from "~/lib/http-error.ts";
import type { LeadActionData } from "./components/lead-detail.tsx";
import { addLeadNote, resendLeadNotification, setLeadRead, setLeadStatus } from "./leads.server.ts";
import { leadNoteSchema, leadStatusLabels, leadStatusSchema } from "./schema.ts";

// The lead page's one action (status, note, send the email again, mark
// unread), switching on the form's intent. A bad field comes back with its
// message and what was typed; a lead that does not exist or a body that is not
// a form is a 4xx JSON answer.

/** A note of NOTE_MAX characters, percent-encoded, fits well under it. */
const MAX_FORM_BYTES = 16 * 1024;

export async function runLeadAction(
  db: Db,
  user: ConsoleUser,
  request: Request,
  source: string,
  id: string,
): Promise<Response | ReturnType<typeof data<LeadActionData>>> {
  let form: FormData;
  try {
    form = await readFormBody(request, MAX_FORM_BYTES);
  } catch (error) {
    if (error instanceof HttpError) return jsonError(error.status, error.message);
    throw error;
  }
  const intent = String(form.get("intent") ?? "");
  try {
    switch (intent) {
      case "status": {
        const typed = String(form.get("status") ?? "");
        const parsed = leadStatusSchema.safeParse({ status: typed });
        if (!parsed.success) {
          return data<LeadActionData>(
            { intent, errors: { status: parsed.error.issues[0]!.message }, values: { status: typed } },
            { status: 400 },
          );
        }
        await setLeadStatus(db, user, source, id, parsed.data.status);
        return data<LeadActionData>({ intent, ok: `Status set to ${leadStatusLabels[parsed.data.status]}.` });
      }
      case "note": {
        const typed = String(form.get("note") ?? "");
        const parsed = leadNoteSchema.safeParse({ note: typed });
        if (!parsed.success) {
          return data<LeadActionData>(
            { intent, errors: { note: parsed.error.issues[0]!.message }, values: { note: typed } },
            { status: 400 },
          );
        }
        await addLeadNote(db, user, source, id, parsed.data.note);
        return data<LeadActionData>({ intent, ok: "Note added." });
      }
      case "resend":
        await resendLeadNotification(db, user, source, id);
        return data<LeadActionData>({ intent, ok: "The email will be sent again now." });
      case "unread":
        await setLeadRead(db, user, source, id, false);
        return redirect("/admin/leads");
      default:
        return jsonError(400, "Unknown action: send intent=status, note, resend or unread.");
    }
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    if (error.status === 409) return data<LeadActionData>({ intent, formError: error.message }, { status: 409 });
    return jsonError(error.status, error.message);
  }
}
