import { isIsoDay } from "~/lib/clock";
import { parseRecordId, recordIdField } from "~/lib/record-id";
import { z } from "~/lib/zod";
import { minuteOfDay } from "./visit-times";

/*
 * What the schedule posts when a visit is dragged (or moved by keyboard): the visit, the row it
 * left and the row it landed on (a tradie, or none), and its new day and times. Booking a job
 * from the "to schedule" list posts the job instead. Isomorphic.
 */

const optionalTradie = z
  .string()
  .default("")
  .refine((v) => v === "" || parseRecordId(v) !== undefined, "Choose a tradie's row")
  .transform((v) => (v === "" ? null : Number(v)));

const placement = {
  toTradieId: optionalTradie,
  day: z.string({ error: "Choose the day" }).refine(isIsoDay, "Choose the day"),
  start: z
    .string({ error: "Choose the start" })
    .refine((v) => minuteOfDay(v) !== null, "Choose a quarter hour")
    .transform((v) => minuteOfDay(v) as number),
  end: z
    .string({ error: "Choose the end" })
    .refine((v) => minuteOfDay(v) !== null, "Choose a quarter hour")
    .transform((v) => minuteOfDay(v) as number),
};

const endAfterStart = (v: { start: number; end: number }, ctx: z.RefinementCtx) => {
  if (v.end <= v.start) ctx.addIssue({ code: "custom", path: ["end"], message: "The end must be after the start" });
};

export const scheduleMoveSchema = z
  .object({ visitId: recordIdField("Choose a visit on the schedule"), fromTradieId: optionalTradie, ...placement })
  .superRefine(endAfterStart);

export const scheduleBookSchema = z.object({ jobId: recordIdField("Choose a job to schedule"), ...placement }).superRefine(endAfterStart);

export type ScheduleMove = z.output<typeof scheduleMoveSchema>;
