import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { backoffDelay, retryWithBackoff } from "./backoff";

describe("backoffDelay", () => {
  it("starts at 200 ms and doubles, up to the cap", () => {
    expect([0, 1, 2, 3, 4].map((n) => backoffDelay(n))).toEqual([200, 400, 800, 1600, 3200]);
    expect(backoffDelay(20)).toBe(30_000);
  });
});

describe("retryWithBackoff", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("waits 200 ms, then 400 ms, then 800 ms between tries", async () => {
    const task = vi
      .fn()
      .mockRejectedValueOnce(new Error("1"))
      .mockRejectedValueOnce(new Error("2"))
      .mockRejectedValueOnce(new Error("3"))
      .mockResolvedValue("ok");
    const result = retryWithBackoff(task);
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(199);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(399);
    expect(task).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(799);
    expect(task).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe("ok");
    expect(task).toHaveBeenCalledTimes(4);
  });

  it("gives up after the last try with the last error", async () => {
    const task = vi.fn().mockRejectedValue(new Error("down"));
    const result = retryWithBackoff(task, { maxAttempts: 3 });
    const settled = expect(result).rejects.toThrow("down");
    await vi.advanceTimersByTimeAsync(200 + 400);
    await settled;
    expect(task).toHaveBeenCalledTimes(3);
  });

  it("does not retry errors that will not go away", async () => {
    const task = vi.fn().mockRejectedValue(new Error("wrong password"));
    await expect(retryWithBackoff(task, { shouldRetry: () => false })).rejects.toThrow("wrong password");
    expect(task).toHaveBeenCalledTimes(1);
  });
});
