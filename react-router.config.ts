import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets a second build (e.g. a test run beside a dev build) live elsewhere.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
