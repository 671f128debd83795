import type { BusinessSettings } from "~/features/settings/schema";
import type { Database } from "~/platform/db/database";
import { textableNumber } from "./mobile-number";
import { optedOutAmong } from "./outbox.server";

/** "How should we keep you posted?" as the texts feature reads it (docs/decisions/0176). */
type Preference = "email" | "text" | "both";

/** How a customer hears of something: each channel they may be reached on. */
export interface Channels {
  email: boolean;
  /** Their mobile in E.164, when they are to be texted. */
  text: string | null;
}

/** What a customer chose; a customer with no email address (a phone enquiry) can only be texted. */
function chosen(customer: { preference: string | null; email: string }): Preference {
  if (!customer.email) return "text";
  return customer.preference === "text" || customer.preference === "both" ? customer.preference : "email";
}

/**
 * By text when they chose text (or both), their number is a mobile and it has not replied STOP;
 * by email when they chose email (or both), and whenever a text cannot go: a customer who opted
 * out of texts still hears of their visit, quote or invoice. Never by email to no address.
 */
export async function channelsFor(
  tx: Pick<Database, "select">,
  customers: ReadonlyArray<{ preference: string | null; phone: string; email: string }>,
): Promise<Channels[]> {
  const preferences = customers.map(chosen);
  const numbers = customers.map((c, i) => (preferences[i] === "email" ? undefined : textableNumber(c.phone)));
  const optedOut = await optedOutAmong(
    tx,
    numbers.filter((n): n is string => n !== undefined),
  );
  return customers.map((c, i) => {
    const mobile = numbers[i];
    const text = mobile && !optedOut.has(mobile) ? mobile : null;
    return { text, email: c.email !== "" && (preferences[i] !== "text" || text === null) };
  });
}

/** The business's quiet hours for texts (a setting, docs/decisions/0172). */
export function textQuietHours(settings: Pick<BusinessSettings, "jobs">) {
  return { from: settings.jobs.textQuietFrom, until: settings.jobs.textQuietUntil };
}
