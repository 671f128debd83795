import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { Checkbox, ChoiceGroup, TextArea, TextInput } from "~/components/form/fields";
import { FormAlert } from "~/components/form/form-alert";
import { Button } from "~/components/ui/button";
import { buttonClasses } from "~/components/ui/button-classes";
import type { ActionResult } from "~/lib/form-action";
import { printedQuote } from "../quote-document";
import type { CustomerQuoteView } from "../customer-view.server";
import { DECLINE_REASONS } from "../responses";
import { useHydrated } from "~/lib/use-hydrated";
import { QuoteHeaderBlock, QuoteLinesTable } from "./quote-document-view";

const ACCEPT_FORM = "accept-form";

const BANNERS = {
  accepted: null,
  declined: "You declined this quote. If you would like a new one, ask us below.",
  expired: "This quote has expired, so it can no longer be accepted. Ask us below and we will send you a new one.",
  superseded:
    "This quote has been replaced by a newer version, which we have sent or will send you shortly. Ask us below if you cannot find it.",
} as const;

/**
 * `deposit` is what the route shows of an accepted quote's deposit (paying it by card: docs/decisions/0165);
 * `plan`, the maintenance plan the quote proposes (docs/decisions/0215).
 */
export function CustomerQuotePage({
  view,
  result,
  pdfHref,
  deposit,
  plan,
}: {
  view: CustomerQuoteView;
  result: ActionResult | undefined;
  pdfHref: string;
  deposit?: React.ReactNode;
  plan?: React.ReactNode;
}) {
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set(view.chosen));
  const open = view.status === "sent" || view.status === "viewed";
  const printed = printedQuote(view.input, [...chosen]);
  const toggle = (line: number, ticked: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      if (ticked) next.add(line);
      else next.delete(line);
      return next;
    });
  const hasOptions = view.input.lines.some((line) => "optional" in line && line.optional);
  const failure = result && !result.ok ? result : undefined;
  const errorsFor = (intent: string) => (failure?.intent === intent ? (failure.errors ?? {}) : {});
  const pdf = chosen.size ? `${pdfHref}?${[...chosen].map((c) => `chosen=${c}`).join("&")}` : pdfHref;

  return (
    <main id="main" tabIndex={-1} className="mx-auto w-full max-w-3xl px-4 py-8 focus:outline-none print:max-w-none print:p-0">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">Quote {view.header.number}</h1>
        <div className="flex gap-2 print:hidden">
          <a href={pdf} download className={buttonClasses("outline", "sm")}>
            Download PDF
          </a>
          {hydrated ? (
            <Button variant="outline" size="sm" type="button" onClick={() => window.print()}>
              Print
            </Button>
          ) : null}
        </div>
      </div>

      {result?.ok ? (
        <FormAlert tone="success" className="mt-4">
          {result.message}
        </FormAlert>
      ) : null}
      {failure && !failure.errors && failure.intent !== "pay-deposit" ? <FormAlert className="mt-4">{failure.message}</FormAlert> : null}
      {view.accepted ? (
        <FormAlert tone="success" className="mt-4">
          {`Accepted by ${view.accepted.name} on ${view.accepted.at}. Thank you: we will be in touch to book the work.`}
        </FormAlert>
      ) : null}
      {view.accepted && deposit ? (
        deposit
      ) : view.status in BANNERS && BANNERS[view.status as keyof typeof BANNERS] ? (
        <FormAlert tone="info" className="mt-4">
          {BANNERS[view.status as keyof typeof BANNERS]}
        </FormAlert>
      ) : null}

      <section aria-label="Quote details" className="mt-6 rounded-lg border border-slate-200 bg-white p-4 sm:p-6 print:border-0 print:p-0">
        <QuoteHeaderBlock header={view.header} />
        {view.header.scope ? (
          <div className="mt-6">
            <h2 className="text-lg font-semibold">Scope of work</h2>
            <p className="mt-1 whitespace-pre-line">{view.header.scope}</p>
          </div>
        ) : null}
        <div className="mt-6">
          <QuoteLinesTable
            rows={printed.rows}
            totals={printed.totals}
            chosen={chosen}
            onToggle={open ? toggle : undefined}
            form={ACCEPT_FORM}
          />
        </div>
        {open && hasOptions && !hydrated ? (
          <div className="mt-3 text-right print:hidden">
            <Button type="submit" form={ACCEPT_FORM} formMethod="get" formNoValidate variant="outline" size="sm">
              Update total
            </Button>
          </div>
        ) : null}
        <div className="mt-6">
          <h2 className="text-lg font-semibold">Terms</h2>
          <p className="mt-1 text-sm whitespace-pre-line">{view.header.terms}</p>
        </div>
      </section>

      {plan}

      {open ? (
        <section aria-labelledby="accept-heading" className="mt-8 rounded-lg border-2 border-brand-600 bg-white p-4 sm:p-6 print:hidden">
          <h2 id="accept-heading" className="text-xl font-semibold">
            Accept this quote
          </h2>
          <AnswerForm id={ACCEPT_FORM} intent="accept" submit="Accept quote" busyText="Accepting...">
            <TextInput
              name="name"
              scope="accept"
              label="Your full name"
              autoComplete="name"
              required
              maxLength={100}
              error={errorsFor("accept").name}
            />
            <Checkbox name="agree" scope="accept" label="I accept this quote and its terms" error={errorsFor("accept").agree} />
          </AnswerForm>
        </section>
      ) : null}

      <div className="mt-8 grid gap-6 print:hidden sm:grid-cols-2">
        {open ? (
          <section aria-labelledby="decline-heading" className="rounded-lg border border-slate-200 bg-white p-4">
            <h2 id="decline-heading" className="text-lg font-semibold">
              Decline
            </h2>
            <p className="mt-1 text-sm text-muted">Not going ahead? Letting us know helps us quote better.</p>
            <AnswerForm intent="decline" submit="Decline quote" busyText="Sending..." variant="outline">
              <ChoiceGroup
                name="reason"
                scope="decline"
                type="radio"
                legend="Why are you declining?"
                options={Object.entries(DECLINE_REASONS).map(([value, label]) => ({ value, label }))}
                selected={[]}
                optionsClassName="grid gap-2"
                error={errorsFor("decline").reason}
              />
              <TextArea
                name="note"
                scope="decline"
                label="Anything to add (optional)"
                maxLength={2000}
                compact
                error={errorsFor("decline").note}
              />
            </AnswerForm>
          </section>
        ) : null}
        <section aria-labelledby="question-heading" className="rounded-lg border border-slate-200 bg-white p-4">
          <h2 id="question-heading" className="text-lg font-semibold">
            Ask a question
          </h2>
          <p className="mt-1 text-sm text-muted">{`Or call us on ${view.header.phone}.`}</p>
          <AnswerForm intent="question" submit="Send question" busyText="Sending..." variant="outline">
            <TextArea
              name="question"
              scope="question"
              label="Your question"
              maxLength={2000}
              compact
              required
              error={errorsFor("question").question}
            />
          </AnswerForm>
        </section>
      </div>
    </main>
  );
}

function AnswerForm({
  id,
  intent,
  submit,
  busyText,
  variant = "brand",
  children,
}: {
  id?: string;
  intent: string;
  submit: string;
  busyText: string;
  variant?: "brand" | "outline";
  children: React.ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Form id={id} method="post" className="mt-4 space-y-4" noValidate>
      <input type="hidden" name="intent" value={intent} />
      {children}
      <Button type="submit" variant={variant} disabled={busy}>
        {busy ? busyText : submit}
      </Button>
    </Form>
  );
}
