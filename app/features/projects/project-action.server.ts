import { redirect } from "react-router";
import type { Permission } from "~/features/auth/permissions";
import { recordPhotoConsentByStaff } from "~/features/jobs/photo-consent.server";
import type { StaffActor } from "~/lib/actor";
import { intent, type FormIntents } from "~/lib/form-action";
import { safeText } from "~/lib/safe-text";
import { z } from "~/lib/zod";
import type { Database } from "~/platform/db/database";
import { projectEditSchema, readProjectForm } from "./project-schema";
import { deleteProject, makeProject, publishProject, saveProject, unpublishProject } from "./projects.server";

const consentSchema = z.object({
  answer: z.enum(["yes", "no"], { error: "Choose what the customer said" }),
  note: safeText("How they said it")
    .trim()
    .min(1, "Say how the customer told you (by phone, by email, on site)")
    .max(200, "Keep it to 200 characters or fewer"),
});

/** The job page's gallery panel: record the customer's answer about photos, and make the job's project. */
export function jobProjectIntents(db: Database, jobId: number): FormIntents<StaffActor, Permission> {
  return {
    "photo-consent": intent(consentSchema, async ({ answer, note }, { actor }) => {
      await recordPhotoConsentByStaff(db, actor, jobId, answer === "yes", note);
      return answer === "yes"
        ? "Recorded: the customer is happy for photos to be shown."
        : "Recorded: no photos of this job on the website.";
    }),
    "make-project": intent(
      z.object({}),
      async (_, { actor }) => {
        const id = await makeProject(db, actor, jobId);
        throw redirect(`/admin/projects/${id}`);
      },
      { permission: "projects.change" },
    ),
  };
}

const publishSchema = z.object({
  checked: z.literal("yes", { error: "Check the photos first: no house numbers, faces or number plates" }),
});

/** The project editor's forms. */
export function projectIntents(db: Database, id: number): FormIntents<StaffActor, Permission> {
  return {
    save: intent(
      projectEditSchema,
      async (edit, { actor }) => {
        await saveProject(db, actor, id, edit);
        return "Saved.";
      },
      { input: readProjectForm },
    ),
    publish: intent(publishSchema, async (_, { actor }) => {
      await publishProject(db, actor, id);
      return "The project is on the site.";
    }),
    unpublish: intent(z.object({}), async (_, { actor }) => {
      await unpublishProject(db, actor, id);
      return "The project is off the site. It stays here as a draft.";
    }),
    delete: intent(z.object({}), async (_, { actor }) => {
      await deleteProject(db, actor, id);
      throw redirect("/admin/projects?deleted=1");
    }),
  };
}
