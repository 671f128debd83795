import { Form, useNavigation } from "react-router";
import { bindFields } from "~/components/form/bind-fields";
import { ErrorSummary, SelectInput, TextInput } from "~/components/form/fields";
import { Button } from "~/components/ui/button";
import { formatMoney } from "~/lib/money";
import { MAX_RULES, type PlanFormValues } from "../plan-form-values";
import { BILLING_OPTIONS, RulePart } from "./plan-form";

/** What a saved proposal says, in words. */
interface ProposalWords {
  rule: string;
  startsOn: string;
  billing: string;
}

/**
 * On a draft quote (docs/decisions/0215): staff propose a maintenance plan, how often, from
 * when and how billed; the quote's lines are what each visit costs. Accepting the quote starts it.
 */
export function PlanProposalForm({
  values,
  errors,
  saved,
}: {
  values: PlanFormValues;
  errors: Record<string, string>;
  saved: ProposalWords | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "propose-plan";
  const field = bindFields(values, errors);
  return (
    <section aria-labelledby="plan-proposal-heading" className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="plan-proposal-heading" className="text-lg font-semibold">
        Propose a maintenance plan
      </h2>
      <p className="mt-1 text-sm text-muted">
        {saved
          ? `This quote proposes: ${saved.rule}, from ${saved.startsOn}. ${saved.billing}. Accepting it starts the plan.`
          : "For regular work: each visit is charged this quote's lines, and accepting the quote starts the plan instead of a one-off job."}
      </p>
      <Form method="post" noValidate className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="propose-plan" />
        <ErrorSummary errors={errors} />
        {Array.from({ length: MAX_RULES }, (_, i) => (
          <RulePart key={i} index={i} field={field} values={values} />
        ))}
        <div className="grid gap-3 sm:grid-cols-2">
          <TextInput {...field("startsOn")} type="date" label="First day of the plan" />
          <SelectInput {...field("billing")} label="Billing" options={BILLING_OPTIONS} />
        </div>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving…" : saved ? "Change the plan" : "Propose this plan"}
        </Button>
      </Form>
      {saved ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="drop-plan" />
          <Button type="submit" variant="outline" size="sm">
            Take the plan off this quote
          </Button>
        </Form>
      ) : null}
    </section>
  );
}

/** A sent quote's proposal, for staff: read only. */
export function PlanProposalSummary({ saved }: { saved: ProposalWords }) {
  return (
    <section aria-labelledby="plan-proposal-heading" className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="plan-proposal-heading" className="text-lg font-semibold">
        Proposed maintenance plan
      </h2>
      <p className="mt-1">{`${saved.rule}, from ${saved.startsOn}. ${saved.billing}.`}</p>
    </section>
  );
}

/** The customer's quote page: the plan the quote proposes, in words, and what each visit costs. */
/** `headingId` and `Heading` let a page with several quotes (the hub) keep ids unique and headings in order. */
export function PlanProposalView({
  proposal,
  headingId = "plan-heading",
  Heading = "h2",
}: {
  proposal: ProposalWords & { visitCents: number };
  headingId?: string;
  Heading?: "h2" | "h4";
}) {
  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <Heading id={headingId} className="text-lg font-semibold">
        Regular visits
      </Heading>
      <p className="mt-1">This quote is for regular visits. Accepting it starts the plan:</p>
      <dl className="mt-3 grid gap-x-4 gap-y-2 sm:grid-cols-[10rem_1fr]">
        <dt className="font-medium">How often</dt>
        <dd>{proposal.rule}</dd>
        <dt className="font-medium">First visit from</dt>
        <dd>{proposal.startsOn}</dd>
        <dt className="font-medium">Each visit</dt>
        <dd>{`${formatMoney(proposal.visitCents)} incl. GST`}</dd>
        <dt className="font-medium">Billing</dt>
        <dd>{proposal.billing}</dd>
      </dl>
      <p className="mt-3 text-sm text-muted">We will confirm each visit with you before it comes, and you can ask to skip one.</p>
    </section>
  );
}
