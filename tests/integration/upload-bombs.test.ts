import { readFileSync } from "node:fs";
import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipart, pngBomb, postMultipart, validApplication, type Upload } from "../helpers/applications";
import { SERVER_START_TIMEOUT_MS } from "../helpers/auth";
import { startServer, type TestServer } from "../helpers/server";

/*
 * A 303 KB PNG of 6320 × 6320 pixels at 16 bits per channel once took 6.9 s of CPU and
 * 845 MB of memory to decode, before its (invalid) form was even refused. Photos are now
 * judged by their header, after the rest of the form, and decoded only when all is well.
 */
let server: TestServer;
let bomb: Upload;

beforeAll(async () => {
  [server, bomb] = await Promise.all([startServer(), pngBomb(6320, 6320)]);
}, SERVER_START_TIMEOUT_MS);
afterAll(() => server?.dispose());

/** The server process's peak memory so far (VmHWM), in megabytes. */
const peakMegabytes = () => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.process.pid}/status`, "utf8"))![1]) / 1024;

async function photoMessage(res: Response) {
  return parse(await res.text())
    .querySelector("#field-photo-error")
    ?.text.trim();
}

describe("decompression bombs", () => {
  it("refuses the bomb by its header, with the form invalid or valid, without decoding it", async () => {
    expect(bomb.bytes.byteLength).toBeLessThan(1_000_000);
    // One form first, without a photo, so the page's code is loaded and warm before the peak is
    // read: what is measured is the photo's cost alone.
    const warm = await postMultipart(server.url, "/join-as-tradie", multipart(validApplication({ fullName: "", email: "nope" })));
    expect(warm.status).toBe(400);
    const before = peakMegabytes();
    // An invalid form is refused on its fields; its photo is never decoded.
    const invalid = await postMultipart(
      server.url,
      "/join-as-tradie",
      multipart(validApplication({ fullName: "", email: "nope" }), { photo: bomb }),
    );
    expect(invalid.status).toBe(400);

    const valid = await postMultipart(server.url, "/join-as-tradie", multipart(validApplication(), { photo: bomb }));
    expect(valid.status).toBe(400);
    expect(await photoMessage(valid)).toBe("The photo has too many pixels. Please choose one of at most 25,000,000 pixels.");
    // Decoding it would have taken 6320 × 6320 × 8 bytes, over 300 MB.
    expect(peakMegabytes() - before).toBeLessThan(60);
  });

  it("refuses a photo under the pixel limit whose depth would still take too much memory to decode", async () => {
    const deep = await pngBomb(4000, 4000); // 16 MP, but 16-bit RGBA: 128 MB decoded, over the 100 MB of 25 MP at 8 bits
    const res = await postMultipart(
      server.url,
      "/join-as-tradie",
      multipart(validApplication({ email: "deep@example.co.nz" }), { photo: deep }),
    );
    expect(res.status).toBe(400);
    expect(await photoMessage(res)).toMatch(/^The photo has too many pixels/);
  });
});
