import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { escapeLike } from "~/lib/list-search";
import type { Database } from "~/platform/db/database";
import { emailListQuery, linksIn, withoutSignInLinks, type EmailListQuery } from "./email-log";
import { emailAttemptsTable, emailOutboxTable as o } from "./tables";
import { bodyOf, type TemplateBook } from "./templates";

/* Every email in the outbox, sent or captured, for staff to read (docs/decisions/0158). */

function conditions(query: EmailListQuery): SQL | undefined {
  const where: SQL[] = [];
  if (query.state) where.push(eq(o.status, query.state));
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    where.push(or(ilike(o.subject, like), sql`${o.to}::text ilike ${like}`)!);
  }
  return where.length ? and(...where) : undefined;
}

/** What a list of emails shows of each (the outbox's pages). */
export const listedColumns = {
  id: o.id,
  kind: o.kind,
  to: o.to,
  subject: o.subject,
  status: o.status,
  attempts: o.attempts,
  createdAt: o.createdAt,
};

/** A page of the outbox, newest first, and how many emails match. */
export async function listEmails(db: Database, query: EmailListQuery) {
  const where = conditions(query);
  const [emails, [total]] = await Promise.all([
    db
      .select({ ...listedColumns, sentAt: o.sentAt })
      .from(o)
      .where(where)
      .orderBy(desc(o.id))
      .limit(emailListQuery.perPage)
      .offset(emailListQuery.offset(query.page)),
    db.select({ count: count() }).from(o).where(where),
  ]);
  return { emails, count: total?.count ?? 0 };
}

export type LoggedEmail = Awaited<ReturnType<typeof listEmails>>["emails"][number];

/**
 * One email as it was (or will be) sent: its envelope, its text and the links in it, its
 * attachments' names and its attempts. Sign-in links are left out unless `showSignInLinks`.
 * A body this build cannot render (queued by a newer build) is said to be so, not an error.
 */
export async function readEmail(db: Database, id: number, templates: TemplateBook, options: { showSignInLinks: boolean }) {
  const [email] = await db.select().from(o).where(eq(o.id, id));
  if (!email) return null;
  const attempts = await db
    .select({
      id: emailAttemptsTable.id,
      at: emailAttemptsTable.attemptedAt,
      outcome: emailAttemptsTable.outcome,
      error: emailAttemptsTable.error,
    })
    .from(emailAttemptsTable)
    .where(eq(emailAttemptsTable.emailId, id))
    .orderBy(asc(emailAttemptsTable.id));
  let text: string | null = null;
  try {
    text = bodyOf(email, templates).text;
  } catch {
    text = null;
  }
  const links = text === null ? [] : linksIn(text);
  const withheld = !options.showSignInLinks && links.some((link) => link.signsIn);
  return {
    id: email.id,
    kind: email.kind,
    to: email.to,
    replyTo: email.replyTo,
    subject: email.subject,
    status: email.status,
    attempts: email.attempts,
    lastError: email.lastError,
    nextAttemptAt: email.nextAttemptAt,
    messageId: email.messageId,
    createdAt: email.createdAt,
    sentAt: email.sentAt,
    subjectType: email.subjectType,
    subjectId: email.subjectId,
    text: text !== null && withheld ? withoutSignInLinks(text, links) : text,
    links: withheld ? links.filter((link) => !link.signsIn) : links,
    withheldSignInLinks: withheld,
    attachments: [...(email.attachments ?? []).map((a) => a.filename), ...(email.calendar ? [email.calendar.filename] : [])],
    history: attempts,
  };
}

export type ReadEmail = NonNullable<Awaited<ReturnType<typeof readEmail>>>;
