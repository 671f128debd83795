import { AuthRequestError, type AuthApi } from "./auth-api";
import { retryWithBackoff, type BackoffOptions } from "./backoff";
import type { SessionView } from "./schema";

/** Spec section 4. */
export type AuthState = "loading" | "signed-in" | "signed-out";
export type AuthEvent = "signed-in" | "signed-out" | "token-refreshed" | "password-recovery" | "user-updated";
export type AuthEventListener = (event: AuthEvent, session: SessionView | null) => void;

export interface AuthSnapshot {
  state: AuthState;
  session: SessionView | null;
}

function sameUser(a: SessionView, b: SessionView): boolean {
  return a.user.id === b.user.id && a.user.name === b.user.name && a.user.email === b.user.email && a.role === b.role;
}

/**
 * The browser's sign-in state, outside React so that it can be tested on its own. It starts
 * from what the server rendered (or "loading" when that is unknown), changes through sign-in,
 * sign-out and renewal, and announces each change to subscribers.
 */
export class AuthStore {
  private snapshot: AuthSnapshot;
  private readonly stateListeners = new Set<() => void>();
  private readonly eventListeners = new Set<AuthEventListener>();
  private renewing: Promise<void> | null = null;

  constructor(
    private readonly api: AuthApi,
    initial: SessionView | null | undefined,
    private readonly retry: BackoffOptions = {},
  ) {
    this.snapshot =
      initial === undefined ? { state: "loading", session: null } : { state: initial ? "signed-in" : "signed-out", session: initial };
  }

  getSnapshot = (): AuthSnapshot => this.snapshot;

  /** For useSyncExternalStore. */
  subscribeState = (listener: () => void): (() => void) => {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  };

  /** The spec's "subscribe to auth state": called with each session event. */
  onAuthEvent = (listener: AuthEventListener): (() => void) => {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  };

  private set(session: SessionView | null, event?: AuthEvent) {
    this.snapshot = { state: session ? "signed-in" : "signed-out", session };
    for (const listener of this.stateListeners) listener();
    if (event) this.announce(event);
  }

  /** Tells subscribers about an event that happened elsewhere (e.g. arriving by a password-reset link). */
  announce(event: AuthEvent) {
    for (const listener of this.eventListeners) listener(event, this.snapshot.session);
  }

  /** Takes on a session the server has just reported (a page's loader data), announcing what changed. */
  sync(session: SessionView | null) {
    const before = this.snapshot.session;
    if (!before && !session) {
      if (this.snapshot.state === "loading") this.set(null);
      return;
    }
    if (!before) return this.set(session, "signed-in");
    if (!session) return this.set(null, "signed-out");
    if (before.user.id !== session.user.id) return this.set(session, "signed-in");
    if (!sameUser(before, session)) return this.set(session, "user-updated");
    if (before.expiresAt !== session.expiresAt) return this.set(session, "token-refreshed");
  }

  /** Asks the server, retrying transient failures with backoff (200 ms, doubling). */
  private fetchSession(): Promise<SessionView | null> {
    return retryWithBackoff(() => this.api.getSession(), {
      ...this.retry,
      shouldRetry: (e) => e instanceof AuthRequestError && e.transient,
    });
  }

  /** Resolves the "loading" state. */
  async load(): Promise<void> {
    if (this.snapshot.state !== "loading") return;
    try {
      this.sync(await this.fetchSession());
    } catch {
      this.set(null);
    }
  }

  /**
   * Renews the session while it is in use: the server extends it and refreshes the cookie.
   * Concurrent calls share one request. A session that has ended signs the browser out.
   */
  renew(): Promise<void> {
    this.renewing ??= this.fetchSession()
      .then((session) => this.sync(session))
      .catch(() => {
        // Still failing after every retry: keep the current state; the next use tries again.
      })
      .finally(() => {
        this.renewing = null;
      });
    return this.renewing;
  }

  async signIn(email: string, password: string): Promise<SessionView> {
    const session = await this.api.signIn(email, password);
    this.set(session, "signed-in");
    return session;
  }

  async signOut(): Promise<void> {
    await this.api.signOut();
    this.set(null, "signed-out");
  }
}
