import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets a second build (e.g. a test run beside a dev build) live elsewhere.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // A customer's quote page is sent with "Referrer-Policy: no-referrer", so its forms post
  // "Origin: null". React Router would refuse those; our own same-origin guard (on /admin and
  // /q) judges them by the browser's Sec-Fetch-Site instead (docs/decisions/0103).
  allowedActionOrigins: ["null"],
} satisfies Config;
