import type { AppConfig, EnvVars } from "../lib/config.ts";

// Paystack settings come from wrangler vars and secrets (PAYSTACK_SECRET_KEY, PAYSTACK_PUBLIC_KEY,
// PAYSTACK_PLAN_CODE, PAYSTACK_BASE_URL). Outside production every value has a local default that
// points at the fake Paystack served by this very Worker under /api/dev/paystack.
export type PaystackConfig = {
  secretKey: string;
  publicKey: string;
  planCode: string;
  baseUrl: string;
  /** True when the base URL is the in-Worker fake: requests to it are dispatched in-process. */
  local: boolean;
};

export const LOCAL_SECRET_KEY = "sk_test_local";
export const LOCAL_PUBLIC_KEY = "pk_test_local";
export const LOCAL_PLAN_CODE = "PLN_local_premium";
export const FAKE_PAYSTACK_PATH = "/api/dev/paystack";
export const PAYSTACK_API = "https://api.paystack.co";

/**
 * @param origin the origin of the current request: the fake Paystack lives on the app's own origin,
 *   whatever port or host the app happens to be served from.
 */
export function readPaystackConfig(
  env: Pick<EnvVars, "PAYSTACK_SECRET_KEY" | "PAYSTACK_PUBLIC_KEY" | "PAYSTACK_PLAN_CODE" | "PAYSTACK_BASE_URL">,
  app: Pick<AppConfig, "env">,
  origin: string,
): PaystackConfig {
  const production = app.env === "production";
  const str = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : "");
  const secretKey = str(env.PAYSTACK_SECRET_KEY) || (production ? "" : LOCAL_SECRET_KEY);
  const publicKey = str(env.PAYSTACK_PUBLIC_KEY) || (production ? "" : LOCAL_PUBLIC_KEY);
  const planCode = str(env.PAYSTACK_PLAN_CODE) || (production ? "" : LOCAL_PLAN_CODE);
  const baseUrl = (
    str(env.PAYSTACK_BASE_URL) || (production ? PAYSTACK_API : `${origin}${FAKE_PAYSTACK_PATH}`)
  ).replace(/\/$/, "");
  let local = false;
  if (!production) {
    try {
      local = new URL(baseUrl).pathname.startsWith(FAKE_PAYSTACK_PATH);
    } catch {
      local = false;
    }
  }
  return { secretKey, publicKey, planCode, baseUrl, local };
}

/** Production must name real keys and the plan; say which one is missing instead of failing later. */
export function missingPaystackSetting(cfg: PaystackConfig): string | null {
  if (!cfg.secretKey) return "PAYSTACK_SECRET_KEY";
  if (!cfg.publicKey) return "PAYSTACK_PUBLIC_KEY";
  if (!cfg.planCode) return "PAYSTACK_PLAN_CODE";
  return null;
}
