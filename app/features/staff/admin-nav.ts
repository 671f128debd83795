import { ClipboardList, HardHat, History, Inbox, LayoutDashboard, Settings, UserCog, Users, Wrench, type LucideIcon } from "lucide-react";

export interface AdminNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
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
  { to: "/admin/audit", label: "Audit trail", icon: History },
  { to: "/admin/account", label: "My account", icon: UserCog },
];
