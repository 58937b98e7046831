// The OpenAI-compatible path against a local server speaking the chat completions protocol (SSE chunks,
// tool calls, a usage chunk, [DONE]): tools are offered and used, the sourced passages reach the model,
// usage is counted, and a cut-off stream or a server error is never passed off as an answer.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalModel } from "./local/model.ts";
import { createOpenAiCompatibleModel } from "./openai-compatible.ts";
import { knowledgeGrounding } from "../chat/grounding.ts";
import { ReplyFailure, replyText, startReply, type ReplyDeps } from "../chat/reply.ts";

type Message = { role: string; content: string | null; tool_calls?: unknown[]; tool_call_id?: string };
type Body = {
  model: string;
  messages: Message[];
  stream?: boolean;
  tools?: Array<{ function: { name: string } }>;
  stream_options?: unknown;
};

let mode: "tools" | "truncated" | "error" = "tools";
const requests: Body[] = [];
let server: Server;
let baseUrl = "";

const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: "c1", object: "chat.completion.chunk", created: 1, model: "test-model", choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

async function bodyOf(req: IncomingMessage): Promise<Body> {
  let raw = "";
  for await (const part of req) raw += String(part);
  return JSON.parse(raw) as Body;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    void (async () => {
      const body = await bodyOf(req);
      requests.push(body);
      if (req.url !== "/v1/chat/completions" || req.headers.authorization !== "Bearer sk-test") {
        res.writeHead(404).end();
        return;
      }
      if (mode === "error") {
        res
          .writeHead(503, { "content-type": "application/json" })
          .end(JSON.stringify({ error: { message: "overloaded" } }));
        return;
      }
      res.writeHead(200, { "content-type": "text/event-stream" });
      const toolResult = body.messages.find((m) => m.role === "tool");
      if (mode === "truncated") {
        res.write(chunk({ role: "assistant", content: "Malaria is spread " }));
        res.end(chunk({ content: "by mosquito" }));
        return;
      }
      if (!toolResult) {
        // First step: ask the checker, as a model with tools would.
        res.write(
          chunk({
            role: "assistant",
            content: null,
            tool_calls: [
              { index: 0, id: "call_1", type: "function", function: { name: "check_symptoms", arguments: "" } },
            ],
          }),
        );
        res.write(
          chunk({
            tool_calls: [
              {
                index: 0,
                function: { arguments: JSON.stringify({ symptoms: "fever, chills and headache for 3 days" }) },
              },
            ],
          }),
        );
        res.write(chunk({}, "tool_calls"));
        res.write(
          `data: ${JSON.stringify({ id: "c1", object: "chat.completion.chunk", created: 1, model: "test-model", choices: [], usage: { prompt_tokens: 500, completion_tokens: 20 } })}\n\n`,
        );
        res.end("data: [DONE]\n\n");
        return;
      }
      // Second step: answer from what the tool returned.
      const result = JSON.parse(toolResult.content ?? "{}") as { likely_conditions?: Array<{ name: string }> };
      const top = result.likely_conditions?.[0]?.name ?? "nothing";
      for (const piece of [
        "The checker ",
        `points first to ${top}. `,
        "Please get a malaria test at a clinic today. ",
        "Do you have a cough?",
      ])
        res.write(chunk({ content: piece }));
      res.write(chunk({}, "stop"));
      res.write(
        `data: ${JSON.stringify({ id: "c1", object: "chat.completion.chunk", created: 1, model: "test-model", choices: [], usage: { prompt_tokens: 700, completion_tokens: 30 } })}\n\n`,
      );
      res.end("data: [DONE]\n\n");
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function deps(): ReplyDeps {
  return {
    model: createOpenAiCompatibleModel({ baseUrl, model: "test-model", apiKey: "sk-test" }),
    local: false,
    maxTokens: 400,
    grounding: knowledgeGrounding,
    fallbackModel: () => createLocalModel({ delayMs: 0 }),
  };
}

const MALARIA_LIKE = "I have had fever, chills and headache for 3 days";

describe("OpenAI-compatible server", () => {
  it("offers the checker tool, runs it, and answers from its result with usage counted", async () => {
    mode = "tools";
    requests.length = 0;
    const reply = startReply({ content: MALARIA_LIKE, history: [], profile: null }, deps());
    const text = await replyText(reply);

    expect(requests).toHaveLength(2);
    expect(requests[0]?.stream).toBe(true);
    expect(requests[0]?.tools?.map((t) => t.function.name)).toContain("check_symptoms");
    // The second request carries the tool's answer, computed by HealthBuddy's checker.
    const tool = requests[1]?.messages.find((m) => m.role === "tool");
    expect(tool?.content).toMatch(/likely_conditions/);
    expect(text).toMatch(/^The checker points first to Malaria/);
    expect(reply.info).toMatchObject({
      source: "model",
      status: "complete",
      usage: { inputTokens: 1200, outputTokens: 50 },
    });
  });

  it("gets the same sourced passages as Workers AI and cites them under the answer", async () => {
    mode = "tools";
    requests.length = 0;
    const reply = startReply({ content: "How do I make ORS at home for cholera?", history: [], profile: null }, deps());
    const text = await replyText(reply);
    const system = requests[0]?.messages.find((m) => m.role === "system")?.content ?? "";
    expect(system).toMatch(/sourced material/);
    expect(system).toMatch(/Cholera/);
    expect(text).toMatch(/\*\*Sources:\*\* .*\(\/article\/cholera-and-oral-rehydration\)/);
    expect(reply.info.citations.map((c) => c.url)).toContain("/article/cholera-and-oral-rehydration");
  });

  it("treats a stream cut off without a finish reason as a failure, not an answer", async () => {
    mode = "truncated";
    const reply = startReply({ content: "How is malaria spread?", history: [], profile: null }, deps());
    const pieces: string[] = [];
    await expect(
      (async () => {
        for await (const piece of reply.text) pieces.push(piece);
      })(),
    ).rejects.toBeInstanceOf(ReplyFailure);
    expect(pieces.join("")).toBe("Malaria is spread by mosquito");
    expect(reply.info.status).toBe("failed");
  });

  it("falls back to the offline engine, disclosed, when the server answers 503", async () => {
    mode = "error";
    const reply = startReply({ content: MALARIA_LIKE, history: [], profile: null }, deps());
    const text = await replyText(reply);
    expect(text).toMatch(/malaria/i);
    expect(reply.info).toMatchObject({
      source: "fallback",
      fallbackReason: "error",
      status: "complete",
      modelId: "healthbuddy-local-1",
    });
  });
});
