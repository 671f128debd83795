import { safeText } from "~/lib/safe-text";
import { submittedValues } from "~/lib/submitted-values";
import { z } from "~/lib/zod";

/** Isomorphic: the rules of a gallery project's words and photos (docs/decisions/0117). */
export const PROJECT_LIMITS = { title: 100, writeUp: 1500, suburb: 60, service: 80, caption: 200, photos: 12 } as const;
export const PROJECTS_PER_PAGE = 12;
export const STAFF_PROJECTS_PER_PAGE = 50;

export const PROJECT_STATUS_LABELS: Record<string, string> = { draft: "Draft", published: "On the site" };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const caption = safeText("The photo's description")
  .trim()
  .min(1, "Describe the photo for people who cannot see it")
  .max(PROJECT_LIMITS.caption, `Keep the description to ${PROJECT_LIMITS.caption} characters or fewer`);

/**
 * The editor's fields. Each photo of the job has a "photo" tick box (its id) and a
 * "caption-<id>" field; a ticked photo's description is checked under its own field name.
 */
export const projectEditSchema = z
  .object({
    title: safeText("The title")
      .trim()
      .min(1, "Give the project a title")
      .max(PROJECT_LIMITS.title, `Keep the title to ${PROJECT_LIMITS.title} characters or fewer`),
    writeUp: safeText("The write-up")
      .trim()
      .max(PROJECT_LIMITS.writeUp, `Keep the write-up to ${PROJECT_LIMITS.writeUp.toLocaleString("en-NZ")} characters or fewer`),
    suburb: safeText("The suburb")
      .trim()
      .min(1, "Say which suburb the work was in")
      .max(PROJECT_LIMITS.suburb, `Keep the suburb to ${PROJECT_LIMITS.suburb} characters or fewer`),
    service: safeText("The service")
      .trim()
      .min(1, "Choose the service")
      .max(PROJECT_LIMITS.service, `Keep the service to ${PROJECT_LIMITS.service} characters or fewer`),
    photo: z
      .array(z.string().regex(UUID, "Choose photos from this job"))
      .max(PROJECT_LIMITS.photos, `Choose at most ${PROJECT_LIMITS.photos} photos`),
    captions: z.record(z.string(), z.string()),
  })
  .transform((v, ctx) => {
    const photos = [...new Set(v.photo)].map((photoId) => {
      const parsed = caption.safeParse(v.captions[photoId] ?? "");
      if (!parsed.success) ctx.addIssue({ code: "custom", path: [`caption-${photoId}`], message: parsed.error.issues[0].message });
      return { photoId, caption: parsed.success ? parsed.data : "" };
    });
    return { title: v.title, writeUp: v.writeUp, suburb: v.suburb, service: v.service, photos };
  });

export type ProjectEdit = z.output<typeof projectEditSchema>;

/** The editor's form as the schema reads it: the ticked photos, and the descriptions of all. */
export function readProjectForm(form: FormData) {
  const captions = Object.fromEntries(
    Object.entries(submittedValues(form))
      .filter(([name]) => name.startsWith("caption-"))
      .map(([name, value]) => [name.slice("caption-".length), value]),
  );
  return { writeUp: "", ...submittedValues(form, ["title", "writeUp", "suburb", "service"]), photo: form.getAll("photo"), captions };
}

export const photoConsentForm = z.object({
  answer: z.enum(["yes", "no"], { error: "Choose what the customer said" }),
  note: safeText("How they said it")
    .trim()
    .min(1, "Say how the customer told you (by phone, by email, on site)")
    .max(200, "Keep it to 200 characters or fewer"),
});

export const publishCheckForm = z.object({
  checked: z.literal("yes", { error: "Check the photos first: no house numbers, faces or number plates" }),
});
