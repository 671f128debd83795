import { describe, expect, it } from "vitest";
import { safeText } from "./safe-text";
import { safeTextMini } from "./safe-text-mini";
import { hasControlCharacters, hasLoneSurrogates } from "./text-safety";
import { zm } from "./zod-mini";

describe("safe text", () => {
  it.each(["\u0000", "a\u0000b", "\u0007", "\u001b[31m", "\u007f", "\u0085", "\u000b", "\u000c"])(
    "finds the control character in %j",
    (value) => {
      expect(hasControlCharacters(value)).toBe(true);
    },
  );

  it.each(["plain", "two\nlines", "windows\r\nlines", "a\ttab", "Māori and emoji 🙂", "\u00a0non-breaking"])("lets %j through", (value) => {
    expect(hasControlCharacters(value)).toBe(false);
  });

  it("refuses a NUL with the field's message, and keeps the field's other rules", () => {
    const name = safeText("Name").trim().min(1, "Name is required");
    expect(name.safeParse("Kiri\u0000").error?.issues[0].message).toBe("Name cannot contain control characters");
    expect(name.safeParse("   ").error?.issues[0].message).toBe("Name is required");
    expect(name.parse("  Kiri  ")).toBe("Kiri");
  });

  it.each(["\ud800", "a\udfffb", "end\udbff", "\udc00start", "🙂\ud83d", "\ude42🙂"])("finds the lone surrogate in %j", (value) => {
    expect(hasLoneSurrogates(value)).toBe(true);
  });

  it.each(["plain", "Māori", "🙂", "a🙂b🙂", "\ud83d\ude42"])("lets the whole characters of %j through", (value) => {
    expect(hasLoneSurrogates(value)).toBe(false);
  });

  it("refuses half a character with the field's message, whatever else is around it", () => {
    const name = safeText("Name").trim().min(1, "Name is required");
    expect(name.safeParse("Kiri\ud800").error?.issues[0].message).toBe("Name contains a broken character: please type it again");
    expect(name.safeParse("\udc00 Kiri 🙂").error?.issues[0].message).toBe("Name contains a broken character: please type it again");
    expect(name.parse(" Kiri 🙂 ")).toBe("Kiri 🙂");
  });

  it("refuses the same values in the same words in zod/mini as in classic zod", () => {
    const classic = safeText("Name").trim().min(1, "Name is required");
    const mini = safeTextMini("Name").check(zm.trim(), zm.minLength(1, "Name is required"));
    for (const value of ["Kiri\u0000", "Kiri\ud800", "\udc00 Kiri 🙂", "   ", "  Kiri  ", " Kiri 🙂 ", 12, null]) {
      const [a, b] = [classic.safeParse(value), mini.safeParse(value)];
      expect(b.success, JSON.stringify(value)).toBe(a.success);
      expect(b.data).toBe(a.data);
      expect(b.error?.issues.map((issue) => issue.message)).toEqual(a.error?.issues.map((issue) => issue.message));
    }
  });
});
