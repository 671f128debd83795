/**
 * How many SMS segments a text takes, as carriers bill it (3GPP TS 23.038): a text entirely in
 * the GSM-7 alphabet fits 160 characters in one segment and 153 in each of several (the
 * extension characters such as € and { take two); any other character makes the whole text
 * UCS-2, 70 in one segment and 67 in each of several (counted in UTF-16 units, so an emoji is two).
 */
const GSM_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM_EXTENDED = "^{}\\[~]|€\f";
const basic = new Set(GSM_BASIC);
const extended = new Set(GSM_EXTENDED);

export interface SegmentCount {
  encoding: "GSM-7" | "UCS-2";
  /** Characters as the encoding counts them (septets for GSM-7, UTF-16 units for UCS-2). */
  characters: number;
  segments: number;
}

export function segmentCount(body: string): SegmentCount {
  let septets = 0;
  for (const char of body) {
    if (basic.has(char)) septets += 1;
    else if (extended.has(char)) septets += 2;
    else {
      const units = body.length;
      return { encoding: "UCS-2", characters: units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
    }
  }
  return { encoding: "GSM-7", characters: septets, segments: septets <= 160 ? 1 : Math.ceil(septets / 153) };
}

/** "58 characters, 1 segment (GSM-7)": the count shown beside a text as it is typed. */
export function segmentSummary({ characters, segments, encoding }: SegmentCount): string {
  return `${characters} characters, ${segments} ${segments === 1 ? "segment" : "segments"} (${encoding})`;
}
