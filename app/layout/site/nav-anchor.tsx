import type { ReactNode } from "react";
import { useLocation } from "react-router";

/**
 * A main-menu link: a plain anchor marked `aria-current="page"` on its own page and the pages
 * under it ("/" only on itself), as NavLink would. Public pages carry no client router (decision
 * 0121), so following it is an ordinary page load; NavLink's work on every render bought nothing.
 */
export function NavAnchor({ to, className, children }: { to: string; className: (active: boolean) => string; children: ReactNode }) {
  const { pathname } = useLocation();
  const active = pathname === to || (to !== "/" && pathname.startsWith(`${to}/`));
  return (
    <a href={to} aria-current={active ? "page" : undefined} className={className(active)}>
      {children}
    </a>
  );
}
