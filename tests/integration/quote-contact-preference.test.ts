import { describe, expect, it } from "vitest";
import { postQuote, queryAfterStop, validQuote } from "../helpers/quote";
import { useTestServer } from "../helpers/suite";

/*
 * Issue 43, item 1: "How should we keep you posted?" on the quote form. The answer is kept on the
 * customer the request is filed under; left out, the customer hears by email; anything but
 * email, text or both is refused with the field's message and nothing is stored.
 */
const suite = useTestServer({ env: { QUOTE_MIN_FILL_MS: "0", SEED_DEMO: "false" } });

describe("the customer's contact preference from the quote form", () => {
  it("keeps text for one customer and email (the default) for another, and refuses an unknown choice", async () => {
    const texted = await postQuote(
      suite.server.url,
      validQuote({ email: "texts@example.co.nz", phone: "021 555 0301", contactPreference: "text" }),
    );
    expect(texted.status).toBe(201);
    const plain = await postQuote(suite.server.url, validQuote({ email: "emails@example.co.nz", phone: "021 555 0302" }));
    expect(plain.status).toBe(201);
    const pigeon = await postQuote(
      suite.server.url,
      validQuote({ email: "pigeon@example.co.nz", phone: "021 555 0303", contactPreference: "pigeon" }),
    );
    expect(pigeon.status).toBe(400);
    expect(pigeon.body.fields?.contactPreference).toBe("How we keep you posted must be email, text or both");

    const rows = await queryAfterStop<{ email: string; preference: string }>(
      suite.server,
      `select l.email, c.contact_preference as preference from leads l join customers c on c.id = l.customer_id order by l.id`,
    );
    expect(rows).toEqual([
      { email: "texts@example.co.nz", preference: "text" },
      { email: "emails@example.co.nz", preference: "email" },
    ]);
  });
});
