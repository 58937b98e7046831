import { createLocalModel } from "../worker/ai/local/model.ts";
import { startReply } from "../worker/chat/reply.ts";
const args = process.argv.slice(2);
const history = [] as Array<{ role: "user" | "assistant"; content: string }>;
for (let i = 0; i < args.length - 1; i++) history.push({ role: i % 2 === 0 ? "user" : "assistant", content: args[i] as string });
const reply = startReply({ content: args.at(-1) as string, history, profile: null, country: null }, { model: createLocalModel({ delayMs: 0 }), local: true, maxTokens: 800 });
let t = ""; for await (const p of reply.text) t += p;
console.log(reply.kind, "|", t.split(/\s+/).length, "words\n" + t);
