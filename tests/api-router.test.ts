import { describe, expect, it } from "vitest";
import { bearer, createSignedInUser } from "./auth-helpers.ts";
import { ipHeader, postJson, request } from "./helpers.ts";

// The API's router (worker/api/openapi.ts): routes declared once with @hono/zod-openapi, strict: false
// for the trailing slash, and the JSON body gate in front of the library's validators.

type ErrorBody = { error: { code: string; message: string; fields: Record<string, string> } };

describe("one route for both spellings of a path", () => {
  it("answers the SPEC's slash path and the bare one alike, and documents the SPEC's spelling", async () => {
    const u = await createSignedInUser();
    for (const path of ["/api/assessment/", "/api/assessment", "/api/getChats", "/api/getChats/"]) {
      const res = await request(path, { headers: bearer(u) });
      expect(res.status, path).toBe(200);
      expect(await res.json(), path).toEqual([]);
    }
    const doc = (await (await request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths["/assessment/"] ?? {}).sort()).toEqual(["get", "post"]);
    expect(doc.paths["/assessment"]).toBeUndefined();
    expect(doc.paths["/token/refresh/"]).toHaveProperty("post");
  });

  it("refuses the bare spelling without a session like the slash one", async () => {
    for (const path of ["/api/messages/", "/api/messages"]) {
      const res = await postJson(path, { content: "hi", chat_id: crypto.randomUUID() });
      expect(res.status, path).toBe(401);
    }
  });
});

describe("JSON bodies", () => {
  it("validates with the schema's own messages in the one error shape", async () => {
    const res = await postJson("/api/v1/parse", { text: "cough", age: 200, sex: "male" }, ipHeader());
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        code: "invalid_input",
        message: "age must be a number from 0 to 120.",
        fields: { age: "age must be a number from 0 to 120." },
      },
    });
  });

  it("reads a JSON body whatever the spelling of its JSON type", async () => {
    for (const type of [
      "application/json; boundary=",
      "application/json;charset=UTF-8",
      "application/vnd.example+json",
    ]) {
      const res = await request("/api/v1/parse", {
        method: "POST",
        headers: { "content-type": type, ...ipHeader() },
        body: JSON.stringify({ text: "I have a cough", age: 30, sex: "male" }),
      });
      expect(res.status, type).toBe(200);
      expect(((await res.json()) as { mentions: { id: string }[] }).mentions.length, type).toBeGreaterThan(0);
    }
  });

  it("keeps 415 for a body not declared as JSON and 400 for a missing or broken one", async () => {
    const asText = await request("/api/v1/parse", {
      method: "POST",
      headers: { "content-type": "text/plain", ...ipHeader() },
      body: JSON.stringify({ text: "cough", age: 30, sex: "male" }),
    });
    expect(asText.status).toBe(415);
    expect(((await asText.json()) as ErrorBody).error.code).toBe("unsupported_media_type");
    const empty = await request("/api/v1/parse", { method: "POST", headers: ipHeader() });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as ErrorBody).error.message).toBe("The request body must be a JSON object.");
    const broken = await postJson("/api/v1/parse", '{"text":', ipHeader());
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as ErrorBody).error.code).toBe("invalid_json");
  });

  it("lets a route whose body is optional be called with none, whatever type is declared", async () => {
    for (const headers of [{}, { "content-type": "text/plain" }, { "content-type": "application/json" }] as Record<
      string,
      string
    >[]) {
      const res = await request("/api/logout", { method: "POST", headers });
      expect(res.status, JSON.stringify(headers)).toBe(200);
    }
  });
});
