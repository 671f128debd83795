import { describe, expect, it } from "vitest";
import { fieldErrors } from "~/lib/field-errors";
import { applicationFormValues, applicationSchema } from "./schema";

const choices = {
  trades: ["Plumbing", "Electrical", "Carpentry"],
  areas: [
    { name: "North Shore", suburbs: ["Takapuna", "Albany"] },
    { name: "West Auckland", suburbs: ["Henderson", "Titirangi"] },
  ],
};
const schema = applicationSchema(choices);

function form(overrides: Record<string, string | string[] | null> = {}): FormData {
  const base: Record<string, string | string[] | null> = {
    fullName: "  Rangi Parata ",
    email: "rangi@example.co.nz",
    mobile: "021 555 0199",
    businessName: "Parata Building",
    nzbn: "",
    trades: ["Carpentry"],
    areas: ["North Shore"],
    suburbs: [],
    yearsExperience: "12",
    lbpNumber: "bp  123456",
    ewrbNumber: "",
    pgdbNumber: "",
    publicLiability: "yes",
    about: "We build decks, fences and pergolas across the North Shore.",
    consentContact: "yes",
    consentPrivacy: "yes",
    consentCriminalCheck: "yes",
    ...overrides,
  };
  const data = new FormData();
  for (const [key, value] of Object.entries(base)) {
    if (value === null) continue;
    for (const v of Array.isArray(value) ? value : [value]) data.append(key, v);
  }
  return data;
}

const errorsOf = (data: FormData) => {
  const parsed = schema.safeParse(applicationFormValues(data));
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe("the application schema", () => {
  it("accepts a complete application and normalises it", () => {
    const parsed = schema.parse(applicationFormValues(form({ suburbs: ["Henderson"], nzbn: "9429 0412 34567" })));
    expect(parsed).toMatchObject({
      fullName: "Rangi Parata",
      mobile: "+64215550199",
      nzbn: "9429041234567",
      areas: ["North Shore", "West Auckland"],
      suburbs: ["Henderson"],
      yearsExperience: 12,
      licences: [{ kind: "lbp", number: "BP 123456" }],
      hasPublicLiability: true,
    });
  });

  it.each([
    [{ fullName: "" }, "fullName", "Full name is required"],
    [{ fullName: "x".repeat(101) }, "fullName", "Full name must be less than 100 characters"],
    [{ email: "not-an-email" }, "email", "Enter a valid email address, like name@example.co.nz"],
    [{ mobile: "09 280 4471" }, "mobile", "Enter a New Zealand mobile number, like 021 123 4567"],
    [{ businessName: null }, "businessName", "Business name is required"],
    [{ nzbn: "12345" }, "nzbn", "An NZBN is 13 digits, like 9429041234567"],
    [{ trades: [] }, "trades", "Choose at least one trade"],
    [{ trades: ["Astrology"] }, "trades", "Choose your trades from the list"],
    [{ areas: [] }, "areas", "Choose at least one area"],
    [{ areas: ["Hamilton"] }, "areas", "Choose areas from the list"],
    [{ suburbs: ["Nowhere"] }, "suburbs", "Choose suburbs from the list"],
    [{ yearsExperience: "ten" }, "yearsExperience", "Enter years of experience as a whole number, like 8"],
    [{ yearsExperience: "61" }, "yearsExperience", "Years of experience must be 60 or fewer"],
    [{ lbpNumber: "<script>" }, "lbpNumber", "Enter the number as it appears on your licence card, using letters, digits and spaces"],
    [{ publicLiability: null }, "publicLiability", "Tell us whether you have public liability insurance"],
    [{ publicLiability: "maybe" }, "publicLiability", "Tell us whether you have public liability insurance"],
    [{ about: "Too short" }, "about", "Tell us a little more about your business (at least 30 characters)"],
    [{ consentContact: null }, "consentContact", "Please agree to us contacting you about your application"],
    [{ consentPrivacy: null }, "consentPrivacy", "Please agree to the privacy statement"],
    [
      { consentCriminalCheck: "no" },
      "consentCriminalCheck",
      "Please consent to the criminal record check: we need it before we can approve any tradie",
    ],
  ])("%j gives %s the message %j", (overrides, field, message) => {
    expect(errorsOf(form(overrides))[field]).toBe(message);
  });

  it("counts a ticked suburb as covering its area", () => {
    const parsed = schema.parse(applicationFormValues(form({ areas: [], suburbs: ["Titirangi"] })));
    expect(parsed.areas).toEqual(["West Auckland"]);
  });

  it("says a file sent where text belongs must be text", () => {
    const data = form({ fullName: null });
    data.append("fullName", new Blob(["x"]), "name.txt");
    expect(errorsOf(data).fullName).toBe("Full name must be text");
  });
});
