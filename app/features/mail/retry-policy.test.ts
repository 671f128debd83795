import { describe, expect, it } from "vitest";
import { RETRY_FOR_MS, retryDelayMs } from "./retry-policy";

describe("the outbox's retry policy", () => {
  it("doubles from 10 seconds and stops growing at two hours", () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 0.5))).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(retryDelayMs(10, 0.5)).toBe(5_120_000);
    expect(retryDelayMs(11, 0.5)).toBe(2 * 60 * 60_000);
    expect(retryDelayMs(40, 0.5)).toBe(2 * 60 * 60_000);
  });

  it("spreads retries by up to 20% either way", () => {
    expect(retryDelayMs(1, 0)).toBe(8_000);
    expect(retryDelayMs(1, 0.999_999)).toBe(12_000);
  });

  it("keeps trying for a day, with many attempts in it", () => {
    let elapsed = 0;
    let attempts = 0;
    while (elapsed < RETRY_FOR_MS) elapsed += retryDelayMs(++attempts, 0.5);
    expect(RETRY_FOR_MS).toBe(86_400_000);
    expect(attempts).toBeGreaterThanOrEqual(15);
  });
});
