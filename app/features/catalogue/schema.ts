import { z } from "~/lib/zod";

export const faqSchema = z.object({ question: z.string().min(1), answer: z.string().min(1) });
export type Faq = z.infer<typeof faqSchema>;

const stepSchema = z.object({ title: z.string().min(1), text: z.string().min(1) });

/** The words of a service page; one template renders every service from this. */
export const serviceContentSchema = z.object({
  metaTitle: z.string().min(1).max(70),
  metaDescription: z.string().min(50).max(170),
  heading: z.string().min(1),
  intro: z.string().min(1),
  included: z.array(z.string().min(1)).min(3),
  howItWorks: z.array(stepSchema).min(3),
  details: z.array(stepSchema).min(1),
  pricingNote: z.string().min(1),
  faqs: z.array(faqSchema).min(3),
});
export type ServiceContent = z.infer<typeof serviceContentSchema>;

/** The words of an area page; one template renders every area from this. */
export const areaContentSchema = z.object({
  metaTitle: z.string().min(1).max(70),
  metaDescription: z.string().min(50).max(170),
  heading: z.string().min(1),
  intro: z.string().min(1),
  localNotes: z.array(stepSchema).min(2),
  popularServiceSlugs: z.array(z.string()).min(3),
  faqs: z.array(faqSchema).min(3),
});
export type AreaContent = z.infer<typeof areaContentSchema>;
