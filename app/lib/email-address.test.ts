import { describe, expect, it } from "vitest";
import { emailKey } from "./email-address";

describe("emailKey", () => {
  it("gives one form for the ways one address is typed, and keeps two people's apart", () => {
    expect(emailKey("  Mere.Tane@Example.CO.NZ ")).toBe("mere.tane@example.co.nz");
    expect(emailKey("mere.tane@example.co.nz")).toBe("mere.tane@example.co.nz");
    expect(emailKey("Hemi@example.co.nz")).toBe("hemi@example.co.nz");
    expect(emailKey("Hemi@example.co.nz")).not.toBe(emailKey("Mere.Tane@example.co.nz"));
  });
});
