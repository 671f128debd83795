import type { AdminArea } from "~/features/auth/roles";

export interface AdminSection {
  path: string;
  area: AdminArea;
  title: string;
  description: string;
}

/** The back office's working areas (spec section 2), as the dashboard and their pages describe them. */
export const ADMIN_SECTIONS: AdminSection[] = [
  {
    path: "/admin/leads",
    area: "leads",
    title: "Leads",
    description: "Quote requests from the website, from new to won or lost.",
  },
  {
    path: "/admin/tradies",
    area: "tradies",
    title: "Tradies",
    description: "The tradies on your books and their public profiles.",
  },
  {
    path: "/admin/applications",
    area: "applications",
    title: "Applications",
    description: "Tradies who have applied to join through the website.",
  },
  {
    path: "/admin/services-management",
    area: "services",
    title: "Services",
    description: "The services and service pages shown on the website.",
  },
  {
    path: "/admin/settings",
    area: "settings",
    title: "Settings",
    description: "The business facts shown across the website.",
  },
];
