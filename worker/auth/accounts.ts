import { and, desc, eq, gt, isNull, lt, sql, type SQLWrapper } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import * as t from "../db/schema.ts";
import type { Clock } from "../lib/clock.ts";
import type { Mailer } from "../mail/mailer.ts";
import { authMessages, codeMessage } from "../../app/lib/messages.ts";
import { isCommonPassword } from "./common-passwords.ts";
import {
  DUMMY_PASSWORD_HASH,
  hashPassword,
  randomCode,
  randomToken,
  sha256,
  signJwt,
  timingSafeEqual,
  verifyJwt,
  verifyPassword,
} from "./crypto.ts";

export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_DAYS = 30;
export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;

export type AuthDeps = {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  jwtSecret: string;
  appUrl: string;
  ip: string;
  userAgent: string;
  /** Runs work after the response (ctx.waitUntil); without it the work is awaited in place. */
  defer?: (label: string, work: () => Promise<unknown>) => void;
};

export type PublicUser = {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  avatar: number;
};

export type Tokens = {
  access: string;
  refresh: string;
  sessionId: string;
  accessExpiresAt: number;
  refreshExpiresAt: string;
};

export { authMessages, codeMessage };

const iso = (d: Date) => d.toISOString();
const addMinutes = (d: Date, m: number) => new Date(d.getTime() + m * 60_000);

export function toPublicUser(u: typeof t.users.$inferSelect): PublicUser {
  return { id: u.id, email: u.email, first_name: u.firstName, last_name: u.lastName, phone: u.phone, avatar: u.avatar };
}

export async function audit(deps: Pick<AuthDeps, "db" | "ip">, event: string, userId: string | null, detail?: unknown) {
  await deps.db.insert(t.auditLog).values({ event, userId, ip: deps.ip, detail: detail ?? null });
}

async function findUserByEmail(db: Db, email: string) {
  return (await db.query.users.findFirst({ where: eq(t.users.email, email) })) ?? null;
}

// ------------------------------------------------------------------ codes

type Purpose = "verify_email" | "reset_password" | "change_email";

/** A fresh code and link with their hashes: the CPU part of issuing a code, same for every address. */
async function prepareCode() {
  const id = crypto.randomUUID();
  const code = randomCode();
  const link = randomToken();
  return { id, code, link, codeHash: await sha256(`${id}:${code}`), linkHash: await sha256(link) };
}

async function storeCode(
  deps: AuthDeps,
  email: string,
  purpose: Purpose,
  prepared: Awaited<ReturnType<typeof prepareCode>>,
) {
  const now = deps.clock.now();
  // A new code replaces any earlier one: only the newest mail works.
  await deps.db.batch([
    deps.db
      .update(t.oneTimeCodes)
      .set({ usedAt: iso(now) })
      .where(and(eq(t.oneTimeCodes.email, email), eq(t.oneTimeCodes.purpose, purpose), isNull(t.oneTimeCodes.usedAt))),
    deps.db.insert(t.oneTimeCodes).values({
      id: prepared.id,
      email,
      purpose,
      codeHash: prepared.codeHash,
      linkHash: prepared.linkHash,
      expiresAt: iso(addMinutes(now, CODE_TTL_MINUTES)),
    }),
  ]);
}

async function issueCode(deps: AuthDeps, email: string, purpose: Purpose) {
  const prepared = await prepareCode();
  await storeCode(deps, email, purpose, prepared);
  return { code: prepared.code, link: prepared.link };
}

type CodeCheck = { ok: true; id: string } | { ok: false; reason: "invalid" | "expired" | "too_many" };

/**
 * Judges a code. Every guess first claims one of the code's attempts in a single conditional
 * statement (UPDATE ... WHERE attempts < 5 RETURNING), so concurrent guesses cannot all be judged
 * against the same stale count: at most CODE_MAX_ATTEMPTS guesses per code are ever compared.
 * A correct guess gives its attempt back (it was not a wrong one) and uses or marks the code.
 */
async function checkCode(
  deps: AuthDeps,
  email: string,
  purpose: Purpose,
  code: string,
  consume: boolean,
): Promise<CodeCheck> {
  const row = await deps.db.query.oneTimeCodes.findFirst({
    where: and(eq(t.oneTimeCodes.email, email), eq(t.oneTimeCodes.purpose, purpose), isNull(t.oneTimeCodes.usedAt)),
    orderBy: desc(t.oneTimeCodes.createdAt),
  });
  if (!row) return { ok: false, reason: "invalid" };
  const now = iso(deps.clock.now());
  if (row.expiresAt <= now) return { ok: false, reason: "expired" };
  const claimed = await deps.db
    .update(t.oneTimeCodes)
    .set({ attempts: sql`${t.oneTimeCodes.attempts} + 1` })
    .where(
      and(eq(t.oneTimeCodes.id, row.id), lt(t.oneTimeCodes.attempts, CODE_MAX_ATTEMPTS), isNull(t.oneTimeCodes.usedAt)),
    )
    .returning({ attempts: t.oneTimeCodes.attempts });
  if (!claimed.length) {
    const current = await deps.db.query.oneTimeCodes.findFirst({ where: eq(t.oneTimeCodes.id, row.id) });
    return { ok: false, reason: current?.usedAt ? "invalid" : "too_many" };
  }
  const matches = timingSafeEqual(await sha256(`${row.id}:${code}`), row.codeHash);
  if (!matches) return { ok: false, reason: claimed[0]!.attempts >= CODE_MAX_ATTEMPTS ? "too_many" : "invalid" };
  // Consuming is a conditional update, so two concurrent uses cannot both succeed.
  const update = consume ? { usedAt: now } : { verifiedAt: now };
  const done = await deps.db
    .update(t.oneTimeCodes)
    .set({ ...update, attempts: sql`max(${t.oneTimeCodes.attempts} - 1, 0)` })
    .where(and(eq(t.oneTimeCodes.id, row.id), isNull(t.oneTimeCodes.usedAt)))
    .returning({ id: t.oneTimeCodes.id });
  return done.length ? { ok: true, id: row.id } : { ok: false, reason: "invalid" };
}

/** "Resend the code": answers at once for every address; the lookup and the mail run after the response. */
export async function resendVerificationMail(deps: AuthDeps, email: string) {
  if (deps.defer) deps.defer("verification mail", () => sendVerificationMail(deps, email));
  else await sendVerificationMail(deps, email);
}

export async function sendVerificationMail(deps: AuthDeps, email: string) {
  const user = await findUserByEmail(deps.db, email);
  // Unknown or already verified addresses get the same answer and no mail.
  if (!user || user.emailVerifiedAt) return;
  const { code, link } = await issueCode(deps, email, "verify_email");
  const url = `${deps.appUrl}/verify-email?e=${encodeURIComponent(email)}&t=${link}`;
  await deps.mailer.send({
    to: email,
    subject: `${code} is your HealthBuddy verification code`,
    text: `Hello ${user.firstName},\n\nYour HealthBuddy verification code is ${code}. It works once and expires in ${CODE_TTL_MINUTES} minutes.\n\nOr open this link to verify your email:\n${url}\n\nIf you did not create an account, you can ignore this mail.`,
  });
}

// ------------------------------------------------------------------ registration and verification

export type RegisterInput = { first_name: string; last_name: string; email: string; phone: string; password: string };

export async function register(deps: AuthDeps, input: RegisterInput) {
  if (isCommonPassword(input.password)) return { ok: false as const, reason: "common_password" as const };
  const existing = await findUserByEmail(deps.db, input.email);
  if (existing) return { ok: false as const, reason: "email_taken" as const };
  const id = crypto.randomUUID();
  const inserted = await deps.db
    .insert(t.users)
    .values({
      id,
      email: input.email,
      firstName: input.first_name,
      lastName: input.last_name,
      phone: input.phone,
      passwordHash: await hashPassword(input.password),
    })
    .onConflictDoNothing()
    .returning({ id: t.users.id });
  if (!inserted.length) return { ok: false as const, reason: "email_taken" as const };
  await audit(deps, "register", id);
  await sendVerificationMail(deps, input.email);
  return { ok: true as const, userId: id };
}

async function markVerified(deps: AuthDeps, email: string) {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return null;
  if (!user.emailVerifiedAt)
    await deps.db
      .update(t.users)
      .set({ emailVerifiedAt: iso(deps.clock.now()) })
      .where(eq(t.users.id, user.id));
  await audit(deps, "email_verified", user.id);
  return user;
}

export async function verifyEmailCode(deps: AuthDeps, email: string, code: string) {
  const check = await checkCode(deps, email, "verify_email", code, true);
  if (!check.ok) return check;
  await markVerified(deps, email);
  return { ok: true as const };
}

export async function verifyEmailLink(deps: AuthDeps, email: string, token: string) {
  const row = await deps.db.query.oneTimeCodes.findFirst({
    where: and(
      eq(t.oneTimeCodes.email, email),
      eq(t.oneTimeCodes.purpose, "verify_email"),
      eq(t.oneTimeCodes.linkHash, await sha256(token)),
    ),
  });
  if (!row || row.usedAt) return { ok: false as const, reason: "invalid" as const };
  if (row.expiresAt <= iso(deps.clock.now())) return { ok: false as const, reason: "expired" as const };
  const used = await deps.db
    .update(t.oneTimeCodes)
    .set({ usedAt: iso(deps.clock.now()) })
    .where(and(eq(t.oneTimeCodes.id, row.id), isNull(t.oneTimeCodes.usedAt)))
    .returning({ id: t.oneTimeCodes.id });
  if (!used.length) return { ok: false as const, reason: "invalid" as const };
  await markVerified(deps, email);
  return { ok: true as const };
}

// ------------------------------------------------------------------ sessions and tokens

async function startSession(deps: AuthDeps, userId: string, ttlDays = REFRESH_TTL_DAYS): Promise<Tokens> {
  const sessionId = crypto.randomUUID();
  const refresh = randomToken(32);
  const now = deps.clock.now();
  const expiresAt = iso(new Date(now.getTime() + ttlDays * 86_400_000));
  await deps.db.batch([
    deps.db.insert(t.sessions).values({
      id: sessionId,
      userId,
      userAgent: deps.userAgent.slice(0, 300),
      ip: deps.ip,
      expiresAt,
      lastUsedAt: iso(now),
    }),
    deps.db.insert(t.refreshTokens).values({ tokenHash: await sha256(refresh), sessionId }),
  ]);
  return { ...(await accessToken(deps, userId, sessionId)), refresh, sessionId, refreshExpiresAt: expiresAt };
}

async function accessToken(deps: AuthDeps, userId: string, sessionId: string) {
  const iat = Math.floor(deps.clock.now().getTime() / 1000);
  const exp = iat + ACCESS_TTL_SECONDS;
  return { access: await signJwt({ sub: userId, sid: sessionId, iat, exp }, deps.jwtSecret), accessExpiresAt: exp };
}

export async function login(deps: AuthDeps, email: string, password: string) {
  const user = await findUserByEmail(deps.db, email);
  const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
  if (!user || !user.passwordHash || !ok) {
    await audit(deps, "login_failed", user?.id ?? null, { email });
    return { ok: false as const, reason: "invalid" as const };
  }
  if (!user.emailVerifiedAt) {
    await sendVerificationMail(deps, email);
    return { ok: false as const, reason: "unverified" as const };
  }
  const tokens = await startSession(deps, user.id);
  await audit(deps, "login", user.id, { method: "password" });
  return { ok: true as const, tokens, user: toPublicUser(user), hasAssessment: await hasAssessment(deps.db, user.id) };
}

/** Sign-in for an account already identified by a provider (Google, Facebook). */
export async function loginVerifiedUser(deps: AuthDeps, userId: string, method: string) {
  const user = await deps.db.query.users.findFirst({ where: eq(t.users.id, userId) });
  if (!user) return null;
  const tokens = await startSession(deps, user.id);
  await audit(deps, "login", user.id, { method });
  return { tokens, user: toPublicUser(user), hasAssessment: await hasAssessment(deps.db, user.id) };
}

/** The user's row (undefined once the account is gone). */
export async function findUser(db: Db, userId: string) {
  return db.query.users.findFirst({ where: eq(t.users.id, userId) });
}

export async function hasAssessment(db: Db, userId: string) {
  const row = await db
    .select({ id: t.assessments.id })
    .from(t.assessments)
    .where(eq(t.assessments.userId, userId))
    .limit(1);
  return row.length > 0;
}

/**
 * Rotates a refresh token. A token that was already used means it leaked (or was replayed):
 * the whole family is revoked, signing out both the thief and the owner.
 */
export async function refreshSession(deps: AuthDeps, refresh: string, graceSeconds = 0) {
  const hash = await sha256(refresh);
  const row = await deps.db
    .select({ token: t.refreshTokens, session: t.sessions })
    .from(t.refreshTokens)
    .innerJoin(t.sessions, eq(t.sessions.id, t.refreshTokens.sessionId))
    .where(eq(t.refreshTokens.tokenHash, hash))
    .get();
  const now = iso(deps.clock.now());
  if (!row || row.session.revokedAt || row.session.expiresAt <= now)
    return { ok: false as const, reason: "invalid" as const };
  const claimed = await deps.db
    .update(t.refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(t.refreshTokens.tokenHash, hash), isNull(t.refreshTokens.usedAt)))
    .returning({ h: t.refreshTokens.tokenHash });
  if (!claimed.length) {
    // Two tabs refreshing with the same cookie at once is a race, not theft: within the grace
    // window the loser gets an access token for the same session and keeps its cookie.
    const usedAt = (await deps.db.query.refreshTokens.findFirst({ where: eq(t.refreshTokens.tokenHash, hash) }))
      ?.usedAt;
    if (graceSeconds > 0 && usedAt && deps.clock.now().getTime() - new Date(usedAt).getTime() < graceSeconds * 1000)
      return {
        ok: true as const,
        tokens: null,
        access: await accessToken(deps, row.session.userId, row.session.id),
        userId: row.session.userId,
      };
    await revokeSessionById(deps.db, row.session.id, "refresh_reuse", now);
    await audit(deps, "refresh_reuse_detected", row.session.userId, { sessionId: row.session.id });
    return { ok: false as const, reason: "reused" as const };
  }
  const next = randomToken(32);
  await deps.db.batch([
    deps.db.insert(t.refreshTokens).values({ tokenHash: await sha256(next), sessionId: row.session.id }),
    deps.db.update(t.sessions).set({ lastUsedAt: now }).where(eq(t.sessions.id, row.session.id)),
  ]);
  const access = await accessToken(deps, row.session.userId, row.session.id);
  return {
    ok: true as const,
    tokens: { ...access, refresh: next, sessionId: row.session.id, refreshExpiresAt: row.session.expiresAt },
    access,
    userId: row.session.userId,
  };
}

async function revokeSessionById(db: Db, sessionId: string, reason: string, now: string) {
  await db
    .update(t.sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(t.sessions.id, sessionId), isNull(t.sessions.revokedAt)));
}

export async function revokeAllSessions(db: Db, userId: string, reason: string, now: string) {
  await db
    .update(t.sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(t.sessions.userId, userId), isNull(t.sessions.revokedAt)));
}

export async function logout(deps: AuthDeps, refresh: string | null, sessionId: string | null) {
  let sid = sessionId;
  if (!sid && refresh) {
    const row = await deps.db.query.refreshTokens.findFirst({
      where: eq(t.refreshTokens.tokenHash, await sha256(refresh)),
    });
    sid = row?.sessionId ?? null;
  }
  if (!sid) return;
  const session = await deps.db.query.sessions.findFirst({ where: eq(t.sessions.id, sid) });
  await revokeSessionById(deps.db, sid, "logout", iso(deps.clock.now()));
  await audit(deps, "logout", session?.userId ?? null);
}

export type Viewer = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  avatar: number;
  sessionId: string;
};

/** The signed-in user behind an access token, if its session is still live. */
export async function viewerFromAccessToken(
  db: Db,
  clock: Clock,
  secret: string,
  token: string,
): Promise<Viewer | null> {
  const claims = await verifyJwt(token, secret, Math.floor(clock.now().getTime() / 1000));
  if (!claims) return null;
  const row = await db
    .select({ user: t.users, session: t.sessions })
    .from(t.sessions)
    .innerJoin(t.users, eq(t.users.id, t.sessions.userId))
    .where(
      and(
        eq(t.sessions.id, claims.sid),
        eq(t.sessions.userId, claims.sub),
        isNull(t.sessions.revokedAt),
        gt(t.sessions.expiresAt, iso(clock.now())),
      ),
    )
    .get();
  if (!row) return null;
  const u = row.user;
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    phone: u.phone,
    avatar: u.avatar,
    sessionId: row.session.id,
  };
}

// ------------------------------------------------------------------ password reset

/**
 * Same answer and the same work before answering for every address (one lookup, one code made and
 * hashed): storing the code and sending the mail happen after the response, so its timing does not
 * tell whether the address has an account.
 */
export async function forgotPassword(deps: AuthDeps, email: string) {
  const user = await findUserByEmail(deps.db, email);
  const prepared = await prepareCode();
  const work = async () => {
    if (!user) return;
    await storeCode(deps, email, "reset_password", prepared);
    await deps.mailer.send({
      to: email,
      subject: `${prepared.code} is your HealthBuddy password reset code`,
      text: `Hello ${user.firstName},\n\nUse this code to reset your HealthBuddy password: ${prepared.code}\nIt works once and expires in ${CODE_TTL_MINUTES} minutes.\n\nReset here: ${deps.appUrl}/reset-password?e=${encodeURIComponent(email)}\n\nIf you did not ask for this, ignore this mail: your password stays the same.`,
    });
    await audit(deps, "password_reset_requested", user.id);
  };
  if (deps.defer) deps.defer("password reset mail", work);
  else await work();
  return { ok: true as const };
}

export async function verifyResetCode(deps: AuthDeps, email: string, code: string) {
  return checkCode(deps, email, "reset_password", code, false);
}

export async function resetPassword(deps: AuthDeps, email: string, code: string, password: string) {
  if (isCommonPassword(password)) return { ok: false as const, reason: "common_password" as const };
  const check = await checkCode(deps, email, "reset_password", code, true);
  if (!check.ok) return check;
  const user = await findUserByEmail(deps.db, email);
  if (!user) return { ok: false as const, reason: "invalid" as const };
  const now = iso(deps.clock.now());
  await deps.db.batch([
    deps.db
      .update(t.users)
      .set({ passwordHash: await hashPassword(password), emailVerifiedAt: user.emailVerifiedAt ?? now, updatedAt: now })
      .where(eq(t.users.id, user.id)),
    deps.db
      .update(t.sessions)
      .set({ revokedAt: now, revokedReason: "password_reset" })
      .where(and(eq(t.sessions.userId, user.id), isNull(t.sessions.revokedAt))),
  ]);
  await audit(deps, "password_reset", user.id);
  return { ok: true as const };
}

// ------------------------------------------------------------------ account management

export async function changePassword(deps: AuthDeps, viewer: Viewer, current: string, next: string) {
  const user = await deps.db.query.users.findFirst({ where: eq(t.users.id, viewer.id) });
  if (!user?.passwordHash || !(await verifyPassword(current, user.passwordHash)))
    return { ok: false as const, reason: "wrong_password" as const };
  if (isCommonPassword(next)) return { ok: false as const, reason: "common_password" as const };
  const now = iso(deps.clock.now());
  await deps.db.batch([
    deps.db
      .update(t.users)
      .set({ passwordHash: await hashPassword(next), updatedAt: now })
      .where(eq(t.users.id, viewer.id)),
    deps.db
      .update(t.sessions)
      .set({ revokedAt: now, revokedReason: "password_change" })
      .where(and(eq(t.sessions.userId, viewer.id), isNull(t.sessions.revokedAt))),
  ]);
  await audit(deps, "password_changed", viewer.id);
  // The device that changed it stays signed in with a fresh session.
  return { ok: true as const, tokens: await startSession(deps, viewer.id) };
}

export async function setAvatar(db: Db, userId: string, avatar: number) {
  await db.update(t.users).set({ avatar }).where(eq(t.users.id, userId));
}

export async function listSessions(db: Db, viewer: Viewer, now: Date) {
  const rows = await db
    .select()
    .from(t.sessions)
    .where(and(eq(t.sessions.userId, viewer.id), isNull(t.sessions.revokedAt), gt(t.sessions.expiresAt, iso(now))))
    .orderBy(desc(t.sessions.lastUsedAt));
  return rows.map((s) => ({
    id: s.id,
    user_agent: s.userAgent,
    ip: s.ip,
    created_at: s.createdAt,
    last_used_at: s.lastUsedAt,
    expires_at: s.expiresAt,
    current: s.id === viewer.sessionId,
  }));
}

/** Only the owner's sessions can be revoked; another user's id is simply not found. */
export async function revokeSession(deps: AuthDeps, viewer: Viewer, sessionId: string) {
  const done = await deps.db
    .update(t.sessions)
    .set({ revokedAt: iso(deps.clock.now()), revokedReason: "user_revoked" })
    .where(and(eq(t.sessions.id, sessionId), eq(t.sessions.userId, viewer.id), isNull(t.sessions.revokedAt)))
    .returning({ id: t.sessions.id });
  if (done.length) await audit(deps, "session_revoked", viewer.id, { sessionId });
  return done.length > 0;
}

export async function exportUserData(deps: AuthDeps, viewer: Viewer) {
  const db = deps.db;
  const uid = viewer.id;
  const [user, assessments, consents, chats, diagnoses, feedback, subscription, payments, sessions, daily] =
    await Promise.all([
      db.query.users.findFirst({ where: eq(t.users.id, uid) }),
      db.select().from(t.assessments).where(eq(t.assessments.userId, uid)),
      db.select().from(t.consents).where(eq(t.consents.userId, uid)),
      db.query.chats.findMany({ where: eq(t.chats.userId, uid), with: undefined }),
      db.select().from(t.diagnoses).where(eq(t.diagnoses.userId, uid)),
      db.select().from(t.feedback).where(eq(t.feedback.userId, uid)),
      db.select().from(t.subscriptions).where(eq(t.subscriptions.userId, uid)),
      db.select().from(t.payments).where(eq(t.payments.userId, uid)),
      db
        .select({
          id: t.sessions.id,
          created_at: t.sessions.createdAt,
          user_agent: t.sessions.userAgent,
          revoked_at: t.sessions.revokedAt,
        })
        .from(t.sessions)
        .where(eq(t.sessions.userId, uid)),
      db.select().from(t.dailyUpdates).where(eq(t.dailyUpdates.userId, uid)),
    ]);
  const chatIds = chats.map((c) => c.id);
  const messages = chatIds.length
    ? await db
        .select()
        .from(t.messages)
        .where(
          sql`${t.messages.chatId} in (${sql.join(
            chatIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        )
    : [];
  await audit(deps, "data_export", uid);
  const { passwordHash: _omit, ...profile } = user ?? ({} as typeof t.users.$inferSelect);
  return {
    exported_at: iso(deps.clock.now()),
    profile,
    assessments,
    consents,
    chats: chats.map((c) => ({ ...c, messages: messages.filter((m) => m.chatId === c.id) })),
    diagnoses,
    feedback,
    daily_updates: daily,
    subscription: subscription[0] ?? null,
    payments,
    sessions,
  };
}

export async function deleteAccount(deps: AuthDeps, viewer: Viewer, password: string | null) {
  const user = await deps.db.query.users.findFirst({ where: eq(t.users.id, viewer.id) });
  if (!user) return { ok: false as const, reason: "not_found" as const };
  if (user.passwordHash && !(password && (await verifyPassword(password, user.passwordHash))))
    return { ok: false as const, reason: "wrong_password" as const };
  const uid = viewer.id;
  const db = deps.db;
  // What ties rows outside the user's own tables to them: addresses, Paystack codes, references.
  const changes = await db
    .select({ detail: t.auditLog.detail })
    .from(t.auditLog)
    .where(and(eq(t.auditLog.userId, uid), eq(t.auditLog.event, "email_changed")));
  const earlier = changes
    .flatMap((r) => Object.values((r.detail ?? {}) as Record<string, unknown>))
    .filter((v): v is string => typeof v === "string");
  const emails = [
    ...new Set([user.email, user.pendingEmail, ...earlier].filter((e): e is string => Boolean(e) && e!.includes("@"))),
  ];
  const subscription = await db.select().from(t.subscriptions).where(eq(t.subscriptions.userId, uid)).get();
  const references = (
    await db.select({ ref: t.payments.reference }).from(t.payments).where(eq(t.payments.userId, uid))
  ).map((p) => p.ref);
  const paystackIds = [
    subscription?.paystackCustomerCode,
    subscription?.paystackSubscriptionCode,
    subscription?.paystackEmailToken,
    ...references,
  ].filter((v): v is string => typeof v === "string" && v.length >= 6);
  const mentions = (column: SQLWrapper, needles: string[]) =>
    needles.length
      ? sql.join(
          needles.map((n) => sql`instr(${column}, ${n}) > 0`),
          sql` or `,
        )
      : sql`0`;
  const inEmails = (column: SQLWrapper) =>
    sql`${column} in (${sql.join(
      emails.map((e) => sql`${e}`),
      sql`, `,
    )})`;
  // Every row of the user goes in one batch: all or nothing. docs/data-map.md lists each table.
  await db.batch([
    db.delete(t.messages).where(sql`${t.messages.chatId} in (select id from chats where user_id = ${uid})`),
    db.delete(t.chats).where(eq(t.chats.userId, uid)),
    db.delete(t.feedback).where(eq(t.feedback.userId, uid)),
    db.delete(t.diagnoses).where(eq(t.diagnoses.userId, uid)),
    db.delete(t.assessments).where(eq(t.assessments.userId, uid)),
    db.delete(t.consents).where(eq(t.consents.userId, uid)),
    db.delete(t.dailyUpdates).where(eq(t.dailyUpdates.userId, uid)),
    db.delete(t.healthScores).where(eq(t.healthScores.userId, uid)),
    db.delete(t.payments).where(eq(t.payments.userId, uid)),
    db.delete(t.subscriptions).where(eq(t.subscriptions.userId, uid)),
    // Chat and checker counters are keyed "user:<id>" (and once were the bare id).
    db.delete(t.usageCounters).where(sql`instr(${t.usageCounters.subject}, ${uid}) > 0`),
    db.delete(t.idempotencyKeys).where(eq(t.idempotencyKeys.userId, uid)),
    db
      .delete(t.refreshTokens)
      .where(sql`${t.refreshTokens.sessionId} in (select id from sessions where user_id = ${uid})`),
    db.delete(t.sessions).where(eq(t.sessions.userId, uid)),
    db.delete(t.oauthAccounts).where(eq(t.oauthAccounts.userId, uid)),
    db.delete(t.oneTimeCodes).where(inEmails(t.oneTimeCodes.email)),
    db.delete(t.mailOutbox).where(inEmails(t.mailOutbox.to)),
    db.delete(t.contactMessages).where(inEmails(t.contactMessages.email)),
    db.delete(t.newsletterSubscribers).where(inEmails(t.newsletterSubscribers.email)),
    // Paystack's events of the user keep only their type and time.
    // Their key (it names the payment reference) is replaced by a random one: a replay of an erased
    // event finds no payment and no user any more, so it changes nothing anyway.
    db
      .update(t.webhookEvents)
      .set({ id: sql`'erased:' || lower(hex(randomblob(16)))`, payload: { erased: true } })
      .where(
        sql`(${mentions(t.webhookEvents.payload, [...emails, ...paystackIds])}) or (${mentions(t.webhookEvents.id, paystackIds)})`,
      ),
    db.delete(t.users).where(eq(t.users.id, uid)),
    // The audit trail keeps that events happened, no longer who, from where, or about which address.
    db.update(t.auditLog).set({ userId: null, ip: "", detail: null }).where(eq(t.auditLog.userId, uid)),
    db
      .update(t.auditLog)
      .set({ detail: null })
      .where(mentions(t.auditLog.detail, [...emails, uid])),
    db.insert(t.auditLog).values({ event: "account_deleted", userId: null, ip: "" }),
  ]);
  return { ok: true as const };
}

// ------------------------------------------------------------------ email change

/** Mails a code to the new address; the address changes only when that code comes back. */
export async function requestEmailChange(deps: AuthDeps, viewer: Viewer, newEmail: string) {
  const { code } = await issueCode(deps, newEmail, "change_email");
  await deps.mailer.send({
    to: newEmail,
    subject: `${code} confirms your new HealthBuddy email`,
    text: `Hello ${viewer.firstName},\n\nEnter ${code} in My Account to make this your HealthBuddy sign-in address. It expires in ${CODE_TTL_MINUTES} minutes.\n\nIf you did not ask for this, ignore this mail.`,
  });
}

export async function confirmEmailChange(deps: AuthDeps, viewer: Viewer, code: string) {
  const user = await deps.db.query.users.findFirst({ where: eq(t.users.id, viewer.id) });
  if (!user?.pendingEmail) return { ok: false as const, reason: "invalid" as const };
  const check = await checkCode(deps, user.pendingEmail, "change_email", code, true);
  if (!check.ok) return check;
  const taken = await findUserByEmail(deps.db, user.pendingEmail);
  if (taken) return { ok: false as const, reason: "email_taken" as const };
  await deps.db
    .update(t.users)
    .set({
      email: user.pendingEmail,
      pendingEmail: null,
      emailVerifiedAt: iso(deps.clock.now()),
      updatedAt: iso(deps.clock.now()),
    })
    .where(eq(t.users.id, viewer.id));
  await audit(deps, "email_changed", viewer.id, { from: user.email, to: user.pendingEmail });
  return { ok: true as const, email: user.pendingEmail };
}
