import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: ["./app/features/*/tables.ts", "./app/platform/*/tables.ts"],
  out: "./drizzle",
});
