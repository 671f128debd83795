import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { LEAD_STATUS_LABELS } from "../statuses";
import { BULK_FORM_ID } from "./lead-table";

const BULK_STATUSES = ["contacted", "lost", "duplicate", "new"] as const;
const control = "mt-1 block h-9 rounded-md border border-slate-400 bg-white px-2 text-sm text-ink";

/**
 * Changes the status of the leads ticked in the table (their checkboxes belong to this form).
 * Each button names its own intent: a second field called "status" on the spam button would
 * travel beside the select's, and the server would read the select's (issue 13.22).
 */
export function BulkBar() {
  return (
    <Form
      method="post"
      id={BULK_FORM_ID}
      aria-label="Change the selected leads"
      className="mb-3 flex flex-wrap items-end gap-3 rounded-lg bg-slate-50 p-3"
    >
      <div>
        <label htmlFor="bulk-status" className="block text-sm font-semibold text-ink">
          Selected leads
        </label>
        <select id="bulk-status" name="status" className={control} defaultValue="contacted">
          {BULK_STATUSES.map((s) => (
            <option key={s} value={s}>
              Move to {LEAD_STATUS_LABELS[s].toLowerCase()}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="bulk-reason" className="block text-sm font-semibold text-ink">
          Reason (for lost)
        </label>
        <input id="bulk-reason" name="lostReason" className={control} />
      </div>
      <Button type="submit" size="sm" variant="outline" name="intent" value="bulk-status">
        Apply to selected
      </Button>
      <Button type="submit" size="sm" variant="ghost" name="intent" value="bulk-spam">
        Mark selected as spam
      </Button>
    </Form>
  );
}
