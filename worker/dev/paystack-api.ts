import { Hono, type Context } from "hono";
import { formatNaira, PREMIUM_PLAN } from "../../app/lib/premium.ts";
import { readPaystackConfig } from "../billing/config.ts";
import {
  createFakeTransaction,
  disableFakeSubscription,
  fakeCustomerCode,
  fakePlan,
  getFakeTransaction,
  makeAccessCode,
  markFakeTransferPending,
  payFakeTransaction,
  referenceFromAccessCode,
  renewFakeSubscription,
  verifyData,
  type FakeDeps,
} from "./fake-paystack.ts";
import type { ApiEnv } from "../api/types.ts";

// DEVELOPMENT AND TESTS ONLY: a local Paystack speaking Paystack's JSON ({ status, message, data })
// under /api/dev/paystack. worker/dev/index.ts mounts it; its guard below answers 404 outside
// development. State lives in webhook_events rows (see worker/dev/fake-paystack.ts).

type C = Context<ApiEnv>;

function fakeDeps(c: C): FakeDeps & { publicKey: string } {
  const ctx = c.var.ctx;
  const origin = new URL(c.req.url).origin;
  const cfg = readPaystackConfig(ctx.config.vars, ctx.config, origin);
  // Paystack posts to the app's webhook URL; here the app answers that request itself, in-process.
  const deliver = async (body: string, signature: string) => {
    const res = await ctx.fetch(
      new Request(`${origin}/api/webhooks/paystack`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-paystack-signature": signature },
        body,
      }),
    );
    return res.status;
  };
  return {
    db: ctx.db,
    clock: ctx.clock,
    secretKey: cfg.secretKey,
    planCode: cfg.planCode,
    publicKey: cfg.publicKey,
    deliver,
  };
}

const fail = (c: C, status: 400 | 401 | 404, message: string) => c.json({ status: false, message }, status);

/** Paystack's own parameter messages (SPEC 8). */
const missing = (name: string) => `Required parameter missing: ${name}`;
const invalid = (name: string) => `Invalid parameter type: ${name}`;

async function readJson(c: C): Promise<Record<string, unknown> | null> {
  try {
    const data = (await c.req.json()) as unknown;
    return data && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export const devPaystack = new Hono<ApiEnv>();

devPaystack.use(async (c, next) => {
  if (!c.var.ctx.config.devRoutes)
    return c.json(
      { error: { code: "not_found", message: "There is no API endpoint at this address.", fields: {} } },
      404,
    );
  await next();
});

// The API half wants the secret key, exactly like Paystack; the checkout half is the customer's page.
for (const path of ["/transaction/*", "/subscription/*", "/simulate/*"]) {
  devPaystack.use(path, async (c, next) => {
    const { secretKey } = fakeDeps(c);
    if (c.req.header("authorization") !== `Bearer ${secretKey}`) return fail(c, 401, "Invalid key");
    await next();
  });
}

devPaystack.post("/transaction/initialize", async (c) => {
  const deps = fakeDeps(c);
  const raw = await readJson(c);
  if (!raw) return fail(c, 400, "Invalid JSON body");
  const body = raw as Partial<
    Record<"email" | "amount" | "currency" | "reference" | "plan" | "channels" | "metadata" | "callback_url", unknown>
  >;
  if (body.email === undefined || body.email === null || body.email === "") return fail(c, 400, missing("email"));
  if (typeof body.email !== "string" || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(body.email))
    return fail(c, 400, invalid("email"));
  if (body.plan !== undefined && body.plan !== null && typeof body.plan !== "string")
    return fail(c, 400, invalid("plan"));
  const plan = typeof body.plan === "string" && body.plan ? fakePlan(deps, body.plan) : null;
  if (typeof body.plan === "string" && body.plan && !plan) return fail(c, 400, "Plan not found");
  // A plan sets the amount (Paystack ignores the amount sent with a plan).
  let amount: number;
  if (plan) amount = plan.amount;
  else if (body.amount === undefined || body.amount === null || body.amount === "")
    return fail(c, 400, missing("amount"));
  else if ((typeof body.amount !== "number" && typeof body.amount !== "string") || !/^\d+$/.test(String(body.amount)))
    return fail(c, 400, invalid("amount"));
  else amount = Number(body.amount);
  if (body.currency !== undefined && typeof body.currency !== "string") return fail(c, 400, invalid("currency"));
  if (
    body.reference !== undefined &&
    (typeof body.reference !== "string" || !/^[A-Za-z0-9.=-]{1,100}$/.test(body.reference))
  )
    return fail(c, 400, invalid("reference"));
  if (
    body.channels !== undefined &&
    (!Array.isArray(body.channels) || body.channels.some((x) => typeof x !== "string"))
  )
    return fail(c, 400, invalid("channels"));
  if (body.metadata !== undefined && (typeof body.metadata !== "object" || body.metadata === null))
    return fail(c, 400, invalid("metadata"));

  const reference =
    typeof body.reference === "string"
      ? body.reference
      : `T${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const accessCode = await makeAccessCode(deps.secretKey, reference);
  const created = await createFakeTransaction(deps.db, {
    id: Math.floor(Math.random() * 1e9),
    reference,
    access_code: accessCode,
    email: body.email.toLowerCase(),
    amount,
    currency: typeof body.currency === "string" ? body.currency.toUpperCase() : (plan?.currency ?? "NGN"),
    plan_code: plan?.plan_code ?? null,
    channels: (body.channels as string[] | undefined) ?? [
      "card",
      "bank",
      "ussd",
      "qr",
      "mobile_money",
      "bank_transfer",
    ],
    metadata: (body.metadata as Record<string, unknown> | undefined) ?? {},
    callback_url: typeof body.callback_url === "string" ? body.callback_url : null,
    status: "abandoned",
    created_at: deps.clock.now().toISOString(),
    paid_at: null,
    customer_code: await fakeCustomerCode(body.email),
  });
  if (!created) return fail(c, 400, "Duplicate Transaction Reference");
  const origin = new URL(c.req.url).origin;
  return c.json({
    status: true,
    message: "Authorization URL created",
    data: {
      authorization_url: `${origin}/api/dev/paystack/checkout/${accessCode}`,
      access_code: accessCode,
      reference,
    },
  });
});

devPaystack.get("/transaction/verify/:reference", async (c) => {
  const deps = fakeDeps(c);
  const tx = await getFakeTransaction(deps.db, c.req.param("reference"));
  if (!tx) return fail(c, 400, "Transaction reference not found");
  return c.json({ status: true, message: "Verification successful", data: verifyData(deps, tx) });
});

devPaystack.post("/subscription/disable", async (c) => {
  const deps = fakeDeps(c);
  const body = await readJson(c);
  if (!body) return fail(c, 400, "Invalid JSON body");
  if (body.code === undefined || body.code === "") return fail(c, 400, missing("code"));
  if (body.token === undefined || body.token === "") return fail(c, 400, missing("token"));
  if (typeof body.code !== "string") return fail(c, 400, invalid("code"));
  if (typeof body.token !== "string") return fail(c, 400, invalid("token"));
  const result = await disableFakeSubscription(deps, body.code, body.token);
  if (!result.ok) return fail(c, 400, "Subscription with code not found or already inactive");
  return c.json({ status: true, message: "Subscription disabled successfully" });
});

// Dev tool: make Paystack charge the next month now (invoice.update, paid).
devPaystack.post("/simulate/renewal/:code", async (c) => {
  const sub = await renewFakeSubscription(fakeDeps(c), c.req.param("code"));
  if (!sub) return fail(c, 404, "Subscription not found or not active");
  return c.json({ status: true, message: "Renewal charged", data: sub });
});

// ---------------------------------------------------------------- the customer's checkout page

async function transactionForAccessCode(c: C) {
  const deps = fakeDeps(c);
  const reference = await referenceFromAccessCode(deps.secretKey, c.req.param("access_code") ?? "");
  const tx = reference ? await getFakeTransaction(deps.db, reference) : null;
  return { deps, tx };
}

devPaystack.post("/checkout/:access_code/pay", async (c) => {
  const { deps, tx } = await transactionForAccessCode(c);
  if (!tx) return fail(c, 404, "Transaction not found");
  const paid = await payFakeTransaction(deps, tx.reference);
  if (!paid.ok) return fail(c, 400, paid.message);
  return c.json({ status: true, message: "Approved", data: { reference: tx.reference, status: paid.tx.status } });
});

devPaystack.post("/checkout/:access_code/transfer", async (c) => {
  const { deps, tx } = await transactionForAccessCode(c);
  if (!tx) return fail(c, 404, "Transaction not found");
  const pending = await markFakeTransferPending(deps, tx.reference);
  return c.json({
    status: true,
    message: "Transfer pending confirmation",
    data: { reference: tx.reference, status: pending?.status ?? tx.status },
  });
});

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

devPaystack.get("/checkout/:access_code", async (c) => {
  const { tx } = await transactionForAccessCode(c);
  if (!tx)
    return c.html("<!doctype html><title>Checkout not found</title><p>This checkout link is not valid.</p>", 404);
  // Only a path on this site may be returned to (no open redirect).
  const back = c.req.query("return") ?? "";
  const returnTo = back.startsWith("/") && !back.startsWith("//") ? back : "";
  const nonce = c.var.ctx.nonce;
  const done = tx.status === "success";
  const config = JSON.stringify({ accessCode: tx.access_code, reference: tx.reference, returnTo }).replace(
    /</g,
    "\\u003c",
  );
  return c.html(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Paystack checkout (local test)</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f1f5f9; color: #0f172a; }
  main { max-width: 24rem; margin: 1.5rem auto; background: #fff; border-radius: 1rem; padding: 1.5rem; box-shadow: 0 10px 30px rgb(15 23 42 / .12); position: relative; }
  .note { background: #fff7ed; color: #7c2d12; border-radius: .5rem; padding: .5rem .75rem; font-size: .85rem; }
  h1 { font-size: 1.1rem; margin: 1rem 0 .25rem; }
  .amount { font-size: 1.75rem; font-weight: 700; margin: .25rem 0 1rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem .75rem; font-size: .9rem; color: #334155; }
  button { display: block; width: 100%; min-height: 2.75rem; margin-top: .75rem; border-radius: 999px; font-size: 1rem; font-weight: 600; cursor: pointer; border: 1px solid #cbd5e1; background: #fff; color: #0f172a; }
  button.primary { background: #0f766e; border-color: #0f766e; color: #fff; }
  button.close { position: absolute; top: .75rem; right: .75rem; width: 2.75rem; margin: 0; font-size: 1.25rem; }
  [role=status] { margin-top: 1rem; min-height: 1.25rem; }
</style>
</head>
<body>
<main>
  <button type="button" class="close" data-action="close" aria-label="Close">&times;</button>
  <p class="note">Local test checkout. No real money moves; this page exists only in development.</p>
  <h1>HealthBuddy ${escapeHtml(PREMIUM_PLAN.name)}</h1>
  <p class="amount">${escapeHtml(tx.currency === "NGN" ? formatNaira(tx.amount) : `${tx.currency} ${(tx.amount / 100).toFixed(2)}`)}</p>
  <dl>
    <dt>Email</dt><dd>${escapeHtml(tx.email)}</dd>
    <dt>Reference</dt><dd>${escapeHtml(tx.reference)}</dd>
    <dt>Status</dt><dd id="tx-status">${escapeHtml(tx.status)}</dd>
  </dl>
  <button type="button" class="primary" data-action="success"${done ? " disabled" : ""}>Pay ${escapeHtml(formatNaira(tx.amount))}</button>
  <button type="button" data-action="pending"${done ? " disabled" : ""}>Bank transfer</button>
  <button type="button" data-action="cancel">Cancel</button>
  <p role="status" id="status"></p>
</main>
<script nonce="${nonce}">
(() => {
  const cfg = ${config};
  const status = document.getElementById("status");
  const endpoints = { success: "pay", pending: "transfer" };
  function finish(type) {
    const message = { source: "hb-fake-paystack", type, reference: cfg.reference };
    if (window.opener && !window.opener.closed) {
      window.opener.postMessage(message, location.origin);
      window.close();
      return;
    }
    if (cfg.returnTo) {
      const url = new URL(cfg.returnTo, location.origin);
      url.searchParams.set("reference", cfg.reference);
      url.searchParams.set("trxref", cfg.reference);
      url.searchParams.set("paystack", type);
      location.assign(url.toString());
      return;
    }
    status.textContent = type === "success" ? "Payment complete. You can close this window." : "You can close this window.";
  }
  document.querySelectorAll("button[data-action]").forEach((button) => {
    button.addEventListener("click", async () => {
      const type = button.dataset.action;
      if (endpoints[type]) {
        document.querySelectorAll("button").forEach((b) => (b.disabled = true));
        status.textContent = type === "success" ? "Processing payment..." : "Waiting for your bank...";
        const res = await fetch("/api/dev/paystack/checkout/" + encodeURIComponent(cfg.accessCode) + "/" + endpoints[type], { method: "POST" });
        if (!res.ok) {
          status.textContent = "The payment could not be completed.";
          document.querySelectorAll("button").forEach((b) => (b.disabled = false));
          return;
        }
      }
      finish(type);
    });
  });
  // The buttons answer from here on (a click before this script ran would do nothing).
  document.documentElement.dataset.ready = "true";
})();
</script>
</body>
</html>`);
});
