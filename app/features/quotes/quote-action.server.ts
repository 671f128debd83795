import { redirect } from "react-router";
import type { Database } from "~/platform/db/database";
import type { Permission } from "~/features/auth/permissions";
import type { BusinessSettings } from "~/features/settings/schema";
import type { StaffActor } from "~/lib/actor";
import { intent, type FormIntents } from "~/lib/form-action";
import { noFieldsForm } from "~/lib/intent-schema";
import { quoteDraftSchema } from "./draft-schema";
import { cancelScheduledEmail, switchOffFollowUps } from "./follow-ups.server";
import { createQuoteFromLead, saveQuoteDraft } from "./quotes.server";
import { duplicateQuote, reviseQuote } from "./revisions.server";
import { newQuoteLink, sendQuote } from "./send.server";
import type { VersionCompanions } from "./version-companions";
import { jobIdForm } from "./quote-action-schema";

/** The builder posts its whole draft as JSON in one field; anything unreadable fails the schema. */
function draftInput(form: FormData): unknown {
  const text = form.get("draft");
  if (typeof text !== "string") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The staff quote page's changes: save the draft, send it, a new link to copy, revise, duplicate (each with what features above keep beside a version). */
export function quoteIntents(
  db: Database,
  quoteId: number,
  settings: BusinessSettings,
  companions: VersionCompanions = {},
): FormIntents<StaffActor, Permission, { link?: string }> {
  return {
    save: intent(
      quoteDraftSchema,
      async (draft, { actor }) => {
        await saveQuoteDraft(db, actor, quoteId, draft, companions);
        return "The draft is saved.";
      },
      { input: draftInput, invalidMessage: (errors) => `The draft was not saved: ${Object.values(errors)[0] ?? "check the lines"}.` },
    ),
    send: intent(noFieldsForm, async (_, { actor }) => {
      const { number, link } = await sendQuote(db, actor, quoteId, settings);
      return { message: `Quote ${number} is on its way to the customer. The link is below if you would like to text it too.`, link };
    }),
    link: intent(noFieldsForm, async (_, { actor }) => {
      const { number, link } = await newQuoteLink(db, actor, quoteId);
      return { message: `A new link to quote ${number}: copy it into a text message.`, link };
    }),
    revise: intent(noFieldsForm, async (_, { actor }) => {
      const { number } = await reviseQuote(db, actor, quoteId, settings.quoting, { companions });
      return `Quote ${number} is a draft copy: change it and send it. The customer's earlier version can no longer be accepted.`;
    }),
    "follow-ups-off": intent(noFieldsForm, async (_, { actor }) => {
      const { number, cancelled } = await switchOffFollowUps(db, actor, quoteId);
      return `Automatic follow-ups of quote ${number} are off${cancelled ? ` (${cancelled} cancelled)` : ""}.`;
    }),
    duplicate: intent(noFieldsForm, async (_, { actor }) => {
      const { id } = await duplicateQuote(db, actor, quoteId, settings.quoting, { companions });
      throw redirect(`/admin/quotes/${id}`);
    }),
  };
}

/** The quote changes a lead's page makes: "New quote", and cancelling a scheduled quote email. */
export function leadQuoteIntents(db: Database, leadId: number, quoting: BusinessSettings["quoting"]): FormIntents<StaffActor, Permission> {
  return {
    "cancel-scheduled": intent(
      jobIdForm,
      async ({ jobId }, { actor }) => {
        await cancelScheduledEmail(db, actor, leadId, jobId);
        return "The scheduled email is cancelled.";
      },
      { permission: "quotes.change" },
    ),
    "new-quote": intent(
      noFieldsForm,
      async (_, { actor }) => {
        const { id } = await createQuoteFromLead(db, actor, leadId, quoting);
        throw redirect(`/admin/quotes/${id}`);
      },
      { permission: "quotes.change" },
    ),
  };
}
