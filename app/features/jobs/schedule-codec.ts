import { clashWarning, clashWhat } from "./clash";
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

/**
 * A visit as the server packs it: each clash as the tradie and the other visit of the same
 * range (worded in the browser, where both are at hand), the other warnings worded.
 */
export interface VisitToPack extends Omit<ScheduledVisit, "warnings"> {
  clashes: ReadonlyArray<{ tradieId: number; visitId: number }>;
  otherWarnings: string[];
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
  /** Tradie and other visit, in pairs. */
  number[],
  string[],
];

/**
 * A week's visits as JSON text of one array per visit (docs/decisions/0109, 0118): a week holds
 * thousands, and text without a key per field is half the size to compress and send, and one
 * string crosses from the loader to the page far faster than as many objects. A clash is two
 * numbers, not its sentence: in a busy week clashes were three fifths of the text. Isomorphic.
 */
export function packVisits(visits: readonly VisitToPack[]): string {
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
      v.clashes.flatMap((c) => [c.tradieId, c.visitId]),
      v.otherWarnings,
    ]),
  );
}

/** The packed visits, each with its warnings worded: its clashes first, named from `tradies`. */
export function unpackVisits(text: string, tradies: readonly { id: number; name: string }[]): ScheduledVisit[] {
  const packed = JSON.parse(text) as Packed[];
  const visits = packed.map(
    ([id, jobId, leadId, label, title, customer, suburb, status, day, timing, startMinute, endMinute, tradieIds, offered, movable]) => ({
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
      warnings: [] as string[],
    }),
  );
  const byId = new Map(visits.map((v) => [v.id, v]));
  const names = new Map(tradies.map((t) => [t.id, t.name]));
  packed.forEach(([, , , , , , , , , , , , , , , clashes, otherWarnings], i) => {
    const warnings = visits[i].warnings;
    for (let c = 0; c < clashes.length; c += 2) {
      const other = byId.get(clashes[c + 1]);
      if (!other) continue;
      warnings.push(
        clashWarning({
          tradieName: names.get(clashes[c]) ?? "A tradie",
          what: clashWhat(other.jobId !== null ? other.label : null, other.leadId),
          startMinute: other.time.startMinute,
          endMinute: other.time.endMinute,
        }),
      );
    }
    warnings.push(...otherWarnings);
  });
  return visits;
}
