import { StatusBadge, type BadgeTone } from "~/components/admin/status-badge";
import { INVOICE_STATUS_LABELS, type InvoiceStatus } from "../statuses";

const TONES: Record<InvoiceStatus, BadgeTone> = {
  draft: "grey",
  sent: "blue",
  part_paid: "amber",
  paid: "green",
  void: "grey",
  overdue: "red",
};

export function InvoiceStatusBadge({ status, kind }: { status: string; kind?: string }) {
  const label = kind === "credit_note" && status === "sent" ? "Issued" : (INVOICE_STATUS_LABELS[status as InvoiceStatus] ?? status);
  return <StatusBadge label={label} tone={TONES[status as InvoiceStatus] ?? "grey"} />;
}
