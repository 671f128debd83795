/** Information pages rendered by one template from app/features/pages/content. */
export const INFO_PAGE_PATHS = ["/how-it-works", "/property-maintenance-guide", "/faq", "/privacy-policy", "/about"] as const;
