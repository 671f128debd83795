/** The brand colours in email form: mail clients ignore the site's CSS variables. */
export const EMAIL_COLOURS = {
  page: "#eef7f7",
  brand: "#0b5757",
  ink: "#1c2a33",
  muted: "#4a5a66",
  footer: "#f6fafa",
  rule: "#dbe7e7",
  font: "-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif",
} as const;
