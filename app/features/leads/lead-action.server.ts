import type { z } from "zod";
import type { Database } from "~/db/client.server";
import type { Staff } from "~/features/auth/access.server";
import { FORBIDDEN_MESSAGE } from "~/features/auth/guard.server";
import { hasRole } from "~/features/auth/roles";
import { fieldErrors } from "~/features/auth/schema";
import { notifyOutbox } from "~/features/mail/outbox.server";
import { anonymiseSchema, assignSchema, bulkStatusSchema, contactSchema, deleteSchema, leadDeletedMessage, noteSchema, resendSchema, ROLE_FOR_DELETION, statusChangeSchema } from "./action-schema";
import { addLeadNote, anonymiseLead, assignLead, bulkChangeStatus, changeLeadStatus, deleteLead, LeadChangeError, logContactAttempt, resendLeadEmail } from "./changes.server";
import { leadStatusLabel } from "./statuses";

export type LeadActionResult = { ok: true; intent: string; message: string } | { ok: false; intent: string; status: 400 | 403 | 404 | 409; message: string; errors?: Record<string, string> };

const INVALID = "Please check the highlighted fields.";

function parse<S extends z.ZodType>(schema: S, values: unknown, intent: string): { data: z.output<S> } | LeadActionResult {
  const parsed = schema.safeParse(values);
  return parsed.success ? { data: parsed.data } : { ok: false, intent, status: 400, message: INVALID, errors: fieldErrors(parsed.error) };
}

async function run(intent: string, change: () => Promise<string>): Promise<LeadActionResult> {
  try {
    return { ok: true, intent, message: await change() };
  } catch (error) {
    if (error instanceof LeadChangeError) return { ok: false, intent, status: error.status, message: error.message };
    throw error;
  }
}

/** The lead page's form posts, by intent. The caller has already checked the role for leads; deleting needs more. */
export async function runLeadAction(db: Database, staff: Staff, id: number, form: FormData): Promise<LeadActionResult> {
  const intent = String(form.get("intent") ?? "");
  const values = Object.fromEntries([...form].filter(([, v]) => typeof v === "string"));
  switch (intent) {
    case "status": {
      const input = parse(statusChangeSchema, values, intent);
      if (!("data" in input)) return input;
      return run(intent, async () => {
        await changeLeadStatus(db, staff, id, input.data);
        return `Status changed to ${leadStatusLabel(input.data.status).toLowerCase()}.`;
      });
    }
    case "note": {
      const input = parse(noteSchema, values, intent);
      if (!("data" in input)) return input;
      return run(intent, async () => (await addLeadNote(db, staff, id, input.data.note), "Note added."));
    }
    case "assign": {
      const input = parse(assignSchema, values, intent);
      if (!("data" in input)) return input;
      const tradieId = input.data.tradieId ? Number(input.data.tradieId) : null;
      return run(intent, async () => (await assignLead(db, staff, id, tradieId), tradieId === null ? "The lead is no longer assigned." : "Tradie assigned."));
    }
    case "contact": {
      const input = parse(contactSchema, values, intent);
      if (!("data" in input)) return input;
      return run(intent, async () => (await logContactAttempt(db, staff, id, input.data.channel), "Contact attempt recorded."));
    }
    case "resend": {
      const input = parse(resendSchema, values, intent);
      if (!("data" in input)) return input;
      return run(intent, async () => {
        await resendLeadEmail(db, staff, id, input.data.emailId);
        notifyOutbox();
        return "The email is being sent again.";
      });
    }
    case "anonymise": {
      const input = parse(anonymiseSchema, values, intent);
      if (!("data" in input)) return input;
      return run(intent, async () => (await anonymiseLead(db, staff, id), "The lead has been anonymised: the customer's details, notes and emails are gone."));
    }
    case "delete": {
      if (!hasRole(staff.role, ROLE_FOR_DELETION)) return { ok: false, intent, status: 403, message: FORBIDDEN_MESSAGE };
      const input = parse(deleteSchema, values, intent);
      if (!("data" in input)) return input;
      return run(intent, async () => (await deleteLead(db, staff, id), leadDeletedMessage(id)));
    }
    default:
      return { ok: false, intent, status: 400, message: "That change is not one we know how to make." };
  }
}

/** The list page's bulk actions. */
export async function runBulkAction(db: Database, staff: Staff, form: FormData): Promise<LeadActionResult> {
  const intent = String(form.get("intent") ?? "");
  if (intent !== "bulk-status") return { ok: false, intent, status: 400, message: "That change is not one we know how to make." };
  const input = parse(bulkStatusSchema, { ids: form.getAll("ids").map(String), status: form.get("status") ?? "", lostReason: form.get("lostReason") ?? "" }, intent);
  if (!("data" in input)) return { ...input, message: Object.values((input as { errors?: Record<string, string> }).errors ?? {})[0] ?? INVALID };
  const { moved, skipped } = await bulkChangeStatus(db, staff, input.data.ids, input.data);
  const label = leadStatusLabel(input.data.status).toLowerCase();
  const message = `${moved} ${moved === 1 ? "lead" : "leads"} moved to ${label}.${skipped ? ` ${skipped} could not be moved there from their current status.` : ""}`;
  return moved === 0 ? { ok: false, intent, status: 409, message } : { ok: true, intent, message };
}
