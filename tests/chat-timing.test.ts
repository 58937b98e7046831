import { it } from "vitest";
import { postJson, request } from "./helpers.ts";
it("times", async () => {
  const time = async (label: string, f: () => Promise<Response>) => { const t = Date.now(); const r = await f(); await r.text(); console.log(label, r.status, Date.now() - t); };
  for (let i = 0; i < 2; i++) {
    await time("health", () => request("/api/health"));
    await time("contact-bad", () => postJson("/api/contact", {}));
    await time("anon-bad", () => postJson("/api/anonymous_messages/", { content: "" }));
    await time("anon-hello", () => postJson("/api/anonymous_messages/", { content: "hello", uid: "u" }, { "cf-connecting-ip": "9.9.9." + i }));
    await time("anon-redflag", () => postJson("/api/anonymous_messages/", { content: "I have chest pain and can't breathe", uid: "u" }, { "cf-connecting-ip": "9.9.8." + i }));
    await time("anon-cough", () => postJson("/api/anonymous_messages/", { content: "I have a cough", uid: "u" }, { "cf-connecting-ip": "9.9.7." + i }));
  }
}, 60000);
