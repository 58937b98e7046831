// Password hashing, token hashing and JWTs on WebCrypto: nothing here needs Node. JWTs are Hono's
// (`hono/jwt`), base64url is Hono's encoder (`hono/utils/encode`); passwords are WebCrypto PBKDF2
// with the parameters stored in every hash.
import { decodeBase64Url, encodeBase64Url } from "hono/utils/encode";
import { sign, verify } from "hono/jwt";

const encoder = new TextEncoder();
/** The Workers runtime caps PBKDF2 at 100,000 iterations. */
export const PBKDF2_ITERATIONS = 100_000;

/** Unpadded base64url (JWT, PKCE and our stored hashes all use it without `=`). */
export function toBase64Url(bytes: Uint8Array): string {
  return encodeBase64Url(bytes.slice().buffer).replace(/=+$/, "");
}

/** Decodes base64url with or without padding; throws on characters outside the alphabet. */
export function fromBase64Url(s: string): Uint8Array<ArrayBuffer> {
  return decodeBase64Url(s);
}

export function randomToken(bytes = 32): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** A uniformly random 6-digit code (rejection sampling, no modulo bias). */
export function randomCode(): string {
  const buf = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buf);
    const n = buf[0]!;
    if (n < 4_294_000_000) return String(n % 1_000_000).padStart(6, "0");
  }
}

export async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", encoder.encode(text));
  return toBase64Url(new Uint8Array(digest));
}

/**
 * Constant-time string comparison (the Workers runtime's `crypto.subtle.timingSafeEqual`). It needs
 * inputs of equal length, so a length mismatch is answered first: lengths here are public anyway
 * (fixed-size hashes), only the bytes are secret.
 */
export function timingSafeEqual(a: string, b: string): boolean {
  const x = encoder.encode(a);
  const y = encoder.encode(b);
  if (x.byteLength !== y.byteLength) return false;
  return (crypto.subtle as WorkersSubtleCrypto).timingSafeEqual(x, y);
}

/** The Workers runtime's addition to WebCrypto (tsconfig's DOM types win over worker/env.d.ts). */
type WorkersSubtleCrypto = SubtleCrypto & { timingSafeEqual(a: ArrayBufferView, b: ArrayBufferView): boolean };

async function pbkdf2(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, 256);
  return new Uint8Array(bits);
}

/** Stored as `pbkdf2-sha256$<iterations>$<salt>$<hash>` so parameters can be raised later. */
export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await pbkdf2(password, salt, iterations);
  return `pbkdf2-sha256$${iterations}$${toBase64Url(salt)}$${toBase64Url(hash)}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iter, salt, hash] = stored.split("$");
  if (scheme !== "pbkdf2-sha256" || !iter || !salt || !hash) return false;
  const actual = await pbkdf2(password, fromBase64Url(salt), Number(iter));
  return timingSafeEqual(toBase64Url(actual), hash);
}

/** A hash to compare against when the account does not exist, so timing does not reveal it. */
export const DUMMY_PASSWORD_HASH =
  "pbkdf2-sha256$100000$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

export type AccessClaims = { sub: string; sid: string; iat: number; exp: number };

/** An HS256 access token carrying exactly these claims. */
export function signJwt(claims: AccessClaims, secret: string): Promise<string> {
  return sign(claims, secret, "HS256");
}

/**
 * The claims of a valid, unexpired token, or null. Hono checks the signature, that the header says
 * HS256 (nothing else is accepted), and exp/iat against the system time; the token must also be
 * unexpired on the request's clock and carry the claims a session needs.
 */
export async function verifyJwt(token: string, secret: string, nowSeconds: number): Promise<AccessClaims | null> {
  try {
    const claims = (await verify(token, secret, { alg: "HS256", exp: true, iat: true })) as Partial<AccessClaims>;
    if (typeof claims.exp !== "number" || claims.exp <= nowSeconds) return null;
    if (typeof claims.iat !== "number") return null;
    if (typeof claims.sub !== "string" || typeof claims.sid !== "string") return null;
    return claims as AccessClaims;
  } catch {
    return null;
  }
}
