import { postForm } from "./auth";
import { mailsTo, type CapturedMail, type SmtpCapture } from "./smtp";

/** The portal sign-in link in an email (an offer, or one asked for), as a path with its landing page. */
export function crewLinkIn(mail: CapturedMail): string {
  const link = /https?:\/\/[^\s"]+(\/crew\/link\/[A-Za-z0-9_-]{43}(?:\?to=[^\s"]*)?)/.exec(mail.parsed.text ?? "")?.[1];
  if (!link) throw new Error("no portal link in the email");
  return link;
}

/** The customer's job page link in an email, as a path. */
export function jobLinkIn(mail: CapturedMail): string {
  const link = /https?:\/\/[^\s"]+(\/j\/[A-Za-z0-9_-]{43})/.exec(mail.parsed.text ?? "")?.[1];
  if (!link) throw new Error("no job page link in the email");
  return link;
}

/** Signs a tradie in over HTTP as the link's button does: the session cookie, and where it lands. */
export async function crewSession(baseUrl: string, linkPath: string): Promise<{ cookie: string; location: string }> {
  const res = await postForm(baseUrl, linkPath, {});
  if (res.status !== 302) throw new Error(`the link answered ${res.status}, not a redirect`);
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith("crew_session="))
    ?.split(";")[0];
  if (!cookie) throw new Error("the link set no session");
  return { cookie, location: res.headers.get("location") ?? "" };
}

/** The .ics attached to an email, as text. */
export function calendarIn(mail: CapturedMail): string {
  const part = mail.parsed.attachments.find((a) => a.mimeType.startsWith("text/calendar") || a.filename?.endsWith(".ics"));
  if (!part) throw new Error("no calendar file in the email");
  return typeof part.content === "string" ? part.content : new TextDecoder().decode(part.content);
}

/**
 * Books a visit from 9 to 11 am on the lead's new job, offered to tradie 1, who accepts it from
 * the offer's email: the customer is then told of the booking. Returns the job's path.
 */
export async function bookAcceptedVisit(
  baseUrl: string,
  cookie: string,
  smtp: SmtpCapture,
  booking: { leadId: number; title: string; day: string; tradieEmail: string },
): Promise<string> {
  return (await bookVisitTheTradieAccepts(baseUrl, cookie, smtp, booking)).job;
}

/**
 * bookAcceptedVisit, with the tradie's portal session (signed in from the offer) and the visit's
 * portal page besides the job's path; to tradie 1 unless `tradieId` says another.
 */
export async function bookVisitTheTradieAccepts(
  baseUrl: string,
  cookie: string,
  smtp: SmtpCapture,
  { leadId, title, day, tradieEmail, tradieId = 1 }: { leadId: number; title: string; day: string; tradieEmail: string; tradieId?: number },
): Promise<{ job: string; tradieCookie: string; visitPath: string }> {
  const made = await postForm(baseUrl, `/admin/leads/${leadId}`, { intent: "new-job", title }, cookie);
  const job = made.headers.get("location") ?? "";
  if (!/^\/admin\/jobs\/\d+$/.test(job)) throw new Error(`no job was made for lead ${leadId}`);
  const offered = () =>
    smtp.messages.filter((m) => m.envelopeTo.includes(tradieEmail) && /^Work offered/.test(m.parsed.subject ?? "")).length;
  const before = offered();
  const visit = { intent: "add-visit", day, timing: "fixed", start: "09:00", end: "11:00", tradieId: String(tradieId), instructions: "" };
  const added = await postForm(baseUrl, job, visit, cookie);
  if (added.status !== 200) throw new Error(`the visit was refused (${added.status})`);
  const offer = (await mailsTo(smtp, tradieEmail, /^Work offered/, before + 1)).at(-1)!;
  const tradie = await crewSession(baseUrl, crewLinkIn(offer));
  const visitPath = tradie.location.split("?")[0];
  const accepted = await postForm(baseUrl, visitPath, { intent: "accept" }, tradie.cookie);
  if (accepted.status !== 200) throw new Error(`the tradie could not accept (${accepted.status})`);
  return { job, tradieCookie: tradie.cookie, visitPath };
}
