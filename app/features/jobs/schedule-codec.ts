import type { VisitTime } from "./visit-times";

/** A visit as the schedule shows it. */
export interface ScheduledVisit {
  id: number;
  jobId: number | null;
  leadId: number;
  label: string;
  title: string;
  customer: string;
  suburb: string;
  status: string;
  time: VisitTime;
  tradieIds: number[];
  /** Still waiting for a tradie to accept. */
  offered: boolean;
  movable: boolean;
  warnings: string[];
}

type Packed = [
  number,
  number | null,
  number,
  string,
  string,
  string,
  string,
  string,
  string,
  VisitTime["timing"],
  number,
  number,
  number[],
  0 | 1,
  0 | 1,
  string[],
];

/**
 * A week's visits as JSON text of one array per visit (docs/decisions/0109): a week holds
 * thousands, and text without a key per field is half the size to compress and send, and one
 * string crosses from the loader to the page far faster than as many objects. Isomorphic.
 */
export function packVisits(visits: readonly ScheduledVisit[]): string {
  return JSON.stringify(
    visits.map((v): Packed => [
      v.id,
      v.jobId,
      v.leadId,
      v.label,
      v.title,
      v.customer,
      v.suburb,
      v.status,
      v.time.day,
      v.time.timing,
      v.time.startMinute,
      v.time.endMinute,
      v.tradieIds,
      v.offered ? 1 : 0,
      v.movable ? 1 : 0,
      v.warnings,
    ]),
  );
}

export function unpackVisits(text: string): ScheduledVisit[] {
  return (JSON.parse(text) as Packed[]).map(
    ([
      id,
      jobId,
      leadId,
      label,
      title,
      customer,
      suburb,
      status,
      day,
      timing,
      startMinute,
      endMinute,
      tradieIds,
      offered,
      movable,
      warnings,
    ]) => ({
      id,
      jobId,
      leadId,
      label,
      title,
      customer,
      suburb,
      status,
      time: { day, timing, startMinute, endMinute },
      tradieIds,
      offered: offered === 1,
      movable: movable === 1,
      warnings,
    }),
  );
}
