import { messages } from "../../app/lib/messages.ts";
import { createRoute } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { z } from "zod";
import {
  activateSubscriptionSchema,
  checkoutSchema,
  createSubscriptionSchema,
  paymentSchema,
  premiumMessages,
  PREMIUM_PLAN,
  subscriptionStatusSchema,
} from "../../app/lib/premium.ts";
import { missingPaystackSetting, readPaystackConfig } from "../billing/config.ts";
import { createPaystackGateway } from "../billing/gateway.ts";
import {
  activateSubscription,
  cancelRenewal,
  initialiseSubscription,
  type BillingDeps,
} from "../billing/subscriptions.ts";
import { handlePaystackWebhook } from "../billing/webhooks.ts";
import type { AppContext } from "../context.ts";
import { requireUser } from "./auth-guard.ts";
import { apiError } from "./errors.ts";
import { idempotent } from "./idempotency.ts";
import { isJsonContentType, passOn, readJson, unsupportedMediaType } from "./json-body.ts";
import {
  apiRouter,
  failure,
  idempotencyKey,
  idempotencyResponses,
  invalidInputResponse,
  json,
  jsonBody,
  signedIn,
} from "./openapi.ts";
import type { ApiEnv } from "./types.ts";

// Premium through Paystack (issue 7). The page asks for a checkout, Paystack takes the money, the
// server believes only Paystack (verify endpoint, signed webhooks). Domain rules: worker/billing/.

const MAX_WEBHOOK_BYTES = 512 * 1024;

function billingFor(c: { var: { ctx: AppContext }; req: { url: string } }) {
  const ctx = c.var.ctx;
  const origin = new URL(c.req.url).origin;
  const cfg = readPaystackConfig(ctx.config.vars, ctx.config, origin);
  // ctx.fetch answers URLs on our own origin in-process: the local fake never needs the network.
  const gateway = createPaystackGateway({
    baseUrl: cfg.baseUrl,
    secretKey: cfg.secretKey,
    fetch: (input, init) => ctx.fetch(new Request(input, init)),
  });
  const deps: BillingDeps = { db: ctx.db, clock: ctx.clock, gateway, planCode: cfg.planCode };
  return { ctx, cfg, deps, origin };
}

const notConfigured = (c: Context, setting: string) => {
  console.error(`billing: ${setting} is not set`);
  return apiError(c, 503, "payments_unavailable", "Payments are not available right now. Please try again later.");
};

const failed = (c: Context, status: 400 | 402 | 404 | 502, code: string, fields: Record<string, string> = {}) =>
  apiError(c, status, code, premiumMessages.activationFailed, fields);

/**
 * The create call has no payload in the SPEC: an empty (or blank) body is `{}`, a body must be valid
 * JSON; its schema is then checked by the route's validator like any other.
 */
const optionalJson: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const text = await c.req.text();
  if (!text.trim()) {
    passOn(c, "{}");
    return next();
  }
  if (!isJsonContentType(c.req.header("content-type"))) return unsupportedMediaType(c);
  const invalidJson = () => apiError(c, 400, "invalid_json", "The request body is not valid JSON.");
  if (text.length > 4096) return invalidJson();
  try {
    JSON.parse(text);
  } catch {
    return invalidJson();
  }
  passOn(c, text);
  await next();
};

// ---------------------------------------------------------------- documentation

const statusResponse = json(subscriptionStatusSchema, "Subscription status");
const unauthorized = failure("Not signed in");
const tags = ["Premium"];

const createCheckout = createRoute({
  method: "post",
  path: "/subscriptions/create",
  summary: "Start a Premium checkout: a fresh reference and an initialised Paystack transaction",
  description:
    "Open Paystack's inline checkout with `access_code` (resumeTransaction), then call /subscriptions/activate.",
  tags,
  ...signedIn,
  ...idempotencyKey,
  middleware: [requireUser, idempotent, optionalJson],
  request: { body: jsonBody(createSubscriptionSchema) },
  responses: {
    201: json(checkoutSchema, "Checkout parameters"),
    400: invalidInputResponse,
    401: unauthorized,
    409: failure("Already Premium"),
    422: idempotencyResponses[422],
    429: failure("Too many attempts"),
    502: failure("Paystack did not answer"),
    503: failure("Payments are not configured"),
  },
});
const activate = createRoute({
  method: "post",
  path: "/subscriptions/activate",
  summary: "Activate Premium after the checkout: verified with Paystack before anything changes",
  tags,
  ...signedIn,
  ...idempotencyKey,
  middleware: [requireUser, idempotent, readJson(activateSubscriptionSchema)],
  request: { body: jsonBody(activateSubscriptionSchema) },
  responses: {
    200: statusResponse,
    202: json(
      z.object({ status: z.literal("pending"), next_payment_date: z.null(), message: z.string() }),
      "Payment pending (bank transfer awaiting confirmation)",
    ),
    400: invalidInputResponse,
    401: unauthorized,
    402: failure("Paystack does not report this payment as paid in full"),
    404: failure("No such reference for this user"),
    ...idempotencyResponses,
    429: failure("Too many attempts"),
    502: failure("Paystack did not answer"),
    503: failure("Payments are not configured"),
  },
});
const check = createRoute({
  method: "get",
  path: "/subscriptions/check",
  summary: "The signed-in user's subscription status",
  tags,
  ...signedIn,
  middleware: [requireUser],
  responses: { 200: statusResponse, 401: unauthorized },
});
const premiumStatus = createRoute({
  method: "get",
  path: "/premium-status",
  summary: "Whether the signed-in user is Premium now",
  tags,
  ...signedIn,
  middleware: [requireUser],
  responses: { 200: json(z.object({ isPremium: z.boolean() }), "Premium or not"), 401: unauthorized },
});
const cancel = createRoute({
  method: "post",
  path: "/subscriptions/cancel",
  summary: "Stop the renewal (Paystack's disable subscription); Premium lasts until the date paid for",
  tags,
  ...signedIn,
  middleware: [requireUser],
  responses: {
    200: json(subscriptionStatusSchema.extend({ message: z.string() }), "Renewal stopped"),
    401: unauthorized,
    409: failure("No renewing subscription"),
    502: failure("Paystack did not answer"),
    503: failure("Payments are not configured"),
  },
});
const payments = createRoute({
  method: "get",
  path: "/subscriptions/payments",
  summary: "The signed-in user's payments, newest first",
  tags,
  ...signedIn,
  middleware: [requireUser],
  responses: { 200: json(z.object({ payments: z.array(paymentSchema) }), "Payments"), 401: unauthorized },
});
// The signature covers the exact bytes Paystack sent: the body is read raw in the handler, never
// parsed by a validator first.
const webhook = createRoute({
  method: "post",
  path: "/webhooks/paystack",
  summary: "Paystack events (signed with x-paystack-signature, HMAC-SHA512 of the raw body)",
  description: "Each event is stored once under a unique key; replays answer 200 and change nothing.",
  tags,
  responses: {
    200: json(
      z.object({ received: z.literal(true), duplicate: z.boolean().optional() }),
      "Processed, or already processed",
    ),
    400: failure("Not a Paystack event"),
    401: failure("Missing or invalid signature"),
    413: failure("The request is too large"),
  },
});

// ---------------------------------------------------------------- routes

export const billing = apiRouter()
  .openapi(createCheckout, async (c) => {
    const body = c.req.valid("json");
    const { ctx, cfg, deps, origin } = billingFor(c);
    if (body.plan && body.plan !== PREMIUM_PLAN.id && body.plan !== cfg.planCode)
      return apiError(c, 400, "invalid_input", premiumMessages.invalidType("plan"), {
        plan: premiumMessages.invalidType("plan"),
      });
    const missing = missingPaystackSetting(cfg);
    if (missing) return notConfigured(c, missing);
    if (!(await ctx.limit(ctx.env.RL_FORMS, `checkout:${ctx.viewer!.id}`)))
      return apiError(c, 429, "rate_limited", messages.rateLimited);
    const result = await initialiseSubscription(deps, ctx.viewer!, { callbackUrl: `${origin}/dashboard` });
    if (!result.ok) {
      if (result.reason === "already_premium")
        return apiError(c, 409, "already_premium", premiumMessages.alreadyPremium);
      return apiError(c, 502, "provider_unavailable", premiumMessages.providerUnavailable);
    }
    const { ok: _, ...checkout } = result;
    return c.json({ ...checkout, public_key: cfg.publicKey }, 201);
  })
  .openapi(activate, async (c) => {
    const { ctx, cfg, deps } = billingFor(c);
    const missing = missingPaystackSetting(cfg);
    if (missing) return notConfigured(c, missing);
    if (!(await ctx.limit(ctx.env.RL_FORMS, `activate:${ctx.viewer!.id}`)))
      return apiError(c, 429, "rate_limited", messages.rateLimited);
    const result = await activateSubscription(deps, ctx.viewer!, c.req.valid("json"));
    if (result.ok) return c.json({ status: result.status, next_payment_date: result.next_payment_date }, 200);
    switch (result.reason) {
      case "invalid_plan":
        return failed(c, 400, "invalid_input", { plan: premiumMessages.invalidType("plan") });
      case "amount_mismatch":
        return failed(c, 400, "invalid_input", { amount: premiumMessages.invalidType("amount") });
      case "email_mismatch":
        return failed(c, 400, "invalid_input", { email: "This is not the email address of your account." });
      case "not_found":
        return failed(c, 404, "payment_not_found");
      case "pending":
        return c.json({ status: "pending" as const, next_payment_date: null, message: premiumMessages.pending }, 202);
      case "not_paid":
        return failed(c, 402, "payment_not_completed");
      case "verification_mismatch":
        return failed(c, 402, "payment_mismatch");
      case "unavailable":
        return failed(c, 502, "provider_unavailable");
    }
  })
  .openapi(check, async (c) => {
    const ctx = c.var.ctx;
    return c.json(await ctx.services.billing.status(ctx.viewer!.id), 200);
  })
  .openapi(premiumStatus, async (c) => {
    const ctx = c.var.ctx;
    return c.json({ isPremium: await ctx.services.billing.isPremium(ctx.viewer!.id) }, 200);
  })
  .openapi(cancel, async (c) => {
    const { ctx, cfg, deps } = billingFor(c);
    const missing = missingPaystackSetting(cfg);
    if (missing) return notConfigured(c, missing);
    const result = await cancelRenewal(deps, ctx.viewer!);
    if (result.ok)
      return c.json(
        {
          status: result.status,
          next_payment_date: result.next_payment_date,
          message: premiumMessages.renewalCancelled,
        },
        200,
      );
    if (result.reason === "no_subscription") return apiError(c, 409, "no_subscription", premiumMessages.noSubscription);
    return apiError(c, 502, "provider_unavailable", premiumMessages.providerUnavailable);
  })
  .openapi(payments, async (c) => {
    const ctx = c.var.ctx;
    return c.json({ payments: await ctx.services.billing.payments(ctx.viewer!.id) }, 200);
  })
  .openapi(webhook, async (c) => {
    const declared = Number(c.req.header("content-length") ?? "0");
    if (declared > MAX_WEBHOOK_BYTES) return apiError(c, 413, "payload_too_large", "The request is too large.");
    // The signature covers the exact bytes Paystack sent: read the raw text, never re-serialise.
    const raw = await c.req.text();
    if (raw.length > MAX_WEBHOOK_BYTES) return apiError(c, 413, "payload_too_large", "The request is too large.");
    const { ctx, cfg } = billingFor(c);
    const result = await handlePaystackWebhook(
      { db: ctx.db, clock: ctx.clock, secretKey: cfg.secretKey, planCode: cfg.planCode },
      raw,
      c.req.header("x-paystack-signature"),
    );
    switch (result.outcome) {
      case "invalid_signature":
        return apiError(c, 401, "invalid_signature", "The webhook signature is missing or invalid.");
      case "malformed":
        return apiError(c, 400, "invalid_json", "The request body is not a Paystack event.");
      case "duplicate":
        return c.json({ received: true as const, duplicate: true }, 200);
      case "processed":
        return c.json({ received: true as const }, 200);
    }
  });
