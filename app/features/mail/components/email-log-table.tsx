import { Link } from "react-router";
import { DataTable } from "~/components/admin/data-table";
import { formatWhen } from "~/lib/clock";
import { emailKindLabel, emailStateLabel } from "../email-log";
import type { LoggedEmail } from "../email-log.server";

/** Every email of the outbox, newest first: each opens to be read, its text and links with it. */
export function EmailLogTable({ emails, empty }: { emails: LoggedEmail[]; empty: string }) {
  return (
    <DataTable
      caption="Every email, newest first"
      rows={emails}
      empty={empty}
      columns={[
        {
          header: "Email",
          cell: (email) => (
            <Link to={`/admin/email/${email.id}`} className="font-semibold text-brand-700 underline">
              {email.subject}
            </Link>
          ),
        },
        { header: "To", cell: (email) => email.to.join(", ") },
        { header: "What", cell: (email) => emailKindLabel(email.kind) },
        { header: "State", cell: (email) => emailStateLabel(email.status), nowrap: true },
        { header: "When", cell: (email) => formatWhen(email.sentAt ?? email.createdAt), nowrap: true },
      ]}
    />
  );
}
