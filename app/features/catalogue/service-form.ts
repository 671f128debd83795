import type { z } from "~/lib/zod";
import type { ServiceContent } from "./schema";
import type { Service } from "./types";
import { blocks, blocksText, contentErrors, field, lines } from "./content-form-text";

/** The form's text fields for the page content; lists are one item per line, steps and questions are blocks. */
export const CONTENT_FIELDS = [
  "metaTitle",
  "metaDescription",
  "heading",
  "intro",
  "included",
  "howItWorks",
  "details",
  "pricingNote",
  "faqs",
] as const;

function contentFromForm(form: FormData): unknown {
  const empty = CONTENT_FIELDS.every((name) => field(form, name).trim() === "");
  if (empty) return null;
  return {
    metaTitle: field(form, "metaTitle").trim(),
    metaDescription: field(form, "metaDescription").trim(),
    heading: field(form, "heading").trim(),
    intro: field(form, "intro").trim(),
    included: lines(field(form, "included")),
    howItWorks: blocks(field(form, "howItWorks")),
    details: blocks(field(form, "details")),
    pricingNote: field(form, "pricingNote").trim(),
    faqs: blocks(field(form, "faqs")).map((b) => ({ question: b.title, answer: b.text })),
  };
}

export function serviceInputFromForm(form: FormData): unknown {
  const path = field(form, "path").trim();
  return {
    name: field(form, "name"),
    path: path === "" ? null : path,
    shortDescription: field(form, "shortDescription"),
    icon: field(form, "icon"),
    quoteService: field(form, "quoteService"),
    featured: form.has("featured"),
    inMoreDialog: form.has("inMoreDialog"),
    published: form.has("published"),
    content: contentFromForm(form),
  };
}

export function serviceFormValues(service: Service): Record<string, string> {
  const content = service.content as ServiceContent | null;
  return {
    name: service.name,
    path: service.path ?? "",
    shortDescription: service.shortDescription,
    icon: service.icon,
    quoteService: service.quoteService,
    ...(service.featured ? { featured: "yes" } : {}),
    ...(service.inMoreDialog ? { inMoreDialog: "yes" } : {}),
    ...(service.published ? { published: "yes" } : {}),
    metaTitle: content?.metaTitle ?? "",
    metaDescription: content?.metaDescription ?? "",
    heading: content?.heading ?? "",
    intro: content?.intro ?? "",
    included: content?.included.join("\n") ?? "",
    howItWorks: content ? blocksText(content.howItWorks) : "",
    details: content ? blocksText(content.details) : "",
    pricingNote: content?.pricingNote ?? "",
    faqs: content ? blocksText(content.faqs.map((f) => ({ title: f.question, text: f.answer }))) : "",
  };
}

const CONTENT_MESSAGES: Record<string, string> = {
  metaTitle: "Enter a search-result title of up to 70 characters",
  metaDescription: "Enter a search-result description of 50 to 170 characters",
  heading: "Enter the page heading",
  intro: "Enter the introduction",
  included: "List at least 3 things that are included, one per line",
  howItWorks: "Describe at least 3 steps: a title line, then its text, with a blank line between steps",
  details: "Add at least 1 detail: a title line, then its text",
  pricingNote: "Enter the pricing note",
  faqs: "Add at least 3 questions: the question on one line, the answer below it, with a blank line between them",
};

/** One message per form field; page content problems report under their own textarea. */
export function serviceErrors(error: z.ZodError): Record<string, string> {
  return contentErrors(error, CONTENT_MESSAGES);
}
