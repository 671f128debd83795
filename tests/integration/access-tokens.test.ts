import { createHash, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { accessTokensTable } from "~/features/access-links/tables";
import { issueAccessTokens, resolveAccessToken } from "~/features/access-links/tokens.server";
import { useMigratedDatabase } from "../helpers/suite";

/*
 * Sign-in-free links (DESIGN.md; docs/decisions/0178): 128 random bits in 22 characters, so a
 * quote's text with its link fits one SMS segment; links issued before, 43 characters long, still
 * open; anything else is no link.
 */
const database = useMigratedDatabase();
const db = () => database.handle.db;
const IN_A_WEEK = new Date(Date.now() + 7 * 86_400_000);

describe("a link's token", () => {
  it("is 22 characters, one of its own per link, and opens only its own record", async () => {
    const [quote, invoice] = await db().transaction((tx) =>
      issueAccessTokens(tx, [
        { purpose: "quote", subjectId: 11, expiresAt: IN_A_WEEK },
        { purpose: "invoice", subjectId: 12, expiresAt: IN_A_WEEK },
      ]),
    );
    for (const token of [quote, invoice]) expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(quote).not.toBe(invoice);
    expect(await resolveAccessToken(db(), "quote", quote)).toEqual({ subjectId: 11 });
    expect(await resolveAccessToken(db(), "invoice", invoice)).toEqual({ subjectId: 12 });
    expect(await resolveAccessToken(db(), "invoice", quote)).toBeNull();
  });

  it("opens a link of 43 characters issued before, and refuses a token of any other length", async () => {
    const older = randomBytes(32).toString("base64url");
    await db()
      .insert(accessTokensTable)
      .values({
        purpose: "invoice",
        subjectId: 21,
        expiresAt: IN_A_WEEK,
        tokenHash: createHash("sha256").update(older).digest("base64url"),
      });
    expect(await resolveAccessToken(db(), "invoice", older)).toEqual({ subjectId: 21 });
    const [fresh] = await db().transaction((tx) => issueAccessTokens(tx, [{ purpose: "invoice", subjectId: 22, expiresAt: IN_A_WEEK }]));
    for (const wrong of [fresh.slice(1), `${fresh}A`, older.slice(1), `${older}A`, `${fresh.slice(0, 21)}\u0000`])
      expect(await resolveAccessToken(db(), "invoice", wrong)).toBeNull();
  });
});
