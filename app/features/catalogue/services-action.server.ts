import type { Database } from "~/platform/db/database";
import type { StaffActor } from "~/lib/actor";
import { intent, UNKNOWN_INTENT_MESSAGE, type FormIntent, type FormIntents } from "~/lib/form-action";
import { submittedValues } from "~/lib/submitted-values";
import { serviceErrors, serviceInputFromForm } from "./service-form";
import { createService, deleteService, moveService, updateService } from "./services-admin.server";
import { deleteServiceForm, moveServiceForm, serviceEditSchema, type ServiceEdit } from "./service-schema";

/*
 * The services pages' forms (the actions need services.edit). Catalogue sits below auth, so
 * the permission names come from the caller's type.
 */
type Added = { id?: number };
type ServiceIntents<P extends string> = FormIntents<StaffActor, P, Added>;

/** The services list: moving a service up or down. */
export function moveIntents<P extends string>(db: Database): ServiceIntents<P> {
  return {
    move: intent(
      moveServiceForm,
      async (input, { actor }) => {
        await moveService(db, actor, input.id, input.direction);
        return "The order has been saved. The home page and More dialog follow it now.";
      },
      { invalidMessage: UNKNOWN_INTENT_MESSAGE },
    ),
  };
}

/** The service form: checked, then saved; a refusal comes back beside its field with what was typed. */
function serviceForm<P extends string>(
  save: (edit: ServiceEdit, actor: StaffActor) => Promise<string | { message: string; id: number }>,
): FormIntent<StaffActor, P, Added> {
  return intent(serviceEditSchema, (input, { actor }) => save(input, actor), {
    input: serviceInputFromForm,
    errors: serviceErrors,
    invalidMessage: "Please correct the highlighted fields.",
    values: submittedValues,
  });
}

/** A service's page: its edit form (no intent field) and the delete panel. On deletion the caller sends the browser to the list. */
export function serviceIntents<P extends string>(db: Database, id: number): ServiceIntents<P> {
  return {
    update: serviceForm(
      async (edit, actor) => `${(await updateService(db, actor, id, edit)).name} has been saved. The website shows the change now.`,
    ),
    delete: intent(deleteServiceForm, async (_input, { actor }) => (await deleteService(db, actor, id), "The service has been deleted.")),
  };
}

/** The add-a-service form; on success the caller sends the browser to the new service's page. */
export function addServiceIntents<P extends string>(db: Database): ServiceIntents<P> {
  return {
    create: serviceForm(async (edit, actor) => {
      const service = await createService(db, actor, edit);
      return { id: service.id, message: `${service.name} has been added.` };
    }),
  };
}
