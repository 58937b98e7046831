// Paystack signs every webhook: x-paystack-signature is the hex HMAC-SHA512 of the raw body,
// keyed with the secret key. Verification goes through crypto.subtle.verify, which compares
// in constant time, so the signature cannot be guessed byte by byte.

const encoder = new TextEncoder();

async function hmacSha512Key(secret: string, usage: "sign" | "verify") {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-512" }, false, [usage]);
}

function toHex(bytes: ArrayBuffer): string {
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

function fromHex(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[0-9a-fA-F]*$/.test(hex) || hex.length % 2) return null;
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

export async function signPaystackBody(rawBody: string, secret: string): Promise<string> {
  const sig = await crypto.subtle.sign("HMAC", await hmacSha512Key(secret, "sign"), encoder.encode(rawBody));
  return toHex(sig);
}

export async function verifyPaystackSignature(
  rawBody: string,
  signature: string | null | undefined,
  secret: string,
): Promise<boolean> {
  if (!signature || !secret) return false;
  const bytes = fromHex(signature.trim());
  // SHA-512 gives 64 bytes; anything else cannot be a Paystack signature.
  if (!bytes || bytes.length !== 64) return false;
  return crypto.subtle.verify("HMAC", await hmacSha512Key(secret, "verify"), bytes, encoder.encode(rawBody));
}
