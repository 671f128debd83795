import { Link } from "react-router";
import { DataTable } from "~/components/admin/data-table";
import { IntentForm } from "~/components/form/intent-form";
import { TextInput } from "~/components/form/fields";
import { formatIsoDay } from "~/lib/clock";
import { visitStatuses } from "~/features/jobs/statuses";

interface Occurrence {
  occursOn: string;
  outcome: string;
  note: string;
  day: string | null;
  status: string | null;
  jobId: number | null;
  job: string | null;
}

/** Every date the plan's rule gave so far: its visit and job, or why there is none; open visits can be skipped one by one. */
export function PlanVisits({ occurrences, canSkip }: { occurrences: readonly Occurrence[]; canSkip: boolean }) {
  return (
    <DataTable
      caption="Visits booked by the plan"
      rows={occurrences.map((o) => ({ ...o, id: o.occursOn }))}
      empty="No visits booked yet: they appear as the first day comes within the booking horizon."
      columns={[
        { header: "Due", nowrap: true, cell: (o) => formatIsoDay(o.occursOn) },
        { header: "Visit", nowrap: true, cell: (o) => (o.day ? formatIsoDay(o.day) : "No visit") },
        { header: "Note", cell: (o) => o.note },
        {
          header: "Job",
          nowrap: true,
          cell: (o) =>
            o.jobId ? (
              <Link to={`/admin/jobs/${o.jobId}`} className="font-semibold text-brand-700 underline">
                {o.job}
              </Link>
            ) : (
              ""
            ),
        },
        { header: "Status", cell: (o) => (o.status ? visitStatuses.label(o.status) : "Skipped") },
        {
          header: "Skip",
          cell: (o) =>
            canSkip && (o.status === "scheduled" || o.status === "confirmed") ? (
              <IntentForm intent="skip" submit="Skip this visit" variant="outline">
                <input type="hidden" name="occursOn" value={o.occursOn} />
                <TextInput scope={`skip-${o.occursOn}`} name="reason" label="Why" compact />
              </IntentForm>
            ) : null,
        },
      ]}
    />
  );
}
