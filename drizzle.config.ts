import { defineConfig } from "drizzle-kit";

// drizzle-kit only writes SQL; wrangler applies it (`wrangler d1 migrations apply`).
export default defineConfig({
  dialect: "sqlite",
  schema: "./worker/db/schema.ts",
  out: "./migrations",
});
