import { redirect } from "react-router";
import type { Permission } from "~/features/auth/permissions";
import { recordPhotoConsentByStaff } from "~/features/jobs/photo-consent.server";
import type { StaffActor } from "~/lib/actor";
import { intent, type FormIntents } from "~/lib/form-action";
import { noFieldsForm } from "~/lib/intent-schema";
import type { Database } from "~/platform/db/database";
import { projectEditSchema, readProjectForm, photoConsentForm, publishCheckForm } from "./project-schema";
import { deleteProject, makeProject, publishProject, saveProject, unpublishProject } from "./projects.server";

/** The job page's gallery panel: record the customer's answer about photos, and make the job's project. */
export function jobProjectIntents(db: Database, jobId: number): FormIntents<StaffActor, Permission> {
  return {
    "photo-consent": intent(photoConsentForm, async ({ answer, note }, { actor }) => {
      await recordPhotoConsentByStaff(db, actor, jobId, answer === "yes", note);
      return answer === "yes"
        ? "Recorded: the customer is happy for photos to be shown."
        : "Recorded: no photos of this job on the website.";
    }),
    "make-project": intent(
      noFieldsForm,
      async (_, { actor }) => {
        const id = await makeProject(db, actor, jobId);
        throw redirect(`/admin/projects/${id}`);
      },
      { permission: "projects.change" },
    ),
  };
}

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
    publish: intent(publishCheckForm, async (_, { actor }) => {
      await publishProject(db, actor, id);
      return "The project is on the site.";
    }),
    unpublish: intent(noFieldsForm, async (_, { actor }) => {
      await unpublishProject(db, actor, id);
      return "The project is off the site. It stays here as a draft.";
    }),
    delete: intent(noFieldsForm, async (_, { actor }) => {
      await deleteProject(db, actor, id);
      throw redirect("/admin/projects?deleted=1");
    }),
  };
}
