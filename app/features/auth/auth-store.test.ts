import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AuthRequestError, type AuthApi } from "./auth-api";
import { AuthStore, type AuthEvent } from "./auth-store";
import type { SessionView } from "./schema";

const session = (overrides: Partial<SessionView> = {}): SessionView => ({
  user: { id: "u1", name: "Mere Parata", email: "mere@example.co.nz" },
  role: "manager",
  isAdmin: true,
  expiresAt: "2030-01-01T00:00:00.000Z",
  ...overrides,
});

function fakeApi(overrides: Partial<AuthApi> = {}): AuthApi {
  return { getSession: vi.fn(), signIn: vi.fn(), signOut: vi.fn(), ...overrides };
}

function record(store: AuthStore) {
  const events: AuthEvent[] = [];
  store.onAuthEvent((event) => events.push(event));
  return events;
}

describe("AuthStore", () => {
  it("starts from the server's answer, or loading when there is none", () => {
    expect(new AuthStore(fakeApi(), session()).getSnapshot().state).toBe("signed-in");
    expect(new AuthStore(fakeApi(), null).getSnapshot().state).toBe("signed-out");
    expect(new AuthStore(fakeApi(), undefined).getSnapshot().state).toBe("loading");
  });

  it("moves from loading to signed-in, announcing it", async () => {
    const store = new AuthStore(fakeApi({ getSession: vi.fn().mockResolvedValue(session()) }), undefined);
    const events = record(store);
    await store.load();
    expect(store.getSnapshot()).toEqual({ state: "signed-in", session: session() });
    expect(events).toEqual(["signed-in"]);
  });

  it("signs in and out, telling subscribers and state listeners", async () => {
    const api = fakeApi({ signIn: vi.fn().mockResolvedValue(session()), signOut: vi.fn().mockResolvedValue(undefined) });
    const store = new AuthStore(api, null);
    const events = record(store);
    const changed = vi.fn();
    store.subscribeState(changed);
    await store.signIn("mere@example.co.nz", "secret-password");
    expect(store.getSnapshot().state).toBe("signed-in");
    await store.signOut();
    expect(store.getSnapshot()).toEqual({ state: "signed-out", session: null });
    expect(events).toEqual(["signed-in", "signed-out"]);
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it("keeps the state when sign-in fails", async () => {
    const store = new AuthStore(
      fakeApi({ signIn: vi.fn().mockRejectedValue(new AuthRequestError("The email or password is incorrect.", 401)) }),
      null,
    );
    await expect(store.signIn("a@b.nz", "x")).rejects.toThrow("The email or password is incorrect.");
    expect(store.getSnapshot().state).toBe("signed-out");
  });

  it("announces each kind of change the server reports", () => {
    const store = new AuthStore(fakeApi(), session());
    const events = record(store);
    store.sync(session({ expiresAt: "2030-01-02T00:00:00.000Z" }));
    store.sync(session({ expiresAt: "2030-01-02T00:00:00.000Z", user: { id: "u1", name: "Mere P.", email: "mere@example.co.nz" } }));
    store.sync(session({ expiresAt: "2030-01-02T00:00:00.000Z", user: { id: "u1", name: "Mere P.", email: "mere@example.co.nz" } }));
    store.sync(null);
    store.announce("password-recovery");
    expect(events).toEqual(["token-refreshed", "user-updated", "signed-out", "password-recovery"]);
  });

  it("stops announcing to a subscriber that has unsubscribed", () => {
    const store = new AuthStore(fakeApi(), session());
    const listener = vi.fn();
    const unsubscribe = store.onAuthEvent(listener);
    unsubscribe();
    store.sync(null);
    expect(listener).not.toHaveBeenCalled();
  });

  describe("renewal", () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it("retries a failed renewal after 200 ms, then 400 ms, and announces the refresh", async () => {
      const getSession = vi
        .fn()
        .mockRejectedValueOnce(new AuthRequestError("offline", 0))
        .mockRejectedValueOnce(new AuthRequestError("busy", 503))
        .mockResolvedValue(session({ expiresAt: "2030-01-03T00:00:00.000Z" }));
      const store = new AuthStore(fakeApi({ getSession }), session());
      const events = record(store);
      const done = store.renew();
      await vi.advanceTimersByTimeAsync(0);
      expect(getSession).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(200);
      expect(getSession).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(399);
      expect(getSession).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(1);
      await done;
      expect(getSession).toHaveBeenCalledTimes(3);
      expect(events).toEqual(["token-refreshed"]);
    });

    it("shares one request between renewals asked for at once", async () => {
      const getSession = vi.fn().mockResolvedValue(session());
      const store = new AuthStore(fakeApi({ getSession }), session());
      await Promise.all([store.renew(), store.renew()]);
      expect(getSession).toHaveBeenCalledTimes(1);
    });

    it("signs out when the session has ended on the server", async () => {
      const store = new AuthStore(fakeApi({ getSession: vi.fn().mockResolvedValue(null) }), session());
      const events = record(store);
      await store.renew();
      expect(store.getSnapshot().state).toBe("signed-out");
      expect(events).toEqual(["signed-out"]);
    });
  });
});
