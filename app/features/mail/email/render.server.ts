import { render, toPlainText } from "@react-email/components";
import type { ReactElement } from "react";

/**
 * How the plain-text part reads: label and value on one line per row, headings as written,
 * and tel: and mailto: links as their text only (the number or address is the text).
 */
const TEXT_SELECTORS = [
  { selector: "h1", options: { uppercase: false } },
  { selector: "table", format: "block" },
  { selector: "tr", format: "block", options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
  { selector: "td", format: "inline" },
  { selector: 'a[href^="tel:"]', format: "anchor", options: { ignoreHref: true } },
  { selector: 'a[href^="mailto:"]', format: "anchor", options: { ignoreHref: true } },
];

/** Renders an email component to the HTML and plain-text parts a message carries. */
export async function renderEmail(email: ReactElement): Promise<{ html: string; text: string }> {
  const html = await render(email);
  return { html, text: toPlainText(html, { selectors: TEXT_SELECTORS }) };
}
