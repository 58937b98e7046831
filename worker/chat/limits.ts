// How many replies a person gets a day. Counted on the server, atomically, in usage_counters: an
// anonymous person by their signed device cookie (worker/chat/device.ts) and, with a ceiling high enough
// for carrier NAT, by IP; a signed-in user by id. Emergency answers are never limited or counted.
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { usageCounters } from "../db/schema.ts";
import { lagosDate } from "../../app/lib/calendar.ts";

export const CHAT_LIMITS = { anonymous: 10, free: 30, premium: 300 } as const;
export type ChatPlan = keyof typeof CHAT_LIMITS;
/** Anonymous replies a day from one IP, whatever the devices: a busy carrier NAT, not one person. */
export const ANONYMOUS_IP_CEILING = 300;

const KIND = "chat_reply";
// A day is the Lagos calendar day (app/lib/calendar.ts): the allowance resets at midnight in Lagos.

/** Premium as billing defines it (active, or cancelled renewal until the paid period ends). */
export { isPremium } from "../billing/index.ts";

export type Allowance = { ok: true; used: number; limit: number } | { ok: false; limit: number };

/** Counts one reply if the subject has any left today; one statement, so two tabs cannot both slip past. */
export async function takeReply(db: Db, subject: string, limit: number, now: Date): Promise<Allowance> {
  const rows = await db
    .insert(usageCounters)
    .values({ subject, kind: KIND, day: lagosDate(now), count: 1 })
    .onConflictDoUpdate({
      target: [usageCounters.subject, usageCounters.kind, usageCounters.day],
      set: { count: sql`${usageCounters.count} + 1` },
      setWhere: sql`${usageCounters.count} < ${limit}`,
    })
    .returning({ count: usageCounters.count });
  const used = rows[0]?.count;
  return used === undefined ? { ok: false, limit } : { ok: true, used, limit };
}

/** Gives a reply back when the model failed before answering. */
export async function refundReply(db: Db, subject: string, now: Date) {
  await db
    .update(usageCounters)
    .set({ count: sql`max(${usageCounters.count} - 1, 0)` })
    .where(
      and(eq(usageCounters.subject, subject), eq(usageCounters.kind, KIND), eq(usageCounters.day, lagosDate(now))),
    );
}

export function limitMessage(plan: ChatPlan, limit: number): string {
  const emergency = "If this is an emergency, call 112 now.";
  if (plan === "anonymous")
    return `You've used all ${limit} free HealthBuddy replies for today. Sign in or create a free account to get ${CHAT_LIMITS.free} replies a day, or upgrade to Premium for unlimited chat. ${emergency}`;
  if (plan === "free")
    return `You've used all ${limit} of today's HealthBuddy replies on the free plan. Upgrade to Premium for unlimited chat, or come back tomorrow. ${emergency}`;
  return `You've sent a lot of messages today, so HealthBuddy is taking a short break to keep the service fair for everyone. Please try again tomorrow. ${emergency}`;
}
