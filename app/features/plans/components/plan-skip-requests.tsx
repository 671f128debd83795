import { DataTable } from "~/components/admin/data-table";
import { IntentForm } from "~/components/form/intent-form";
import { formatIsoDay } from "~/lib/clock";

interface SkipRequest {
  id: number;
  occursOn: string;
  day: string | null;
  reason: string;
}

/** Customers' requests to skip a visit, waiting for staff to confirm or refuse. */
export function PlanSkipRequests({ requests, canDecide }: { requests: readonly SkipRequest[]; canDecide: boolean }) {
  return (
    <DataTable
      caption="Requests to skip a visit"
      rows={[...requests]}
      empty="No customer is asking to skip a visit."
      columns={[
        { header: "Visit", nowrap: true, cell: (r) => formatIsoDay(r.day ?? r.occursOn) },
        { header: "The customer says", cell: (r) => r.reason || "No reason given" },
        {
          header: "Decide",
          cell: (r) =>
            canDecide ? (
              <div className="flex flex-wrap gap-2">
                <IntentForm intent="skip-request" submit="Confirm the skip">
                  <input type="hidden" name="requestId" value={r.id} />
                  <input type="hidden" name="decision" value="confirmed" />
                </IntentForm>
                <IntentForm intent="skip-request" submit="Refuse" variant="outline">
                  <input type="hidden" name="requestId" value={r.id} />
                  <input type="hidden" name="decision" value="refused" />
                </IntentForm>
              </div>
            ) : null,
        },
      ]}
    />
  );
}
