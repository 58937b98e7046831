// The Paystack API as this app uses it: initialise a transaction, verify it, disable a
// subscription. Fetch-based, with the base URL and secret key handed in, so the same adapter talks
// to api.paystack.co in production and to the local fake in development and tests.

export type Fetcher = (input: Request | string | URL, init?: RequestInit) => Promise<Response>;

export type InitializeParams = {
  email: string;
  /** Kobo, as Paystack expects (a plan overrides it with the plan's amount). */
  amount: number;
  currency: string;
  reference: string;
  plan?: string;
  channels?: readonly string[];
  metadata?: Record<string, unknown>;
  callback_url?: string;
};

export type InitializedTransaction = { authorization_url: string; access_code: string; reference: string };

/** The parts of Paystack's transaction object the app reads. */
export type VerifiedTransaction = {
  id?: number | string;
  status: string;
  reference: string;
  amount: number;
  currency: string;
  paid_at?: string | null;
  paidAt?: string | null;
  channel?: string;
  gateway_response?: string;
  customer?: { email?: string; customer_code?: string } | null;
  plan?: string | { plan_code?: string } | null;
  plan_object?: { plan_code?: string } | null;
  metadata?: unknown;
};

export type GatewayResult<T> =
  { ok: true; data: T } | { ok: false; reason: "rejected" | "unavailable"; message: string; status?: number };

export type PaystackGateway = {
  initializeTransaction(params: InitializeParams): Promise<GatewayResult<InitializedTransaction>>;
  verifyTransaction(reference: string): Promise<GatewayResult<VerifiedTransaction>>;
  disableSubscription(code: string, token: string): Promise<GatewayResult<{ message: string }>>;
};

type Envelope<T> = { status?: boolean; message?: string; data?: T };

export function createPaystackGateway(opts: {
  baseUrl: string;
  secretKey: string;
  fetch?: Fetcher;
  timeoutMs?: number;
}): PaystackGateway {
  const doFetch: Fetcher = opts.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = opts.timeoutMs ?? 15_000;

  async function call<T>(
    method: "GET" | "POST",
    path: string,
    body?: unknown,
    requireData = true,
  ): Promise<GatewayResult<T>> {
    if (!opts.secretKey) return { ok: false, reason: "unavailable", message: "Paystack secret key is not configured" };
    let res: Response;
    try {
      res = await doFetch(`${opts.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${opts.secretKey}`,
          accept: "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      console.error("paystack: request failed", method, path, error);
      return { ok: false, reason: "unavailable", message: "Paystack could not be reached" };
    }
    let json: Envelope<T> | null = null;
    try {
      json = (await res.json()) as Envelope<T>;
    } catch {
      json = null;
    }
    if (res.status >= 500 || !json) {
      console.error("paystack: bad answer", method, path, res.status);
      return {
        ok: false,
        reason: "unavailable",
        message: json?.message ?? `Paystack answered ${res.status}`,
        status: res.status,
      };
    }
    if (!res.ok || json.status !== true || (requireData && json.data === undefined))
      return {
        ok: false,
        reason: "rejected",
        message: json.message ?? `Paystack answered ${res.status}`,
        status: res.status,
      };
    return { ok: true, data: json.data as T };
  }

  return {
    initializeTransaction: (params) =>
      call<InitializedTransaction>("POST", "/transaction/initialize", {
        ...params,
        // Paystack documents the amount as a string of kobo.
        amount: String(params.amount),
        channels: params.channels ? [...params.channels] : undefined,
      }),
    verifyTransaction: (reference) =>
      call<VerifiedTransaction>("GET", `/transaction/verify/${encodeURIComponent(reference)}`),
    disableSubscription: async (code, token) => {
      // Paystack answers { status: true, message } without a data object: status true is the signal.
      const result = await call<unknown>("POST", "/subscription/disable", { code, token }, false);
      if (!result.ok) return result;
      return { ok: true, data: { message: "Subscription disabled successfully" } };
    },
  };
}

/** Paystack shows the plan on a verified transaction as a code or as an object; take the code. */
export function planCodeOf(tx: Pick<VerifiedTransaction, "plan" | "plan_object">): string | null {
  if (typeof tx.plan === "string" && tx.plan) return tx.plan;
  if (tx.plan && typeof tx.plan === "object" && tx.plan.plan_code) return tx.plan.plan_code;
  if (tx.plan_object?.plan_code) return tx.plan_object.plan_code;
  return null;
}
