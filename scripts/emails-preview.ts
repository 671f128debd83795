/**
 * Renders every email in the catalogue (app/previews/email-catalogue.ts) with sample data to
 * .tmp/email-preview/: an index page, each email's HTML and its plain-text part.
 * Run: npm run emails:preview, then open the printed index in a browser.
 */
import { mkdir, rm, writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { renderedEmail } from "~/features/mail/outbox.server";
import { EMAIL_CATALOGUE } from "~/previews/email-catalogue";
import { EMAIL_TEMPLATES } from "~/server/email-templates.server";

const out = resolve(".tmp/email-preview");
await rm(out, { recursive: true, force: true });
await mkdir(out, { recursive: true });

const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const items: string[] = [];
for (const entry of EMAIL_CATALOGUE) {
  const email = renderedEmail(entry.build(), EMAIL_TEMPLATES);
  const name = `${String(items.length + 1).padStart(2, "0")}-${email.kind}`;
  await writeFile(`${out}/${name}.html`, email.html);
  await writeFile(`${out}/${name}.txt`, email.text);
  items.push(
    `<li><a href="${name}.html">${escape(email.subject)}</a> (<a href="${name}.txt">plain text</a>)<br><small>${escape(entry.when)} · ${escape(email.kind)}</small></li>`,
  );
}
await writeFile(
  `${out}/index.html`,
  `<!doctype html><html lang="en-NZ"><meta charset="utf-8"><title>Email preview</title><body style="font-family:sans-serif;max-width:48rem;margin:2rem auto"><h1>Every email, with sample data</h1><ol>${items.join("")}</ol></body></html>`,
);
console.log(`${items.length} emails rendered. Open ${out}/index.html`);
