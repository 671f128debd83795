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
  // Helpers serve vitest and Playwright Test alike, so they throw rather than use either's expect.
  const started = await postForm(baseUrl, `/admin/leads/${leadId}`, { intent: "new-quote" }, cookie);
  const quotePath = started.headers.get("location") ?? "";
  if (started.status !== 302 || !/^\/admin\/quotes\/\d+$/.test(quotePath))
    throw new Error(`starting a quote answered ${started.status} to ${quotePath}`);
  const saved = await postForm(baseUrl, quotePath, { intent: "save", draft: JSON.stringify(draft) }, cookie);
  if (saved.status !== 200) throw new Error(`saving the draft answered ${saved.status}`);
  const sent = await postForm(baseUrl, quotePath, { intent: "send" }, cookie);
  if (sent.status !== 200) throw new Error(`sending the quote answered ${sent.status}`);
  const token = /\/q\/([A-Za-z0-9_-]{43})/.exec(await sent.text())?.[1];
  if (!token) throw new Error("the sent quote's page showed no link");
  return { token, quotePath };
}
