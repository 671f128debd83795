import { eq, inArray } from "drizzle-orm";
import { setContactPreference } from "~/features/customers/contact-preference.server";
import { fileCustomerReply } from "~/features/jobs/customer-replies.server";
import { leadsTable } from "~/features/leads/tables";
import { sendStaffText } from "~/features/texts/inbox.server";
import { receiveInbound } from "~/features/texts/webhook.server";
import type { Database } from "../platform/db/database";

const TEAM = { id: "demo-seed", name: "Harbourside team" };
/** The business's Twilio number in the demo (texting is off in a trial: nothing is sent). */
const DEMO_NUMBER = "+6498870123";

/**
 * Before the demo jobs are booked: Aroha asked to be kept posted by email and text, Hemi by text,
 * so their bookings go out as texts too (captured in Messages while texting is off).
 */
export async function chooseDemoContactPreferences(db: Database) {
  const leads = await db
    .select({ email: leadsTable.email, customerId: leadsTable.customerId })
    .from(leadsTable)
    .where(inArray(leadsTable.email, ["aroha.ngata@example.co.nz", "hemi.parata@example.co.nz"]));
  for (const lead of leads) {
    if (!lead.customerId) continue;
    await setContactPreference(db, lead.customerId, lead.email.startsWith("aroha") ? "both" : "text");
  }
}

/**
 * After them: a reply thread, as Twilio would deliver it. Aroha asks about parking, the office
 * answers and she thanks them; each reply is filed on her job's timeline and waits in Messages.
 */
export async function seedDemoTexts(db: Database) {
  const [aroha] = await db.select({ phone: leadsTable.phone }).from(leadsTable).where(eq(leadsTable.email, "aroha.ngata@example.co.nz"));
  if (!aroha) return;
  const from = "+64215550142";
  await receiveInbound(
    db,
    {
      MessageSid: `SM${"d".repeat(31)}1`,
      From: from,
      To: DEMO_NUMBER,
      Body: "Kia ora, can the tradie park in the driveway? The street is busy.",
    },
    fileCustomerReply,
  );
  await sendStaffText(db, TEAM, { to: aroha.phone, body: "Yes, the driveway is perfect. See you then!" });
  await receiveInbound(db, { MessageSid: `SM${"d".repeat(31)}2`, From: from, To: DEMO_NUMBER, Body: "Great, thanks!" }, fileCustomerReply);
}
