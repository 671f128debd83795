import { isIsoDay } from "~/lib/clock";
import { parseRecordId } from "~/lib/record-id";
import { safeText } from "~/lib/safe-text";
import { z } from "~/lib/zod";
import { minuteOfDay } from "./visit-times";

/** At most this many tradies on one visit. */
const MAX_VISIT_TRADIES = 6;

const clock = (message: string) =>
  z
    .string({ error: message })
    .refine((v) => minuteOfDay(v) !== null, message)
    .transform((v) => minuteOfDay(v) as number);

/**
 * A visit's time, people and instructions as the job page's form and the schedule send them.
 * Isomorphic. How far from today a day may be is the service's check (it knows today).
 */
export const visitSchema = z
  .object({
    day: z.string({ error: "Choose the day" }).refine(isIsoDay, "Choose the day"),
    timing: z.enum(["fixed", "window"], { error: "Choose a fixed time or an arrival window" }),
    start: clock("Enter the start as a quarter hour, such as 09:00"),
    end: clock("Enter the end as a quarter hour, such as 11:00"),
    tradieIds: z
      .array(
        z.string().refine((v) => parseRecordId(v) !== undefined, "Choose tradies from the list"),
        { error: "Choose tradies from the list" },
      )
      .max(MAX_VISIT_TRADIES, `Send ${MAX_VISIT_TRADIES} tradies or fewer on one visit`)
      .transform((ids) => [...new Set(ids.map(Number))]),
    instructions: safeText("The instructions").trim().max(2000, "Keep the instructions to 2,000 characters or fewer").default(""),
  })
  .superRefine((v, ctx) => {
    if (v.end <= v.start) ctx.addIssue({ code: "custom", path: ["end"], message: "The end must be after the start" });
  });

export type VisitInput = z.output<typeof visitSchema>;

/** A visit form's fields, with its checkbox group of tradies read as a list. */
export function visitFormInput(form: FormData): Record<string, unknown> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  return {
    day: text("day"),
    timing: text("timing") ?? "fixed",
    start: text("start"),
    end: text("end"),
    tradieIds: form.getAll("tradieId"),
    instructions: text("instructions") ?? "",
  };
}
