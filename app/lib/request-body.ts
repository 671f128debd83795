/**
 * How a page's form post reaches its action (docs/decisions/0092). The server's request-body
 * guard (app/server/middleware/request-body.ts) reads every body before anything else, up to
 * a limit, and refuses a body of the wrong kind or size without reading it; a page post it
 * refused still reaches the page's action, with an empty body and this header saying why, so
 * the page can answer with its own form and the message. The guard removes the header from
 * what a client sends.
 */
export const BODY_REFUSED_HEADER = "x-body-refused";

/** A form's fields, multipart framing included: far above any form of ours without a file. */
export const FORM_MAX_BYTES = 64 * 1024;

export type BodyRefusal = "too-large" | "unsupported-type";

function isBodyRefusal(value: unknown): value is BodyRefusal {
  return value === "too-large" || value === "unsupported-type";
}

export type ReadForm =
  { ok: true; form: FormData } | { ok: false; reason: BodyRefusal | "malformed"; status: 400 | 413 | 415; message: string };

const REFUSED: Record<BodyRefusal | "malformed", { status: 400 | 413 | 415; message: string }> = {
  "too-large": { status: 413, message: "The form was too large to send. Please shorten what you typed and try again." },
  "unsupported-type": { status: 415, message: "We could not read the form: it must be sent from our page, as a web form." },
  malformed: { status: 400, message: "We could not read the form. Please try again." },
};

/** The guard's refusal of the body, if it refused it: known from a header, before anything is read or anyone is signed in. */
export function refusedBody(request: Request): Extract<ReadForm, { ok: false }> | null {
  const refused = request.headers.get(BODY_REFUSED_HEADER);
  return isBodyRefusal(refused) ? { ok: false, reason: refused, ...REFUSED[refused] } : null;
}

/** The posted form, or why it cannot be read (the guard's refusal, or a body that is not a form). */
export async function readForm(request: Request): Promise<ReadForm> {
  const refused = refusedBody(request);
  if (refused) return refused;
  // A post with nothing in it (a button's fetch, say) is an empty form, not a malformed one.
  if (!request.headers.has("content-type")) {
    const text = await request.text().catch(() => undefined);
    return text === "" ? { ok: true, form: new FormData() } : { ok: false, reason: "malformed", ...REFUSED.malformed };
  }
  try {
    return { ok: true, form: await request.formData() };
  } catch {
    return { ok: false, reason: "malformed", ...REFUSED.malformed };
  }
}
