import { and, eq, isNull, sql } from "drizzle-orm";
import * as t from "../db/schema.ts";
import { audit, loginVerifiedUser, type AuthDeps } from "./accounts.ts";
import { createRemoteJWKSet, customFetch, jwtVerify } from "jose";
import { randomToken, sha256, toBase64Url } from "./crypto.ts";

export type Provider = "google" | "facebook";
type Fetch = (input: Request) => Promise<Response>;

export type OAuthConfig = {
  google: {
    clientId: string;
    clientSecret: string;
    authUrl: string;
    tokenUrl: string;
    jwksUrl: string;
    issuers: string[];
  };
  facebook: { appId: string; appSecret: string; authUrl: string; tokenUrl: string; graphUrl: string };
};

/** Provider endpoints are configuration: real ones in production, the local fake elsewhere. */
/** The providers' settings as configured (worker/lib/config.ts); each one not set gets its default. */
export type OAuthVars = Partial<
  Record<
    | "GOOGLE_CLIENT_ID"
    | "GOOGLE_CLIENT_SECRET"
    | "GOOGLE_AUTH_URL"
    | "GOOGLE_TOKEN_URL"
    | "GOOGLE_JWKS_URL"
    | "FACEBOOK_APP_ID"
    | "FACEBOOK_APP_SECRET"
    | "FACEBOOK_AUTH_URL"
    | "FACEBOOK_TOKEN_URL"
    | "FACEBOOK_GRAPH_URL",
    string
  >
>;

export function readOAuthConfig(env: OAuthVars, appUrl: string, production: boolean): OAuthConfig {
  const v = (k: keyof OAuthVars, local: string, prod: string) => String(env[k] ?? (production ? prod : local));
  const fake = `${appUrl}/dev/oauth`;
  return {
    google: {
      clientId: v("GOOGLE_CLIENT_ID", "local-google-client", ""),
      clientSecret: v("GOOGLE_CLIENT_SECRET", "local-google-secret", ""),
      authUrl: v("GOOGLE_AUTH_URL", `${fake}/google/authorize`, "https://accounts.google.com/o/oauth2/v2/auth"),
      tokenUrl: v("GOOGLE_TOKEN_URL", `${fake}/google/token`, "https://oauth2.googleapis.com/token"),
      jwksUrl: v("GOOGLE_JWKS_URL", `${fake}/google/certs`, "https://www.googleapis.com/oauth2/v3/certs"),
      issuers: production ? ["accounts.google.com", "https://accounts.google.com"] : [`${fake}/google`],
    },
    facebook: {
      appId: v("FACEBOOK_APP_ID", "local-facebook-app", ""),
      appSecret: v("FACEBOOK_APP_SECRET", "local-facebook-secret", ""),
      authUrl: v("FACEBOOK_AUTH_URL", `${fake}/facebook/dialog`, "https://www.facebook.com/v19.0/dialog/oauth"),
      tokenUrl: v(
        "FACEBOOK_TOKEN_URL",
        `${fake}/facebook/access_token`,
        "https://graph.facebook.com/v19.0/oauth/access_token",
      ),
      graphUrl: v("FACEBOOK_GRAPH_URL", `${fake}/facebook`, "https://graph.facebook.com/v19.0"),
    },
  };
}

export async function pkceChallenge(verifier: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier));
  return toBase64Url(new Uint8Array(digest));
}

/** The authorize URL and the state + PKCE verifier the callback must see again (kept in a cookie). */
export async function startAuthorization(cfg: OAuthConfig, provider: Provider, redirectUri: string) {
  const state = randomToken(16);
  const verifier = randomToken(32);
  const p = cfg[provider];
  const url = new URL(p.authUrl);
  url.searchParams.set("client_id", provider === "google" ? cfg.google.clientId : cfg.facebook.appId);
  url.searchParams.set("redirect_uri", redirectUri);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("scope", provider === "google" ? "openid email profile" : "email public_profile");
  url.searchParams.set("state", state);
  url.searchParams.set("code_challenge", await pkceChallenge(verifier));
  url.searchParams.set("code_challenge_method", "S256");
  return { url: url.toString(), state, verifier };
}

export type ProviderProfile = { providerUserId: string; email: string; firstName: string; lastName: string };

// ------------------------------------------------------------------ Google: ID tokens

type GoogleKeys = { keys: ReturnType<typeof createRemoteJWKSet>; fetcher: Fetch };
const googleKeySets = new Map<string, GoogleKeys>();

/**
 * Google's signing keys for a key-set URL, kept for the life of the isolate: jose fetches the set
 * once, keeps it 10 minutes and fetches again early only for a key id it has not seen (Google
 * rotating its keys). The download goes through the calling request's fetch (`ctx.fetch`), which
 * answers the local fake identity provider in-process.
 */
function googleKeys(url: string, fetcher: Fetch) {
  let set = googleKeySets.get(url);
  if (!set) {
    const entry: GoogleKeys = {
      fetcher,
      keys: createRemoteJWKSet(new URL(url), {
        [customFetch]: (input, init) => entry.fetcher(new Request(input, init)),
      }),
    };
    googleKeySets.set(url, entry);
    set = entry;
  }
  set.fetcher = fetcher;
  return set.keys;
}

/**
 * The person in a Google ID token, or null: an RS256 signature by one of Google's current keys,
 * our client id as audience, Google as issuer, unexpired (on the request's clock), and a verified
 * email address.
 */
export async function verifyGoogleIdToken(
  cfg: OAuthConfig,
  idToken: string,
  fetcher: Fetch,
  nowSeconds: number,
): Promise<ProviderProfile | null> {
  try {
    const { payload: c } = await jwtVerify(idToken, googleKeys(cfg.google.jwksUrl, fetcher), {
      algorithms: ["RS256"],
      issuer: cfg.google.issuers,
      audience: cfg.google.clientId,
      requiredClaims: ["exp"],
      currentDate: new Date(nowSeconds * 1000),
    });
    if (c.email_verified !== true || typeof c.email !== "string" || typeof c.sub !== "string") return null;
    return {
      providerUserId: c.sub,
      email: c.email.toLowerCase(),
      firstName: String(c.given_name ?? "Friend"),
      lastName: String(c.family_name ?? ""),
    };
  } catch {
    return null;
  }
}

// ------------------------------------------------------------------ Facebook: debug_token + /me

export async function verifyFacebookAccessToken(
  cfg: OAuthConfig,
  accessToken: string,
  fetcher: Fetch,
): Promise<ProviderProfile | null> {
  try {
    const appToken = `${cfg.facebook.appId}|${cfg.facebook.appSecret}`;
    const debug = new URL(`${cfg.facebook.graphUrl}/debug_token`);
    debug.searchParams.set("input_token", accessToken);
    debug.searchParams.set("access_token", appToken);
    const d = (await (await fetcher(new Request(debug))).json()) as {
      data?: { is_valid?: boolean; app_id?: string; user_id?: string };
    };
    if (!d.data?.is_valid || d.data.app_id !== cfg.facebook.appId || !d.data.user_id) return null;
    const me = new URL(`${cfg.facebook.graphUrl}/me`);
    me.searchParams.set("fields", "id,email,first_name,last_name");
    me.searchParams.set("access_token", accessToken);
    const p = (await (await fetcher(new Request(me))).json()) as {
      id?: string;
      email?: string;
      first_name?: string;
      last_name?: string;
    };
    if (!p.id || p.id !== d.data.user_id || !p.email) return null;
    return {
      providerUserId: p.id,
      email: p.email.toLowerCase(),
      firstName: p.first_name ?? "Friend",
      lastName: p.last_name ?? "",
    };
  } catch {
    return null;
  }
}

/** Exchanges an authorization code (with its PKCE verifier) for the provider's tokens. */
export async function exchangeCode(
  cfg: OAuthConfig,
  provider: Provider,
  code: string,
  verifier: string,
  redirectUri: string,
  fetcher: Fetch,
) {
  const body = new URLSearchParams({
    grant_type: "authorization_code",
    code,
    code_verifier: verifier,
    redirect_uri: redirectUri,
    client_id: provider === "google" ? cfg.google.clientId : cfg.facebook.appId,
    client_secret: provider === "google" ? cfg.google.clientSecret : cfg.facebook.appSecret,
  });
  const res = await fetcher(
    new Request(cfg[provider].tokenUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
    }),
  );
  if (!res.ok) return null;
  return (await res.json()) as { access_token?: string; id_token?: string };
}

/**
 * Signs in the person a provider vouched for: the linked account, else the account with the same
 * (provider-verified) email, else a new verified account.
 *
 * Linking to an account whose address was never verified (account pre-hijack): anyone can register
 * someone else's address with a password of their choosing. When the real owner then arrives through
 * a provider, that account becomes theirs as if new: the unproven password is removed, every
 * session and pending code is revoked, and the names and phone typed at registration are replaced by
 * the provider's. Only an address already proven by its owner keeps its password and details.
 */
export async function signInWithProvider(deps: AuthDeps, provider: Provider, profile: ProviderProfile) {
  const db = deps.db;
  const link = await db.query.oauthAccounts.findFirst({
    where: (o, { and: a, eq: e }) => a(e(o.provider, provider), e(o.providerUserId, profile.providerUserId)),
  });
  let userId = link?.userId;
  if (!userId) {
    const existing = await db.query.users.findFirst({ where: eq(t.users.email, profile.email) });
    userId = existing?.id ?? crypto.randomUUID();
    const now = deps.clock.now().toISOString();
    const firstName = profile.firstName.slice(0, 80);
    const lastName = profile.lastName.slice(0, 80);
    const neverVerified = Boolean(existing && !existing.emailVerifiedAt);
    await db.batch([
      db
        .insert(t.users)
        .values({ id: userId, email: profile.email, firstName, lastName, emailVerifiedAt: now })
        .onConflictDoNothing(),
      neverVerified
        ? db
            .update(t.users)
            .set({
              emailVerifiedAt: now,
              passwordHash: null,
              firstName,
              lastName,
              phone: "",
              pendingEmail: null,
              updatedAt: now,
            })
            .where(and(eq(t.users.id, userId), isNull(t.users.emailVerifiedAt)))
        : db
            .update(t.users)
            .set({ emailVerifiedAt: existing?.emailVerifiedAt ?? now })
            .where(eq(t.users.id, userId)),
      db
        .update(t.sessions)
        .set({ revokedAt: now, revokedReason: "unverified_account_claimed" })
        .where(and(eq(t.sessions.userId, userId), isNull(t.sessions.revokedAt), sql`${neverVerified ? 1 : 0} = 1`)),
      db
        .update(t.oneTimeCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(t.oneTimeCodes.email, profile.email),
            isNull(t.oneTimeCodes.usedAt),
            sql`${neverVerified ? 1 : 0} = 1`,
          ),
        ),
      db
        .insert(t.oauthAccounts)
        .values({ provider, providerUserId: profile.providerUserId, userId })
        .onConflictDoNothing(),
    ]);
    await audit(deps, existing ? (neverVerified ? "oauth_claimed_unverified" : "oauth_linked") : "register", userId, {
      provider,
    });
  }
  return loginVerifiedUser(deps, userId, provider);
}

export const providerStateCookie = "hb_oauth";
export async function stateDigest(state: string, verifier: string) {
  return sha256(`${state}.${verifier}`);
}
