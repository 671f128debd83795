import { and, eq, inArray } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { progressVisit } from "~/features/jobs/crew-work.server";
import { answerOffer } from "~/features/jobs/dispatch.server";
import { runVisitReminders } from "~/features/jobs/visit-reminders.server";
import { addVisit, changeVisit, setVisitStatus } from "~/features/jobs/visits.server";
import { visitTradiesTable } from "~/features/jobs/tables";
import { leadEventsTable, leadsTable } from "~/features/leads/tables";
import { resolveAccessToken } from "~/features/access-links/tokens.server";
import { customerOfPageLink } from "~/features/customers/page-link.server";
import { emailOutboxTable } from "~/features/mail/tables";
import { fileCustomerReply } from "~/features/jobs/customer-replies.server";
import { markRepliesRead, sendStaffText, unreadReplies } from "~/features/texts/inbox.server";
import { textInboundTable, textOutboxTable } from "~/features/texts/tables";
import { twilioProvider } from "~/features/texts/twilio-provider.server";
import { receiveInbound } from "~/features/texts/webhook.server";
import { startTextWorker } from "~/features/texts/worker.server";
import { addDays, aucklandInstant, formatIsoDayShort, todayInAuckland } from "~/lib/clock";
import { FAKE_TWILIO_FROM, FAKE_TWILIO_SID, FAKE_TWILIO_TOKEN, startFakeTwilio, type FakeTwilio } from "../helpers/fake-twilio";
import { JOB_SETTINGS, leadWhoChose, newTradie, STAFF } from "../helpers/jobs";
import { useMigratedDatabase } from "../helpers/suite";

/*
 * Issue 43, item 1: a visit's messages go by email, text or both as the customer chose on the
 * quote form. Three customers who chose differently book a visit each; the one who chose text
 * then replies STOP, and their reminder the day before goes by email only.
 */
const database = useMigratedDatabase();
let fake: FakeTwilio;
const DAY = addDays(todayInAuckland(), 5);
const SETTINGS = { ...JOB_SETTINGS, businessName: "Harbourside Property Maintenance", phone: "09 280 4471" };

beforeAll(async () => {
  fake = await startFakeTwilio();
  fake.receipts = false;
});
afterAll(() => fake?.close());

const customerWhoChose = (email: string, phone: string, preference: "email" | "text" | "both") =>
  leadWhoChose(database.handle.db, { email, phone, name: `Customer ${preference}` }, preference);

/** A site visit on the lead, 9 to 11 am five days ahead, accepted by a new tradie: the booking goes out. */
async function bookedVisit(leadId: number, tradieName: string, start = 9 * 60, end = 11 * 60, crew?: { id: number }) {
  const tradie = await newTradie(database.handle.db, tradieName);
  if (crew) crew.id = tradie;
  const { id } = await addVisit(
    database.handle.db,
    STAFF,
    { leadId },
    { day: DAY, timing: "fixed", start, end, tradieIds: [tradie], instructions: "" },
    SETTINGS,
  );
  await answerOffer(database.handle.db, { id: tradie, name: tradieName }, id, { accept: true }, SETTINGS);
  return id;
}

const textsFor = (leadId: number) =>
  database.handle.db
    .select()
    .from(textOutboxTable)
    .where(and(eq(textOutboxTable.subjectType, "lead"), eq(textOutboxTable.subjectId, leadId)));
const customerEmailsTo = (address: string, kind: string) =>
  database.handle.db
    .select({ subject: emailOutboxTable.subject, to: emailOutboxTable.to })
    .from(emailOutboxTable)
    .where(and(eq(emailOutboxTable.kind, kind), eq(emailOutboxTable.to, [address])));

/** A text's one link, which must be a short one (128 bits, decision 0178): its page letter and token. */
function linkIn(body: string) {
  const found = /https?:\/\/[^\s/]+\/([cj])\/([A-Za-z0-9_-]{22})(?=\s|$)/.exec(body);
  if (!found) throw new Error(`no short link in: ${body}`);
  return { page: found[1], token: found[2], text: found[0] };
}

/** The text with its link written as "<link>", to compare whole. */
const withoutLink = (body: string) => body.replace(linkIn(body).text, "<link>");

async function customerOfLeadId(leadId: number) {
  const [lead] = await database.handle.db.select({ customerId: leadsTable.customerId }).from(leadsTable).where(eq(leadsTable.id, leadId));
  return lead.customerId;
}

/** Whose page a text's link opens: the hub's customer, or the visit's own page (site visit or job id). */
async function pageOpenedBy(body: string) {
  const { page, token } = linkIn(body);
  if (page === "c") return { customer: await customerOfPageLink(database.handle.db, token) };
  return { visitPage: (await resolveAccessToken(database.handle.db, "site-visit", token))?.subjectId ?? null };
}

async function sendTexts() {
  const worker = startTextWorker({
    db: database.handle.db,
    provider: twilioProvider(
      { accountSid: FAKE_TWILIO_SID, authToken: FAKE_TWILIO_TOKEN, from: FAKE_TWILIO_FROM, apiBase: fake.url },
      "http://127.0.0.1",
    ),
    logger: pino({ level: "silent" }),
    poll: false,
    // The test may run at night in Auckland, when texts wait for 8 am: the worker's clock is tomorrow at 10 am.
    now: () => aucklandInstant(addDays(todayInAuckland(), 1), "10:00"),
  });
  await worker.runOnce();
}

describe("a visit's messages by the customer's choice", () => {
  let texter: number;
  let emailer: number;
  let both: number;
  let texterVisit: number;

  it("texts the booking, with its day, window and the tradie's first name, to the customer who chose text, and emails the one who chose email", async () => {
    texter = await customerWhoChose("texter@example.co.nz", "021 555 0101", "text");
    emailer = await customerWhoChose("emailer@example.co.nz", "021 555 0102", "email");
    both = await customerWhoChose("both@example.co.nz", "027 555 0103", "both");
    texterVisit = await bookedVisit(texter, "Aroha Ngata");
    await bookedVisit(emailer, "Tama Hohepa", 13 * 60, 15 * 60);
    await bookedVisit(both, "Mere Parata", 8 * 60, 10 * 60);

    const [text] = await textsFor(texter);
    expect(text.kind).toBe("visit-booked");
    expect(text.to).toBe("+64215550101");
    expect(withoutLink(text.body)).toBe(
      `Harbourside Property Maintenance: your visit is booked for ${formatIsoDayShort(DAY)}, 9 am to 11 am with Aroha. See it online: <link> Questions? Reply here or call 09 280 4471. Reply STOP to opt out.`,
    );
    expect(await textsFor(emailer)).toEqual([]);
    const [bothText] = await textsFor(both);
    expect(bothText.body).toContain(`${formatIsoDayShort(DAY)}, 8 am to 10 am with Mere`);
    // Each text's link opens its own customer's page (issue 45, decision 0221), not the other's.
    expect(await pageOpenedBy(text.body)).toEqual({ customer: await customerOfLeadId(texter) });
    expect(await pageOpenedBy(bothText.body)).toEqual({ customer: await customerOfLeadId(both) });
    expect(linkIn(text.body).token).not.toBe(linkIn(bothText.body).token);
    expect(await customerEmailsTo("texter@example.co.nz", "visit-booked")).toEqual([]);
    expect(await customerEmailsTo("emailer@example.co.nz", "visit-booked")).toHaveLength(1);
    expect(await customerEmailsTo("both@example.co.nz", "visit-booked")).toHaveLength(1);

    await sendTexts();
    expect(fake.to("+64215550101").map((m) => m.body)).toEqual([text.body]);
    expect(fake.to("+64275550103")).toHaveLength(1);
    expect(fake.to("+64215550102")).toEqual([]);
    // A site visit's lines are on its lead's timeline.
    const timeline = await database.handle.db
      .select({ detail: leadEventsTable.detail })
      .from(leadEventsTable)
      .where(eq(leadEventsTable.leadId, texter));
    expect(timeline.map((e) => e.detail)).toContain("Booking texted to the customer");
  });

  it("sends the reminder by email only once the customer who chose text replied STOP", async () => {
    await receiveInbound(database.handle.db, {
      MessageSid: `SM${"5".repeat(32)}`,
      From: "+64215550101",
      To: FAKE_TWILIO_FROM,
      Body: "STOP",
    });
    const job = { id: 1, kind: "visit.reminder", attempt: 1, payload: { visitId: texterVisit, sequence: 0 }, complete: async () => {} };
    await runVisitReminders(database.handle.db, [job], async () => {}, SETTINGS);
    expect((await textsFor(texter)).map((t) => t.kind)).toEqual(["visit-booked"]);
    expect(await customerEmailsTo("texter@example.co.nz", "visit-reminder")).toHaveLength(1);
    const texts = await database.handle.db
      .select()
      .from(textOutboxTable)
      .where(inArray(textOutboxTable.kind, ["visit-reminder"]));
    expect(texts).toEqual([]);
  });

  it("files a reply on the timeline of the customer it came from, and leaves a stranger's text unfiled", async () => {
    const reply = await receiveInbound(
      database.handle.db,
      { MessageSid: `SM${"6".repeat(32)}`, From: "+64275550103", To: FAKE_TWILIO_FROM, Body: "Can you come at 3?" },
      fileCustomerReply,
    );
    const stranger = await receiveInbound(
      database.handle.db,
      { MessageSid: `SM${"7".repeat(32)}`, From: "+64225550999", To: FAKE_TWILIO_FROM, Body: "Wrong number?" },
      fileCustomerReply,
    );
    const rows = await database.handle.db
      .select()
      .from(textInboundTable)
      .where(inArray(textInboundTable.id, [reply.text!.id, stranger.text!.id]));
    const [filed, unfiled] = [rows.find((r) => r.id === reply.text!.id)!, rows.find((r) => r.id === stranger.text!.id)!];
    expect([filed.subjectType, filed.subjectId]).toEqual(["lead", both]);
    expect(unfiled.subjectType).toBeNull();
    const timeline = await database.handle.db
      .select({ detail: leadEventsTable.detail })
      .from(leadEventsTable)
      .where(eq(leadEventsTable.leadId, both));
    expect(timeline.map((e) => e.detail)).toContain("Text from the customer: “Can you come at 3?”");
    const emailerTimeline = await database.handle.db
      .select({ detail: leadEventsTable.detail })
      .from(leadEventsTable)
      .where(eq(leadEventsTable.leadId, emailer));
    expect(emailerTimeline.map((e) => e.detail)).not.toContain("Text from the customer: “Can you come at 3?”");
    expect(await unreadReplies(database.handle.db)).toBeGreaterThanOrEqual(2);
    await markRepliesRead(database.handle.db, "+64275550103");
    const [read] = await database.handle.db.select().from(textInboundTable).where(eq(textInboundTable.id, reply.text!.id));
    expect(read.readAt).not.toBeNull();
  });

  it("lets staff text a customer, but not a landline nor a number that replied STOP", async () => {
    const staff = { id: "staff-1", name: "Mia Manager" };
    const id = await sendStaffText(database.handle.db, staff, {
      to: "027 555 0103",
      body: "Yes, 3 pm suits. Mia",
      subjectType: "lead",
      subjectId: both,
    });
    const [row] = await database.handle.db.select().from(textOutboxTable).where(eq(textOutboxTable.id, id));
    expect([row.to, row.kind, row.sentBy, row.subjectId, row.body]).toEqual([
      "+64275550103",
      "one-off",
      "Mia Manager",
      both,
      "Harbourside Property Maintenance: Yes, 3 pm suits. Mia",
    ]);
    // A mobile no customer has (the stranger's above) is not texted (docs/decisions/0218).
    await expect(sendStaffText(database.handle.db, staff, { to: "022 555 0999", body: "Hello" })).rejects.toMatchObject({ status: 422 });
    await expect(sendStaffText(database.handle.db, staff, { to: "09 280 4471", body: "Hello" })).rejects.toMatchObject({ status: 400 });
    await expect(sendStaffText(database.handle.db, staff, { to: "021 555 0101", body: "Hello" })).rejects.toMatchObject({ status: 409 });
  });

  it("texts 'on my way' at any hour, with the tradie's first name and the address, when the tradie taps it", async () => {
    const crew = { id: 0 };
    const visitId = await bookedVisit(both, "Wiremu Kingi", 14 * 60, 16 * 60, crew);
    await progressVisit(database.handle.db, { id: crew.id, name: "Wiremu Kingi" }, visitId, "on_the_way", SETTINGS, { early: true });
    const onTheWay = (await textsFor(both)).filter((t) => t.kind === "on-my-way");
    expect(onTheWay.map((t) => [t.to, t.anyHour, withoutLink(t.body)])).toEqual([
      ["+64275550103", true, "Harbourside Property Maintenance: Wiremu is on the way to 7 Kauri Road now. See it online: <link>"],
    ]);
    expect(await pageOpenedBy(onTheWay[0].body)).toEqual({ customer: await customerOfLeadId(both) });
    expect((await textsFor(emailer)).filter((t) => t.kind === "on-my-way")).toEqual([]);
  });
});

describe("a moved and a cancelled visit, texted to each customer with their own details", () => {
  it("texts each of two customers their visit's new day, window and tradie, then its cancellation, and nothing of the other's", async () => {
    const people = [
      { lead: await customerWhoChose("rawiri.moved@example.co.nz", "021 555 0111", "text"), to: "+64215550111", tradie: "Hemi Walker" },
      { lead: await customerWhoChose("hine.moved@example.co.nz", "027 555 0112", "both"), to: "+64275550112", tradie: "Kiri Tane" },
    ];
    const visits = [
      await bookedVisit(people[0].lead, people[0].tradie),
      await bookedVisit(people[1].lead, people[1].tradie, 13 * 60, 15 * 60),
    ];
    const tradieIds = await Promise.all(
      visits.map(async (id) => {
        const [crew] = await database.handle.db.select().from(visitTradiesTable).where(eq(visitTradiesTable.visitId, id));
        return crew.tradieId;
      }),
    );
    const moves = [
      { day: addDays(todayInAuckland(), 6), start: 7 * 60, end: 9 * 60, window: "7 am to 9 am" },
      { day: addDays(todayInAuckland(), 8), start: 14 * 60, end: 16 * 60, window: "2 pm to 4 pm" },
    ];
    for (const [i, move] of moves.entries())
      await changeVisit(
        database.handle.db,
        STAFF,
        visits[i],
        { day: move.day, timing: "fixed", start: move.start, end: move.end, tradieIds: [tradieIds[i]], instructions: "" },
        SETTINGS,
      );
    for (const id of visits) await setVisitStatus(database.handle.db, STAFF, id, "cancelled", SETTINGS);

    const expected = people.map((person, i) => [
      `Harbourside Property Maintenance: your visit has moved to ${formatIsoDayShort(moves[i].day)}, ${moves[i].window} with ${person.tradie.split(" ")[0]}. See it online: <link> Reply here or call 09 280 4471 if that does not suit. Reply STOP to opt out.`,
      `Harbourside Property Maintenance: your visit on ${formatIsoDayShort(moves[i].day)} is cancelled. Call 09 280 4471 or reply here to book another time. Your page: <link> Reply STOP to opt out.`,
    ]);
    const bodies: string[][] = [];
    for (const [i, person] of people.entries()) {
      const texts = (await textsFor(person.lead)).filter((t) => t.kind === "visit-changed" || t.kind === "visit-cancelled");
      expect(texts.map((t) => [t.kind, t.to, withoutLink(t.body)])).toEqual([
        ["visit-changed", person.to, expected[i][0]],
        ["visit-cancelled", person.to, expected[i][1]],
      ]);
      for (const text of texts) expect(await pageOpenedBy(text.body)).toEqual({ customer: await customerOfLeadId(person.lead) });
      bodies.push(texts.map((t) => t.body));
    }
    await sendTexts();
    for (const [i, person] of people.entries()) {
      const received = fake.to(person.to).map((m) => m.body);
      expect(received).toEqual(expect.arrayContaining(bodies[i]));
      // Nothing of the other customer's visit reached this one.
      expect(received.join("\n")).not.toContain(moves[1 - i].window);
    }
  });
});

describe("a visit's text to a number the customer did not give", () => {
  it("links the visit's own page, not the customer's, when the request was filed under them by its email with another number", async () => {
    const owner = await customerWhoChose("kahu.owner@example.co.nz", "021 555 0121", "text");
    // A second request with the owner's email but a stranger's number joins the owner's record by its email.
    const other = await customerWhoChose("kahu.owner@example.co.nz", "022 555 0122", "text");
    expect(await customerOfLeadId(other)).toBe(await customerOfLeadId(owner));
    const ownVisit = await bookedVisit(owner, "Rua Tipene");
    const otherVisit = await bookedVisit(other, "Nikau Rewi", 13 * 60, 15 * 60);
    const [ownText] = await textsFor(owner);
    const [otherText] = await textsFor(other);
    expect([ownText.to, otherText.to]).toEqual(["+64215550121", "+64225550122"]);
    expect(await pageOpenedBy(ownText.body)).toEqual({ customer: await customerOfLeadId(owner) });
    expect(await pageOpenedBy(otherText.body)).toEqual({ visitPage: otherVisit });
    expect(otherVisit).not.toBe(ownVisit);
  });
});
