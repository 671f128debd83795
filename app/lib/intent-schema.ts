import { z } from "~/lib/zod";

/** The form of an intent that reads nothing but its name (a button that only says what to do). */
export const noFieldsForm = z.object({});
