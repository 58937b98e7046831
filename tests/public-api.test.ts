import { env } from "cloudflare:workers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ipHeader, postJson, request } from "./helpers.ts";

const validContact = {
  first_name: "Ada",
  last_name: "Okafor",
  name: "Ada Okafor",
  email: "Ada.Okafor@Example.com",
  topic: "Billing",
  message: "How do I pay with bank transfer?",
};

describe("GET /api/health", () => {
  it("reports the service, the database and the version", async () => {
    const res = await request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", db: "ok", version: expect.any(String) });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});

describe("unknown API paths", () => {
  it("answer a JSON 404 in the one error shape", async () => {
    const res = await request("/api/no-such-thing");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toEqual({ error: { code: "not_found", message: expect.any(String), fields: {} } });
  });
});

describe("POST /api/contact", () => {
  it("stores the message and answers the SPEC's success message", async () => {
    const res = await postJson("/api/contact", validContact, ipHeader());
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: "Message sent successfully!" });
    const row = await env.DB.prepare("SELECT * FROM contact_messages WHERE email = ?")
      .bind("ada.okafor@example.com")
      .first();
    expect(row).toMatchObject({ first_name: "Ada", last_name: "Okafor", topic: "Billing" });
  });

  it("names every missing field with the SPEC's words", async () => {
    const res = await postJson("/api/contact", {}, ipHeader());
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe("invalid_input");
    expect(body.error.fields).toMatchObject({
      first_name: "First Name is required.",
      last_name: "Last Name is required.",
      email: "Email Address is required.",
      topic: "Please choose a topic.",
      message: "Please write your message.",
    });
  });

  it("refuses a topic outside the four options and a malformed email", async () => {
    const res = await postJson(
      "/api/contact",
      { ...validContact, topic: "Medical advice", email: "ada@nowhere" },
      ipHeader(),
    );
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields.topic).toBe("Please choose a topic.");
    expect(error.fields.email).toBe("Please enter a valid email address.");
  });

  it("refuses wrong types, bad JSON and oversized bodies without storing anything", async () => {
    const before = await env.DB.prepare("SELECT count(*) AS n FROM contact_messages").first<{ n: number }>();
    const wrongTypes = await postJson("/api/contact", { ...validContact, first_name: 42, message: ["x"] }, ipHeader());
    expect(wrongTypes.status).toBe(400);
    const badJson = await postJson("/api/contact", "{not json", ipHeader());
    expect(badJson.status).toBe(400);
    expect(((await badJson.json()) as { error: { code: string } }).error.code).toBe("invalid_json");
    const huge = await postJson("/api/contact", { ...validContact, message: "x".repeat(70_000) }, ipHeader());
    expect(huge.status).toBe(413);
    const tooLong = await postJson("/api/contact", { ...validContact, message: "x".repeat(5001) }, ipHeader());
    expect(tooLong.status).toBe(400);
    const after = await env.DB.prepare("SELECT count(*) AS n FROM contact_messages").first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });

  it("slows down a flood from one client with a 429", async () => {
    const headers = ipHeader();
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await postJson("/api/contact", validContact, headers)).status);
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s === 201).length).toBeLessThanOrEqual(20);
  });
});

describe("POST /api/newsletter", () => {
  it("subscribes once; a repeat is not an error and not a second row", async () => {
    const first = await postJson("/api/newsletter", { email: "tunde@example.ng" }, ipHeader());
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ subscribed: true });
    const again = await postJson("/api/newsletter", { email: "  TUNDE@example.ng " }, ipHeader());
    expect(again.status).toBe(200);
    expect(((await again.json()) as { message: string }).message).toMatch(/already subscribed/i);
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM newsletter_subscribers WHERE email = ?")
      .bind("tunde@example.ng")
      .first<{ n: number }>();
    expect(rows?.n).toBe(1);
  });

  it("validates the address", async () => {
    const res = await postJson("/api/newsletter", { email: "not-an-email" }, ipHeader());
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { fields: { email: "Please enter a valid email address." } } });
  });
});

describe("random bodies never break the public endpoints", () => {
  it("answers 2xx or 4xx for any JSON", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("/api/contact", "/api/newsletter"), fc.jsonValue(), async (path, body) => {
        const res = await postJson(path, JSON.stringify(body), ipHeader());
        expect(res.status).toBeLessThan(500);
        const json = (await res.json()) as Record<string, unknown>;
        if (res.status >= 400) expect(json).toHaveProperty("error.message");
      }),
      { numRuns: 60 },
    );
  });
});

describe("GET /api/articles", () => {
  it("lists the seeded articles newest first and filters by words", async () => {
    const all = (await (await request("/api/articles")).json()) as {
      articles: { slug: string; publishedAt: string }[];
    };
    expect(all.articles.length).toBeGreaterThanOrEqual(8);
    const dates = all.articles.map((a) => a.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const some = (await (await request("/api/articles?q=malaria")).json()) as { articles: { slug: string }[] };
    expect(some.articles.length).toBeGreaterThan(0);
    expect(some.articles.length).toBeLessThan(all.articles.length);
    const none = (await (await request("/api/articles?q=zzqxv")).json()) as { articles: unknown[] };
    expect(none.articles).toEqual([]);
  });
});

describe("OpenAPI", () => {
  it("documents every public endpoint from the validating schemas", async () => {
    type Schema = { $ref?: string; properties?: Record<string, unknown> };
    const doc = (await (await request("/api/openapi.json")).json()) as {
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>>;
      components: { schemas: Record<string, Schema> };
    };
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/health", "/contact", "/newsletter", "/articles"]));
    const ref = doc.paths["/contact"]?.post?.requestBody?.content["application/json"]?.schema.$ref ?? "";
    const contactProps = doc.components.schemas[ref.split("/").at(-1) ?? ""]?.properties;
    expect(Object.keys(contactProps ?? {})).toEqual(
      expect.arrayContaining(["first_name", "last_name", "email", "topic", "message"]),
    );
    const page = await request("/api/docs");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("/api/contact");
  });
});
