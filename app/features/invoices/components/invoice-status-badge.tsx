import { StatusBadge } from "~/components/admin/status-badge";
import { invoiceStatuses } from "../statuses";

/** A credit note is issued, not sent: it asks for nothing. */
export function InvoiceStatusBadge({ status, kind }: { status: string; kind?: string }) {
  const issued = kind === "credit_note" && status === "sent";
  return <StatusBadge set={invoiceStatuses} status={status} label={issued ? "Issued" : undefined} />;
}
