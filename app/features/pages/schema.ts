import type { Faq } from "~/features/catalogue/schema";

export interface InfoSection {
  heading: string;
  paragraphs: string[];
  /** Optional bullet list shown after the paragraphs. */
  list?: string[];
}

/** The words of an information page (how it works, guide, FAQ, privacy, about...). */
export interface InfoPageContent {
  path: string;
  metaTitle: string;
  metaDescription: string;
  heading: string;
  intro: string;
  sections: InfoSection[];
  faqs?: Faq[];
}
