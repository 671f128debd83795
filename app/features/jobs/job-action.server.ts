import { redirect } from "react-router";
import type { Database } from "~/platform/db/database";
import type { Permission } from "~/features/auth/permissions";
import type { BusinessSettings } from "~/features/settings/schema";
import type { StaffActor } from "~/lib/actor";
import { intent, type FormIntents } from "~/lib/form-action";
import { noFieldsForm } from "~/lib/intent-schema";
import {
  answeredByPhoneSchema,
  cancelJobSchema,
  jobDetailsSchema,
  newJobSchema,
  scheduledMessageSchema,
  visitStatusSchema,
  changedVisitForm,
} from "./job-schema";
import { cancelScheduledMessage, sendScheduledMessageNow } from "./scheduled.server";
import { cancelJob, createJobFromLead, editJob, reopenJob, reviewJob } from "./jobs.server";
import { visitStatuses } from "./statuses";
import { visitFormInput, visitSchema } from "./visit-schema";
import { addVisit, changeVisit, recordAcceptedByPhone, setVisitStatus } from "./visits.server";

type Result = { warnings?: string[]; visitId?: number };

/** Which visit a refused form was about, so the page shows the message beside that visit. */
const visitIdOf = (form: FormData) => ({ visitId: String(form.get("visitId") ?? "") });

function savedWithWarnings(message: string, visitId: number, warnings: string[]) {
  return { message: warnings.length ? `${message} Check the warnings below.` : message, warnings, visitId };
}

/** The visit forms both the job page and a lead's page send. */
function visitIntents(
  db: Database,
  target: { jobId: number } | { leadId: number },
  settings: BusinessSettings,
): FormIntents<StaffActor, Permission, Result> {
  return {
    "add-visit": intent(
      visitSchema,
      async (input, { actor }) => {
        const { id, warnings } = await addVisit(db, actor, target, input, settings);
        return savedWithWarnings("The visit is booked.", id, warnings);
      },
      { input: visitFormInput, permission: "jobs.change" },
    ),
    "change-visit": intent(
      changedVisitForm,
      async (input, { actor }) => {
        const { warnings } = await changeVisit(db, actor, input.visitId, input, settings, target);
        return savedWithWarnings("The visit is changed.", input.visitId, warnings);
      },
      { input: (form) => ({ ...visitFormInput(form), visitId: form.get("visitId") }), values: visitIdOf, permission: "jobs.change" },
    ),
    "accepted-by-phone": intent(
      answeredByPhoneSchema,
      async ({ visitId, tradieId }, { actor }) => {
        const tradie = await recordAcceptedByPhone(db, actor, target, visitId, tradieId, settings);
        return { message: `${tradie.name}'s yes is recorded; the customer has their booking if they did not already.`, visitId };
      },
      { values: visitIdOf, permission: "jobs.change" },
    ),
    "visit-status": intent(
      visitStatusSchema,
      async ({ visitId, status }, { actor }) => {
        await setVisitStatus(db, actor, visitId, status, settings, target);
        return { message: `The visit is marked ${visitStatuses.label(status).toLowerCase()}.`, visitId };
      },
      { values: visitIdOf, permission: "jobs.change" },
    ),
  };
}

/** The staff job page's changes. */
export function jobIntents(db: Database, jobId: number, settings: BusinessSettings): FormIntents<StaffActor, Permission, Result> {
  return {
    ...visitIntents(db, { jobId }, settings),
    edit: intent(jobDetailsSchema, async (input, { actor }) => {
      await editJob(db, actor, jobId, input);
      return "The job is saved.";
    }),
    cancel: intent(cancelJobSchema, async ({ reason }, { actor }) => {
      await cancelJob(db, actor, jobId, reason, settings);
      return "The job is cancelled, with its visits.";
    }),
    "cancel-scheduled": intent(scheduledMessageSchema, async ({ taskId }, { actor }) => {
      await cancelScheduledMessage(db, actor, jobId, taskId);
      return "The scheduled message is cancelled.";
    }),
    "send-scheduled-now": intent(scheduledMessageSchema, async ({ taskId }, { actor }) => {
      await sendScheduledMessageNow(db, actor, jobId, taskId);
      return "The message is being sent now.";
    }),
    review: intent(noFieldsForm, async (_, { actor }) => {
      await reviewJob(db, actor, jobId);
      return "The job is marked reviewed.";
    }),
    reopen: intent(noFieldsForm, async (_, { actor }) => {
      await reopenJob(db, actor, jobId);
      return "The job is open again: book its visits.";
    }),
  };
}

/** A lead's page: "New job" for small work without a quote, and site visits to quote. */
export function leadJobIntents(db: Database, leadId: number, settings: BusinessSettings): FormIntents<StaffActor, Permission, Result> {
  return {
    ...visitIntents(db, { leadId }, settings),
    "new-job": intent(
      newJobSchema,
      async (input, { actor }) => {
        const { id } = await createJobFromLead(db, actor, leadId, input);
        throw redirect(`/admin/jobs/${id}`);
      },
      { permission: "jobs.change" },
    ),
  };
}
