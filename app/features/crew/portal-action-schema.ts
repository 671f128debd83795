import { emailAddressField, safeText } from "~/lib/safe-text";
import { z } from "~/lib/zod";

/* The crew portal's forms: a tap on a visit, declining, done, unfinished, a note, a photo, and signing in (isomorphic). */

/** "I am doing this visit early": the tap's own confirmation, sent by the buttons under "Doing it early?" (docs/decisions/0151). */
const early = z.literal("yes", { error: "Tap a button on the visit's card" }).optional();

export const visitTapForm = z.object({ early });

export const declineVisitForm = z.object({
  reason: safeText("The reason").trim().max(300, "Keep the reason to 300 characters or fewer").default(""),
});

export const visitDoneForm = z
  .object({
    signedBy: safeText("The customer's name").trim().max(100, "Keep the name to 100 characters or fewer").default(""),
    notPresent: z.literal("yes").optional(),
    /** The signature drawn on the screen, a PNG `data:` address (docs/decisions/0207); the typed name is the sign-off without it. */
    signature: z
      .string({ error: "The signature could not be read" })
      .max(60_000, "The signature is too large: ask the customer to sign again")
      .default(""),
    photosMayBeShown: z.literal("yes").optional(),
    early,
  })
  .superRefine((v, ctx) => {
    if (!v.signedBy && !v.notPresent)
      ctx.addIssue({ code: "custom", path: ["signedBy"], message: "Ask the customer to type their name, or tick that they are not here" });
  });

export const visitUnfinishedForm = z.object({
  reason: safeText("The reason")
    .trim()
    .min(1, "Say why, so the office can book the rest: no access, parts to get, more time needed")
    .max(500, "Keep the reason to 500 characters or fewer"),
  early,
});

export const visitNoteForm = z.object({
  note: safeText("The note").trim().min(1, "Write the note").max(2000, "Keep the note to 2,000 characters or fewer"),
});

export const visitPhotoKindForm = z.object({
  kind: z.enum(["before", "after"], { error: "Say whether it is a before or an after photo" }),
});

/** The sign-in page's one field. */
export const crewSignInSchema = z.object({
  email: emailAddressField("Enter the email address we have for you, such as sam@example.co.nz"),
});
