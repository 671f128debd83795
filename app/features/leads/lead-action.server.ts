import type { Database } from "~/platform/db/database";
import type { Staff } from "~/features/auth/access.server";
import type { Permission } from "~/features/auth/permissions";
import { notifyOutbox } from "~/features/mail/outbox.server";
import { DomainError } from "~/lib/domain-error";
import { intent, type ActionResult, type FormIntents } from "~/lib/form-action";
import {
  anonymiseSchema,
  assignSchema,
  bulkStatusSchema,
  contactSchema,
  customerFilingSchema,
  deleteSchema,
  leadDeletedMessage,
  mergeSchema,
  noteSchema,
  resendSchema,
  statusChangeSchema,
} from "./action-schema";
import { addLeadNote, assignLead, logContactAttempt, resendLeadEmail } from "./activity.server";
import { anonymiseLead, deleteLead } from "./privacy.server";
import { bulkChangeStatus, changeLeadStatus } from "./status.server";
import { leadStatuses } from "./statuses";
import { mergeLead } from "./merge.server";
import { confirmPossibleCustomer, dismissPossibleCustomer, splitLeadCustomer } from "./customer-filing.server";

export type LeadActionResult = ActionResult;

type LeadIntents = FormIntents<Staff, Permission>;

/** The lead page's forms, by intent (the action needs leads.change; deleting needs leads.delete too). */
export function leadIntents(db: Database, id: number): LeadIntents {
  return {
    status: intent(statusChangeSchema, async (input, { actor }) => {
      await changeLeadStatus(db, actor, id, input);
      return `Status changed to ${leadStatuses.label(input.status).toLowerCase()}.`;
    }),
    note: intent(noteSchema, async (input, { actor }) => (await addLeadNote(db, actor, id, input.note), "Note added.")),
    assign: intent(assignSchema, async (input, { actor }) => {
      const tradieId = input.tradieId === "" ? null : input.tradieId;
      await assignLead(db, actor, id, tradieId);
      return tradieId === null ? "The lead is no longer assigned." : "Tradie assigned.";
    }),
    contact: intent(
      contactSchema,
      async (input, { actor }) => (await logContactAttempt(db, actor, id, input.channel), "Contact attempt recorded."),
    ),
    resend: intent(resendSchema, async (input, { actor }) => {
      await resendLeadEmail(db, actor, id, input.emailId);
      notifyOutbox();
      return "The email is being sent again.";
    }),
    merge: intent(
      mergeSchema,
      async (input, { actor }) => {
        await mergeLead(db, actor, id, input.into);
        return `Lead #${id} has been merged into lead #${input.into}.`;
      },
      { invalidMessage: (errors) => errors.confirm ?? errors.into ?? "Please check the highlighted fields." },
    ),
    "same-customer": intent(customerFilingSchema, async (_input, { actor }) => {
      await confirmPossibleCustomer(db, actor, id);
      return "The request is now filed under the customer with the same phone number.";
    }),
    "not-same-customer": intent(customerFilingSchema, async (_input, { actor }) => {
      await dismissPossibleCustomer(db, actor, id);
      return "Noted: a different person with the same phone number.";
    }),
    "split-customer": intent(customerFilingSchema, async (_input, { actor }) => {
      const customerId = await splitLeadCustomer(db, actor, id);
      return `The request is now filed under a new customer (#${customerId}).`;
    }),
    anonymise: intent(anonymiseSchema, async (_input, { actor }) => {
      await anonymiseLead(db, actor, id);
      return "The lead has been anonymised: the customer's details, notes and emails are gone.";
    }),
    delete: intent(deleteSchema, async (_input, { actor }) => (await deleteLead(db, actor, id), leadDeletedMessage(id)), {
      permission: "leads.delete",
    }),
  };
}

/**
 * The list page's bulk change; its one message names the first problem. "bulk-status" moves
 * the selected leads to the status chosen in the bar, "bulk-spam" to spam whatever is chosen.
 */
export function bulkIntents(db: Database): LeadIntents {
  const bulkMove = (fixedStatus?: "spam"): LeadIntents[string] =>
    intent(
      bulkStatusSchema,
      async (input, { actor }) => {
        const { moved, skipped } = await bulkChangeStatus(db, actor, input.ids, input);
        const label = leadStatuses.label(input.status).toLowerCase();
        const message = `${moved} ${moved === 1 ? "lead" : "leads"} moved to ${label}.${skipped ? ` ${skipped} could not be moved there from their current status.` : ""}`;
        if (moved === 0) throw new DomainError(message);
        return message;
      },
      {
        input: (form) => ({
          ids: form.getAll("ids").map(String),
          status: fixedStatus ?? form.get("status") ?? "",
          lostReason: fixedStatus ? "" : (form.get("lostReason") ?? ""),
        }),
        invalidMessage: (errors) => Object.values(errors)[0] ?? "Please check the highlighted fields.",
      },
    );
  return { "bulk-status": bulkMove(), "bulk-spam": bulkMove("spam") };
}
