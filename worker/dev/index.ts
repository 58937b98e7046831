import { Hono } from "hono";
import type { ApiEnv } from "../api/types.ts";
import { fakeIdp } from "./fake-idp.ts";
import { devMailboxPage } from "./mailbox-page.ts";
import { devMailbox } from "./mailbox-api.ts";
import { devPaystack } from "./paystack-api.ts";

// Every local fake lives in this folder, and only here: the mailbox (page and JSON), the identity
// provider standing in for Google and Facebook, and Paystack. They are mounted by worker/index.ts and
// worker/api/index.ts, and each answers 404 unless the configuration says development
// (ctx.config.devRoutes, true only for APP_ENV === "development"; see worker/lib/config.ts).
// Production code never imports from worker/dev/ except through these two routers.

/** Mounted under /api: /api/dev/mailbox and /api/dev/paystack/*. */
export const devApi = new Hono<ApiEnv>().route("/", devMailbox).route("/dev/paystack", devPaystack);

/** Mounted at the root: the /dev/mailbox page and the fake identity provider under /dev/oauth/*. */
export const devSite = new Hono<ApiEnv>().route("/", devMailboxPage).route("/", fakeIdp);
