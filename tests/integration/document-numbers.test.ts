import { describe, expect, it } from "vitest";
import { takeDocumentNumber } from "~/features/documents/numbers.server";
import { useMigratedDatabase } from "../helpers/suite";

/*
 * Document numbers (issue 17, docs/decisions/0088): taken inside the document's transaction, one
 * sequence per kind, never the same number twice however many take one at once (on PostgreSQL
 * the pool's ten connections race), and no gap left by a transaction that rolled back.
 */
const database = useMigratedDatabase();

describe("document numbers", () => {
  it("gives 60 transactions at once 60 different, consecutive numbers", async () => {
    const taken = await Promise.all(
      Array.from({ length: 60 }, () =>
        database.handle.db.transaction(async (tx) => {
          const number = await takeDocumentNumber(tx, "Q");
          // Hold the transaction open a moment, as storing the quote would.
          await new Promise((resolve) => setTimeout(resolve, 2));
          return number;
        }),
      ),
    );
    const values = taken.map((t) => t.value).sort((a, b) => a - b);
    expect(values).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(new Set(taken.map((t) => t.number)).size).toBe(60);
    expect(taken.find((t) => t.value === 7)?.number).toBe("Q-000007");
  });

  it("keeps one sequence per kind, and gives back a number whose transaction rolled back", async () => {
    const first = await database.handle.db.transaction((tx) => takeDocumentNumber(tx, "INV"));
    expect(first.number).toBe("INV-000001");
    await expect(
      database.handle.db.transaction(async (tx) => {
        await takeDocumentNumber(tx, "INV");
        throw new Error("the invoice could not be stored");
      }),
    ).rejects.toThrow("the invoice could not be stored");
    const next = await database.handle.db.transaction((tx) => takeDocumentNumber(tx, "INV"));
    expect(next.number).toBe("INV-000002");
    const quote = await database.handle.db.transaction((tx) => takeDocumentNumber(tx, "Q"));
    expect(quote.number).toBe("Q-000061");
  });
});
