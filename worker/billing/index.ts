// Premium through Paystack: plain functions, no Hono, no React. Dependencies (db, clock, gateway,
// keys) are passed in; worker/api/billing.ts wires them from the request context.
export { readPaystackConfig, missingPaystackSetting, type PaystackConfig } from "./config.ts";
export { createPaystackGateway, planCodeOf, type PaystackGateway, type Fetcher } from "./gateway.ts";
export { addMonths, isPremiumPrice, PAYMENT_CHANNELS, PREMIUM_PLAN } from "./plan.ts";
export { signPaystackBody, verifyPaystackSignature } from "./signature.ts";
export {
  activateSubscription,
  cancelRenewal,
  getSubscriptionStatus,
  initialiseSubscription,
  isPremium,
  listPayments,
  loadPremiumState,
  type BillingDeps,
  type SubscriptionState,
} from "./subscriptions.ts";
export { handlePaystackWebhook, webhookEventKey, HANDLED_EVENTS, type WebhookOutcome } from "./webhooks.ts";
