import type { InfoSection } from "~/components/content/info-sections";
import type { Faq } from "~/lib/structured-data";

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
