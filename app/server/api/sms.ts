import { Hono, type Context } from "hono";
import { fileCustomerReply } from "~/features/jobs/customer-replies.server";
import { receiveInbound, receiveStatus, signedByTwilio, type WebhookAnswer } from "~/features/texts/webhook.server";
import { getConfig } from "~/platform/config.server";
import { getDb } from "~/platform/db/client.server";

const TEXTING_OFF: WebhookAnswer = { status: 404, body: "Texting is off on this site: no Twilio settings." };
const FORGED: WebhookAnswer = { status: 403, body: "This request is not signed by Twilio." };

/**
 * The form Twilio posted, if Twilio signed it for the address it called: the site's public
 * address (what Twilio was given) with this request's path and query.
 */
async function signedForm(c: Context): Promise<{ params: Record<string, string> } | { refused: WebhookAnswer }> {
  const settings = getConfig().twilio;
  if (!settings) return { refused: TEXTING_OFF };
  if (!String(c.req.header("content-type")).startsWith("application/x-www-form-urlencoded"))
    return { refused: { status: 400, body: "Twilio posts a form (application/x-www-form-urlencoded)." } };
  const params = Object.fromEntries(new URLSearchParams(await c.req.text()));
  const requested = new URL(c.req.url);
  const url = `${getConfig().publicUrl}${requested.pathname}${requested.search}`;
  return signedByTwilio(settings, c.req.header("x-twilio-signature"), url, params) ? { params } : { refused: FORGED };
}

function reply(c: Context, answer: WebhookAnswer) {
  c.header("Cache-Control", "no-store");
  if (answer.status === 200) return c.body(answer.body || "<Response/>", 200, { "Content-Type": "text/xml" });
  return c.json({ error: answer.body }, answer.status);
}

/**
 * POST /api/sms/inbound and /api/sms/status (docs/decisions/0174, 0175): Twilio's webhooks,
 * trusted by their signature alone (no session, no same-origin rule: Twilio is not our page).
 * A forged one is refused with 403; without Twilio's settings there is nothing to check them
 * with, and they are refused with 404.
 */
export const smsRoutes = new Hono()
  .post("/inbound", async (c) => {
    const form = await signedForm(c);
    if ("refused" in form) return reply(c, form.refused);
    const { answer } = await receiveInbound(getDb(), form.params, fileCustomerReply);
    return reply(c, answer);
  })
  .post("/status", async (c) => {
    const form = await signedForm(c);
    if ("refused" in form) return reply(c, form.refused);
    return reply(c, await receiveStatus(getDb(), c.req.query("key"), form.params));
  });
