import { describe, expect, it } from "vitest";
import { defineStatuses } from "~/lib/status-set";
import { statusFilter } from "./list-filters";

const jobs = defineStatuses({
  to_schedule: { label: "To schedule", tone: "amber" },
  done: { label: "Done", tone: "green" },
});
const quotes = defineStatuses({
  sent: { label: "Sent", tone: "blue" },
  accepted: { label: "Accepted", tone: "green" },
  superseded: { label: "Superseded", tone: "grey" },
});

describe("statusFilter", () => {
  it("offers any status, then each status by its label, with the chosen one as the value", () => {
    expect(statusFilter(jobs, "done")).toEqual({
      name: "status",
      label: "Status",
      value: "done",
      options: [
        { value: "", label: "Any status" },
        { value: "to_schedule", label: "To schedule" },
        { value: "done", label: "Done" },
      ],
    });
  });

  it("keeps only the statuses asked for, labels them as asked, and adds choices after them", () => {
    const counts = { sent: 3, accepted: 1, superseded: 9 };
    expect(
      statusFilter(quotes, "", {
        only: (s) => s !== "superseded",
        labelOf: (s) => `${quotes.labels[s]} (${counts[s]})`,
        any: "Any status (4)",
        extra: [{ value: "to_chase", label: "Sent, to chase" }],
      }).options,
    ).toEqual([
      { value: "", label: "Any status (4)" },
      { value: "sent", label: "Sent (3)" },
      { value: "accepted", label: "Accepted (1)" },
      { value: "to_chase", label: "Sent, to chase" },
    ]);
  });
});
