export type FormDataResult = { ok: true; form: FormData } | { ok: false; reason: "too-large" | "malformed" };

/**
 * Reads a form post (urlencoded or multipart) without ever holding more than `maxBytes` of
 * it: a declared Content-Length over the limit is refused unread, and a body that turns out
 * longer is cut off as soon as it passes the limit.
 */
export async function readFormData(request: Request, maxBytes: number): Promise<FormDataResult> {
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (declared > maxBytes) return { ok: false, reason: "too-large" };
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel();
        return { ok: false, reason: "too-large" };
      }
      chunks.push(value);
    }
  }
  try {
    const copy = new Request(request.url, { method: "POST", headers: { "content-type": request.headers.get("content-type") ?? "" }, body: Buffer.concat(chunks) });
    return { ok: true, form: await copy.formData() };
  } catch {
    return { ok: false, reason: "malformed" };
  }
}
