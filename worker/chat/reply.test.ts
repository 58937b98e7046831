import type { LanguageModel } from "ai";
import { describe, expect, it } from "vitest";
import { offlineModel, wordChunks } from "../ai/index.ts";
import { batcher } from "./batch.ts";
import { replyText, startReply } from "./reply.ts";

type ModelV4 = Extract<LanguageModel, { specificationVersion: "v4" }>;

/** A hosted model that is down: every call fails before a word. */
const broken: ModelV4 = {
  specificationVersion: "v4",
  provider: "test",
  modelId: "down",
  supportedUrls: {},
  doGenerate: () => Promise.reject(new Error("Binding AI needs to be run remotely")),
  doStream: () => Promise.reject(new Error("Binding AI needs to be run remotely")),
};

const input = { content: "I have had fever, chills and headache for 3 days", history: [], profile: null };

describe("startReply", () => {
  it("answers a red flag without calling the model", async () => {
    const reply = startReply(
      { ...input, content: "I have chest pain and I can't breathe" },
      { model: broken, local: false, maxTokens: 100 },
    );
    expect(reply.kind).toBe("red_flag");
    expect(await replyText(reply)).toMatch(/112/);
  });

  it("falls back to the offline engine when a hosted model fails before its first word", async () => {
    const logs: string[] = [];
    for (const stream of [true, false]) {
      const reply = startReply(
        { ...input, stream },
        {
          model: broken,
          local: false,
          maxTokens: 800,
          log: (m) => logs.push(m),
          fallbackModel: () => offlineModel({ delayMs: 0 }),
        },
      );
      expect(await replyText(reply)).toMatch(/Malaria/);
      // Said, not hidden: the caller knows the offline engine stood in.
      expect(reply.info).toMatchObject({ source: "fallback", fallbackReason: "error", status: "complete" });
    }
    expect(logs).toHaveLength(2);
  });

  it("reports a failure when there is nothing to fall back to", async () => {
    const reply = startReply(input, { model: broken, local: true, maxTokens: 800 });
    await expect(replyText(reply)).rejects.toMatchObject({
      reason: "error",
      cause: expect.objectContaining({ message: expect.stringMatching(/remotely/) }),
    });
    expect(reply.info.status).toBe("failed");
  });

  it("streams the offline model's answer in many pieces", async () => {
    const reply = startReply(input, { model: offlineModel({ delayMs: 0 }), local: true, maxTokens: 800 });
    const pieces: string[] = [];
    for await (const piece of reply.text) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(50);
    expect(pieces.join("")).toMatch(/\?$/);
  });
});

describe("batcher", () => {
  it("sends a few words per event and gives back exactly the text", () => {
    const sent: string[] = [];
    const out = batcher((t) => sent.push(t), { words: 6, ms: 10_000 });
    const text =
      "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty";
    for (const w of wordChunks(text)) out.push(w);
    out.flush();
    expect(sent.join("")).toBe(text);
    expect(sent).toHaveLength(4);
    expect(sent[0]).toBe("one two three four five six ");
  });
});

describe("follow-ups that ask about earlier turns", () => {
  const history = [
    { role: "user" as const, content: "My stomach has been hurting since Monday, mostly after I eat" },
    { role: "assistant" as const, content: "That could be indigestion or gastritis. Does it burn?" },
    { role: "user" as const, content: "I also have a headache at night" },
    { role: "assistant" as const, content: "Noted. How many hours do you sleep?" },
  ];

  it("quotes what the person said about the topic they ask about", async () => {
    const reply = startReply(
      { content: "remind me what I said earlier about my stomach", history, profile: null },
      { model: offlineModel({ delayMs: 0 }), local: true, maxTokens: 800 },
    );
    const text = await replyText(reply);
    expect(text).toMatch(/about stomach, you said:/);
    expect(text).toContain("> My stomach has been hurting since Monday, mostly after I eat");
    expect(text).not.toContain("headache at night");
  });

  it("says so when nothing earlier matches, and otherwise answers a new question normally", async () => {
    const deps = { model: offlineModel({ delayMs: 0 }), local: true, maxTokens: 800 };
    expect(
      await replyText(startReply({ content: "What did I tell you about my knee?", history, profile: null }, deps)),
    ).toMatch(/can't find anything about knee/);
    expect(
      await replyText(startReply({ content: "What did I say before?", history: [], profile: null }, deps)),
    ).toMatch(/don't have anything earlier/);
    expect(await replyText(startReply({ content: "What is typhoid?", history, profile: null }, deps))).not.toMatch(
      /you said/,
    );
  });
});
