/** What each kind of text is, as staff read it. */
const KIND_LABELS: Record<string, string> = {
  "visit-booked": "Visit booked",
  "visit-reminder": "Reminder the day before",
  "on-my-way": "On my way",
  "visit-changed": "Visit changed",
  "visit-cancelled": "Visit cancelled",
  "quote-sent": "Quote sent",
  "invoice-sent": "Invoice sent",
  "review-request": "Review request",
  "one-off": "Text from staff",
};

export function textKindLabel(kind: string): string {
  return KIND_LABELS[kind] ?? kind;
}

/** A text's state in a few words: the outbox's status, then the latest receipt. */
export function textStateLabel(text: { status: string; deliveryStatus: string | null; attempts: number }): string {
  switch (text.status) {
    case "pending":
      return text.attempts > 0 ? `Retrying (${text.attempts} ${text.attempts === 1 ? "attempt" : "attempts"} so far)` : "Waiting to go";
    case "sending":
      return "Sending";
    case "captured":
      return "Captured, not sent (texting is off)";
    case "skipped":
      return "Not sent: the number replied STOP";
    case "failed":
      return "Failed";
    case "uncertain":
      return "May have gone out";
    case "sent":
      return text.deliveryStatus === "delivered"
        ? "Delivered"
        : text.deliveryStatus === "undelivered" || text.deliveryStatus === "failed"
          ? "Sent, not delivered"
          : "Sent";
    default:
      return text.status;
  }
}
