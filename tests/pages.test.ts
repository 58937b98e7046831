import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ipHeader, postForm, request } from "./helpers.ts";

const PUBLIC = [
  "/",
  "/healthbuddy",
  "/feeds",
  "/article",
  "/article/basic-first-aid",
  "/company",
  "/contact",
  "/privacy",
  "/terms",
];

describe("public pages render on the server", () => {
  it.each(PUBLIC)("%s answers 200 with the whole page and security headers", async (path) => {
    const res = await request(path);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Are you ready to elevate your health journey?");
    expect(html).toContain("start your journey");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBeTruthy();
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers.get("cache-control")).toMatch(/public/);
  });

  it("shows '404' with status 404 for any other path", async () => {
    const res = await request("/no/such/page");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain(">404<");
    const article = await request("/article/no-such-article");
    expect(article.status).toBe(404);
  });

  it("filters feeds by the search box without JavaScript", async () => {
    const all = await (await request("/feeds")).text();
    const burns = await (await request("/feeds?q=burns")).text();
    expect(burns).toMatch(/article(s)? found/);
    const count = (html: string) => (html.match(/href="\/article\//g) ?? []).length;
    expect(count(burns)).toBeGreaterThan(0);
    expect(count(burns)).toBeLessThan(count(all));
  });

  it("home shows the SPEC's copy", async () => {
    const html = await (await request("/")).text();
    for (const text of ["GET STARTED", "24/7 Support Available", "Contact Us", 'id="faq"', 'id="pledge"'])
      expect(html).toContain(text);
    // The first how-it-works card is the heading "01 Sign Up": the number shown once, large, then the title.
    expect(html).toMatch(/<h3[^>]*><span[^>]*>01<\/span> <span[^>]*>Sign Up<\/span><\/h3>/);
    expect(html).not.toContain("01 Sign Up");
    expect((html.match(/<details[^>]*name="faq"/g) ?? []).length).toBe(7);
  });
});

describe("contact form action", () => {
  it("keeps what was typed and shows field errors", async () => {
    const res = await postForm(
      "/contact",
      { first_name: "Chidi", last_name: "", email: "chidi@", topic: "Billing", message: "Hello" },
      ipHeader(),
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Last Name is required.");
    expect(html).toContain("Please enter a valid email address.");
    expect(html).toContain('value="Chidi"');
  });

  it("stores the message and thanks the sender", async () => {
    const res = await postForm(
      "/contact",
      {
        first_name: "Chidi",
        last_name: "Eze",
        email: "chidi@example.com",
        topic: "Partnership",
        message: "Let's work together",
      },
      ipHeader(),
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Message sent successfully!");
    const row = await env.DB.prepare("SELECT topic FROM contact_messages WHERE email = 'chidi@example.com'").first();
    expect(row).toEqual({ topic: "Partnership" });
  });
});

describe("newsletter form action", () => {
  it("subscribes from the footer without JavaScript", async () => {
    const res = await postForm("/newsletter", { email: "amaka@example.com" }, ipHeader());
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("subscribed");
  });
});
