import { describe, expect, it } from "vitest";
import { MESSAGE_TEMPLATES, messageTemplate, requiredFields } from "./catalogue";
import { fieldsIn, fillFields } from "./fields";
import { wordingProblems, Wordings } from "./wording";

const reminder = messageTemplate("text-visit-reminder")!;
const quoteEmail = messageTemplate("email-quote-sent")!;

describe("named fields", () => {
  it("finds each field once, in order, and leaves braces that are not a name alone", () => {
    expect(fieldsIn("{a} {b_2} {a} { c } {} {d-e}")).toEqual(["a", "b_2"]);
  });

  it("fills the fields it has values for and leaves the rest as typed", () => {
    expect(fillFields("Hi {first_name}, {nope}", { first_name: "Ana" })).toBe("Hi Ana, {nope}");
    expect(fillFields("{with_tradie}.", { with_tradie: "" })).toBe(".");
  });
});

describe("what a save refuses", () => {
  it("names every unknown field, in the part it is in", () => {
    expect(wordingProblems(reminder, { subject: null, body: "{business_name} {frist_name} {x} Reply STOP" })).toEqual({
      body: expect.stringMatching(/^\{frist_name\}, \{x\} are not fields of this message\. Use only: \{business_name\}, /),
    });
    expect(wordingProblems(quoteEmail, { subject: "{quote_no}", body: "Hi {first_name}" })).toEqual({
      subject: expect.stringMatching(/^\{quote_no\} is not a field of this message\./),
    });
  });

  it("asks a text to keep its link, the business's name and how to opt out, and an email nothing it does not show", () => {
    const invoiceText = messageTemplate("text-invoice-sent")!;
    expect(requiredFields(invoiceText)).toEqual(["business_name", "link"]);
    expect(requiredFields(reminder)).toEqual(["business_name", "link"]);
    expect(requiredFields(quoteEmail)).toEqual([]);
    expect(wordingProblems(reminder, { subject: null, body: "{business_name}: see you soon. {link}" }).body).toMatch(
      /^Keep how to opt out/,
    );
    expect(wordingProblems(quoteEmail, { subject: "Quote", body: "Hi" })).toEqual({});
  });

  it("accepts every default as it is", () => {
    for (const template of MESSAGE_TEMPLATES)
      expect(
        wordingProblems(template, { subject: "subject" in template ? template.subject : null, body: template.body }),
        template.key,
      ).toEqual({});
  });
});

describe("the wordings as they stand", () => {
  it("uses staff's wording where saved and the default elsewhere, each filled with its own values", () => {
    const wordings = new Wordings(new Map([["text-visit-reminder", { subject: null, body: "{business_name}: hi {first_name}" }]]));
    expect(wordings.text("text-visit-reminder", { business_name: "Harbourside", first_name: "Ana" })).toBe("Harbourside: hi Ana");
    expect(wordings.text("text-visit-reminder", { business_name: "Harbourside", first_name: "Ben" })).toBe("Harbourside: hi Ben");
    expect(
      wordings.email("email-quote-sent", { business_name: "Harbourside", customer_name: "Ana Rua", quote_number: "Q-000007" }),
    ).toEqual({
      subject: "Your quote Q-000007 from Harbourside",
      body: "Kia ora Ana Rua,\n\nThanks for the chance to quote. Your quote Q-000007 is ready: you can read it, choose any optional items, download a PDF and accept it online.",
    });
  });
});
