import { Menu } from "@lucide/icons";
import { Icon } from "~/components/ui/icon";
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { Link, NavLink, useLocation, useNavigate, useNavigation } from "react-router";
import { Logo } from "~/components/ui/logo";
import { Spinner } from "~/components/ui/spinner";
import { useAuth } from "~/features/auth/auth-context";
import { SignOutButton } from "~/features/auth/components/sign-out-button";
import { loginUrl } from "~/features/auth/redirect";
import { ROLE_LABELS } from "~/features/auth/roles";
import { cn } from "~/lib/cn";
import { adminNavFor } from "./admin-nav";
import { usePendingSkeleton } from "./pending-page";

// The phone menu's dialog (Radix and its focus and scroll locks, about 12 KB gzipped) is fetched
// when the menu button is first pointed at or focused, not with every staff page (issue 47).
const menuModule = () => import("./admin-menu");
const AdminMenu = lazy(menuModule);

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return (parts[0]?.[0] ?? "").concat(parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "").toUpperCase() || "?";
}

/** Things waiting on a page, by its address: unread texts on Messages. */
export type NavCounts = Readonly<Record<string, number>>;

function CountBadge({ count, active }: { count: number; active: boolean }) {
  return (
    <span
      className={cn(
        "ml-auto min-w-6 rounded-full px-1.5 py-0.5 text-center text-xs font-semibold",
        active ? "bg-white text-brand-800" : "bg-brand-700 text-white",
      )}
    >
      {count}
      <span className="sr-only"> unread</span>
    </span>
  );
}

function AdminNavList({ counts, onNavigate }: { counts: NavCounts; onNavigate?: () => void }) {
  const { role } = useAuth();
  return (
    <ul className="space-y-1">
      {adminNavFor(role).map(({ to, label, icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                "flex items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium transition-colors",
                isActive ? "bg-brand-700 text-white" : "text-ink hover:bg-brand-50 hover:text-brand-800",
              )
            }
          >
            {({ isActive }) => (
              <>
                <Icon icon={icon} className="size-5 shrink-0" />
                {label}
                {counts[to] ? <CountBadge count={counts[to]} active={isActive} /> : null}
              </>
            )}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function SignedInUser({ onSigningOut }: { onSigningOut: () => void }) {
  const { user, role } = useAuth();
  if (!user) return null;
  return (
    <div className="border-t border-slate-200 pt-4">
      <div className="flex items-center gap-3 px-1">
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-100 font-semibold text-brand-800"
        >
          {initials(user.name)}
        </span>
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-ink">{user.name}</p>
          <p className="truncate text-xs text-muted">{user.email}</p>
          {role ? <p className="mt-0.5 text-xs font-medium text-brand-700">{ROLE_LABELS[role]}</p> : null}
        </div>
      </div>
      <SignOutButton className="mt-3 w-full" onSigningOut={onSigningOut} />
    </div>
  );
}

function Brand({ businessName }: { businessName: string }) {
  return (
    <Link to="/admin/dashboard" className="flex items-center gap-2" aria-label={`${businessName} admin home`}>
      <Logo name={businessName} />
    </Link>
  );
}

/**
 * The admin area's frame: a sidebar on wide screens, a top bar with a slide-out menu on
 * phones, the signed-in person and sign out. When the session ends while a page is open,
 * it goes to the sign-in page, which brings the person back here afterwards.
 */
export function AdminShell({ businessName, counts = {}, children }: { businessName: string; counts?: NavCounts; children: ReactNode }) {
  const auth = useAuth();
  const navigation = useNavigation();
  const location = useLocation();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const signingOut = useRef(false);
  const here = location.pathname + location.search;

  const { subscribe } = auth;
  useEffect(
    () =>
      subscribe((event) => {
        if (event === "signed-out" && !signingOut.current) void navigate(loginUrl(here), { replace: true });
      }),
    [subscribe, navigate, here],
  );

  const onSigningOut = () => {
    signingOut.current = true;
  };
  const switchingPage = navigation.state === "loading" && navigation.location.pathname.startsWith("/admin/");
  // A skeleton on screen announces its own loading (PendingPage); the pill would say it twice. The
  // pill shows while a skeleton's code is still coming (the first time), so a click is answered.
  const skeletonShown = usePendingSkeleton() !== null;
  const showSpinner = switchingPage && !skeletonShown;
  const ready = auth.state === "signed-in" && auth.isAdmin;
  const waiting = Object.values(counts).reduce((sum, n) => sum + n, 0);

  return (
    <div className="min-h-dvh bg-slate-50">
      <aside className="fixed inset-y-0 left-0 hidden w-64 flex-col border-r border-slate-200 bg-white px-4 py-5 lg:flex">
        <Brand businessName={businessName} />
        <p className="mt-1 pl-11 text-xs font-semibold tracking-wide text-muted uppercase">Admin</p>
        <nav aria-label="Admin" className="mt-6 flex-1 overflow-y-auto">
          <AdminNavList counts={counts} />
        </nav>
        <SignedInUser onSigningOut={onSigningOut} />
      </aside>

      <div className="flex min-h-dvh flex-col lg:pl-64">
        <header className="sticky top-0 z-30 flex h-16 items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 lg:hidden">
          <Brand businessName={businessName} />
          <button
            type="button"
            className="relative inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-brand-50"
            aria-label={waiting ? `Open admin menu (${waiting} unread)` : "Open admin menu"}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onPointerEnter={() => void menuModule()}
            onFocus={() => void menuModule()}
            onClick={() => {
              setMenuWanted(true);
              setMenuOpen(true);
            }}
          >
            <Icon icon={Menu} aria-hidden="true" className="size-6" />
            {waiting ? <span aria-hidden="true" className="absolute top-2 right-2 size-2.5 rounded-full bg-red-600" /> : null}
          </button>
          {menuWanted ? (
            <Suspense>
              <AdminMenu open={menuOpen} onOpenChange={setMenuOpen}>
                <nav aria-label="Admin" className="flex-1">
                  <AdminNavList counts={counts} onNavigate={() => setMenuOpen(false)} />
                </nav>
                <div className="mt-6">
                  <SignedInUser onSigningOut={onSigningOut} />
                </div>
              </AdminMenu>
            </Suspense>
          ) : null}
        </header>

        <main id="main" tabIndex={-1} aria-busy={switchingPage || !ready} className="relative flex-1 focus:outline-none">
          {showSpinner ? (
            <div className="pointer-events-none absolute inset-x-0 top-4 z-20 flex justify-center">
              <div className="rounded-full bg-white px-4 py-2 shadow-lg ring-1 ring-brand-100">
                <Spinner label="Loading" />
              </div>
            </div>
          ) : null}
          {ready ? (
            children
          ) : (
            <div className="grid min-h-[50vh] place-items-center">
              <Spinner label="Checking your sign-in" />
            </div>
          )}
        </main>
      </div>
    </div>
  );
}
