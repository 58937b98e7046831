import { describe, expect, it } from "vitest";
import { CHAT_LIMITS } from "../chat/limits.ts";
import { chatRefusal } from "./chat-refusal.ts";

describe("chatRefusal", () => {
  it("answers each reason with its status, code and the words the person reads", () => {
    expect(chatRefusal({ ok: false, reason: "unauthorized" })).toEqual({
      status: 401,
      code: "unauthorized",
      message: "Unauthorized. Please log in again.",
    });
    expect(chatRefusal({ ok: false, reason: "not_found" })).toEqual({
      status: 404,
      code: "not_found",
      message: "Chat not found.",
    });
    expect(chatRefusal({ ok: false, reason: "rate_limited", plan: "free" })).toMatchObject({
      status: 429,
      code: "rate_limited",
      plan: "free",
      message: expect.stringContaining("call 112 now"),
    });
    const limit = chatRefusal({ ok: false, reason: "limit_reached", plan: "anonymous", limit: CHAT_LIMITS.anonymous });
    expect(limit).toMatchObject({ status: 429, code: "limit_reached", plan: "anonymous" });
    expect(limit.message).toMatch(/^You've used all 10 free HealthBuddy replies for today\./);
  });
});
