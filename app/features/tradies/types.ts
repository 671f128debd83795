import type { tradiesTable } from "./tables";

export type Tradie = typeof tradiesTable.$inferSelect;

/** What the public pages may know about a tradie: never their contact details or who verified them. */
export type PublicTradie = Pick<
  Tradie,
  | "id"
  | "name"
  | "businessName"
  | "photoId"
  | "trades"
  | "areas"
  | "suburbs"
  | "bio"
  | "yearsExperience"
  | "licences"
  | "rating"
  | "reviewCount"
  | "jobsCompleted"
  | "verifiedAt"
> & { insured: boolean };
