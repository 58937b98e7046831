// Every screen of the site, for the checks that visit them all: the overflow spec (tests/e2e/overflow.spec.ts),
// the Lighthouse accessibility run (scripts/a11y.mjs) and the phone screenshots (scripts/screenshots.mjs).
// A new page is added here once and all three see it. Plain TypeScript (no enums), so the .mjs scripts can
// import it with Node's type stripping.

/** Pages anyone can read, signed in or not. */
export const PUBLIC_ROUTES = ["/", "/healthbuddy", "/feeds", "/article", "/article/basic-first-aid", "/company", "/contact", "/privacy", "/terms", "/newsletter"];

// A long address: the kind of text that pushes narrow layouts sideways.
const E = "ada.long.address%40example.com";

/** Every page as someone who is not signed in sees it (the dashboard sends them to /login). */
export const SIGNED_OUT_ROUTES = [
  ...PUBLIC_ROUTES,
  "/register",
  "/login",
  `/verifyMail?e=${E}`,
  "/verify-email",
  "/register-success",
  "/verification-failed",
  "/forgot-password",
  `/confirmMail?e=${E}`,
  `/reset-password?e=${E}`,
  `/verifyCode?e=${E}`,
  "/password-change",
  "/chat",
  "/dashboard",
  "/no-such-page",
];

/** My Account's tabs, and the delete question as it shows without JavaScript. */
export const ACCOUNT_ROUTES = [
  "/dashboard/profile",
  "/dashboard/profile?tab=medical",
  "/dashboard/profile?tab=notifications",
  "/dashboard/profile?tab=privacy",
  "/dashboard/profile?tab=help",
  "/dashboard/profile?tab=personal&delete=1",
];

/**
 * Every page a signed-in person with a finished assessment reaches: a finished symptom check (`diagnosis`,
 * its id) adds its result, treatment and feedback screens, a stored chat (`chatId`) its conversation.
 */
export function signedInRoutes({ diagnosis, chatId }: { diagnosis?: string | undefined; chatId?: string | undefined } = {}) {
  return [
    ...PUBLIC_ROUTES,
    "/dashboard",
    ...ACCOUNT_ROUTES,
    "/dashboard/daily-update",
    "/dashboard/checker",
    "/dashboard/checker/start",
    ...(diagnosis ? [`/dashboard/checker/result/${diagnosis}`, `/dashboard/checker/treatment/${diagnosis}`, `/dashboard/checker/feedback/${diagnosis}`] : []),
    ...(chatId ? [`/chat/${chatId}`] : []),
    "/chat",
  ];
}
