/**
 * The New Zealand licences and registrations a tradie may hold (docs/decisions/0041).
 * Isomorphic: the application form, the admin forms and the public profile share them.
 */
export const LICENCE_KINDS = ["lbp", "ewrb", "pgdb"] as const;
export type LicenceKind = (typeof LICENCE_KINDS)[number];

export const LICENCE_INFO: Record<LicenceKind, { short: string; name: string; numberLabel: string }> = {
  lbp: { short: "LBP", name: "Licensed Building Practitioner", numberLabel: "LBP licence number" },
  ewrb: { short: "EWRB", name: "Electrical Workers Registration Board", numberLabel: "Electrical registration number" },
  pgdb: {
    short: "PGDB",
    name: "Plumbers, Gasfitters and Drainlayers Board",
    numberLabel: "Plumbing, gasfitting or drainlaying registration number",
  },
};

/** A licence on a tradie's record: the number as printed on the card, and when it lapses (YYYY-MM-DD) once staff have checked. */
export interface Licence {
  kind: LicenceKind;
  number: string;
  expiresOn: string | null;
}

export const LICENCE_NUMBER_MAX = 20;
/** Letters, digits, spaces, hyphens and slashes: how the registers print their numbers (e.g. "BP 123456", "E 12345"). */
export const LICENCE_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 /-]*$/;
export const LICENCE_NUMBER_MESSAGE = "Enter the number as it appears on your licence card, using letters, digits and spaces";

/** Form field names for each licence's number and expiry, shared by the application and admin forms. */
export const LICENCE_NUMBER_FIELD = { lbp: "lbpNumber", ewrb: "ewrbNumber", pgdb: "pgdbNumber" } as const satisfies Record<
  LicenceKind,
  string
>;
export const LICENCE_EXPIRY_FIELD = { lbp: "lbpExpiresOn", ewrb: "ewrbExpiresOn", pgdb: "pgdbExpiresOn" } as const satisfies Record<
  LicenceKind,
  string
>;
