import { afterEach, describe, expect, it, vi } from "vitest";
import { othersAround, requestArrived } from "./requests-in-flight.server";

afterEach(() => vi.useRealTimers());

describe("requests in flight", () => {
  it("counts requests until they close, and remembers the last arrival for a while", () => {
    vi.useFakeTimers({ toFake: ["performance"] });
    vi.advanceTimersByTime(10_000);
    const download = requestArrived();
    // The download itself is not "others".
    vi.advanceTimersByTime(2_000);
    expect(othersAround(1, 1_000)).toBe(false);

    const visitor = requestArrived();
    expect(othersAround(1, 1_000)).toBe(true);
    visitor();
    visitor(); // counted out once, however often called
    expect(othersAround(1, 1_000)).toBe(true); // arrived just now
    vi.advanceTimersByTime(1_001);
    expect(othersAround(1, 1_000)).toBe(false);
    download();
    expect(othersAround(0, 1_000)).toBe(false);
  });
});
