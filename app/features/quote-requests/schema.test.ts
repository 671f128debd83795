import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TIME_SLOTS } from "./constants";
import {
  leadCorrectionSchema,
  QUOTE_FIELDS_ERROR,
  quoteErrorBody,
  quoteRequestSchema,
  quoteSubmissionSchema,
  type QuoteRequest,
} from "./schema";

// 2026-03-10 09:00 in Auckland (NZDT, UTC+13).
const NOW = new Date("2026-03-09T20:00:00Z");

const VALID: QuoteRequest = {
  service: "Plumbing",
  preferredDate: "2026-03-12",
  preferredTime: "09:00 AM",
  name: "Aroha Smith",
  email: "aroha@example.co.nz",
  phone: "021 123 4567",
  address: "12 Ponsonby Road",
  suburb: "Ponsonby",
  message: "The kitchen tap drips all night.",
};

/** The first message zod gives for one field, or undefined when the value passes. */
function messageFor(field: keyof QuoteRequest, value: unknown): string | undefined {
  const result = quoteRequestSchema.safeParse({ ...VALID, [field]: value });
  if (result.success) return undefined;
  return result.error.issues.find((i) => i.path[0] === field)?.message;
}

function without(field: keyof QuoteRequest) {
  const { [field]: _, ...rest } = VALID;
  return rest;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe("a complete quote request", () => {
  it("passes and comes out trimmed", () => {
    const padded = Object.fromEntries(Object.entries(VALID).map(([k, v]) => [k, `  ${v}\n\t`]));
    expect(quoteRequestSchema.parse(padded)).toEqual(VALID);
  });
});

describe.each([
  ["service", "Service type is required", "Service type must be less than 100 characters", 100],
  ["name", "Name is required", "Name must be less than 100 characters", 100],
  ["address", "Address is required", "Address must be less than 500 characters", 500],
  ["suburb", "Suburb is required", "Suburb must be less than 100 characters", 100],
  ["message", "Message is required", "Message must be less than 1000 characters", 1000],
] as const)("%s", (field, required, tooLong, max) => {
  it("is required: missing, null, empty and blank all say so", () => {
    expect(quoteRequestSchema.safeParse(without(field)).error?.issues[0].message).toBe(required);
    expect(messageFor(field, null)).toBe(required);
    expect(messageFor(field, "")).toBe(required);
    expect(messageFor(field, "   \n ")).toBe(required);
  });

  it(`allows ${max - 1} and ${max} characters, not ${max + 1}`, () => {
    expect(messageFor(field, "x".repeat(max - 1))).toBeUndefined();
    expect(messageFor(field, "x".repeat(max))).toBeUndefined();
    expect(messageFor(field, "x".repeat(max + 1))).toBe(tooLong);
  });

  it("counts the length after trimming", () => {
    expect(messageFor(field, `   ${"x".repeat(max)}   `)).toBeUndefined();
  });

  it("says so when the value is not text", () => {
    expect(messageFor(field, 42)).toMatch(/ must be text$/);
    expect(messageFor(field, ["a"])).toMatch(/ must be text$/);
  });
});

describe("email", () => {
  it("is required", () => {
    expect(messageFor("email", "")).toBe("Email is required");
    expect(messageFor("email", "  ")).toBe("Email is required");
    expect(quoteRequestSchema.safeParse(without("email")).error?.issues[0].message).toBe("Email is required");
  });

  it.each(["plainaddress", "a@b", "@example.com", "jo@@example.com", "jo smith@example.com", "jo@example..com"])(
    "rejects %s as an invalid address",
    (email) => {
      expect(messageFor("email", email)).toBe("Invalid email address");
    },
  );

  it("accepts ordinary addresses, trimmed", () => {
    expect(messageFor("email", "  jo.smith+quotes@mail.example.co.nz ")).toBeUndefined();
  });

  it("allows 254 and 255 characters, not 256", () => {
    // A 64-character local part and a domain of 50-character labels ending in .nz.
    const address = (length: number) => {
      let domain = "nz";
      while (domain.length < length - 65) domain = `${"b".repeat(Math.min(50, length - 65 - domain.length - 1))}.${domain}`;
      return `${"a".repeat(64)}@${domain}`;
    };
    expect(address(255)).toHaveLength(255);
    expect(messageFor("email", address(254))).toBeUndefined();
    expect(messageFor("email", address(255))).toBeUndefined();
    expect(messageFor("email", address(256))).toBe("Email must be less than 255 characters");
  });
});

describe("phone (digits counted, not characters)", () => {
  it.each([
    ["", "Phone number must be at least 10 digits"],
    ["021 12345", "Phone number must be at least 10 digits"],
    ["0211234567", undefined],
    // Ten characters but eight digits: not a number anyone can call.
    ["  09 280 447  ", "Phone number must be at least 10 digits"],
    ["x".repeat(16), "Phone number must be at least 10 digits"],
    // New Zealand landlines have nine digits written locally.
    ["09 280 4471", undefined],
    ["(09) 280-4471", undefined],
    ["0800 123 456", undefined],
    ["+64 21 123 4567", undefined],
    ["+64 21 123 45678", undefined],
    ["+44 20 7946 0958", undefined],
    ["1234 5678 9012 3456", "Phone number must be less than 15 digits"],
    [`021 ${" ".repeat(30)}1234567`, "Phone number must be less than 15 digits"],
  ])("%j → %s", (phone, message) => {
    expect(messageFor("phone", phone)).toBe(message);
  });

  it("has boundaries at 9/10 and 15/16 digits", () => {
    expect(messageFor("phone", "1".repeat(9))).toBe("Phone number must be at least 10 digits");
    expect(messageFor("phone", "1".repeat(10))).toBeUndefined();
    expect(messageFor("phone", "1".repeat(15))).toBeUndefined();
    expect(messageFor("phone", "1".repeat(16))).toBe("Phone number must be less than 15 digits");
    expect(messageFor("phone", "1 2 3 4 5 6 7 8 9 0")).toBeUndefined();
  });
});

describe("preferredDate", () => {
  it("is required", () => {
    expect(messageFor("preferredDate", "")).toBe("Preferred date is required");
    expect(quoteRequestSchema.safeParse(without("preferredDate")).error?.issues[0].message).toBe("Preferred date is required");
  });

  it.each(["2026-02-30", "2026-13-01", "12/03/2026", "2026-3-12", "2026-03-12T00:00:00Z", "tomorrow"])(
    "rejects %s as not a real date",
    (day) => {
      expect(messageFor("preferredDate", day)).toBe("Preferred date must be a real date written as YYYY-MM-DD");
    },
  );

  it("accepts today and later in Auckland, not yesterday", () => {
    expect(messageFor("preferredDate", "2026-03-10")).toBeUndefined();
    expect(messageFor("preferredDate", "2028-02-29")).toBeUndefined();
    expect(messageFor("preferredDate", "2026-03-09")).toBe("Preferred date cannot be in the past");
  });

  it("uses Auckland's today, not UTC's: just after midnight in Auckland, the UTC day is still yesterday", () => {
    vi.setSystemTime(new Date("2026-03-10T11:30:00Z")); // 00:30 on 11 March in Auckland
    expect(messageFor("preferredDate", "2026-03-10")).toBe("Preferred date cannot be in the past");
    expect(messageFor("preferredDate", "2026-03-11")).toBeUndefined();
  });
});

describe("preferredTime", () => {
  it("is required", () => {
    expect(messageFor("preferredTime", "")).toBe("Preferred time is required");
  });

  it.each(TIME_SLOTS)("accepts the slot %s", (slot) => {
    expect(messageFor("preferredTime", slot)).toBeUndefined();
  });

  it.each(["07:00 AM", "07:00 PM", "9am", "09:30 AM"])("rejects %s, which is not a slot", (time) => {
    expect(messageFor("preferredTime", time)).toBe("Preferred time must be one of the listed times");
  });
});

describe("the whole body", () => {
  it("refuses unknown fields", () => {
    const result = quoteRequestSchema.safeParse({ ...VALID, admin: true });
    expect(result.success).toBe(false);
    expect(quoteErrorBody(result.error!)).toEqual({ error: 'Unknown field "admin": send only the quote request\'s fields.', fields: {} });
  });

  it("lets the submission carry the honeypot and the fill time, and nothing else extra", () => {
    expect(quoteSubmissionSchema.safeParse({ ...VALID, website: "", fillTimeMs: 4200 }).success).toBe(true);
    expect(quoteSubmissionSchema.safeParse({ ...VALID, fillTimeMs: "soon" }).error?.issues[0].message).toBe(
      "fillTimeMs must be a number of milliseconds",
    );
    expect(quoteSubmissionSchema.safeParse({ ...VALID, fillTimeMs: -1 }).error?.issues[0].message).toBe("fillTimeMs cannot be negative");
    expect(quoteSubmissionSchema.safeParse({ ...VALID, fillTimeMs: 1.5 }).error?.issues[0].message).toBe(
      "fillTimeMs must be a whole number",
    );
    expect(quoteSubmissionSchema.safeParse({ ...VALID, website: "", extra: 1 }).success).toBe(false);
  });

  it("gives one message per field, in the error body's shape", () => {
    const result = quoteRequestSchema.safeParse({ ...VALID, name: "", email: "nope", phone: "123" });
    expect(quoteErrorBody(result.error!)).toEqual({
      error: QUOTE_FIELDS_ERROR,
      fields: { name: "Name is required", email: "Invalid email address", phone: "Phone number must be at least 10 digits" },
    });
  });

  it.each([[null], [[]], ["text"], [7]])("explains that %j is not a quote request", (body) => {
    const result = quoteRequestSchema.safeParse(body);
    expect(quoteErrorBody(result.error!)).toEqual({ error: "The request body must be a JSON object with the quote request's fields." });
  });

  it("takes a corrected service only from the list: staff never file a lead under free text", () => {
    const { message: _message, ...correction } = VALID;
    expect(leadCorrectionSchema.safeParse({ ...correction, service: "Other" }).success).toBe(true);
    expect(leadCorrectionSchema.safeParse({ ...correction, service: "Gutter Cleaning" }).success).toBe(true);
    for (const service of ["Leaking tap in kitchen", "plumbing"])
      expect(leadCorrectionSchema.safeParse({ ...correction, service }).error?.issues[0].message).toBe("Choose a service from the list");
  });
});

describe("regular visits, sent beside the spec's fields", () => {
  it("takes each listed frequency, and leaves the request as once when it is not sent", () => {
    const weekly = quoteSubmissionSchema.safeParse({ ...VALID, service: "Lawn Care", visitsEvery: "week" });
    const sixMonthly = quoteSubmissionSchema.safeParse({ ...VALID, service: "Gutter Cleaning", visitsEvery: "6-months" });
    expect(weekly.success && weekly.data.visitsEvery).toBe("week");
    expect(sixMonthly.success && sixMonthly.data.visitsEvery).toBe("6-months");
    const once = quoteSubmissionSchema.safeParse(VALID);
    expect(once.success && once.data.visitsEvery).toBeUndefined();
  });

  it("refuses a frequency that is not listed, or not text, with its own message", () => {
    for (const visitsEvery of ["daily", "", 14, null, "Week"]) {
      const result = quoteSubmissionSchema.safeParse({ ...VALID, visitsEvery });
      expect(result.success, String(visitsEvery)).toBe(false);
      if (!result.success) expect(quoteErrorBody(result.error).fields?.visitsEvery).toBe("How often must be one of the listed choices");
    }
  });
});
