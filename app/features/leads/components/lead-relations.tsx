import { Link } from "react-router";
import { Panel } from "~/components/admin/panel";
import { Checkbox } from "~/components/form/fields";
import { IntentForm } from "~/components/form/intent-form";
import { formatWhen } from "~/lib/clock";
import type { LeadDetail } from "../detail.server";
import { leadStatuses } from "../statuses";

type Related = LeadDetail["repeats"][number];

function RelatedLead({ lead }: { lead: Related }) {
  return (
    <>
      <Link to={`/admin/leads/${lead.id}`} className="font-semibold text-brand-700 underline">
        lead #{lead.id}
      </Link>{" "}
      ({lead.service}, {leadStatuses.label(lead.status).toLowerCase()}, received {formatWhen(lead.createdAt)})
    </>
  );
}

/**
 * The lead's customer and its possible repeats (docs/decisions/0082): a link to the customer's
 * whole history, the earlier request this one may repeat with a one-step merge, and the later
 * requests that may repeat this one.
 */
export function LeadRelations({ lead, canMerge }: { lead: LeadDetail; canMerge: boolean }) {
  return (
    <Panel id="lead-customer" title="Customer">
      {lead.customerId !== null ? (
        <p>
          <Link to={`/admin/customers/${lead.customerId}`} className="font-semibold text-brand-700 underline">
            {lead.customerName ?? `Customer #${lead.customerId}`}
          </Link>
          : every request, site and contact detail on one page.
        </p>
      ) : (
        <p className="text-muted">Not filed under a customer (the details were removed for a privacy request).</p>
      )}
      {lead.possibleCustomer ? (
        <div className="rounded-md border border-amber-300 bg-amber-50 p-3" data-testid="possible-same-customer">
          <p>
            <strong>Possible same customer:</strong>{" "}
            <Link to={`/admin/customers/${lead.possibleCustomer.id}`} className="font-semibold text-brand-700 underline">
              {lead.possibleCustomer.name}
            </Link>{" "}
            has this phone number under another name, so this request has a customer of its own. Is it the same person?
          </p>
          {canMerge ? (
            <div className="mt-2 flex flex-wrap gap-2">
              <IntentForm intent="same-customer" submit={`Same customer: file under ${lead.possibleCustomer.name}`} variant="outline" />
              <IntentForm intent="not-same-customer" submit="Not the same person" variant="outline" />
            </div>
          ) : null}
        </div>
      ) : null}
      {canMerge && lead.customerHasOtherRequests && lead.mergedIntoId === null && !lead.anonymisedAt ? (
        <details>
          <summary className="cursor-pointer text-sm text-muted">Filed under the wrong customer?</summary>
          <p className="mt-2 text-sm">
            A request from another person (a shared phone number) can have a customer of its own; its email and phone number go with it
            unless the customer&rsquo;s other requests use them too.
          </p>
          <div className="mt-2">
            <IntentForm intent="split-customer" submit="File under a new customer" variant="outline" />
          </div>
        </details>
      ) : null}
      {lead.mergedIntoId !== null ? (
        <p>
          Merged into{" "}
          <Link to={`/admin/leads/${lead.mergedIntoId}`} className="font-semibold text-brand-700 underline">
            lead #{lead.mergedIntoId}
          </Link>
          .
        </p>
      ) : null}
      {lead.possibleDuplicateOf ? (
        <div className="rounded-md border border-amber-300 bg-amber-50 p-3" data-testid="possible-duplicate">
          <p>
            <strong>Possible duplicate:</strong> the same customer asked for the same service in{" "}
            <RelatedLead lead={lead.possibleDuplicateOf} />.
          </p>
          {canMerge ? (
            <div className="mt-2">
              <IntentForm intent="merge" submit={`Merge into lead #${lead.possibleDuplicateOf.id}`} variant="outline">
                <input type="hidden" name="into" value={lead.possibleDuplicateOf.id} />
                <Checkbox
                  scope="merge"
                  name="confirm"
                  label={`Yes, this repeats lead #${lead.possibleDuplicateOf.id}: this lead becomes a duplicate, its message kept there`}
                />
              </IntentForm>
            </div>
          ) : null}
        </div>
      ) : null}
      {lead.repeats.length > 0 ? (
        <div>
          <p>Later requests that may repeat this one:</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {lead.repeats.map((repeat) => (
              <li key={repeat.id}>
                <RelatedLead lead={repeat} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Panel>
  );
}
