import { safeText } from "~/lib/safe-text";
import { z } from "~/lib/zod";

/** Words of a page: never a control character. */
const pageText = () => safeText("The page text");

const faqSchema = z.object({ question: pageText().min(1), answer: pageText().min(1) });
export type Faq = z.infer<typeof faqSchema>;

const stepSchema = z.object({ title: pageText().min(1), text: pageText().min(1) });

/** The words of a service page; one template renders every service from this. */
export const serviceContentSchema = z.object({
  metaTitle: pageText().min(1).max(70),
  metaDescription: pageText().min(50).max(170),
  heading: pageText().min(1),
  intro: pageText().min(1),
  included: z.array(pageText().min(1)).min(3),
  howItWorks: z.array(stepSchema).min(3),
  details: z.array(stepSchema).min(1),
  pricingNote: pageText().min(1),
  faqs: z.array(faqSchema).min(3),
});
export type ServiceContent = z.infer<typeof serviceContentSchema>;

/** The words of an area page; one template renders every area from this. */
export const areaContentSchema = z.object({
  metaTitle: pageText().min(1).max(70),
  metaDescription: pageText().min(50).max(170),
  heading: pageText().min(1),
  intro: pageText().min(1),
  localNotes: z.array(stepSchema).min(2),
  popularServiceSlugs: z.array(pageText()).min(3),
  faqs: z.array(faqSchema).min(3),
});
export type AreaContent = z.infer<typeof areaContentSchema>;
