import { expect } from "vitest";
import { postForm } from "./auth";

/** A draft with a priced line, an optional item and a material, as the builder posts it. */
export const BUILDER_DRAFT = {
  lines: [
    { kind: "item", description: "Gutter clean, single storey", quantity: 20, unitPriceCents: 1_250, amountsAre: "inclusive" },
    { kind: "material", description: "Downpipe", quantity: 1, costCents: 4_000, markupPercent: 25, amountsAre: "inclusive" },
    { kind: "item", description: "Gutter guard", quantity: 20, unitPriceCents: 900, amountsAre: "inclusive", optional: true },
  ],
  amountsAre: "inclusive",
  scope: "Clear and flush the gutters.",
  terms: "Payment within 7 days of completion.",
  validUntil: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
  discount: null,
  deposit: { kind: "none" },
};

/**
 * As staff, over HTTP: starts a quote on lead #1, saves a draft and sends it; returns the
 * customer's token, read from the link the page shows to copy, and the quote's staff page.
 */
export async function sendFirstQuote(
  baseUrl: string,
  cookie: string,
  leadId = 1,
  draft: object = BUILDER_DRAFT,
): Promise<{ token: string; quotePath: string }> {
  const started = await postForm(baseUrl, `/admin/leads/${leadId}`, { intent: "new-quote" }, cookie);
  expect(started.status).toBe(302);
  const quotePath = started.headers.get("location")!;
  expect(quotePath).toMatch(/^\/admin\/quotes\/\d+$/);
  const saved = await postForm(baseUrl, quotePath, { intent: "save", draft: JSON.stringify(draft) }, cookie);
  expect(saved.status).toBe(200);
  const sent = await postForm(baseUrl, quotePath, { intent: "send" }, cookie);
  expect(sent.status).toBe(200);
  const token = /\/q\/([A-Za-z0-9_-]{43})/.exec(await sent.text())?.[1];
  if (!token) throw new Error("the sent quote's page showed no link");
  return { token, quotePath };
}
