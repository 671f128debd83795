import type { Database } from "~/db/client.server";
import type { AuditActor } from "~/features/audit/audit.server";
import { submittedValues } from "~/lib/submitted-values";
import { settingsErrors, settingsInputFromForm } from "./form";
import { businessSettingsSchema } from "./schema";
import { saveSettings } from "./settings.server";

export type SettingsActionResult =
  | { ok: true; message: string }
  | { ok: false; status: 400; message: string; errors: Record<string, string>; values: Record<string, string> };

/** The settings form's post. The caller has already checked that `actor` is an admin. */
export async function runSettingsAction(db: Database, actor: AuditActor, form: FormData): Promise<SettingsActionResult> {
  const parsed = businessSettingsSchema.safeParse(settingsInputFromForm(form));
  if (!parsed.success) {
    return { ok: false, status: 400, message: "Please correct the highlighted fields.", errors: settingsErrors(parsed.error), values: submittedValues(form) };
  }
  await saveSettings(db, actor, parsed.data);
  return { ok: true, message: "Settings saved. The website shows them now." };
}
