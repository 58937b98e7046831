// The doorway's server half: every domain service a page (or an API handler) needs, wired once per
// request from the context (database, clock, mailer, limits, the signed-in viewer). Pages reach it
// as `context.get(appContext).services` and import only types from worker/; see
// docs/decisions/010-one-doorway.md.
import type { AssessmentInput } from "../app/lib/assessment.ts";
import type { ContactInput } from "../app/lib/contact-schema.ts";
import type { RegisterInput, Viewer } from "./auth/accounts.ts";
import {
  changePassword,
  confirmEmailChange,
  deleteAccount,
  exportUserData,
  findUser,
  forgotPassword,
  hasAssessment,
  listSessions,
  login,
  logout,
  refreshSession,
  register,
  resendVerificationMail,
  resetPassword,
  revokeSession,
  setAvatar,
  verifyEmailCode,
  verifyEmailLink,
  verifyResetCode,
} from "./auth/accounts.ts";
import { loadAccountPage, updateBioData } from "./auth/account-page.ts";
import { authAllowed, LIMITS } from "./auth/limits.ts";
import { updateProfile, type ProfileUpdate } from "./auth/profile.ts";
import { listAssessments, submitAssessment } from "./assessment/index.ts";
import { getSubscriptionStatus, isPremium, listPayments, loadPremiumState } from "./billing/subscriptions.ts";
import { askerOf, chatDeps } from "./chat/deps.ts";
import { FALLBACK_NOTICE } from "./chat/reply.ts";
import { contentSchema, previousSchema, turnsFromPrevious } from "./chat/schema.ts";
import { beginTurn, type TurnInput } from "./chat/service.ts";
import { chatAccess, deleteChat, getChat, listChats, listMessages, renameChat } from "./chat/store.ts";
import type { AppContext } from "./context.ts";
import {
  loadDashboard,
  loadNotifications,
  refreshHealthScore,
  saveDailyUpdate,
  subscriptionState,
  todaysUpdate,
} from "./dashboard/index.ts";
import { streakLabel } from "./dashboard/streak.ts";
import { checkerService, entrySymptoms } from "./checker/service/service.ts";
import { webAction } from "./checker/service/web-flow.ts";
import { loadArticlePage } from "./public-site/article-page.ts";
import { listArticles } from "./public-site/articles.ts";
import { submitContactMessage, subscribeToNewsletter } from "./public-site/contact.ts";

type DailyUpdateInput = Parameters<typeof saveDailyUpdate>[2];

export type Services = ReturnType<typeof buildServices>;

type CheckerPages = ReturnType<typeof checkerService> & {
  entrySymptoms: typeof entrySymptoms;
  webAction: (userId: string, form: FormData) => ReturnType<typeof webAction>;
};

/** Built by buildContext. No redirects or page cookies here: those are worker/web/. */
export function buildServices(ctx: AppContext) {
  const { db, clock } = ctx;
  const deps = { db, clock };
  let checker: CheckerPages | null = null;

  const auth = {
    register: (input: RegisterInput) => register(ctx.authDeps(), input),
    login: (email: string, password: string) => login(ctx.authDeps(), email, password),
    logout: (refresh: string | null, sessionId: string | null) => logout(ctx.authDeps(), refresh, sessionId),
    refreshSession: (refresh: string) => refreshSession(ctx.authDeps(), refresh),
    verifyEmailCode: (email: string, code: string) => verifyEmailCode(ctx.authDeps(), email, code),
    verifyEmailLink: (email: string, token: string) => verifyEmailLink(ctx.authDeps(), email, token),
    resendVerificationMail: (email: string) => resendVerificationMail(ctx.authDeps(), email),
    forgotPassword: (email: string) => forgotPassword(ctx.authDeps(), email),
    verifyResetCode: (email: string, code: string) => verifyResetCode(ctx.authDeps(), email, code),
    resetPassword: (email: string, code: string, password: string) =>
      resetPassword(ctx.authDeps(), email, code, password),
    hasAssessment: (userId: string) => hasAssessment(db, userId),
    user: (userId: string) => findUser(db, userId),
    setAvatar: (userId: string, avatar: number) => setAvatar(db, userId, avatar),
    accountPage: (userId: string) => loadAccountPage(db, userId),
    updateBioData: (userId: string, bio: Parameters<typeof updateBioData>[2]) => updateBioData(db, userId, bio),
    listSessions: (viewer: Viewer) => listSessions(db, viewer, clock.now()),
    updateProfile: (viewer: Viewer, input: ProfileUpdate) => updateProfile(ctx.authDeps(), viewer, input),
    confirmEmailChange: (viewer: Viewer, code: string) => confirmEmailChange(ctx.authDeps(), viewer, code),
    changePassword: (viewer: Viewer, current: string, next: string) =>
      changePassword(ctx.authDeps(), viewer, current, next),
    revokeSession: (viewer: Viewer, sessionId: string) => revokeSession(ctx.authDeps(), viewer, sessionId),
    deleteAccount: (viewer: Viewer, password: string | null) => deleteAccount(ctx.authDeps(), viewer, password),
    exportUserData: (viewer: Viewer) => exportUserData(ctx.authDeps(), viewer),
    /** The shared per-IP and per-subject budget for code and password checks (worker/auth/limits.ts). */
    allowed: (action: keyof typeof LIMITS, subject: string) => authAllowed(ctx, LIMITS[action], subject),
    /** A named budget per client IP, then per subject: sign-in, sign-up and code screens. */
    async withinLimits(action: string, subject?: string) {
      if (!(await ctx.limit(ctx.env.RL_AUTH_IP, `${action}:ip:${ctx.clientIp}`))) return false;
      return subject === undefined || ctx.limit(ctx.env.RL_AUTH_EMAIL, `${action}:email:${subject}`);
    },
    /** A budget per address only (the code screens, where the address is the subject). */
    withinAddressLimit: (action: string, email: string) => ctx.limit(ctx.env.RL_AUTH_EMAIL, `${action}:email:${email}`),
  };

  const assessment = {
    list: (userId: string) => listAssessments(db, userId),
    /** Stores the assessment and brings the health score up to date; a refusal is a value. */
    async submit(userId: string, input: AssessmentInput) {
      const result = await submitAssessment({ db, clock, ip: ctx.clientIp }, userId, input);
      if (result.ok) await refreshHealthScore(deps, userId);
      return result;
    },
  };

  const dashboard = {
    load: (userId: string) => loadDashboard(deps, userId),
    notifications: (userId: string) => loadNotifications(deps, userId),
    premium: (userId: string) => subscriptionState(db, userId, clock.now()),
    todaysUpdate: (userId: string) => todaysUpdate(deps, userId),
    saveDailyUpdate: (userId: string, input: DailyUpdateInput) => saveDailyUpdate(deps, userId, input),
    /** A page-level budget for daily updates. */
    updateAllowed: (userId: string) => ctx.limit(ctx.env.RL_FORMS, `daily-update:${userId}`),
    streakLabel,
  };

  const chat = {
    access: (chatId: string, userId: string) => chatAccess(db, chatId, userId),
    messages: (chatId: string) => listMessages(db, chatId),
    list: (userId: string, query?: string) => listChats(db, userId, query),
    get: (chatId: string, userId: string) => getChat(db, chatId, userId),
    rename: (chatId: string, userId: string, title: string) => renameChat(db, chatId, userId, title),
    remove: (chatId: string, userId: string) => deleteChat(db, chatId, userId),
    fallbackNotice: FALLBACK_NOTICE,
    contentSchema,
    previousSchema,
    turnsFromPrevious,
    /** One turn for whoever asks: the signed-in user, or the anonymous device (its cookie set if new). */
    async beginTurn(request: Request, input: TurnInput) {
      return beginTurn(chatDeps(ctx), await askerOf(ctx, request), input);
    },
  };

  const billing = {
    premiumState: (userId: string) => loadPremiumState(db, userId, clock.now()),
    payments: (userId: string) => listPayments(db, userId),
    status: (userId: string) => getSubscriptionStatus(db, userId),
    isPremium: (userId: string) => isPremium(db, userId, clock.now()),
  };

  const site = {
    article: (slug: string | null) => loadArticlePage(db, slug, clock.now()),
    articles: (query: string) => listArticles(db, query),
    contact: (input: ContactInput) => submitContactMessage(db, input),
    subscribe: (email: string) => subscribeToNewsletter(db, email),
    /** Per client IP, for the public forms (contact, newsletter). */
    formAllowed: (form: string) => ctx.limit(ctx.env.RL_FORMS, `${form}:${ctx.clientIp}`),
  };

  return {
    auth,
    assessment,
    dashboard,
    chat,
    billing,
    site,
    /** The symptom checker (worker/checker/service/service.ts), built on first use. */
    get checker() {
      if (checker) return checker;
      const service = checkerService(deps);
      checker = Object.assign(service, {
        entrySymptoms,
        /** One step of the web pages' flow (a posted form of finding ids). */
        webAction: (userId: string, form: FormData) => webAction(service, userId, form),
      });
      return checker;
    },
  };
}
