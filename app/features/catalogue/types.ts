import type { areasTable, servicesTable } from "./tables";

export type Service = typeof servicesTable.$inferSelect;
export type Area = typeof areasTable.$inferSelect;

/** What the header, footer, home grid and More dialog need of every published service. */
export type ServiceSummary = Pick<
  Service,
  "slug" | "name" | "path" | "shortDescription" | "icon" | "quoteService" | "featured" | "inMoreDialog"
>;
