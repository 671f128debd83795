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
    jobsCompleted: "10",
    ...overrides,
  };
  for (const [k, v] of Object.entries(base)) for (const x of Array.isArray(v) ? v : [v]) data.append(k, x);
  return data;
}

describe("the admin tradie schema", () => {
  it("fills in the optional fields as null and keeps licence expiry dates; the rating is not the form's to set", () => {
    const parsed = schema.parse(
      tradieFormValues(form({ pgdbNumber: "pgdb 21457", pgdbExpiresOn: "2027-03-31", insuranceExpiresOn: "2027-01-31" })),
    );
    expect(parsed).toMatchObject({
      businessName: null,
      email: null,
      mobile: null,
      insuranceExpiresOn: "2027-01-31",
      licences: [{ kind: "pgdb", number: "PGDB 21457", expiresOn: "2027-03-31" }],
    });
    expect(schema.parse(tradieFormValues(form({ rating: "4.8", reviewCount: "99" })))).not.toHaveProperty("rating");
  });

  it.each([
    [{ name: "" }, "name", "Name is required"],
    [{ email: "nope" }, "email", "Enter a valid email address, like name@example.co.nz"],
    [{ insuranceExpiresOn: "2027-02-30" }, "insuranceExpiresOn", "Insurance expiry date must be a real date"],
    [{ lbpExpiresOn: "2027-01-01" }, "lbpNumber", "Enter the LBP number for this expiry date"],
    [{ jobsCompleted: "-1" }, "jobsCompleted", "Enter jobs completed as a whole number, like 40"],
    [{ bio: "" }, "bio", "Short bio is required"],
  ])("%j gives %s the message %j", (overrides, field, message) => {
    const parsed = schema.safeParse(tradieFormValues(form(overrides)));
    expect(parsed.success ? {} : fieldErrors(parsed.error)).toMatchObject({ [field]: message });
  });
});
