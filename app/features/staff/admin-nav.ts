import { ClipboardList, HardHat, History, Inbox, LayoutDashboard, Settings, UserCog, Users, Wrench, type LucideIcon } from "lucide-react";
import { hasRole, type StaffRole } from "~/features/auth/roles";

export interface AdminNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** The least role that may open the page; unset means every staff member. */
  role?: StaffRole;
}

/** The admin area's pages, in sidebar order (spec section 2, plus staff and the person's own account). */
export const ADMIN_NAV: AdminNavItem[] = [
  { to: "/admin/dashboard", label: "Dashboard", icon: LayoutDashboard },
  { to: "/admin/leads", label: "Leads", icon: Inbox },
  { to: "/admin/tradies", label: "Tradies", icon: HardHat },
  { to: "/admin/applications", label: "Applications", icon: ClipboardList },
  { to: "/admin/services-management", label: "Services", icon: Wrench },
  { to: "/admin/settings", label: "Settings", icon: Settings },
  { to: "/admin/staff", label: "Staff", icon: Users },
  { to: "/admin/audit", label: "Audit trail", icon: History, role: "admin" },
  { to: "/admin/account", label: "My account", icon: UserCog },
];

/** The pages this person may open: a link that only leads to "forbidden" is not shown. */
export function adminNavFor(role: StaffRole | null | undefined): AdminNavItem[] {
  return ADMIN_NAV.filter((item) => hasRole(role, item.role));
}
