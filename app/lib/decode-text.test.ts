import { describe, expect, it } from "vitest";
import { decodeUploadedText } from "./decode-text";

const CSV = "Code,Name\nC1,Café “and” crème\nC2,Ōtāhuhu — 50%\n";
const utf16 = (text: string, bigEndian: boolean, mark: boolean) => {
  const units = [...(mark ? [0xfeff] : []), ...Array.from(text, (c) => c.charCodeAt(0))];
  const bytes = new Uint8Array(units.length * 2);
  units.forEach((unit, i) => {
    bytes[i * 2 + (bigEndian ? 1 : 0)] = unit & 0xff;
    bytes[i * 2 + (bigEndian ? 0 : 1)] = unit >> 8;
  });
  return bytes;
};
/** Windows-1252 bytes of text whose characters all exist there. */
const cp1252 = (text: string) => {
  const special: Record<string, number> = { "“": 0x93, "”": 0x94, "—": 0x97, "€": 0x80 };
  return new Uint8Array(Array.from(text, (c) => special[c] ?? c.charCodeAt(0)));
};

describe("decoding an uploaded CSV", () => {
  it.each([
    ["UTF-8 with its mark", new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(CSV)]), "utf-8"],
    ["UTF-8 without a mark", new TextEncoder().encode(CSV), "utf-8"],
    ["UTF-16 little-endian with its mark", utf16(CSV, false, true), "utf-16le"],
    ["UTF-16 big-endian with its mark", utf16(CSV, true, true), "utf-16be"],
    ["UTF-16 little-endian without a mark", utf16(CSV, false, false), "utf-16le"],
  ])("reads %s", (_label, bytes, encoding) => {
    expect(decodeUploadedText(bytes)).toEqual({ ok: true, text: CSV, encoding });
  });

  it("reads Excel's plain CSV (Windows-1252, Latin-1 within it)", () => {
    const text = "Code,Name\nC1,Café “and” crème\nC2,Piña — €5\n";
    expect(decodeUploadedText(cp1252(text))).toEqual({ ok: true, text, encoding: "windows-1252" });
  });

  it("refuses a file with replacement characters already in it, naming the row", () => {
    const reading = decodeUploadedText(new TextEncoder().encode("Code,Name\nC1,Fine\nC2,Caf\uFFFD\n"));
    expect(reading).toMatchObject({ ok: false, row: 3 });
    expect(!reading.ok && reading.message).toBe(
      'Row 3 has characters that could not be read. Save the file as "CSV UTF-8" and import it again.',
    );
  });

  it("refuses bytes that are neither UTF-8 nor Windows-1252 text, naming the row", () => {
    // 0x81 is undefined in Windows-1252, and a lone 0x81 is not UTF-8.
    expect(decodeUploadedText(new Uint8Array([...new TextEncoder().encode("Code,Name\nC1,A\nC2,B"), 0x81, 0x0a]))).toMatchObject({
      ok: false,
      row: 3,
    });
  });

  it("refuses UTF-8 marked but broken, naming the row", () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode("Code,Name\nC1,"), 0xe9, 0x0a]);
    expect(decodeUploadedText(bytes)).toMatchObject({ ok: false, row: 2 });
  });
});
