import { z } from "~/lib/zod";
import type { Database } from "~/db/client.server";
import type { AuditActor } from "~/features/audit/audit.server";
import { submittedValues } from "~/lib/submitted-values";
import { serviceErrors, serviceEditSchema, serviceInputFromForm } from "./service-form";
import { moveService, ServiceChangeError, updateService } from "./services-admin.server";

export type ServiceActionResult =
  | { ok: true; message: string }
  | { ok: false; status: 400 | 404 | 409; message: string; errors?: Record<string, string>; values?: Record<string, string> };

const moveSchema = z.object({ id: z.coerce.number().int().positive(), direction: z.enum(["up", "down"]) });

/** The services list's post: moving a service up or down. The caller has checked the role. */
export async function runMoveAction(db: Database, actor: AuditActor, form: FormData): Promise<ServiceActionResult> {
  const parsed = moveSchema.safeParse(Object.fromEntries(form));
  if (form.get("intent") !== "move" || !parsed.success) return { ok: false, status: 400, message: "That change is not one we know how to make." };
  try {
    await moveService(db, actor, parsed.data.id, parsed.data.direction);
    return { ok: true, message: "The order has been saved. The home page and More dialog follow it now." };
  } catch (error) {
    if (error instanceof ServiceChangeError) return { ok: false, status: error.status, message: error.message };
    throw error;
  }
}

/** A service's edit form post. */
export async function runEditAction(db: Database, actor: AuditActor, id: number, form: FormData): Promise<ServiceActionResult> {
  const values = submittedValues(form);
  const parsed = serviceEditSchema.safeParse(serviceInputFromForm(form));
  if (!parsed.success) return { ok: false, status: 400, message: "Please correct the highlighted fields.", errors: serviceErrors(parsed.error), values };
  try {
    const service = await updateService(db, actor, id, parsed.data);
    return { ok: true, message: `${service.name} has been saved. The website shows the change now.` };
  } catch (error) {
    if (error instanceof ServiceChangeError) return { ok: false, status: error.status, message: error.message, errors: { [error.field]: error.message }, values };
    throw error;
  }
}
