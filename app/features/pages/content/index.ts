import type { InfoPageContent } from "../schema";
import about from "./about";
import contact from "./contact";
import faq from "./faq";
import howItWorks from "./how-it-works";
import propertyMaintenanceGuide from "./property-maintenance-guide";
import privacyPolicy from "./privacy-policy";
import services from "./services";

const INFO_PAGES: Record<string, InfoPageContent> = Object.fromEntries(
  [about, contact, faq, howItWorks, propertyMaintenanceGuide, privacyPolicy, services].map((page) => [page.path, page]),
);

export function infoPage(path: string): InfoPageContent {
  const page = INFO_PAGES[path];
  if (!page) throw new Error(`No information page content for ${path}`);
  return page;
}
