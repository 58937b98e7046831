import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// Mirrors the SPEC's route table, one line a route.
export default [
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("healthbuddy", "routes/public/healthbuddy.tsx"),
    route("feeds", "routes/public/feeds.tsx"),
    route("article", "routes/public/article-latest.tsx"),
    route("article/:slug", "routes/public/article.tsx"),
    route("company", "routes/public/company.tsx"),
    route("contact", "routes/public/contact.tsx"),
    route("privacy", "routes/public/privacy.tsx", { id: "privacy" }),
    route("terms", "routes/public/privacy.tsx", { id: "terms" }),
    route("newsletter", "routes/public/newsletter.tsx"),
  ]),
  layout("routes/auth/layout.tsx", [
    route("register", "routes/auth/register.tsx"),
    route("login", "routes/auth/login.tsx"),
    route("verifyMail", "routes/auth/verify-mail.tsx"),
    route("verify-email", "routes/auth/verify-email-link.tsx"),
    route("register-success", "routes/auth/register-success.tsx"),
    route("verification-failed", "routes/auth/verification-failed.tsx"),
    route("forgot-password", "routes/auth/forgot-password.tsx"),
    route("confirmMail", "routes/auth/confirm-mail.tsx"),
    route("reset-password", "routes/auth/reset-password.tsx"),
    route("verifyCode", "routes/auth/verify-code.tsx"),
    route("password-change", "routes/auth/password-change.tsx"),
    route("avatar", "routes/auth/avatar.tsx"),
  ]),
  route("logout", "routes/auth/logout.tsx"),
  route("assessment", "routes/assessment/layout.tsx", [
    index("routes/assessment/gender.tsx"),
    route("age", "routes/assessment/age.tsx"),
    route("bmi", "routes/assessment/bmi.tsx"),
    route("health", "routes/assessment/health.tsx"),
    route("agreement", "routes/assessment/agreement.tsx"),
  ]),
  layout("routes/dashboard/layout.tsx", [
    route("dashboard", "routes/dashboard/home.tsx"),
    route("dashboard/profile", "routes/dashboard/profile.tsx"),
    route("dashboard/daily-update", "routes/dashboard/daily-update.tsx"),
  ]),
  route("chat/:chatId?", "routes/chat/chat.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
