import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { bearer, createSignedInUser, type SignedInUser } from "./auth-helpers.ts";
import { ipHeader, postJson, request } from "./helpers.ts";

vi.setConfig({ testTimeout: 30_000 });

type ErrorBody = { error: { code: string; message: string; fields: Record<string, string> } };
type Reply = { response: string; chat_id: string | null; title: string | null; red_flag: string | null };

const MALARIA_LIKE = "I have had fever, chills and headache for 3 days";

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

async function anonymous(content: string, previous?: unknown, headers: Record<string, string> = ipHeader()) {
  return postJson("/api/anonymous_messages/", { content, previous, uid: crypto.randomUUID() }, headers);
}

async function ask(content: string, previous?: unknown) {
  const res = await anonymous(content, previous);
  expect(res.status).toBe(200);
  return (await json<Reply>(res)).response;
}

/** Reads a UI message stream response: the raw chunks as they arrived and the parsed events. */
async function readStream(res: Response) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const chunks: string[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(decoder.decode(value, { stream: true }));
  }
  const raw = chunks.join("");
  const events = raw
    .split("\n\n")
    .map((block) => block.replace(/^data: /, "").trim())
    .filter((data) => data && data !== "[DONE]")
    .map(
      (data) =>
        JSON.parse(data) as { type: string; delta?: string; data?: Record<string, unknown>; errorText?: string },
    );
  const text = events
    .filter((e) => e.type === "text-delta")
    .map((e) => e.delta)
    .join("");
  return { chunks, events, text, done: raw.includes("data: [DONE]") };
}

function stream(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return postJson("/api/chat/stream", body, { ...ipHeader(), ...headers });
}

async function countRows() {
  const chats = await env.DB.prepare("SELECT count(*) AS n FROM chats").first<{ n: number }>();
  const messages = await env.DB.prepare("SELECT count(*) AS n FROM messages").first<{ n: number }>();
  return { chats: chats?.n ?? 0, messages: messages?.n ?? 0 };
}

const lastLine = (text: string) => text.trim().split("\n").at(-1) ?? "";

const lagosDay = () => new Date(Date.now() + 3600_000).toISOString().slice(0, 10);

let ada: SignedInUser;
let bola: SignedInUser;

beforeAll(async () => {
  ada = await createSignedInUser({ first_name: "Ada" });
  bola = await createSignedInUser({ first_name: "Bola" });
});

describe("POST /api/chat/stream", () => {
  it("streams the answer in the UI message stream protocol, many chunks before the end", async () => {
    const res = await stream({ content: MALARIA_LIKE, uid: crypto.randomUUID() });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    expect(res.headers.get("x-vercel-ai-ui-message-stream")).toBe("v1");
    const { chunks, events, text, done } = await readStream(res);
    expect(chunks.length).toBeGreaterThan(5);
    expect(done).toBe(true);
    const types = events.map((e) => e.type);
    expect(types[0]).toBe("start");
    expect(types).toEqual(expect.arrayContaining(["text-start", "text-delta", "text-end", "finish"]));
    // Batched a few words (or ~50 ms) per event: tests/chat-hosted.test.ts checks the sizes exactly.
    expect(events.filter((e) => e.type === "text-delta").length).toBeGreaterThan(5);
    expect(text).toMatch(/malaria/i);
    expect(text.trim()).toMatch(/\?$/);
  });

  it("stores a signed-in chat, titles it from the first exchange and lists it", async () => {
    const chatId = crypto.randomUUID();
    const res = await stream({ content: MALARIA_LIKE, chat_id: chatId }, bearer(ada));
    expect(res.status).toBe(200);
    const { events, text } = await readStream(res);
    const meta = events.find((e) => e.type === "data-chat");
    expect(meta?.data).toMatchObject({ chat_id: chatId, stored: true, title: expect.stringMatching(/fever/i) });

    const messages = await json<Array<{ sender: string; content: string }>>(
      await request(`/api/messages?chat_id=${chatId}`, { headers: bearer(ada) }),
    );
    expect(messages.map((m) => m.sender)).toEqual(["user", "bot"]);
    expect(messages[0]?.content).toBe(MALARIA_LIKE);
    expect(messages[1]?.content).toBe(text.trim());

    const chats = await json<Array<{ chat_id: string; title: string }>>(
      await request("/api/getChats", { headers: bearer(ada) }),
    );
    expect(chats).toContainEqual(expect.objectContaining({ chat_id: chatId, title: expect.stringMatching(/fever/i) }));
  });

  it("uses the stored conversation for the next message in a saved chat", async () => {
    const chatId = crypto.randomUUID();
    const first = await readStream(await stream({ content: MALARIA_LIKE, chat_id: chatId }, bearer(ada)));
    expect(first.text).toMatch(/cough.*\?$/);
    // The client sends no history: the server's own copy is used.
    const second = await readStream(await stream({ content: "No", chat_id: chatId }, bearer(ada)));
    expect(second.text).toMatch(/Noted: no cough/);
    expect(lastLine(second.text)).not.toBe(lastLine(first.text));
    const messages = await json<unknown[]>(await request(`/api/messages?chat_id=${chatId}`, { headers: bearer(ada) }));
    expect(messages).toHaveLength(4);
  });

  it("needs a session for a saved chat (401) and never stores anonymous chats", async () => {
    const before = await countRows();
    const denied = await stream({ content: "Hello", chat_id: crypto.randomUUID() });
    expect(denied.status).toBe(401);
    expect((await json<ErrorBody>(denied)).error.message).toBe("Unauthorized. Please log in again.");
    const { text } = await readStream(await stream({ content: MALARIA_LIKE, uid: "anon-1" }));
    expect(text).toMatch(/malaria/i);
    expect(await countRows()).toEqual(before);
  });
});

describe("anonymous chat (POST /api/anonymous_messages/)", () => {
  it("answers with { response } and stores nothing", async () => {
    const before = await countRows();
    const res = await anonymous(MALARIA_LIKE);
    expect(res.status).toBe(200);
    const body = await json<Reply>(res);
    expect(body.response).toMatch(/malaria/i);
    expect(body.chat_id).toBeNull();
    expect(await countRows()).toEqual(before);
    // Even with a session, the anonymous call stores nothing.
    const signedIn = await postJson(
      "/api/anonymous_messages/",
      { content: MALARIA_LIKE, uid: "x" },
      { ...ipHeader(), ...bearer(ada) },
    );
    expect(signedIn.status).toBe(200);
    expect(await countRows()).toEqual(before);
  });
});

describe("the offline model", () => {
  const cases: Array<[string, RegExp]> = [
    [MALARIA_LIKE, /malaria/i],
    ["It burns when I pee and I have to pee very often", /urinary|bladder|cystitis|UTI|bilharzia/i],
    ["I have a runny nose, sneezing and a sore throat", /cold|flu|influenza/i],
    ["I've had a headache since this morning", /headache|migraine|malaria/i],
    ["Watery diarrhoea and vomiting since last night", /gastro|food poisoning|cholera|diarrh/i],
  ];

  it.each(cases)(
    "names likely causes for %j, says it is not a diagnosis and asks one question",
    async (message, expected) => {
      const response = await ask(message);
      expect(response).toMatch(expected);
      expect(response).toMatch(/not a diagnosis|possibilities only/i);
      expect(response).toMatch(/\*\*When to get care\*\*|get help now/i);
      expect(response.trim()).toMatch(/\?$/);
    },
  );

  it("changes its answer when the user answers its question (previous turns are used)", async () => {
    const first = await ask(MALARIA_LIKE);
    const question = lastLine(first);
    expect(question).toMatch(/cough.*\?$/);
    const previous = `User: ${MALARIA_LIKE}\nAssistant: ${first}`;
    const no = await ask("No, I don't", previous);
    expect(no).toMatch(/Noted: no cough/);
    expect(lastLine(no)).not.toBe(question);
    const yes = await ask("Yes", [
      { role: "user", content: MALARIA_LIKE },
      { role: "assistant", content: first },
    ]);
    expect(yes).toMatch(/Noted: yes to cough/);
    expect(lastLine(yes)).not.toBe(question);
    expect(yes).not.toBe(no);
  });

  it("steers greetings and off-topic messages back to health", async () => {
    expect(await ask("Hello")).toMatch(/What is bothering you today\?/);
    const offTopic = await ask("Who won the football match yesterday?");
    expect(offTopic).toMatch(/only help with health/i);
    expect(offTopic.trim()).toMatch(/\?$/);
  });

  it("explains a condition the user asks about", async () => {
    const response = await ask("What is typhoid?");
    expect(response).toMatch(/typhoid/i);
    expect(response).toMatch(/not a diagnosis/i);
  });
});

describe("safety layer", () => {
  const flags: Array<[string, RegExp]> = [
    ["I have crushing chest pain and I can't breathe", /heart or lung/],
    ["My dad's face is drooping and his speech is slurred", /stroke/],
    ["My brother is having a seizure right now", /seizure/],
    ["I'm bleeding heavily and it won't stop", /Heavy bleeding/],
    ["I have a high fever and a stiff neck", /meningitis/],
    ["She is confused and too weak to sit up", /severe malaria/],
    ["I'm 30 weeks pregnant and bleeding", /pregnancy/],
    ["I'm pregnant and have a severe headache with blurred vision", /pregnancy/],
  ];

  it.each(flags)("answers %j with emergency advice and 112 before any model", async (message, expected) => {
    const { events, text } = await readStream(await stream({ content: message, uid: "u" }));
    expect(events.find((e) => e.type === "data-meta")?.data).toMatchObject({ kind: "red_flag" });
    expect(text).toMatch(/112/);
    expect(text).toMatch(expected);
    // The model's answer shape never appears: the safety layer replaced it.
    expect(text).not.toMatch(/narrow it down/);
  });

  it("answers thoughts of self-harm with 112 and a crisis line", async () => {
    const body = await json<Reply>(
      await anonymous("I don't want to live anymore, I keep thinking about killing myself"),
    );
    expect(body.red_flag).toBe("self_harm");
    expect(body.response).toMatch(/112/);
    expect(body.response).toMatch(/0800 078 7746/);
    expect(body.response).toMatch(/someone you trust/);
  });

  it("does not raise the alarm for negated or everyday words", async () => {
    for (const message of [
      "No chest pain and no trouble breathing, just a cough",
      "I'm fit and healthy, how do I stay fit?",
      "I'm confused about which vitamins to take",
    ]) {
      const body = await json<Reply>(await anonymous(message));
      expect(body.red_flag, message).toBeNull();
    }
  });

  it("treats 'yes' to a danger-sign question as an emergency", async () => {
    const previous = [
      { role: "user", content: "I have a fever" },
      {
        role: "assistant",
        content:
          "**One question to help me narrow it down:** Do you have any of these right now: confusion, seizure (fit or convulsion) or too weak to sit up or stand?",
      },
    ];
    const body = await json<Reply>(await anonymous("yes", previous));
    expect(body.red_flag).toBe("danger_answer");
    expect(body.response).toMatch(/112/);
  });
});

describe("owners only", () => {
  it("hides another user's chat behind a 404 everywhere", async () => {
    const chatId = crypto.randomUUID();
    await readStream(await stream({ content: MALARIA_LIKE, chat_id: chatId }, bearer(ada)));

    const read = await request(`/api/messages?chat_id=${chatId}`, { headers: bearer(bola) });
    expect(read.status).toBe(404);
    const write = await postJson(
      "/api/messages/",
      { content: "Hi", chat_id: chatId },
      { ...ipHeader(), ...bearer(bola) },
    );
    expect(write.status).toBe(404);
    expect((await stream({ content: "Hi", chat_id: chatId }, bearer(bola))).status).toBe(404);
    const seed = await postJson(
      "/api/chats/from-result",
      { message: "Hi", chat_id: chatId },
      { ...ipHeader(), ...bearer(bola) },
    );
    expect(seed.status).toBe(404);
    const list = await json<Array<{ chat_id: string }>>(await request("/api/getChats", { headers: bearer(bola) }));
    expect(list.map((c) => c.chat_id)).not.toContain(chatId);
    // Ada's chat is untouched.
    expect(
      await json<unknown[]>(await request(`/api/messages?chat_id=${chatId}`, { headers: bearer(ada) })),
    ).toHaveLength(2);
  });

  it("answers 404 for a chat that does not exist and 401 without a session", async () => {
    expect((await request(`/api/messages?chat_id=${crypto.randomUUID()}`, { headers: bearer(ada) })).status).toBe(404);
    const noSession = await request(`/api/messages?chat_id=${crypto.randomUUID()}`);
    expect(noSession.status).toBe(401);
    expect((await json<ErrorBody>(noSession)).error.message).toBe("Unauthorized. Please log in again.");
    expect((await request("/api/getChats")).status).toBe(401);
    expect((await postJson("/api/messages/", { content: "Hi", chat_id: crypto.randomUUID() }, ipHeader())).status).toBe(
      401,
    );
  });
});

describe("POST /api/messages/ and saved chats", () => {
  it("answers { response }, stores both sides and finds chats by title and content", async () => {
    const chatId = crypto.randomUUID();
    const res = await postJson(
      "/api/messages/",
      { content: "My stomach hurts and I have watery diarrhoea", previous: "", chat_id: chatId },
      { ...ipHeader(), ...bearer(ada) },
    );
    expect(res.status).toBe(200);
    const body = await json<Reply>(res);
    expect(body.response.length).toBeGreaterThan(100);
    expect(body.title).toMatch(/diarrh/i);

    const search = async (q: string) =>
      (
        await json<Array<{ chat_id: string }>>(
          await request(`/api/getChats?q=${encodeURIComponent(q)}`, { headers: bearer(ada) }),
        )
      ).map((c) => c.chat_id);
    expect(await search("DIARRH")).toContain(chatId);
    expect(await search("stomach hurts")).toContain(chatId);
    expect(await search("zebra crossing")).not.toContain(chatId);
    expect(await search("100%_")).toEqual([]);
  });

  it("starts a chat from a checker result once", async () => {
    const chatId = crypto.randomUUID();
    const message =
      "My symptom checker result: I reported fever and headache, and the most likely condition is Malaria. Can we continue chatting?";
    const created = await postJson(
      "/api/chats/from-result",
      { message, previous: [], chat_id: chatId },
      { ...ipHeader(), ...bearer(ada) },
    );
    expect(created.status).toBe(201);
    const body = await json<Reply>(created);
    expect(body.response).toMatch(/malaria/i);
    const again = await postJson(
      "/api/chats/from-result",
      { message, chat_id: chatId },
      { ...ipHeader(), ...bearer(ada) },
    );
    expect(again.status).toBe(200);
    expect((await json<Reply>(again)).response).toBe(body.response);
    expect(
      await json<unknown[]>(await request(`/api/messages?chat_id=${chatId}`, { headers: bearer(ada) })),
    ).toHaveLength(2);
  });

  it("uses the assessment: allergy-aware remedies and condition-aware warnings", async () => {
    const user = await createSignedInUser({ first_name: "Chidi" });
    await env.DB.prepare(
      `INSERT INTO assessments (user_id, gender, dob, height_cm, weight_kg, blood, conditions, symptoms, allergies, medications, checkups)
       VALUES (?, 'male', '2004-05-01', 175, 68, 'O+', ?, '[]', ?, ?, 'Monthly')`,
    )
      .bind(
        user.user.id,
        JSON.stringify(["Asthma"]),
        JSON.stringify(["Paracetamol"]),
        JSON.stringify(["Salbutamol inhaler"]),
      )
      .run();
    const res = await postJson(
      "/api/messages/",
      { content: MALARIA_LIKE, chat_id: crypto.randomUUID() },
      { ...ipHeader(), ...bearer(user) },
    );
    const { response } = await json<Reply>(res);
    expect(response).toMatch(/allergic to paracetamol/i);
    expect(response).not.toMatch(/\*\*Over-the-counter pain relief\.\*\* Paracetamol/);
    expect(response).toMatch(/Because you have asthma/);
  });
});

describe("daily limits", () => {
  it("gives an anonymous device 10 replies a day, then a plain 429 with the offer to sign in", async () => {
    const ip = { "cf-connecting-ip": `10.99.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` };
    // The allowance follows the signed device cookie the first answer sets.
    const first = await anonymous("I have a cough", undefined, ip);
    expect(first.status).toBe(200);
    const device = /hb_device=[^;]+/.exec(first.headers.get("set-cookie") ?? "")?.[0] ?? "";
    expect(device).not.toBe("");
    const headers = { ...ip, cookie: device };
    for (let i = 1; i < 10; i++) expect((await anonymous("I have a cough", undefined, headers)).status).toBe(200);
    const over = await anonymous("I have a cough", undefined, headers);
    expect(over.status).toBe(429);
    const body = await json<ErrorBody>(over);
    expect(body.error.code).toBe("limit_reached");
    expect(body.error.message).toMatch(/Sign in/);
    expect(body.error.message).toMatch(/Premium/);
    // The stream refuses the same way, before any stream starts.
    const streamed = await stream({ content: "I have a cough", uid: "u" }, headers);
    expect(streamed.status).toBe(429);
    // Emergencies are never limited.
    const urgent = await anonymous("I have chest pain and I can't breathe", undefined, headers);
    expect(urgent.status).toBe(200);
    expect((await json<Reply>(urgent)).response).toMatch(/112/);
  }, 30_000);

  it("gives a free user 30 replies a day and a premium user more", async () => {
    const user = await createSignedInUser({ first_name: "Femi" });
    await env.DB.prepare("INSERT INTO usage_counters (subject, kind, day, count) VALUES (?, 'chat_reply', ?, 30)")
      .bind(`user:${user.user.id}`, lagosDay())
      .run();
    const send = () =>
      postJson(
        "/api/messages/",
        { content: "I have a cough", chat_id: crypto.randomUUID() },
        { ...ipHeader(), ...bearer(user) },
      );
    const over = await send();
    expect(over.status).toBe(429);
    expect((await json<ErrorBody>(over)).error.message).toMatch(/Upgrade to Premium/);

    await env.DB.prepare("INSERT INTO subscriptions (user_id, status, plan) VALUES (?, 'active', 'PREMIUM')")
      .bind(user.user.id)
      .run();
    expect((await send()).status).toBe(200);
  });
});

describe("bad input", () => {
  const cases: Array<[string, Record<string, unknown>, string, RegExp]> = [
    ["missing content", { uid: "u" }, "content", /Please type a message/],
    ["whitespace-only content", { content: "   \n\t ", uid: "u" }, "content", /Please type a message/],
    ["a 10,000-character message", { content: "a".repeat(10_000), uid: "u" }, "content", /too long/],
    ["content that is not text", { content: 42, uid: "u" }, "content", /must be text/],
    ["a malformed previous", { content: "Hi", previous: 12, uid: "u" }, "previous", /previous must be/],
    [
      "a previous list of the wrong shape",
      { content: "Hi", previous: [{ who: "me" }], uid: "u" },
      "previous",
      /previous must be/,
    ],
    ["a chat id that is not a UUID", { content: "Hi", chat_id: "chat-1" }, "chat_id", /UUID/],
  ];

  it.each(cases)("refuses %s with a 400 and a plain message", async (_name, body, field, message) => {
    for (const path of ["/api/chat/stream", "/api/anonymous_messages/"]) {
      if (path.includes("anonymous") && field === "chat_id") continue;
      const res = await postJson(path, body, { ...ipHeader(), ...bearer(ada) });
      expect(res.status, path).toBe(400);
      const { error } = await json<ErrorBody>(res);
      expect(error.code).toBe("invalid_input");
      expect(error.fields[field]).toMatch(message);
    }
  });

  it("refuses a body that is not JSON", async () => {
    const res = await postJson("/api/chat/stream", "{content:", ipHeader());
    expect(res.status).toBe(400);
  });

  it("accepts the SPEC's labelled-text and legacy-pair forms of previous", async () => {
    const first = await ask(MALARIA_LIKE);
    const legacy = await ask("no", [{ content: MALARIA_LIKE, response: first }]);
    expect(legacy).toMatch(/Noted: no cough/);
    const labelled = await ask("no", `User: ${MALARIA_LIKE}\nHealthBuddy: ${first}`);
    expect(labelled).toMatch(/Noted: no cough/);
  }, 20_000);
});

describe("API reference", () => {
  it("documents every chat endpoint", async () => {
    const doc = await json<{ paths: Record<string, Record<string, unknown>> }>(await request("/api/openapi.json"));
    expect(doc.paths["/chat/stream"]).toHaveProperty("post");
    expect(doc.paths["/messages/"]).toHaveProperty("post");
    expect(doc.paths["/messages"]).toHaveProperty("get");
    expect(doc.paths["/getChats"]).toHaveProperty("get");
    expect(doc.paths["/anonymous_messages/"]).toHaveProperty("post");
    expect(doc.paths["/chats/from-result"]).toHaveProperty("post");
  });
});
