/**
 * The layers of the code and the order of the features (docs/architecture.md). ESLint turns
 * this into import zones (eslint.config.js); change the picture here and in that page together.
 */

/** Everything above the ground and the shared kits: only the top may import it. */
const TOP = [
  "app/routes/**",
  "app/root.{ts,tsx}",
  "app/server/**",
  "app/layout/**",
  "app/islands/**",
  "app/entry.*",
  "app/routes.{ts,tsx}",
];

export const LAYERS = [
  {
    paths: ["app/platform"],
    mayNotImport: ["app/features/**", "app/components/**", "app/lib/**", ...TOP],
    message: "app/platform is the ground: it imports nothing of the app but table modules.",
  },
  {
    paths: ["app/components", "app/lib"],
    mayNotImport: ["app/features/**", "app/platform/**", ...TOP],
    message: "Shared kits (app/components, app/lib) never import a feature or the ground.",
  },
  {
    paths: ["app/features"],
    mayNotImport: TOP,
    message: "Features never import routes, layouts, the server or the root.",
  },
  {
    paths: ["app/layout"],
    mayNotImport: ["app/routes/**", "app/server/**", "app/root.{ts,tsx}"],
    message: "Layouts frame pages; they never import routes or the server.",
  },
];

/**
 * Features from the bottom tier up: a feature imports only features of lower tiers, so no
 * two features can import each other and a change low down never needs one higher up.
 */
export const FEATURE_TIERS = [
  ["audit"],
  ["abuse", "access-links", "documents", "mail", "uploads"],
  ["settings"],
  ["catalogue", "auth", "texts"],
  ["customers", "message-templates", "pricing", "staff", "tradies"],
  ["applications", "leads"],
  ["quote-requests", "quotes"],
  ["timesheets"],
  ["jobs"],
  ["crew", "invoices", "projects", "reviews"],
  ["dashboard", "home", "job-costing", "pages", "payments", "plans"],
  ["hub", "today"],
];
