import {
  CalendarDays,
  ChartColumn,
  ClipboardList,
  CreditCard,
  Contact,
  FileText,
  Hammer,
  HardHat,
  History,
  Images,
  Inbox,
  LayoutDashboard,
  Mail,
  MessageSquareText,
  MapPinned,
  ReceiptText,
  Repeat,
  Settings,
  Star,
  Tags,
  UserCog,
  Users,
  Wrench,
  type LucideIconData,
  Clock,
} from "@lucide/icons";
import { can, type Permission } from "~/features/auth/permissions";
import type { StaffRole } from "~/features/auth/roles";

export interface AdminNavItem {
  to: string;
  label: string;
  icon: LucideIconData;
  /** The permission its page's loader asks for. */
  permission: Permission;
}

/** The admin area's pages, in sidebar order (spec section 2, plus staff and the person's own account). */
export const ADMIN_NAV: AdminNavItem[] = [
  { to: "/admin/dashboard", label: "Today", icon: LayoutDashboard, permission: "admin.enter" },
  { to: "/admin/leads", label: "Leads", icon: Inbox, permission: "leads.view" },
  { to: "/admin/customers", label: "Customers", icon: Contact, permission: "customers.view" },
  { to: "/admin/quotes", label: "Quotes", icon: FileText, permission: "quotes.view" },
  { to: "/admin/jobs", label: "Jobs", icon: Hammer, permission: "jobs.view" },
  { to: "/admin/schedule", label: "Schedule", icon: CalendarDays, permission: "jobs.view" },
  { to: "/admin/plans", label: "Plans", icon: Repeat, permission: "plans.view" },
  { to: "/admin/invoices", label: "Invoices", icon: ReceiptText, permission: "invoices.view" },
  { to: "/admin/payments", label: "Card payments", icon: CreditCard, permission: "payments.view" },
  { to: "/admin/reviews", label: "Reviews", icon: Star, permission: "reviews.view" },
  { to: "/admin/projects", label: "Gallery", icon: Images, permission: "projects.view" },
  { to: "/admin/tradies", label: "Tradies", icon: HardHat, permission: "tradies.view" },
  { to: "/admin/timesheets", label: "Timesheets", icon: Clock, permission: "timesheets.view" },
  { to: "/admin/applications", label: "Applications", icon: ClipboardList, permission: "applications.view" },
  { to: "/admin/services-management", label: "Services", icon: Wrench, permission: "services.view" },
  { to: "/admin/price-list", label: "Price list", icon: Tags, permission: "pricing.view" },
  { to: "/admin/areas-management", label: "Areas", icon: MapPinned, permission: "areas.view" },
  { to: "/admin/settings", label: "Settings", icon: Settings, permission: "settings.view" },
  { to: "/admin/email", label: "Email", icon: Mail, permission: "email.view" },
  { to: "/admin/messages", label: "Messages", icon: MessageSquareText, permission: "messages.view" },
  { to: "/admin/staff", label: "Staff", icon: Users, permission: "staff.view" },
  { to: "/admin/figures", label: "Figures", icon: ChartColumn, permission: "admin.enter" },
  { to: "/admin/audit", label: "Audit trail", icon: History, permission: "audit.view" },
  { to: "/admin/account", label: "My account", icon: UserCog, permission: "admin.enter" },
];

/** The pages this person may open: a link that only leads to "forbidden" is not shown. */
export function adminNavFor(role: StaffRole | null | undefined): AdminNavItem[] {
  return ADMIN_NAV.filter((item) => can(role, item.permission));
}
