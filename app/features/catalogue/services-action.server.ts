import { z } from "~/lib/zod";
import type { Database } from "~/db/client.server";
import type { AuditActor } from "~/features/audit/audit.server";
import { submittedValues } from "~/lib/submitted-values";
import { serviceErrors, serviceEditSchema, serviceInputFromForm, type ServiceEdit } from "./service-form";
import { createService, deleteService, moveService, ServiceChangeError, updateService } from "./services-admin.server";

export interface ServiceActionFailure {
  ok: false;
  status: 400 | 404 | 409;
  message: string;
  /** Set when the delete panel's form was refused, so its message shows there. */
  intent?: "delete";
  errors?: Record<string, string>;
  values?: Record<string, string>;
}

export type ServiceActionResult = { ok: true; message: string } | ServiceActionFailure;

const moveSchema = z.object({ id: z.coerce.number().int().positive(), direction: z.enum(["up", "down"]) });
const CONFIRM_DELETE = 'Type "delete" to confirm.';

/** A refusal the admin can act on becomes a failure to show; anything else is a real error. */
function refused(error: unknown, details: (error: ServiceChangeError) => Partial<ServiceActionFailure> = () => ({})): ServiceActionFailure {
  if (!(error instanceof ServiceChangeError)) throw error;
  return { ok: false, status: error.status, message: error.message, ...details(error) };
}

/** The services list's post: moving a service up or down. The caller has checked the role. */
export async function runMoveAction(db: Database, actor: AuditActor, form: FormData): Promise<ServiceActionResult> {
  const parsed = moveSchema.safeParse(Object.fromEntries(form));
  if (form.get("intent") !== "move" || !parsed.success) return { ok: false, status: 400, message: "That change is not one we know how to make." };
  try {
    await moveService(db, actor, parsed.data.id, parsed.data.direction);
    return { ok: true, message: "The order has been saved. The home page and More dialog follow it now." };
  } catch (error) {
    return refused(error);
  }
}

/** Checks the service form and, when it is right, makes the change; a refusal comes back beside its field with what was typed. */
async function saveServiceForm<T>(form: FormData, save: (edit: ServiceEdit) => Promise<T>): Promise<T | ServiceActionFailure> {
  const values = submittedValues(form);
  const parsed = serviceEditSchema.safeParse(serviceInputFromForm(form));
  if (!parsed.success) return { ok: false, status: 400, message: "Please correct the highlighted fields.", errors: serviceErrors(parsed.error), values };
  try {
    return await save(parsed.data);
  } catch (error) {
    return refused(error, (e) => ({ errors: { [e.field]: e.message }, values }));
  }
}

/** A service's edit form post. */
export function runEditAction(db: Database, actor: AuditActor, id: number, form: FormData): Promise<ServiceActionResult> {
  return saveServiceForm(form, async (edit) => {
    const service = await updateService(db, actor, id, edit);
    return { ok: true, message: `${service.name} has been saved. The website shows the change now.` };
  });
}

/** The add-a-service form's post; on success the caller sends the browser to the new service's page. */
export function runCreateAction(db: Database, actor: AuditActor, form: FormData): Promise<{ ok: true; id: number } | ServiceActionFailure> {
  return saveServiceForm(form, async (edit) => ({ ok: true, id: (await createService(db, actor, edit)).id }));
}

/** The delete panel's post: only goes through with "delete" typed. On success the caller sends the browser to the list. */
export async function runDeleteAction(db: Database, actor: AuditActor, id: number, form: FormData): Promise<{ ok: true } | ServiceActionFailure> {
  if (form.get("confirm") !== "delete") return { ok: false, status: 400, intent: "delete", message: CONFIRM_DELETE, errors: { confirm: CONFIRM_DELETE } };
  try {
    await deleteService(db, actor, id);
    return { ok: true };
  } catch (error) {
    return refused(error, () => ({ intent: "delete" }));
  }
}
