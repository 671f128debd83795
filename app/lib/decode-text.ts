/*
 * Text files people upload (price lists, reviews) come from spreadsheets in whatever encoding
 * they save in: Excel's "CSV UTF-8" (with a byte order mark), its plain "CSV (Comma delimited)"
 * (Windows-1252, of which Latin-1 is a part), "Unicode Text" (UTF-16 with a mark), or UTF-8
 * without a mark from anything else. Read as UTF-8 regardless, a Windows-1252 "Café" became
 * "Caf�" and was stored (issue 40, item 22). Here the encoding is detected and the text decoded,
 * or the file refused with the row that cannot be read; a replacement character is never kept.
 */

export type DecodedText = { ok: true; text: string; encoding: string } | { ok: false; row: number; message: string };

const REPLACEMENT = "\uFFFD";
/** C1 controls: what Windows-1252 leaves undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D) decodes to, and no one types. */
const C1_CONTROL = /[\u0080-\u009F]/;

function decode(encoding: string, bytes: Uint8Array, fatal: boolean): string | null {
  try {
    return new TextDecoder(encoding, { fatal, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

/** UTF-16 without a byte order mark: text of mostly ASCII has a zero in every other byte. */
function utf16WithoutMark(bytes: Uint8Array): "utf-16le" | "utf-16be" | null {
  const sample = bytes.subarray(0, Math.min(bytes.length, 4096) & ~1);
  if (sample.length < 4) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < sample.length; i += 2) {
    if (sample[i] === 0) evenZeros++;
    if (sample[i + 1] === 0) oddZeros++;
  }
  const pairs = sample.length / 2;
  if (oddZeros > pairs * 0.4 && evenZeros < pairs * 0.05) return "utf-16le";
  if (evenZeros > pairs * 0.4 && oddZeros < pairs * 0.05) return "utf-16be";
  return null;
}

/** The 1-based line of the first character `bad` finds in `text`, or null when there is none. */
function rowOf(text: string, bad: (character: string) => boolean): number | null {
  let row = 1;
  for (const character of text) {
    if (bad(character)) return row;
    if (character === "\n") row++;
  }
  return null;
}

function unreadable(row: number): DecodedText {
  return {
    ok: false,
    row,
    message: `Row ${row} has characters that could not be read. Save the file as "CSV UTF-8" and import it again.`,
  };
}

/** An uploaded file's text: UTF-8 (with or without its mark), UTF-16 (either byte order), or Windows-1252. */
export function decodeUploadedText(bytes: Uint8Array): DecodedText {
  const marked =
    bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf
      ? "utf-8"
      : bytes[0] === 0xff && bytes[1] === 0xfe
        ? "utf-16le"
        : bytes[0] === 0xfe && bytes[1] === 0xff
          ? "utf-16be"
          : null;
  const candidates = marked ? [marked] : [utf16WithoutMark(bytes) ?? "utf-8", "windows-1252"];
  for (const encoding of candidates) {
    const text = decode(encoding, bytes, true);
    if (text === null) continue;
    const bad = (character: string) => character === REPLACEMENT || (encoding === "windows-1252" && C1_CONTROL.test(character));
    const row = rowOf(text, bad);
    if (row !== null) return unreadable(row);
    return { ok: true, text: text.replace(/^\uFEFF/, ""), encoding };
  }
  // Marked as UTF-8 or UTF-16 but not valid in it: name the first row that is not.
  const lenient = decode(marked ?? "utf-8", bytes, false) ?? "";
  return unreadable(rowOf(lenient, (character) => character === REPLACEMENT) ?? 1);
}
