import { SendTextForm } from "./send-text-form";

/** "Text the customer" on a lead, job or customer page: a one-off text, when their number is a mobile. */
export function TextCustomerPanel({
  to,
  subject,
  textingOff,
}: {
  /** Their mobile in E.164, or null when their number cannot be texted. */
  to: string | null;
  subject: { type: "job" | "lead" | "customer"; id: number };
  textingOff: boolean;
}) {
  return (
    <section aria-labelledby="text-customer-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="text-customer-heading" className="font-semibold text-ink">
        Text the customer
      </h2>
      {textingOff ? <p className="mt-1 text-sm text-muted">Texting is off: the text is kept in Messages, not sent.</p> : null}
      {to ? (
        <SendTextForm to={to} subject={subject} scope={`text-${subject.type}-${subject.id}`} label="Text" />
      ) : (
        <p className="mt-1 text-sm text-ink">Their number is not a New Zealand mobile, so it cannot be texted.</p>
      )}
    </section>
  );
}
