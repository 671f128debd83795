import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { EmailFormat } from "./format";

/** What React Email's own render() puts first; mail clients render the XHTML transitional mode most alike. */
const DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/** React escapes these five in text; the plain-text part wants them as they were typed. */
const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'" };

/**
 * Renders an email component to the HTML and plain-text parts a message carries: the same tree
 * twice, the second time with every part writing plain lines (format.ts). Both renders are
 * synchronous static markup: an email has no data to wait for, and this keeps a quote request's
 * two emails to a fraction of a millisecond each (docs/decisions/0072).
 */
export function renderEmail(email: ReactElement): { html: string; text: string } {
  const html = DOCTYPE + renderToStaticMarkup(email);
  const text = renderToStaticMarkup(<EmailFormat value="text">{email}</EmailFormat>)
    .replace(/&(amp|lt|gt|quot|#x27);/g, (entity) => ENTITIES[entity])
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return { html, text: `${text}\n` };
}
