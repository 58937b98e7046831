import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { demoSeedStatements } from "../worker/db/seed.ts";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    }
  }
}

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await env.DB.batch((await demoSeedStatements()).map((s) => env.DB.prepare(s.sql).bind(...s.params)));
