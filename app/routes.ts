import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
import { INFO_PAGE_PATHS } from "./lib/site-paths";

export default [
  index("routes/home.tsx"),
  route("services", "routes/services.tsx"),
  route("contact", "routes/contact.tsx"),
  ...INFO_PAGE_PATHS.map((path) => route(path, "routes/info-page.tsx", { id: `info${path}` })),
  route("our-tradies", "routes/our-tradies.tsx"),
  route("tradie/:id", "routes/tradie.tsx"),
  route("find-a-tradie", "routes/find-a-tradie.tsx"),
  route("join-as-tradie", "routes/join-as-tradie.tsx"),
  route("thank-you", "routes/thank-you.tsx", { id: "thank-you" }),
  route("apply/thank-you", "routes/thank-you.tsx", { id: "apply-thank-you" }),
  // Customers' sign-in-free links (docs/decisions/0103).
  route("q/:token", "routes/quote-link.tsx"),
  route("q/:token/pdf", "routes/quote-link.pdf.ts"),
  route("j/:token", "routes/job-link.tsx"),
  // The tradie portal (docs/decisions/0111): signed in by an emailed link, never a password.
  route("crew", "routes/crew/home.tsx"),
  route("crew/sign-in", "routes/crew/sign-in.tsx"),
  route("crew/sign-out", "routes/crew/sign-out.tsx"),
  route("crew/link/:token", "routes/crew/link.tsx"),
  route("crew/visits/:id", "routes/crew/visit.tsx"),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  // The admin area: its own layout (no public header or footer). Every page below the shell
  // checks the session and role in its own loader and action (requireStaff).
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/index.tsx"),
    route("login", "routes/admin/login.tsx"),
    route("forgot-password", "routes/admin/forgot-password.tsx"),
    route("reset-password", "routes/admin/reset-password.tsx"),
    route("sign-out", "routes/admin/sign-out.tsx"),
    layout("routes/admin/shell.tsx", [
      route("dashboard", "routes/admin/dashboard.tsx"),
      route("leads", "routes/admin/leads.tsx"),
      route("leads/export.csv", "routes/admin/leads.export.ts"),
      route("leads/new", "routes/admin/leads.new.tsx"),
      route("leads/:id", "routes/admin/leads.$id.tsx"),
      route("customers", "routes/admin/customers.tsx"),
      route("customers/:id", "routes/admin/customers.$id.tsx"),
      route("tradies", "routes/admin/tradies.tsx"),
      route("tradies/new", "routes/admin/tradies.new.tsx"),
      route("tradies/:id", "routes/admin/tradies.$id.tsx"),
      route("applications", "routes/admin/applications.tsx"),
      route("applications/:id", "routes/admin/applications.$id.tsx"),
      route("settings", "routes/admin/settings.tsx"),
      route("services-management", "routes/admin/services-management.tsx"),
      // Before ":id", so "new" is never read as a service id.
      route("services-management/new", "routes/admin/services-management.new.tsx"),
      route("services-management/:id", "routes/admin/services-management.$id.tsx"),
      route("quotes", "routes/admin/quotes.tsx"),
      route("quotes/:id", "routes/admin/quotes.$id.tsx"),
      route("jobs", "routes/admin/jobs.tsx"),
      route("jobs/:id", "routes/admin/jobs.$id.tsx"),
      route("schedule", "routes/admin/schedule.tsx"),
      route("price-list", "routes/admin/price-list.tsx"),
      route("price-list/export.csv", "routes/admin/price-list.export.ts"),
      route("price-list/new", "routes/admin/price-list.new.tsx"),
      route("price-list/:id", "routes/admin/price-list.$id.tsx"),
      route("areas-management", "routes/admin/areas-management.tsx"),
      // Before ":id", so "new" is never read as an area id.
      route("areas-management/new", "routes/admin/areas-management.new.tsx"),
      route("areas-management/:id", "routes/admin/areas-management.$id.tsx"),
      route("audit", "routes/admin/audit.tsx"),
      route("email", "routes/admin/email.tsx"),
      route("staff", "routes/admin/staff.tsx"),
      route("account", "routes/admin/account.tsx"),
    ]),
  ]),
  // Service and area pages live at paths kept in the database; anything else is a 404.
  route("*", "routes/content-page.tsx"),
] satisfies RouteConfig;
