import { describe, expect, it } from "vitest";
import { MAX_RECORD_ID, parseRecordId, recordIdField, routeId } from "./record-id";

describe("record ids", () => {
  it("reads a plain whole number from 1 to 2147483647", () => {
    expect(parseRecordId("1")).toBe(1);
    expect(parseRecordId(String(MAX_RECORD_ID))).toBe(MAX_RECORD_ID);
  });

  it.each(["0", "2147483648", "9999999999", "99999999999999999999", "-1", "+1", "01", "1.5", "1e3", " 1", "", "abc", "0x10", "1\u0000"])(
    "refuses %j",
    (value) => {
      expect(parseRecordId(value)).toBeUndefined();
    },
  );

  it("refuses what is not text", () => {
    expect(parseRecordId(1)).toBeUndefined();
    expect(parseRecordId(undefined)).toBeUndefined();
  });

  it("throws a 404 for a route parameter out of range", () => {
    expect(routeId("42")).toBe(42);
    let thrown: unknown;
    try {
      routeId("2147483648", "There is no tradie with that number.");
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ init: { status: 404 }, data: { message: "There is no tradie with that number." } });
  });

  it("gives a form field's message for an id out of range", () => {
    const field = recordIdField("Choose a tradie from the list.");
    expect(field.safeParse("7")).toMatchObject({ success: true, data: 7 });
    expect(field.safeParse("2147483648").error?.issues[0].message).toBe("Choose a tradie from the list.");
  });
});
