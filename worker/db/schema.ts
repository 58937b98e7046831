import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

// Times are stored as UTC ISO-8601 strings: sortable, readable in `wrangler d1 execute`, and
// unambiguous across the Africa/Lagos display zone.
const createdAt = () =>
  text("created_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

export const articles = sqliteTable(
  "articles",
  {
    slug: text("slug").primaryKey(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    tag: text("tag").notNull(),
    image: text("image").notNull(),
    imageAlt: text("image_alt").notNull(),
    readMinutes: integer("read_minutes").notNull(),
    // Blocks and sources are rendered as a whole, never queried inside: JSON keeps them in one row.
    body: text("body", { mode: "json" }).notNull(),
    sources: text("sources", { mode: "json" }).notNull(),
    // Plain text of title + summary + body, lower-cased, for search without a JSON walk per query.
    searchText: text("search_text").notNull(),
    publishedAt: text("published_at").notNull(),
  },
  (t) => [index("articles_published_idx").on(t.publishedAt)],
);

export const contactMessages = sqliteTable("contact_messages", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  email: text("email").notNull(),
  topic: text("topic").notNull(),
  message: text("message").notNull(),
  createdAt: createdAt(),
});

export const newsletterSubscribers = sqliteTable(
  "newsletter_subscribers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("newsletter_email_unique").on(t.email)],
);

// ---------------------------------------------------------------- accounts

export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    emailVerifiedAt: text("email_verified_at"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone").notNull().default(""),
    /** PBKDF2 string with its parameters: pbkdf2-sha256$iterations$salt$hash. Null for social-only accounts. */
    passwordHash: text("password_hash"),
    /** 1..7; 0 means none chosen yet (the SPEC's "below 1"). */
    avatar: integer("avatar").notNull().default(0),
    /** Smart Notifications preferences, a small JSON object. */
    notificationPrefs: text("notification_prefs", { mode: "json" })
      .notNull()
      .default(sql`'{}'`),
    /** An address change waits here until the new address is verified. */
    pendingEmail: text("pending_email"),
    createdAt: createdAt(),
    updatedAt: text("updated_at"),
  },
  (t) => [uniqueIndex("users_email_unique").on(t.email)],
);

export const oauthAccounts = sqliteTable(
  "oauth_accounts",
  {
    provider: text("provider").notNull(),
    providerUserId: text("provider_user_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("oauth_provider_user_unique").on(t.provider, t.providerUserId),
    index("oauth_user_idx").on(t.userId),
  ],
);

/** A sign-in: one refresh-token family. Revoking it signs that device out. */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userAgent: text("user_agent").notNull().default(""),
    ip: text("ip").notNull().default(""),
    /** Absolute end of the family (30 days from sign-in), whatever the rotations. */
    expiresAt: text("expires_at").notNull(),
    lastUsedAt: text("last_used_at"),
    revokedAt: text("revoked_at"),
    revokedReason: text("revoked_reason"),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const refreshTokens = sqliteTable(
  "refresh_tokens",
  {
    /** SHA-256 of the opaque token; the token itself is never stored. */
    tokenHash: text("token_hash").primaryKey(),
    sessionId: text("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    usedAt: text("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("refresh_session_idx").on(t.sessionId)],
);

export const oneTimeCodes = sqliteTable(
  "one_time_codes",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    purpose: text("purpose", { enum: ["verify_email", "reset_password", "change_email"] }).notNull(),
    codeHash: text("code_hash").notNull(),
    /** Link token hash for the verification link in the mail. */
    linkHash: text("link_hash"),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: text("expires_at").notNull(),
    usedAt: text("used_at"),
    /** Set when /verify-code accepted a reset code: /reset-password may then use it once. */
    verifiedAt: text("verified_at"),
    createdAt: createdAt(),
  },
  (t) => [index("codes_email_purpose_idx").on(t.email, t.purpose)],
);

export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id"),
    event: text("event").notNull(),
    ip: text("ip").notNull().default(""),
    detail: text("detail", { mode: "json" }),
    createdAt: createdAt(),
  },
  (t) => [index("audit_user_idx").on(t.userId)],
);

/** Development and test only: mail the local mailer "sent", read at /dev/mailbox. */
export const mailOutbox = sqliteTable(
  "mail_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    createdAt: createdAt(),
  },
  (t) => [index("mail_to_idx").on(t.to)],
);

export const consents = sqliteTable(
  "consents",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** personalizedRecommendations, thirdPartySharing, emergencyServices, parentalConsent, notifications, termsAndPrivacy */
    kind: text("kind").notNull(),
    granted: integer("granted", { mode: "boolean" }).notNull(),
    /** Version of the consent text the user saw. */
    version: text("version").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("consents_user_idx").on(t.userId)],
);

// ---------------------------------------------------------------- assessment and dashboard

export const assessments = sqliteTable(
  "assessments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    gender: text("gender").notNull(),
    dob: text("dob").notNull(),
    heightCm: integer("height_cm").notNull(),
    weightKg: integer("weight_kg").notNull(),
    blood: text("blood").notNull(),
    conditions: text("conditions", { mode: "json" }).notNull(),
    symptoms: text("symptoms", { mode: "json" }).notNull(),
    allergies: text("allergies", { mode: "json" }).notNull(),
    medications: text("medications", { mode: "json" }).notNull(),
    checkups: text("checkups").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("assessments_user_idx").on(t.userId, t.createdAt)],
);

/** Daily health update (mood, energy, sleep): a check-in that feeds the score. */
export const dailyUpdates = sqliteTable(
  "daily_updates",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Calendar day in the user's zone (Africa/Lagos by default), YYYY-MM-DD. */
    day: text("day").notNull(),
    mood: integer("mood").notNull(),
    energy: integer("energy").notNull(),
    sleepHours: integer("sleep_hours").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("daily_updates_user_day_unique").on(t.userId, t.day)],
);

export const healthScores = sqliteTable(
  "health_scores",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    score: integer("score").notNull(),
    components: text("components", { mode: "json" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("health_scores_user_day_unique").on(t.userId, t.day)],
);

// ---------------------------------------------------------------- symptom checker

export const diagnoses = sqliteTable(
  "diagnoses",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    symptom: text("symptom").notNull(),
    /** What the user answered: [{ question, answer }] and the evidence derived from it. */
    input: text("input", { mode: "json" }).notNull(),
    result: text("result", { mode: "json" }).notNull(),
    triageLevel: text("triage_level").notNull(),
    kbVersion: text("kb_version").notNull(),
    /** Emergencies never count against the free plan. */
    countsTowardsLimit: integer("counts_towards_limit", { mode: "boolean" }).notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index("diagnoses_user_idx").on(t.userId, t.createdAt)],
);

export const feedback = sqliteTable("feedback", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  diagnosisId: text("diagnosis_id")
    .notNull()
    .references(() => diagnoses.id, { onDelete: "cascade" }),
  /** 1 (very unhappy) .. 5 (very happy) */
  rating: integer("rating").notNull(),
  comment: text("comment"),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- chat

export const chats = sqliteTable(
  "chats",
  {
    /** Client-made UUID (SPEC). */
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull().default("New chat"),
    createdAt: createdAt(),
    updatedAt: text("updated_at"),
  },
  (t) => [index("chats_user_idx").on(t.userId, t.updatedAt)],
);

export const messages = sqliteTable(
  "messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    chatId: text("chat_id")
      .notNull()
      .references(() => chats.id, { onDelete: "cascade" }),
    sender: text("sender", { enum: ["user", "bot"] }).notNull(),
    content: text("content").notNull(),
    createdAt: createdAt(),
    /** A bot answer that was stopped or failed part-way is kept, marked, and never used as a complete turn. */
    status: text("status", { enum: ["complete", "interrupted", "failed"] })
      .notNull()
      .default("complete"),
    /** Who wrote a bot answer: the safety layer, the configured model, or the offline engine standing in for it. */
    source: text("source", { enum: ["safety", "model", "fallback"] }),
    model: text("model"),
    inputTokens: integer("input_tokens"),
    outputTokens: integer("output_tokens"),
  },
  (t) => [index("messages_chat_idx").on(t.chatId, t.id)],
);

/** Daily counters (chat replies) per subject: a user id or an anonymous client key. */
export const usageCounters = sqliteTable(
  "usage_counters",
  {
    subject: text("subject").notNull(),
    kind: text("kind").notNull(),
    day: text("day").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [uniqueIndex("usage_subject_kind_day_unique").on(t.subject, t.kind, t.day)],
);

// ---------------------------------------------------------------- billing

export const subscriptions = sqliteTable("subscriptions", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** active | non-renewing | attention | cancelled | completed (Paystack's words) */
  status: text("status").notNull(),
  plan: text("plan").notNull(),
  nextPaymentDate: text("next_payment_date"),
  paystackCustomerCode: text("paystack_customer_code"),
  paystackSubscriptionCode: text("paystack_subscription_code"),
  paystackEmailToken: text("paystack_email_token"),
  updatedAt: text("updated_at"),
  createdAt: createdAt(),
});

export const payments = sqliteTable(
  "payments",
  {
    reference: text("reference").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    plan: text("plan").notNull(),
    /** initialized | success | failed | abandoned | pending */
    status: text("status").notNull(),
    activatedAt: text("activated_at"),
    createdAt: createdAt(),
  },
  (t) => [index("payments_user_idx").on(t.userId)],
);

export const webhookEvents = sqliteTable("webhook_events", {
  /** Unique key of the provider event (event type + data id/reference). */
  id: text("id").primaryKey(),
  event: text("event").notNull(),
  payload: text("payload", { mode: "json" }).notNull(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- security (migration 0002)

/**
 * Idempotency-Key: the first response to a request that creates something (a symptom check, a chat
 * message, a checkout), so that a retry with the same key gets that response instead of a second
 * check, message or payment. Kept 24 hours; deleted with the account.
 */
export const idempotencyKeys = sqliteTable(
  "idempotency_keys",
  {
    /** "user:<id>": keys are honoured for signed-in clients only (anonymous chats store nothing). */
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    userId: text("user_id"),
    /** Method, path and SHA-256 of the body: the same key with another request is refused. */
    fingerprint: text("fingerprint").notNull(),
    /** Null while the first request is still running. */
    status: integer("status"),
    contentType: text("content_type"),
    body: text("body"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("idempotency_scope_key_unique").on(t.scope, t.key),
    index("idempotency_user_idx").on(t.userId),
    index("idempotency_created_idx").on(t.createdAt),
  ],
);
