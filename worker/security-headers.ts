const PRIVATE_PREFIXES = ["/dashboard", "/chat", "/assessment", "/avatar", "/dev"];
const AUTH_PAGES = [
  "/register",
  "/login",
  "/verifyMail",
  "/register-success",
  "/verification-failed",
  "/forgot-password",
  "/confirmMail",
  "/reset-password",
  "/verifyCode",
  "/password-change",
];

export function contentSecurityPolicy(nonce: string) {
  return [
    "default-src 'self'",
    // Only scripts we serve, plus React Router's inline hydration scripts carrying this nonce.
    // Paystack's inline checkout runs in its own frame and may load Apple Pay's script.
    `script-src 'self' 'nonce-${nonce}' https://checkout.paystack.com https://applepay.cdn-apple.com`,
    // React writes style attributes (progress bars, slider fills); no script can come through styles.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self' https://api.paystack.co",
    "frame-src 'self' https://checkout.paystack.com",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** Cache policy by route: personal pages are never stored, public ones revalidate. */
export function cacheControlFor(pathname: string, hasSession: boolean, status: number) {
  if (pathname.startsWith("/api/")) return "no-store";
  if (status >= 400) return "no-store";
  if (hasSession) return "private, no-store";
  if (PRIVATE_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return "private, no-store";
  if (AUTH_PAGES.includes(pathname) || pathname === "/avatar") return "private, no-store";
  return "public, max-age=0, s-maxage=300, stale-while-revalidate=3600";
}

export function applySecurityHeaders(headers: Headers, opts: { nonce: string; strictCsp: boolean; https: boolean }) {
  // A page from the edge cache already carries the policy matching the nonces in its HTML.
  if (headers.has("Content-Security-Policy")) {
    // keep it
  } else if (opts.strictCsp && (headers.get("content-type") ?? "").includes("text/html"))
    headers.set("Content-Security-Policy", contentSecurityPolicy(opts.nonce));
  else if (!headers.has("Content-Security-Policy"))
    headers.set("Content-Security-Policy", "frame-ancestors 'none'; base-uri 'self'; object-src 'none'");
  if (opts.https) headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload");
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set(
    "Permissions-Policy",
    'camera=(), microphone=(), geolocation=(), payment=(self "https://checkout.paystack.com")',
  );
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
}
