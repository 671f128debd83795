import type { AdminArea } from "~/features/auth/roles";

export interface AdminSection {
  path: string;
  area: AdminArea;
  title: string;
  description: string;
  /** What the page will hold once its own update arrives. */
  upcoming: string;
}

/** The back office's working areas (spec section 2), as the dashboard and their pages describe them. */
export const ADMIN_SECTIONS: AdminSection[] = [
  {
    path: "/admin/leads",
    area: "leads",
    title: "Leads",
    description: "Quote requests from the website, from new to won or lost.",
    upcoming: "The leads inbox will list every quote request with its details, status and email history, with search, filters and CSV export.",
  },
  {
    path: "/admin/tradies",
    area: "tradies",
    title: "Tradies",
    description: "The tradies on your books and their public profiles.",
    upcoming: "Here you will add and edit tradies, their trades, areas and ratings, and choose who appears in the public directory.",
  },
  {
    path: "/admin/applications",
    area: "applications",
    title: "Applications",
    description: "Tradies who have applied to join through the website.",
    upcoming: "Applications from the Join as Tradie page will arrive here for review, approval or decline.",
  },
  {
    path: "/admin/services-management",
    area: "services",
    title: "Services",
    description: "The services and service pages shown on the website.",
    upcoming: "Here you will edit each service's page: its wording, questions and answers, and whether it is published.",
  },
  {
    path: "/admin/settings",
    area: "settings",
    title: "Settings",
    description: "The business facts shown across the website.",
    upcoming: "Here you will edit the business name, phone numbers, email, opening hours, rating, payment methods and service areas.",
  },
];

/** The section at a page's path (a trailing slash or React Router's ".data" suffix allowed). */
export function adminSection(path: string): AdminSection {
  const normalised = path.replace(/\.data$/, "").replace(/\/+$/, "");
  const section = ADMIN_SECTIONS.find((s) => s.path === normalised);
  if (!section) throw new Error(`No admin section at ${path}`);
  return section;
}
