import { describe, expect, it } from "vitest";
import { CONSENT_KINDS } from "../app/lib/assessment.ts";
import { bearer, createSignedInUser, type SignedInUser } from "./auth-helpers.ts";
import { postJson, request } from "./helpers.ts";

// My Account as a browser without JavaScript sees it: plain pages and plain form posts.

const page = (user: SignedInUser, path: string) => request(path, { headers: { cookie: user.cookie } });
const form = (user: SignedInUser, path: string, fields: [string, string][]) =>
  request(path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: user.cookie },
    body: new URLSearchParams(fields).toString(),
  });

async function withAssessment(user: SignedInUser) {
  const consents = Object.fromEntries(CONSENT_KINDS.map((k) => [k, true]));
  const body = { gender: "female", dob: "1990-04-12", height: 165, weight: 72, blood: "O+", conditions: [], symptoms: [], allergies: [], medications: [], checkups: "Monthly", consents };
  expect((await postJson("/api/assessment/", body, bearer(user))).status).toBe(201);
}

const details = (user: SignedInUser, weight: string): [string, string][] => [
  ["intent", "profile"],
  ["has_bio", "1"],
  ["first_name", user.user.first_name],
  ["last_name", user.user.last_name],
  ["email", user.user.email],
  ["phone", ""],
  ["gender", "female"],
  ["dob", "1990-04-12"],
  ["blood", "O+"],
  ["height", "165"],
  ["weight", weight],
];

// Generous time: the first page render in a fresh workerd compiles the app, and CI machines are shared.
describe("My Account", { timeout: 30_000 }, () => {
  it("shows each consent in words, with the date it was given", async () => {
    const user = await createSignedInUser();
    await withAssessment(user);
    const html = await (await page(user, "/dashboard/profile?tab=privacy")).text();
    expect(html).toContain("Terms of Service and Privacy Policy");
    expect(html).toContain("I have read and agree to the Terms of Service and the Privacy Policy.");
    const text = html.replace(/<!-- -->/g, "");
    expect(text).toMatch(/You agreed<\/span> on \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/);
    // No raw keys such as "termsAndPrivacy (given, text v…)".
    expect(html).not.toMatch(/termsAndPrivacy \(|\(given, text v/);
  });

  it("saves a real weight above 100 kg and refuses more than 350 kg", async () => {
    const user = await createSignedInUser();
    await withAssessment(user);
    const refused = await form(user, "/dashboard/profile?tab=personal", details(user, "351"));
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Weight must be between 1 and 350 kg.");
    expect((await form(user, "/dashboard/profile?tab=personal", details(user, "182"))).status).toBe(200);
    const list = (await (await request("/api/assessment/", { headers: bearer(user) })).json()) as { weight: number }[];
    expect(list[0]?.weight).toBe(182);
  });

  it("asks before deleting the account, and deletes only with the right password", async () => {
    const user = await createSignedInUser();
    const ask = await (await page(user, "/dashboard/profile?tab=personal&delete=1")).text();
    expect(ask).toContain("Are you sure you want to delete your account?");
    expect(ask).toContain("Yes, Delete");
    expect(ask).toContain('href="/dashboard/profile?tab=personal"');

    const wrong = await form(user, "/dashboard/profile?tab=personal&delete=1", [["intent", "delete"], ["password", "not-the-password"]]);
    expect(wrong.status).toBe(403);
    expect(await wrong.text()).toContain("Are you sure you want to delete your account?");
    const right = await form(user, "/dashboard/profile?tab=personal&delete=1", [["intent", "delete"], ["password", user.password]]);
    expect(right.status).toBe(302);
    expect(right.headers.get("location")).toBe("/");
    expect((await postJson("/api/login", { email: user.user.email, password: user.password })).status).toBe(401);
  });
});
