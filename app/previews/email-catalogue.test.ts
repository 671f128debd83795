import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "~/features/settings/defaults";
import { renderedEmail } from "~/features/mail/outbox.server";
import { EMAIL_CATALOGUE } from "./email-catalogue";
import { EMAIL_TEMPLATES } from "~/server/email-templates.server";

/** Every literal email kind the features write (`kind: "…"`, or a link email's first argument). */
async function kindsInTheCode(): Promise<string[]> {
  const kinds = new Set<string>();
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (/emails\.server\.tsx$/.test(entry.name)) {
        for (const m of (await readFile(path, "utf8")).matchAll(/(?:kind: |linkEmail\()"([a-z-]+)"/g)) kinds.add(m[1]);
      }
    }
  };
  await walk("app/features");
  return [...kinds];
}

describe("the email catalogue", async () => {
  // As they will be sent: bodies queued as templates are rendered by the mail worker (EMAIL_TEMPLATES).
  const emails = EMAIL_CATALOGUE.map((entry) => renderedEmail(entry.build(), EMAIL_TEMPLATES));

  it("holds every email the features send", async () => {
    const code = await kindsInTheCode();
    expect(code.length).toBeGreaterThanOrEqual(4);
    expect(emails.map((e) => e.kind)).toEqual(expect.arrayContaining(code));
    expect(emails.map((e) => e.kind)).toEqual(
      expect.arrayContaining(["application-information-requested", "application-approved", "application-rejected"]),
    );
  });

  it.each(EMAIL_CATALOGUE.map((entry, i) => [entry.when, i] as const))("renders whole: %s", (_, i) => {
    const email = emails[i];
    expect(email.html).toMatch(/^<!DOCTYPE html/);
    expect(email.html).toContain('lang="en-NZ"');
    expect(email.html).toContain(DEFAULT_SETTINGS.businessName);
    expect(email.subject).not.toMatch(/\n/);
    expect(email.to.length).toBeGreaterThan(0);
    for (const part of [email.html, email.text, email.subject]) expect(part).not.toMatch(/undefined|\[object Object\]|NaN/);
    // The plain text says what the HTML says, without markup or the hidden preview line.
    expect(email.text).not.toMatch(/<\/?[a-z]+[^>]*>/i);
    expect(email.text.length).toBeGreaterThan(100);
    expect(email.text).toContain(DEFAULT_SETTINGS.businessName);
    for (const href of email.html.matchAll(/href="(https?:[^"]+)"/g)) expect(email.text).toContain(href[1].replace(/&amp;/g, "&"));
  });
});
