import { Form } from "react-router";
import { SelectInput, TextInput } from "~/components/form/fields";
import { Button } from "~/components/ui/button";
import { leadStatuses } from "../statuses";
import { BULK_FORM_ID } from "./lead-table";

const BULK_STATUSES = ["contacted", "lost", "duplicate", "new"] as const;

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
      <SelectInput
        scope="bulk"
        compact
        name="status"
        label="Selected leads"
        defaultValue="contacted"
        options={BULK_STATUSES.map((s) => ({ value: s, label: `Move to ${leadStatuses.labels[s].toLowerCase()}` }))}
      />
      <TextInput scope="bulk" compact name="lostReason" label="Reason (for lost)" />
      <Button type="submit" size="sm" variant="outline" name="intent" value="bulk-status">
        Apply to selected
      </Button>
      <Button type="submit" size="sm" variant="ghost" name="intent" value="bulk-spam">
        Mark selected as spam
      </Button>
    </Form>
  );
}
