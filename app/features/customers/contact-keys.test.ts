import { describe, expect, it } from "vitest";
import { namesAgree } from "./contact-keys";

describe("names that agree", () => {
  it.each([
    ["Aroha Repeat", "Aroha R"],
    ["Aroha", "Aroha Repeat"],
    ["aroha  repeat", "AROHA REPEAT"],
    ["Mere-Ana Tūhoe", "mere ana tuhoe"],
    ["Hemi Te Whare", "Hemi Whare"],
  ])("%j and %j may be one person", (a, b) => {
    expect(namesAgree(a, b)).toBe(true);
    expect(namesAgree(b, a)).toBe(true);
  });

  it.each([
    ["Hemi Walker", "Mere Walker"],
    ["Aroha Smith", "Aroha Jones"],
    ["Ben", "Bella"],
    ["", "Aroha"],
  ])("%j and %j are two people", (a, b) => {
    expect(namesAgree(a, b)).toBe(false);
    expect(namesAgree(b, a)).toBe(false);
  });
});
