import type { Database } from "~/platform/db/database";
import { csvRow } from "~/lib/csv";
import type { IsoDay } from "~/lib/clock";
import { decimalHours, hoursAndMinutes } from "./hours";
import { weekTimesheets } from "./timesheet.server";

/** The week for payroll: one row per tradie per day worked, hours as decimal and as h:mm. */
export async function weekCsv(db: Database, monday: IsoDay) {
  const weeks = await weekTimesheets(db, monday);
  const lines = [csvRow(["Tradie", "Date", "Visits", "Hours", "Hours (h:mm)", "Approved"])];
  for (const week of weeks)
    for (const day of week.days)
      if (day.visits > 0)
        lines.push(
          csvRow([week.name, day.day, day.visits, decimalHours(day.minutes), hoursAndMinutes(day.minutes), week.approved ? "yes" : "no"]),
        );
  return { csv: lines.join(""), filename: `timesheets-${monday}.csv` };
}
