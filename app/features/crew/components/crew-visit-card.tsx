import { SignaturePad } from "./signature-pad";
import { telHref } from "~/lib/phone";
import { Checkbox, ChoiceGroup, TextArea, TextInput } from "~/components/form/fields";
import { FormAlert } from "~/components/form/form-alert";
import { IntentForm } from "~/components/form/intent-form";
import { VisitStatusBadge } from "~/features/jobs/components/job-status-badge";
import type { crewVisitCard } from "~/features/jobs/crew-view.server";
import { describeVisitTime } from "~/features/jobs/visit-times";
import { PHOTO_ACCEPT, photoUrl } from "~/features/uploads/photos";
import { hasVisitEnded } from "~/features/jobs/statuses";
import { formatIsoDayShort, formatWhen, type IsoDay } from "~/lib/clock";
import { intentErrors } from "~/lib/field-errors";
import type { ActionResult } from "~/lib/form-action";
import { siteAddress } from "~/lib/address";

type Card = NonNullable<Awaited<ReturnType<typeof crewVisitCard>>>;

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id={id} className="font-semibold text-ink">
        {title}
      </h2>
      <div className="mt-3 space-y-3 text-sm">{children}</div>
    </section>
  );
}

/** "On my way", "Started", "Done" with the sign-off, and "Could not finish"; each says it is early when `early` (docs/decisions/0151). */
function TapButtons({ card, early, errors }: { card: Card; early: boolean; errors: (intent: string) => Record<string, string> }) {
  const earlyField = early ? <input type="hidden" name="early" value="yes" /> : null;
  return (
    <>
      <div className="flex flex-wrap gap-3">
        {card.status === "scheduled" || card.status === "confirmed" ? (
          <IntentForm intent="on-my-way" submit={early ? "On my way, early" : "On my way"}>
            {earlyField}
          </IntentForm>
        ) : null}
        {card.status !== "started" ? (
          <IntentForm intent="started" submit={early ? "Started, early" : "Started"} variant="outline">
            {earlyField}
          </IntentForm>
        ) : null}
      </div>
      <IntentForm intent="done" submit={early ? "Done, early" : "Done"}>
        {earlyField}
        <TextInput
          scope="done"
          name="signedBy"
          label="Customer's name, to sign off the work"
          autoComplete="off"
          error={errors("done").signedBy}
        />
        <SignaturePad />
        {card.forJob ? (
          <Checkbox
            scope="done"
            name="photosMayBeShown"
            label="The customer is happy for photos of this work to go on our website (never their name or street address)"
          />
        ) : null}
        <Checkbox scope="done" name="notPresent" label="The customer is not here to sign" />
      </IntentForm>
      <details className="rounded-md border border-slate-200 p-3" open={Object.keys(errors("not-completed")).length > 0}>
        <summary className="cursor-pointer font-semibold text-brand-700">Could not finish?</summary>
        <div className="mt-3">
          <IntentForm intent="not-completed" submit="Could not finish" variant="outline">
            {earlyField}
            <TextArea
              scope="not-completed"
              name="reason"
              label="Why (no access, parts to get, more time needed)"
              rows={2}
              error={errors("not-completed").reason}
            />
          </IntentForm>
        </div>
      </details>
    </>
  );
}

/** A visit on the tradie's phone: the offer to answer, or the job card with its buttons. */
export function CrewVisitCard({ card, today, result }: { card: Card; today: IsoDay; result?: ActionResult }) {
  const errors = (intent: string) => intentErrors(result, intent);
  const working = card.offer === "accepted" && !hasVisitEnded(card.status);
  const beforeItsDay = card.time.day > today;
  return (
    <div className="space-y-5">
      <div>
        <p className="text-sm text-muted">{card.label}</p>
        <h1 className="text-2xl font-bold text-ink">{card.work}</h1>
        <p className="mt-1 text-ink">{describeVisitTime(card.time)}</p>
        <p className="mt-2">
          {card.offer === "offered" ? (
            <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-950">Offer</span>
          ) : (
            <VisitStatusBadge status={card.status} />
          )}
        </p>
      </div>
      {result ? <FormAlert tone={result.ok ? "success" : "error"}>{result.message}</FormAlert> : null}

      {card.offer === "offered" ? (
        <Section id="offer-heading" title="Will you take it?">
          <p>{`In ${card.suburb}. The customer's name, phone and address show once you accept.`}</p>
          {card.offerExpiresAt ? <p className="font-semibold">{`Answer by ${formatWhen(card.offerExpiresAt)}.`}</p> : null}
          {card.scope ? <p className="whitespace-pre-line">{card.scope}</p> : null}
          <IntentForm intent="accept" submit="Accept the visit" />
          <details className="rounded-md border border-slate-200 p-3">
            <summary className="cursor-pointer font-semibold text-brand-700">Decline</summary>
            <div className="mt-3">
              <IntentForm intent="decline" submit="Decline the visit" variant="outline">
                <TextInput scope="decline" name="reason" label="Why (optional)" error={errors("decline").reason} />
              </IntentForm>
            </div>
          </details>
        </Section>
      ) : null}

      {card.customer ? (
        <Section id="customer-heading" title="Customer and site">
          <p className="font-semibold">{card.customer.name}</p>
          <p>
            <a href={telHref(card.customer.phone)} className="font-semibold text-brand-700 underline">
              {`Call ${card.customer.phone}`}
            </a>
          </p>
          <p>
            <a
              href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${siteAddress(card.customer.address, card.customer.suburb)}, Auckland`)}`}
              className="font-semibold text-brand-700 underline"
              rel="noreferrer"
              target="_blank"
            >
              {`${siteAddress(card.customer.address, card.customer.suburb)} (map)`}
            </a>
          </p>
          {card.instructions ? <p className="rounded-md bg-amber-50 p-3 whitespace-pre-line">{card.instructions}</p> : null}
        </Section>
      ) : null}

      {card.customer ? (
        <Section id="work-heading" title="The work">
          {card.scope ? <p className="whitespace-pre-line">{card.scope}</p> : null}
          {card.lines.length ? (
            <table className="w-full text-left">
              <caption className="sr-only">What was quoted</caption>
              <thead className="text-xs text-muted">
                <tr>
                  <th scope="col" className="py-1">
                    Item
                  </th>
                  <th scope="col" className="py-1 text-right">
                    Qty
                  </th>
                  {card.lines.some((l) => l.amount) ? (
                    <th scope="col" className="py-1 text-right">
                      Amount
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody>
                {card.lines.map((line, i) => (
                  <tr key={i} className="border-t border-slate-100">
                    <td className={line.kind === "heading" ? "py-1 font-semibold" : "py-1"}>{line.description}</td>
                    <td className="py-1 text-right">{line.quantity}</td>
                    {card.lines.some((l) => l.amount) ? <td className="py-1 text-right">{line.amount}</td> : null}
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {card.jobNotes ? <p className="rounded-md bg-slate-50 p-3 whitespace-pre-line">{card.jobNotes}</p> : null}
        </Section>
      ) : null}

      {working ? (
        <Section id="progress-heading" title="On the day">
          {beforeItsDay ? (
            <>
              <p>{`Booked for ${formatIsoDayShort(card.time.day, today)}: these buttons are for that day.`}</p>
              <details className="rounded-md border border-slate-200 p-3" open={result !== undefined && !result.ok}>
                <summary className="cursor-pointer font-semibold text-brand-700">Doing it early?</summary>
                <div className="mt-3 space-y-3">
                  <p>
                    Only if you really are doing the work before its day. “On my way” emails the customer, and the office sees that it was
                    early.
                  </p>
                  <TapButtons card={card} early errors={errors} />
                </div>
              </details>
            </>
          ) : (
            <TapButtons card={card} early={false} errors={errors} />
          )}
        </Section>
      ) : null}

      {card.offer === "accepted" ? (
        <Section id="notes-heading" title="Notes and photos">
          <IntentForm intent="note" submit="Add the note" variant="outline">
            <TextArea scope="note" name="note" label="Note for the office" rows={3} error={errors("note").note} />
          </IntentForm>
          <IntentForm intent="photo" submit="Add the photo" variant="outline" multipart>
            <ChoiceGroup
              scope="photo"
              type="radio"
              name="kind"
              legend="Photo"
              options={[
                { value: "before", label: "Before" },
                { value: "after", label: "After" },
              ]}
              selected={["before"]}
              error={errors("photo").kind}
              optionsClassName="grid grid-cols-2 gap-2"
            />
            <TextInput
              scope="photo"
              name="photo"
              type="file"
              accept={PHOTO_ACCEPT}
              capture="environment"
              label="Choose or take a photo"
              error={errors("photo").photo}
            />
          </IntentForm>
          {card.photos.length ? (
            <ul className="grid grid-cols-3 gap-2" aria-label="Photos">
              {card.photos.map((p) => (
                <li key={p.id}>
                  <img
                    src={photoUrl(p.photoId, 256)}
                    alt={p.kind === "before" ? "Before the work" : "After the work"}
                    width={256}
                    height={256}
                    className="aspect-square w-full rounded-md object-cover"
                    loading="lazy"
                  />
                </li>
              ))}
            </ul>
          ) : null}
          {card.notes.length ? (
            <ul className="space-y-2">
              {card.notes.map((n) => (
                <li key={n.id} className="rounded-md bg-slate-50 p-3">
                  <p className="whitespace-pre-line">{n.detail}</p>
                  <p className="mt-1 text-xs text-muted">{`${n.actor}, ${formatWhen(n.at)}`}</p>
                </li>
              ))}
            </ul>
          ) : null}
        </Section>
      ) : null}
    </div>
  );
}
