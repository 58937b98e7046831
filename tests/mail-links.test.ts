import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ipHeader } from "./helpers.ts";
import { uniqueEmail } from "./auth-helpers.ts";

// Links in mail follow the address the person actually used (any port, any preview host);
// APP_URL pins them only in production.
const worker = (exports as unknown as { default: { fetch(request: Request): Promise<Response> } }).default;

async function mailTo(origin: string, email: string) {
  const res = await worker.fetch(new Request(`${origin}/api/dev/mailbox?to=${encodeURIComponent(email)}`));
  return ((await res.json()) as { messages: { text: string }[] }).messages[0]?.text ?? "";
}

describe("mail links outside production", () => {
  it("point at the origin the request came from, not localhost:5173", async () => {
    const origin = "http://127.0.0.1:4308";
    const email = uniqueEmail("links");
    const reg = await worker.fetch(
      new Request(`${origin}/api/register`, {
        method: "POST",
        headers: { "content-type": "application/json", ...ipHeader() },
        body: JSON.stringify({ first_name: "Tolu", last_name: "Ade", email, username: email, password: "green-Leaf-58" }),
      }),
    );
    expect(reg.status).toBe(201);
    const text = await mailTo(origin, email);
    expect(text).toContain(`${origin}/verify-email?e=${encodeURIComponent(email)}`);
    expect(text).not.toContain("localhost:5173");

    const forgot = await worker.fetch(
      new Request(`${origin}/api/forgot-password`, { method: "POST", headers: { "content-type": "application/json", ...ipHeader() }, body: JSON.stringify({ email }) }),
    );
    expect(forgot.status).toBeLessThan(300);
    expect(await mailTo(origin, email)).toContain(`${origin}/reset-password?e=${encodeURIComponent(email)}`);
  });
});
