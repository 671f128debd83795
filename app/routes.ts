import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { INFO_PAGE_PATHS } from "./features/pages/paths";

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
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  // Service and area pages live at paths kept in the database; anything else is a 404.
  route("*", "routes/content-page.tsx"),
] satisfies RouteConfig;
