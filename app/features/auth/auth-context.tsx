import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from "react";
import { createAuthApi, type AuthApi } from "./auth-api";
import { AuthStore, type AuthEventListener, type AuthState } from "./auth-store";
import type { StaffRole } from "./roles";
import type { SessionView } from "./schema";

export interface AuthContextValue {
  state: AuthState;
  user: SessionView["user"] | null;
  role: StaffRole | null;
  /** Spec section 4: true only for the roles admin and manager. */
  isAdmin: boolean;
  session: SessionView | null;
  signIn(email: string, password: string): Promise<SessionView>;
  signOut(): Promise<void>;
  /** Subscribes to the session events; returns the unsubscribe function. */
  subscribe(listener: AuthEventListener): () => void;
  /** For the reset-password page: someone has arrived through a recovery link. */
  announcePasswordRecovery(): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** The longest setTimeout delay browsers honour. */
const MAX_TIMER_MS = 2 ** 31 - 1;
const ACTIVITY_EVENTS = ["pointerdown", "keydown"] as const;

/**
 * Renews the session while someone is using the page (at most every `renewAfterMs`), and
 * checks again when it is due to end, so an idle screen signs itself out.
 */
function useSessionRenewal(store: AuthStore, session: SessionView | null, renewAfterMs: number) {
  useEffect(() => {
    if (!session) return;
    let lastRenewal = Date.now();
    const onActivity = () => {
      if (Date.now() - lastRenewal < renewAfterMs) return;
      lastRenewal = Date.now();
      void store.renew();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    const untilExpiry = Math.min(MAX_TIMER_MS, Math.max(0, Date.parse(session.expiresAt) - Date.now()) + 1000);
    const expiryCheck = window.setTimeout(() => void store.renew(), untilExpiry);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
      window.clearTimeout(expiryCheck);
    };
  }, [store, session, renewAfterMs]);
}

interface AuthProviderProps {
  /** The session the server saw when rendering; undefined when unknown (the state starts as "loading"). */
  initialSession?: SessionView | null;
  renewAfterMs: number;
  api?: AuthApi;
  children: ReactNode;
}

export function AuthProvider({ initialSession, renewAfterMs, api, children }: AuthProviderProps) {
  const [store] = useState(() => new AuthStore(api ?? createAuthApi(), initialSession));
  const snapshot = useSyncExternalStore(store.subscribeState, store.getSnapshot, store.getSnapshot);

  useEffect(() => {
    if (initialSession === undefined) void store.load();
    else store.sync(initialSession);
  }, [store, initialSession]);
  useSessionRenewal(store, snapshot.session, renewAfterMs);

  const value = useMemo<AuthContextValue>(
    () => ({
      state: snapshot.state,
      session: snapshot.session,
      user: snapshot.session?.user ?? null,
      role: snapshot.session?.role ?? null,
      isAdmin: snapshot.session?.isAdmin ?? false,
      signIn: (email, password) => store.signIn(email, password),
      signOut: () => store.signOut(),
      subscribe: store.onAuthEvent,
      announcePasswordRecovery: () => store.announce("password-recovery"),
    }),
    [store, snapshot],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The sign-in state; only inside <AuthProvider> (the admin area's layout provides it). */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value)
    throw new Error("useAuth() must be used inside <AuthProvider>. The admin area's layout (app/routes/admin/layout.tsx) provides it.");
  return value;
}
