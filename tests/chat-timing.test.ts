import { it } from "vitest";
import { postJson } from "./helpers.ts";
it("times", async () => {
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    const res = await postJson("/api/anonymous_messages/", { content: "I have a cough", uid: "u" }, { "cf-connecting-ip": "1.2.3." + i });
    await res.text();
    console.log("anon", res.status, (performance.now() - t).toFixed(0));
  }
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    const res = await postJson("/api/chat/stream", { content: "hello", uid: "u" }, { "cf-connecting-ip": "1.2.4." + i });
    await res.text();
    console.log("stream hello", res.status, (performance.now() - t).toFixed(0));
  }
}, 60000);
