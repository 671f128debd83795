import { PlanProposalView } from "~/features/plans/components/plan-proposal";
import { HubSection } from "./hub-section";
import { Form } from "react-router";
import { Checkbox, TextInput } from "~/components/form/fields";
import { FormAlert } from "~/components/form/form-alert";
import { Button } from "~/components/ui/button";
import type { ActionResult } from "~/lib/form-action";
import { formatMoney } from "~/lib/money";
import type { OpenQuote } from "../open-items.server";
import { failureOf } from "./record-failure";

/** Quotes waiting for the customer's answer, each with "accept" in place (docs/decisions/0194). */
export function HubQuotes({ quotes, result }: { quotes: readonly OpenQuote[]; result?: ActionResult }) {
  if (quotes.length === 0) return null;
  return (
    <HubSection id="hub-open-quotes" title="Quotes waiting for your answer" strong>
      <ul className="mt-2 divide-y divide-slate-200">
        {quotes.map((quote) => {
          const failed = failureOf(result, "accept-quote", "versionId", quote.versionId);
          const scope = `accept-${quote.versionId}`;
          return (
            <li key={quote.versionId} className="py-3" data-quote={quote.number}>
              <h3 className="font-semibold">{`${quote.number}: ${quote.service}`}</h3>
              <p className="text-sm text-muted">{`${quote.site} · valid until ${quote.validUntil}`}</p>
              {quote.scope ? <p className="mt-2 text-sm whitespace-pre-line">{quote.scope}</p> : null}
              <p className="mt-2 font-semibold">{`${formatMoney(quote.totalCents)} including GST`}</p>
              {quote.plan ? <PlanProposalView proposal={quote.plan} headingId={`plan-${quote.versionId}`} Heading="h4" /> : null}
              {quote.hasOptions ? (
                <Form method="post" className="mt-2 text-sm">
                  <input type="hidden" name="intent" value="open-quote" />
                  <input type="hidden" name="versionId" value={quote.versionId} />
                  <p className="text-muted">
                    This quote has optional items, not in the total above. To add any, choose them on the quote&apos;s own page.
                  </p>
                  <Button type="submit" variant="outline" className="mt-2">
                    Choose options on the quote&apos;s page
                  </Button>
                </Form>
              ) : null}
              {quote.terms ? (
                <details className="mt-2 text-sm">
                  <summary className="cursor-pointer font-semibold text-brand-700">The terms</summary>
                  <p className="mt-1 whitespace-pre-line text-muted">{quote.terms}</p>
                </details>
              ) : null}
              <Form method="post" noValidate className="mt-3 space-y-3">
                <input type="hidden" name="intent" value="accept-quote" />
                <input type="hidden" name="versionId" value={quote.versionId} />
                {failed && !failed.errors ? <FormAlert>{failed.message}</FormAlert> : null}
                <TextInput
                  name="name"
                  scope={scope}
                  label="Your full name"
                  autoComplete="name"
                  maxLength={100}
                  defaultValue={failed?.values?.name ?? ""}
                  error={failed?.errors?.name}
                />
                <Checkbox name="agree" scope={scope} label="I accept this quote and its terms" error={failed?.errors?.agree} />
                <Button type="submit">{`Accept quote ${quote.number}`}</Button>
              </Form>
            </li>
          );
        })}
      </ul>
    </HubSection>
  );
}
