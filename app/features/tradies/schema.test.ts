import { describe, expect, it } from "vitest";
import { fieldErrors } from "~/lib/field-errors";
import { tradieFormSchema, tradieFormValues } from "./schema";

const schema = tradieFormSchema({ trades: ["Plumbing", "Roofing"], areas: [{ name: "North Shore", suburbs: ["Takapuna"] }] });

function form(overrides: Record<string, string | string[]> = {}): FormData {
  const data = new FormData();
  const base = {
    name: "Aroha Ngata",
    trades: ["Plumbing"],
    areas: ["North Shore"],
    bio: "Certifying plumber.",
    yearsExperience: "14",
    reviewCount: "3",
    jobsCompleted: "10",
    ...overrides,
  };
  for (const [k, v] of Object.entries(base)) for (const x of Array.isArray(v) ? v : [v]) data.append(k, x);
  return data;
}

describe("the admin tradie schema", () => {
  it("fills in the optional fields as null and keeps licence expiry dates", () => {
    const parsed = schema.parse(
      tradieFormValues(form({ pgdbNumber: "pgdb 21457", pgdbExpiresOn: "2027-03-31", insuranceExpiresOn: "2027-01-31", rating: "4.8" })),
    );
    expect(parsed).toMatchObject({
      businessName: null,
      email: null,
      mobile: null,
      rating: 4.8,
      insuranceExpiresOn: "2027-01-31",
      licences: [{ kind: "pgdb", number: "PGDB 21457", expiresOn: "2027-03-31" }],
    });
  });

  it.each([
    [{ name: "" }, "name", "Name is required"],
    [{ email: "nope" }, "email", "Enter a valid email address, like name@example.co.nz"],
    [{ insuranceExpiresOn: "2027-02-30" }, "insuranceExpiresOn", "Insurance expiry date must be a real date"],
    [{ lbpExpiresOn: "2027-01-01" }, "lbpNumber", "Enter the LBP number for this expiry date"],
    [{ rating: "5.5" }, "rating", "Rating must be a number from 0 to 5, like 4.8, or blank"],
    [{ reviewCount: "-1" }, "reviewCount", "Enter review count as a whole number, like 12"],
    [{ bio: "" }, "bio", "Short bio is required"],
  ])("%j gives %s the message %j", (overrides, field, message) => {
    const parsed = schema.safeParse(tradieFormValues(form(overrides)));
    expect(parsed.success ? {} : fieldErrors(parsed.error)).toMatchObject({ [field]: message });
  });
});
