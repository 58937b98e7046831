import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { createSignedInUser, type SignedInUser } from "./auth-helpers.ts";
import { request } from "./helpers.ts";

// Property-based fuzz (issue 12): every operation of the API (read from its own OpenAPI document)
// and every page form action, with broken cookies, wrong content types and hostile bodies. Whatever
// arrives, the answer is a 2xx, 3xx or 4xx: never a 5xx. Seeded and modest in runs, so it is the
// same test on every machine and stays well under half a minute.

type Operation = { method: string; path: string };

/** Every page that has a form action (app/routes/** exporting `action`), with the query it expects. */
const PAGE_ACTIONS = [
  "/login",
  "/login?next=%2Fdashboard",
  "/register",
  "/verifyMail?e=someone%40example.com",
  "/forgot-password",
  "/reset-password?e=someone%40example.com",
  "/verifyCode?e=someone%40example.com",
  "/avatar",
  "/logout",
  "/contact",
  "/newsletter",
  "/assessment?index",
  "/assessment/age",
  "/assessment/bmi",
  "/assessment/health",
  "/assessment/agreement",
  "/dashboard/profile",
  "/dashboard/daily-update",
  "/dashboard/checker/feedback/00000000-0000-4000-8000-000000000000",
  "/chat",
];

let operations: Operation[] = [];
let user: SignedInUser;

beforeAll(async () => {
  const doc = (await (await request("/api/openapi.json")).json()) as { paths: Record<string, Record<string, unknown>> };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path: `/api${path}` })),
  );
  user = await createSignedInUser({ password: "fuzz-Resistant-2026" });
}, 30_000);

const hostileText = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.constantFrom(
    "",
    "\u0000",
    "%",
    "%E0%A4%A",
    "\r\nSet-Cookie: x=y",
    "/\\evil.example",
    "/%09/evil.example",
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    "{{7*7}}",
    "../../etc/passwd",
    "\uD800",
    "🩺".repeat(50),
    "9".repeat(400),
  ),
);

const cookie = fc.oneof(
  fc.constant(null),
  fc.constant("valid"),
  fc.constantFrom(
    "hb_access=%E0%A4%A",
    "hb_session=%",
    "hb_session=1.",
    "hb_session=9.%ZZ",
    "hb_access=a.b.c; hb_session=0.not-a-token",
    "hb_access=eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.",
    "hb_flash=%7B%22type%22%3A%22x%22%7D",
    "hb_flash=not-json",
    "hb_ad=%7B%22u%22%3A1%7D",
    "hb_ad=%",
    "hb_oauth_google=%FF",
    "hb_=; =; ;;; hb_access",
    "other=%E0%A4%A",
  ),
  hostileText.map((v) => `hb_session=${v}`),
);

const contentType = fc.constantFrom(
  null,
  "application/json",
  "application/json; charset=utf-8",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=fuzz",
  "multipart/form-data",
  "text/plain",
  "application/xml",
  "application/json; boundary=",
  "image/png",
  ";;;",
);

const jsonish = fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v) ?? "null");
const body = fc.oneof(
  { weight: 3, arbitrary: jsonish },
  { weight: 2, arbitrary: hostileText },
  {
    weight: 2,
    arbitrary: fc.dictionary(fc.constantFrom("email", "password", "code", "next", "intent", "content", "chat_id", "gender", "dob", "avatar", "rating", "refresh", "e"), hostileText, { maxKeys: 5 }).map((d) =>
      new URLSearchParams(d).toString(),
    ),
  },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 10 }), hostileText, { maxKeys: 3 }).map((d) => JSON.stringify(d)) },
  { weight: 1, arbitrary: hostileText.map((v) => `--fuzz\r\nContent-Disposition: form-data; name="email"\r\n\r\n${v}`) },
  { weight: 1, arbitrary: fc.constantFrom('{"__proto__":{"admin":true}}', `${"[".repeat(2000)}${"]".repeat(2000)}`, '{"email":', "x".repeat(70_000)) },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

const pathPart = fc.oneof(fc.constant("00000000-0000-4000-8000-000000000000"), hostileText.map((s) => encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, "\uFFFD")) || "x"));

/**
 * A header can only carry visible ASCII and tabs over HTTP (fetch refuses the rest before sending):
 * anything else becomes a percent sequence, broken ones included (%d800), which is what servers see.
 */
const headerSafe = (v: string) => v.replace(/[^\x20-\x7e\t]/g, (ch) => `%${ch.charCodeAt(0).toString(16)}`);

async function send(method: string, path: string, c: string | null, type: string | null, payload: string | undefined, extraHeaders: Record<string, string> = {}) {
  const headers: Record<string, string> = { "cf-connecting-ip": `10.66.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`, ...extraHeaders };
  if (c) headers.cookie = c === "valid" ? user.cookie : headerSafe(c);
  if (type) headers["content-type"] = type;
  const withBody = !["GET", "HEAD"].includes(method);
  const res = await request(path, { method, headers, body: withBody ? payload : undefined });
  // Streams (the chat) are not read to the end: cancelling is what a client that goes away does.
  await res.body?.cancel();
  return res.status;
}

describe("fuzz: no input makes the Worker answer 5xx", () => {
  it("every API operation", async () => {
    expect(operations.length).toBeGreaterThan(40);
    await fc.assert(
      fc.asyncProperty(
        fc.nat(),
        pathPart,
        cookie,
        contentType,
        body,
        fc.option(hostileText.map((k) => ({ "idempotency-key": headerSafe(k) })), { nil: undefined }),
        async (pick, part, c, type, payload, idem) => {
          const op = operations[pick % operations.length]!;
          const path = op.path.replace(/\{[^}]+\}/g, part);
          const status = await send(op.method, path, c, type, payload, idem ?? {});
          expect(status, `${op.method} ${path} cookie=${c} type=${type}`).toBeLessThan(500);
        },
      ),
      { numRuns: 200, seed: 1212 },
    );
  }, 60_000);

  it("every page form action", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PAGE_ACTIONS), fc.constantFrom("POST", "POST", "POST", "PUT", "DELETE", "PATCH"), cookie, contentType, body, async (path, method, c, type, payload) => {
        const status = await send(method, path, c, type, payload);
        expect(status, `${method} ${path} cookie=${c} type=${type}`).toBeLessThan(500);
      }),
      { numRuns: 150, seed: 2026 },
    );
  }, 60_000);

  it("every API operation answers a broken cookie with 400 in the error shape", { timeout: 60_000 }, async () => {
    for (const op of operations) {
      const path = op.path.replace(/\{[^}]+\}/g, "x");
      const res = await request(path, { method: op.method, headers: { cookie: "hb_access=%E0%A4%A", "content-type": "application/json" }, body: op.method === "GET" ? undefined : "{}" });
      expect(res.status, `${op.method} ${path}`).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("invalid_cookie");
    }
  });
});
