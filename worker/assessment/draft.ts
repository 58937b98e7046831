import { z } from "zod";
import {
  bloodSchema,
  checkupsSchema,
  dobSchema,
  genderSchema,
  heightSchema,
  MAX_TAG_LENGTH,
  MAX_TAGS,
  weightSchema,
  type AssessmentDraft,
  type TagListKind,
} from "../../app/lib/assessment.ts";
import { fromBase64Url, toBase64Url } from "../auth/crypto.ts";
import { clearCookie, readCookie, serializeCookie } from "../lib/cookies.ts";

// The assessment draft between steps, for pages that must work without JavaScript: kept in
// httpOnly cookies scoped to /assessment (never sent anywhere else), one cookie for the scalar
// answers and one per tag list so that no cookie nears the 4 KB limit. The browser mirrors it
// in localStorage (app/components/assessment/draft-storage.ts) for unsaved edits within a step.

export const DRAFT_COOKIE = "hb_ad";
const LIST_KINDS: TagListKind[] = ["conditions", "symptoms", "allergies", "medications"];
const listCookie = (kind: TagListKind) => `${DRAFT_COOKIE}_${kind}`;
const MAX_AGE = 7 * 24 * 60 * 60;
const PATH = "/assessment";

/** id is random per draft (empty before the first save): the browser copy must belong to this very draft. */
export type StoredDraft = { userId: string; id: string; version: number; draft: AssessmentDraft };

function encode(value: unknown): string {
  return toBase64Url(new TextEncoder().encode(JSON.stringify(value)));
}

function decode(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(new TextDecoder().decode(fromBase64Url(text)));
  } catch {
    return null;
  }
}

// base64url needs no percent-encoding, so these cookies read the same as before.
const serialize = (name: string, value: string, secure: boolean, maxAge: number) =>
  serializeCookie(name, value, { secure, maxAge, path: PATH });
const clear = (name: string, secure: boolean) => clearCookie(name, { secure, path: PATH });

const listSchema = z.array(z.string().max(MAX_TAG_LENGTH)).max(MAX_TAGS);

/** Each answer is checked on its own: a damaged or stale field is dropped, the rest is kept. */
function clean(raw: Record<string, unknown>): AssessmentDraft {
  const d: AssessmentDraft = {};
  const take = <T>(schema: z.ZodType<T>, v: unknown) => {
    const r = schema.safeParse(v);
    return r.success ? r.data : undefined;
  };
  d.gender = take(genderSchema, raw.gender);
  d.dob = take(dobSchema, raw.dob);
  d.height = take(heightSchema, raw.height);
  d.weight = take(weightSchema, raw.weight);
  d.blood = take(bloodSchema, raw.blood);
  d.checkups = take(checkupsSchema, raw.checkups);
  for (const k of Object.keys(d) as (keyof AssessmentDraft)[]) if (d[k] === undefined) delete d[k];
  return d;
}

export function readDraft(cookieHeader: string | null, userId: string): StoredDraft {
  const base = decode(readCookie(cookieHeader, DRAFT_COOKIE)) as {
    u?: unknown;
    i?: unknown;
    v?: unknown;
    d?: unknown;
  } | null;
  // A draft left by someone else on this browser is not this user's.
  if (!base || base.u !== userId || typeof base.d !== "object" || !base.d)
    return { userId, id: "", version: 0, draft: {} };
  const draft = clean(base.d as Record<string, unknown>);
  for (const kind of LIST_KINDS) {
    const raw = decode(readCookie(cookieHeader, listCookie(kind))) as { i?: unknown; l?: unknown } | null;
    // A list cookie left over from an earlier draft does not belong to this one.
    if (!raw || raw.i !== base.i) continue;
    const list = listSchema.safeParse(raw.l);
    if (list.success) draft[kind] = list.data;
  }
  return {
    userId,
    id: typeof base.i === "string" ? base.i : "",
    version: typeof base.v === "number" ? base.v : 0,
    draft,
  };
}

/** Set-Cookie headers saving the draft, with its version bumped so the browser knows it moved on. */
export function saveDraft(
  stored: StoredDraft,
  changes: AssessmentDraft,
  secure: boolean,
): { cookies: string[]; stored: StoredDraft } {
  const draft: AssessmentDraft = { ...stored.draft, ...changes };
  const id = stored.id || crypto.randomUUID().slice(0, 8);
  const next = { userId: stored.userId, id, version: stored.version + 1, draft };
  const { conditions, symptoms, allergies, medications, consents: _c, ...scalars } = draft;
  const lists = { conditions, symptoms, allergies, medications };
  const cookies = [
    serialize(DRAFT_COOKIE, encode({ u: stored.userId, i: id, v: next.version, d: scalars }), secure, MAX_AGE),
  ];
  for (const kind of LIST_KINDS) {
    const list = lists[kind];
    // Only the lists a change touched are rewritten.
    if (kind in changes)
      cookies.push(
        list === undefined
          ? clear(listCookie(kind), secure)
          : serialize(listCookie(kind), encode({ i: id, l: list }), secure, MAX_AGE),
      );
  }
  return { cookies, stored: next };
}

export function clearDraft(secure: boolean): string[] {
  return [DRAFT_COOKIE, ...LIST_KINDS.map(listCookie)].map((name) => clear(name, secure));
}
