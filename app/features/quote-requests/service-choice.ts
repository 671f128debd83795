import { SERVICE_OPTIONS } from "~/features/catalogue/service-options";

/**
 * What the service dropdown shows for text from elsewhere (hero search, a service page):
 * one of the 20 options when the text names one, in any case; otherwise the text itself,
 * added as an extra choice, so the lead says exactly what the customer asked for.
 */
export function serviceChoice(text: string): { value: string; custom: boolean } {
  const wanted = text.trim().replace(/\s+/g, " ");
  if (!wanted) return { value: "", custom: false };
  const option = SERVICE_OPTIONS.find((o) => o.toLowerCase() === wanted.toLowerCase());
  return option ? { value: option, custom: false } : { value: wanted, custom: true };
}
