import type { z } from "zod";
import type { Database } from "~/db/client.server";
import type { Staff } from "~/features/auth/access.server";
import { fieldErrors } from "~/features/auth/schema";
import { approveSchema, noteSchema, rejectSchema, requestInformationSchema, statusSchema } from "./review-schema";
import { addNote, ApplicationChangeError, approveApplication, changeStatus, rejectApplication, requestInformation } from "./review.server";
import { APPLICATION_STATUS_LABELS } from "./statuses";

export type ReviewActionResult =
  | { ok: true; intent: string; message: string; tradieId?: number }
  | { ok: false; intent: string; status: 400 | 404 | 409; message: string; errors?: Record<string, string> };

const INVALID = "Please check the highlighted fields.";

/** The application page's form posts, by intent. The caller has already checked the staff member's role. */
export async function runReviewAction(db: Database, staff: Staff, id: number, form: FormData): Promise<ReviewActionResult> {
  const intent = String(form.get("intent") ?? "");
  const values = Object.fromEntries([...form].filter(([, v]) => typeof v === "string"));
  const actor = { id: staff.id, name: staff.name };
  const parse = <S extends z.ZodType>(schema: S): z.output<S> | ReviewActionResult => {
    const parsed = schema.safeParse(values);
    return parsed.success ? parsed.data : { ok: false, intent, status: 400, message: INVALID, errors: fieldErrors(parsed.error) };
  };
  const failed = (v: unknown): v is ReviewActionResult => typeof v === "object" && v !== null && "ok" in v;
  try {
    switch (intent) {
      case "note": {
        const input = parse(noteSchema);
        if (failed(input)) return input;
        await addNote(db, actor, id, input.note);
        return { ok: true, intent, message: "Note added." };
      }
      case "status": {
        const input = parse(statusSchema);
        if (failed(input)) return input;
        await changeStatus(db, actor, id, input.status, input.note);
        return { ok: true, intent, message: `Status changed to ${APPLICATION_STATUS_LABELS[input.status].toLowerCase()}.` };
      }
      case "request-information": {
        const input = parse(requestInformationSchema);
        if (failed(input)) return input;
        await requestInformation(db, actor, id, input);
        return { ok: true, intent, message: input.emailApplicant ? "Information requested, and the applicant has been emailed." : "Marked as information requested." };
      }
      case "approve": {
        const input = parse(approveSchema);
        if (failed(input)) return input;
        const tradieId = await approveApplication(db, actor, id, input);
        return { ok: true, intent, tradieId, message: "Approved. A draft tradie profile has been created: check it, add their insurance and licence expiry dates, then publish it." };
      }
      case "reject": {
        const input = parse(rejectSchema);
        if (failed(input)) return input;
        await rejectApplication(db, actor, id, input);
        return { ok: true, intent, message: input.emailApplicant ? "Rejected, and the applicant has been emailed the reason." : "Rejected. The applicant has not been emailed." };
      }
      default:
        return { ok: false, intent, status: 400, message: "That change is not one we know how to make." };
    }
  } catch (error) {
    if (error instanceof ApplicationChangeError) return { ok: false, intent, status: error.status, message: error.message };
    throw error;
  }
}
