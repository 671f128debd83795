import type { StaffActor } from "~/lib/actor";
import { DomainError } from "~/lib/domain-error";
import { intent, type FormIntents } from "~/lib/form-action";
import { noFieldsForm } from "~/lib/intent-schema";
import type { Database } from "~/platform/db/database";
import { TEXT_WORDING_MAX, wordingSchema } from "./schema";
import { resetWording, saveWording, templateOrNotFound } from "./templates.server";

/** What staff do to a message's wording: save their own, or go back to the default. */
export function templateIntents<Permission extends string>(db: Database, key: string): FormIntents<StaffActor, Permission> {
  return {
    save: {
      ...intent(wordingSchema, async (input, { actor }) => {
        const template = templateOrNotFound(key);
        if (template.channel === "text" && input.body.length > TEXT_WORDING_MAX)
          throw new DomainError(`Keep a text to ${TEXT_WORDING_MAX} characters (about five segments)`, { status: 422, field: "body" });
        await saveWording(db, actor, key, { subject: input.subject ?? null, body: input.body });
        return "Saved. Messages queued from now on use this wording.";
      }),
      values: (form) => ({ subject: String(form.get("subject") ?? ""), body: String(form.get("body") ?? "") }),
    },
    reset: intent(noFieldsForm, async (_input, { actor }) => {
      await resetWording(db, actor, key);
      return "Back to the default wording.";
    }),
  };
}
