import { randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import twilio from "twilio";

/*
 * A Twilio that runs here (docs/decisions/0174): an HTTP server speaking Twilio's Messages API
 * as the official SDK calls it (POST /2010-04-01/Accounts/{AccountSid}/Messages.json,
 * form-encoded To/From/MessagingServiceSid/Body/StatusCallback, HTTP Basic with the account SID
 * and auth token, Twilio's JSON errors with their codes), answering with the message resource
 * Twilio answers with. It then sends the status callbacks Twilio sends (queued → sent →
 * delivered) to the message's StatusCallback, and texts "from a phone" to any address, each
 * signed as Twilio signs them: the SDK's getExpectedTwilioSignature over the address and fields,
 * in X-Twilio-Signature. The server under test reaches it through TWILIO_API_BASE.
 */

export const FAKE_TWILIO_SID = `AC${"0123456789abcdef".repeat(2)}`;
export const FAKE_TWILIO_TOKEN = "fakeTwilioAuthToken0123456789ab";
/** The business's Twilio number. */
export const FAKE_TWILIO_FROM = "+6498870123";

export interface FakeMessage {
  sid: string;
  to: string;
  from: string;
  body: string;
  statusCallback?: string;
  createdAt: Date;
}

export interface Delivered {
  url: string;
  status: number;
  text: string;
}

export interface FakeTwilio {
  url: string;
  env: Record<string, string>;
  /** Every message the API accepted, in order. */
  messages: FakeMessage[];
  /** Messages to a number. */
  to(phone: string): FakeMessage[];
  /** The next `count` creates are refused with this HTTP status and Twilio error code. */
  failNext(count: number, status: number, code: number, message?: string): void;
  /** Wait this long before answering each create (after it is recorded): a crash can land inside. */
  answerAfterMs: number;
  /** Send receipts (sent, delivered) to each message's StatusCallback: on by default. */
  receipts: boolean;
  /** The receipts sent so far, with the answers they got. */
  receiptsSent: Delivered[];
  /** Waits until every receipt sent so far has been answered. */
  settled(): Promise<void>;
  /** A text from `from` to the business's number, signed and POSTed to `url` as Twilio does. */
  inbound(url: string, text: { from: string; body: string; sid?: string }): Promise<Delivered & { params: Record<string, string> }>;
  /** POSTs these fields to `url`, signed for it (or with `signature` instead), as Twilio delivers a webhook. */
  post(url: string, params: Record<string, string>, signature?: string): Promise<Delivered>;
  /** The receipt Twilio would send for a message, not sent. */
  receiptFor(message: FakeMessage, status: string): Record<string, string>;
  close(): Promise<void>;
}

const sid = (prefix: string) => `${prefix}${randomBytes(16).toString("hex")}`;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function twilioError(res: ServerResponse, status: number, code: number, message: string) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status }));
}

/** GSM-7 texts fit 160 characters a segment (153 when split), others 70 (67). */
function segmentsOf(body: string) {
  const gsm = /^[\n\r @£$¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà^{}\\[~\]|€]*$/.test(body);
  const [one, many] = gsm ? [160, 153] : [70, 67];
  return body.length <= one ? 1 : Math.ceil(body.length / many);
}

export async function startFakeTwilio(): Promise<FakeTwilio> {
  const failures: Array<{ status: number; code: number; message: string }> = [];
  const pending = new Set<Promise<unknown>>();

  async function post(url: string, params: Record<string, string>, signature?: string): Promise<Delivered> {
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Twilio-Signature": signature ?? twilio.getExpectedTwilioSignature(FAKE_TWILIO_TOKEN, url, params),
        "I-Twilio-Idempotency-Token": randomUUID(),
        "User-Agent": "TwilioProxy/1.1",
      },
      body: new URLSearchParams(params).toString(),
    });
    return { url, status: response.status, text: await response.text() };
  }

  function receiptFor(message: FakeMessage, status: string): Record<string, string> {
    return {
      AccountSid: FAKE_TWILIO_SID,
      ApiVersion: "2010-04-01",
      From: message.from,
      MessageSid: message.sid,
      MessageStatus: status,
      SmsSid: message.sid,
      SmsStatus: status,
      To: message.to,
    };
  }

  function sendReceipts(message: FakeMessage) {
    if (!fake.receipts || !message.statusCallback) return;
    const callback = message.statusCallback;
    const run = (async () => {
      for (const status of ["sent", "delivered"]) {
        await new Promise((r) => setTimeout(r, 20));
        const delivered = await post(callback, receiptFor(message, status)).catch((error: Error) => ({
          url: callback,
          status: 0,
          text: error.message,
        }));
        fake.receiptsSent.push(delivered);
      }
    })();
    pending.add(run);
    void run.finally(() => pending.delete(run));
  }

  async function createMessage(req: IncomingMessage, res: ServerResponse, accountSid: string) {
    const expected = `Basic ${Buffer.from(`${FAKE_TWILIO_SID}:${FAKE_TWILIO_TOKEN}`).toString("base64")}`;
    if (req.headers.authorization !== expected || accountSid !== FAKE_TWILIO_SID) return twilioError(res, 401, 20003, "Authenticate");
    if (!String(req.headers["content-type"]).startsWith("application/x-www-form-urlencoded"))
      return twilioError(res, 400, 21610, "Expected a form-encoded body");
    const form = new URLSearchParams(await readBody(req));
    const failure = failures.shift();
    if (failure) return twilioError(res, failure.status, failure.code, failure.message);
    const to = form.get("To") ?? "";
    const from = form.get("From") ?? "";
    const service = form.get("MessagingServiceSid");
    const body = form.get("Body") ?? "";
    if (!/^\+[1-9]\d{6,14}$/.test(to)) return twilioError(res, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    if (!from && !service) return twilioError(res, 400, 21603, "The 'From' phone number is required.");
    if (!body) return twilioError(res, 400, 21602, "Message body is required.");
    if (body.length > 1600) return twilioError(res, 400, 21617, "The concatenated message body exceeds the 1600 character limit.");
    const message: FakeMessage = {
      sid: sid("SM"),
      to,
      from: from || FAKE_TWILIO_FROM,
      body,
      statusCallback: form.get("StatusCallback") ?? undefined,
      createdAt: new Date(),
    };
    fake.messages.push(message);
    if (fake.answerAfterMs > 0) await new Promise((r) => setTimeout(r, fake.answerAfterMs));
    const created = message.createdAt.toUTCString();
    res.writeHead(201, { "Content-Type": "application/json" });
    res.end(
      JSON.stringify({
        account_sid: FAKE_TWILIO_SID,
        api_version: "2010-04-01",
        body,
        date_created: created,
        date_sent: null,
        date_updated: created,
        direction: "outbound-api",
        error_code: null,
        error_message: null,
        from: message.from,
        messaging_service_sid: service,
        num_media: "0",
        num_segments: String(segmentsOf(body)),
        price: null,
        price_unit: "USD",
        sid: message.sid,
        status: "queued",
        subresource_uris: { media: `/2010-04-01/Accounts/${FAKE_TWILIO_SID}/Messages/${message.sid}/Media.json` },
        to,
        uri: `/2010-04-01/Accounts/${FAKE_TWILIO_SID}/Messages/${message.sid}.json`,
      }),
    );
    sendReceipts(message);
  }

  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://fake").pathname;
    const create = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(path);
    if (req.method === "POST" && create) {
      createMessage(req, res, create[1]).catch((error: Error) => twilioError(res, 500, 20500, error.message));
      return;
    }
    twilioError(res, 404, 20404, "The requested resource was not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

  const fake: FakeTwilio = {
    url,
    env: { TWILIO_ACCOUNT_SID: FAKE_TWILIO_SID, TWILIO_AUTH_TOKEN: FAKE_TWILIO_TOKEN, TWILIO_FROM: FAKE_TWILIO_FROM, TWILIO_API_BASE: url },
    messages: [],
    to: (phone) => fake.messages.filter((m) => m.to === phone),
    failNext(count, status, code, message = "Refused by the fake Twilio") {
      for (let i = 0; i < count; i += 1) failures.push({ status, code, message });
    },
    answerAfterMs: 0,
    receipts: true,
    receiptsSent: [],
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async inbound(target, text) {
      const params = {
        AccountSid: FAKE_TWILIO_SID,
        ApiVersion: "2010-04-01",
        Body: text.body,
        From: text.from,
        FromCountry: "NZ",
        MessageSid: text.sid ?? sid("SM"),
        NumMedia: "0",
        NumSegments: "1",
        SmsMessageSid: text.sid ?? sid("SM"),
        SmsSid: text.sid ?? sid("SM"),
        SmsStatus: "received",
        To: FAKE_TWILIO_FROM,
        ToCountry: "NZ",
      };
      params.SmsMessageSid = params.MessageSid;
      params.SmsSid = params.MessageSid;
      return { ...(await post(target, params)), params };
    },
    post,
    receiptFor,
    async close() {
      await fake.settled();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
