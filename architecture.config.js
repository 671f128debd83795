/**
 * The layers of the code and the order of the features (docs/architecture.md). ESLint turns
 * this into import zones (eslint.config.js); change the picture here and in that page together.
 */

/** Everything above the ground and the shared kits: only the top may import it. */
const TOP = [
  "app/routes/**",
  "app/root.{ts,tsx}",
  "app/server/**",
  "app/seed/**",
  "app/previews/**",
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
    mayNotImport: ["app/routes/**", "app/server/**", "app/seed/**", "app/previews/**", "app/root.{ts,tsx}"],
    message: "Layouts frame pages; they never import routes or the server.",
  },
  {
    paths: ["app/seed"],
    mayNotImport: [
      "app/routes/**",
      "app/server/**",
      "app/previews/**",
      "app/layout/**",
      "app/islands/**",
      "app/root.{ts,tsx}",
      "app/entry.*",
      "app/routes.{ts,tsx}",
    ],
    message: "The seeds sit just above the features, outside the request path: only the server's start-up and scripts use them.",
  },
  {
    paths: ["app/routes", "app/islands"],
    mayNotImport: ["app/seed/**", "app/previews/**"],
    message: "Pages never import the seeds (the server's start-up runs them) or the email previews (tooling).",
  },
  {
    paths: ["app/server"],
    mayNotImport: ["app/previews/**"],
    message: "The email previews are tooling on top of the app (npm run emails:preview): nothing the app runs imports them.",
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
  ["invoices", "projects", "reviews"],
  ["dashboard", "home", "job-costing", "pages", "payments", "plans"],
  ["crew", "hub", "today"],
];
