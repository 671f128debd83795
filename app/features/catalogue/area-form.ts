import type { z } from "~/lib/zod";
import { blocks, blocksText, contentErrors, field, lines } from "./content-form-text";
import type { Area } from "./types";

/**
 * The area pages the spec names (docs/product.md): they keep their paths for good, whatever
 * else staff change about them.
 */
export const SPEC_AREA_PATHS: readonly string[] = ["/north-shore", "/west-auckland", "/south-auckland", "/east-auckland"];

export function areaInputFromForm(form: FormData): unknown {
  return {
    name: field(form, "name"),
    path: field(form, "path").trim(),
    suburbs: [...new Set(lines(field(form, "suburbs")))],
    content: {
      metaTitle: field(form, "metaTitle").trim(),
      metaDescription: field(form, "metaDescription").trim(),
      heading: field(form, "heading").trim(),
      intro: field(form, "intro").trim(),
      localNotes: blocks(field(form, "localNotes")),
      popularServiceSlugs: lines(field(form, "popularServiceSlugs")),
      faqs: blocks(field(form, "faqs")).map((b) => ({ question: b.title, answer: b.text })),
    },
  };
}

export function areaFormValues(area: Area): Record<string, string> {
  return {
    name: area.name,
    path: area.path,
    suburbs: area.suburbs.join("\n"),
    metaTitle: area.content.metaTitle,
    metaDescription: area.content.metaDescription,
    heading: area.content.heading,
    intro: area.content.intro,
    localNotes: blocksText(area.content.localNotes),
    popularServiceSlugs: area.content.popularServiceSlugs.join("\n"),
    faqs: blocksText(area.content.faqs.map((f) => ({ title: f.question, text: f.answer }))),
  };
}

const CONTENT_MESSAGES: Record<string, string> = {
  metaTitle: "Enter a search-result title of up to 70 characters",
  metaDescription: "Enter a search-result description of 50 to 170 characters",
  heading: "Enter the page heading",
  intro: "Enter the introduction",
  localNotes: "Add at least 2 local notes: a title line, then its text, with a blank line between them",
  popularServiceSlugs: "List at least 3 popular services, one per line",
  faqs: "Add at least 3 questions: the question on one line, the answer below it, with a blank line between them",
};

export function areaErrors(error: z.ZodError): Record<string, string> {
  return contentErrors(error, CONTENT_MESSAGES);
}
