import { safeText } from "~/lib/safe-text";
import { z } from "~/lib/zod";
import { PAUSE_REASONS, type PauseReason } from "./hours";

/* The tradie's own time on a visit: the pause and correction forms (isomorphic). */

const clockTimeField = (label: string) =>
  z
    .string({ error: `Give the ${label} time` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `Give the ${label} time as hours and minutes, like 07:30`);

export const pauseVisitForm = z.object({
  reason: z.enum(Object.keys(PAUSE_REASONS) as [PauseReason, ...PauseReason[]], { error: "Say what the pause is for" }),
});

export const timeCorrectionForm = z.object({
  start: clockTimeField("start"),
  end: clockTimeField("finish"),
  reason: safeText("The reason")
    .trim()
    .min(1, "Say why the times were wrong, so the office can see it")
    .max(300, "Keep the reason to 300 characters or fewer"),
});
