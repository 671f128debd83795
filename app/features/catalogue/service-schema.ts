import { recordIdField } from "~/lib/record-id";
import { UNKNOWN_INTENT_MESSAGE } from "~/lib/form-action";
import { SERVICE_ICONS } from "~/components/content/service-icon";
import { SERVICE_OPTIONS } from "~/features/catalogue/service-options";
import { z } from "~/lib/zod";
import { pagePathSchema, requiredText as text } from "./page-form-fields";
import { serviceContentSchema } from "./schema";

/** What an admin sets of a service, when adding or editing it; `content` is null for services without a page of their own. */
export const serviceEditSchema = z
  .object({
    name: text("name", 60),
    path: pagePathSchema.nullable(),
    shortDescription: text("short description", 160),
    icon: z.enum(Object.keys(SERVICE_ICONS) as [string, ...string[]], "Choose an icon from the list"),
    quoteService: z.enum(SERVICE_OPTIONS, "Choose the quote form service from the list"),
    featured: z.boolean(),
    inMoreDialog: z.boolean(),
    published: z.boolean(),
    content: serviceContentSchema.nullable(),
  })
  .refine((s) => s.path === null || s.content !== null, {
    path: ["path"],
    message: "A service page needs its page content: fill in the page fields below",
  });
export type ServiceEdit = z.infer<typeof serviceEditSchema>;

export const moveServiceForm = z.object({ id: recordIdField(UNKNOWN_INTENT_MESSAGE), direction: z.enum(["up", "down"]) });

const CONFIRM_DELETE = 'Type "delete" to confirm.';

export const deleteServiceForm = z.object({ confirm: z.literal("delete", { error: CONFIRM_DELETE }) });
