import type { SessionView } from "./schema";

/** A failed call to /api/auth, with the server's words for the person at the keyboard. */
export class AuthRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryAt?: string,
  ) {
    super(message);
  }

  /** Worth trying again by itself: the network, the server having a moment, or a rate limit. */
  get transient(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

export interface AuthApi {
  getSession(): Promise<SessionView | null>;
  signIn(email: string, password: string): Promise<SessionView>;
  signOut(): Promise<void>;
}

const OFFLINE = "We could not reach the server. Please check your connection and try again.";

async function call<T>(fetchFn: typeof fetch, path: string, init?: { body: unknown }): Promise<T> {
  let response: Response;
  try {
    response = await fetchFn(path, {
      method: init ? "POST" : "GET",
      credentials: "same-origin",
      headers: init ? { "content-type": "application/json", accept: "application/json" } : { accept: "application/json" },
      body: init ? JSON.stringify(init.body) : undefined,
    });
  } catch {
    throw new AuthRequestError(OFFLINE, 0);
  }
  const body = (await response.json().catch(() => ({}))) as { error?: string; retryAt?: string } & T;
  if (!response.ok) throw new AuthRequestError(body.error ?? "Something went wrong. Please try again.", response.status, body.retryAt);
  return body;
}

/** The browser's side of /api/auth (app/server/api/auth.ts). The session itself stays in an httpOnly cookie. */
export function createAuthApi(fetchFn: typeof fetch = (...args) => fetch(...args)): AuthApi {
  return {
    getSession: async () => (await call<{ session: SessionView | null }>(fetchFn, "/api/auth/session")).session,
    signIn: async (email, password) =>
      (await call<{ session: SessionView }>(fetchFn, "/api/auth/sign-in/email", { body: { email, password } })).session,
    signOut: async () => void (await call(fetchFn, "/api/auth/sign-out", { body: {} })),
  };
}
