/** "How should we keep you posted?" (docs/decisions/0176): how a customer hears about their visits, quotes and invoices. */
export const CONTACT_PREFERENCES = ["email", "text", "both"] as const;
export type ContactPreference = (typeof CONTACT_PREFERENCES)[number];

export const CONTACT_PREFERENCE_LABELS: Record<ContactPreference, string> = {
  email: "Email",
  text: "Text message",
  both: "Both",
};
