import { describe, expect, it } from "vitest";
import { issueAccessTokens, resolveAccessToken } from "~/features/access-links/tokens.server";
import { useMigratedDatabase } from "../helpers/suite";

/*
 * Sign-in-free links (DESIGN.md; docs/decisions/0178): 256 random bits in 43 characters, and
 * 128 bits in 22 for a link that goes in a text, so a quote's text fits one SMS segment. A token
 * of any other length is no link.
 */
const database = useMigratedDatabase();
const db = () => database.handle.db;
const IN_A_WEEK = new Date(Date.now() + 7 * 86_400_000);

describe("a link's token", () => {
  it("is 43 characters, or 22 in a text, one of its own per link, each opening only its own record", async () => {
    const [emailed, texted, otherInvoice] = await db().transaction((tx) =>
      issueAccessTokens(tx, [
        { purpose: "quote", subjectId: 11, expiresAt: IN_A_WEEK },
        { purpose: "quote", subjectId: 11, expiresAt: IN_A_WEEK, forText: true },
        { purpose: "invoice", subjectId: 12, expiresAt: IN_A_WEEK, forText: true },
      ]),
    );
    expect(emailed).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const token of [texted, otherInvoice]) expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(texted).not.toBe(otherInvoice);
    for (const token of [emailed, texted]) expect(await resolveAccessToken(db(), "quote", token)).toEqual({ subjectId: 11 });
    expect(await resolveAccessToken(db(), "invoice", otherInvoice)).toEqual({ subjectId: 12 });
    expect(await resolveAccessToken(db(), "invoice", texted)).toBeNull();
  });

  it("refuses a token of any other length, or with a character a token never has", async () => {
    const [emailed, texted] = await db().transaction((tx) =>
      issueAccessTokens(tx, [
        { purpose: "invoice", subjectId: 21, expiresAt: IN_A_WEEK },
        { purpose: "invoice", subjectId: 22, expiresAt: IN_A_WEEK, forText: true },
      ]),
    );
    for (const wrong of [
      emailed.slice(1),
      `${emailed}A`,
      texted.slice(1),
      `${texted}A`,
      `${texted.slice(0, 21)}\u0000`,
      `${texted.slice(0, 21)}=`,
    ])
      expect(await resolveAccessToken(db(), "invoice", wrong), wrong).toBeNull();
  });
});
