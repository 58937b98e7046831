// A refused chat turn in HTTP terms, in one place for both edges: the API (worker/api/chat.ts) and the
// chat page's no-JavaScript form (through ctx.web). The chat service says why it refused; this says
// the status, the error code and the words the person reads.
import { limitMessage, type ChatPlan } from "../chat/limits.ts";
import { NOT_FOUND_MESSAGE, RATE_LIMITED_MESSAGE, UNAUTHORIZED_MESSAGE } from "../chat/messages.ts";
import type { Refusal } from "../chat/service.ts";

export type HttpRefusal = { status: 401 | 404 | 429; code: Refusal["reason"]; message: string; plan?: ChatPlan };

export function chatRefusal(refusal: Refusal): HttpRefusal {
  switch (refusal.reason) {
    case "unauthorized":
      return { status: 401, code: refusal.reason, message: UNAUTHORIZED_MESSAGE };
    case "not_found":
      return { status: 404, code: refusal.reason, message: NOT_FOUND_MESSAGE };
    case "rate_limited":
      return { status: 429, code: refusal.reason, message: RATE_LIMITED_MESSAGE, plan: refusal.plan };
    case "limit_reached":
      return {
        status: 429,
        code: refusal.reason,
        message: limitMessage(refusal.plan, refusal.limit),
        plan: refusal.plan,
      };
  }
}
