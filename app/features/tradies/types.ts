import type { tradiesTable } from "./tables";

export type Tradie = typeof tradiesTable.$inferSelect;
