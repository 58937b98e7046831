// The doorway's web half: what page loaders and actions do with the request itself (who is signed
// in, one-time messages, session cookies, the assessment draft cookie), bound to this request's
// context. Pages reach it as `context.get(appContext).web`; domain modules never see it.
import type { AppContext } from "../context.ts";
import type { Tokens } from "../auth/accounts.ts";
import { clearSessionCookies, parseRefreshCookie, REFRESH_COOKIE } from "../auth/cookies.ts";
import { chatRefusal } from "../api/chat-refusal.ts";
import { readCookie } from "../lib/cookies.ts";
import {
  emailFromQuery,
  flash,
  pathAfterSignIn,
  redirectWithFlash,
  requireViewer,
  safeNext,
  startWebSession,
} from "./auth.ts";
import { clearDraft } from "../assessment/draft.ts";
import { guardStep, loadDraft, pageData, saveStep, tagsFromForm } from "./assessment.ts";
import { readFlash, type Flash } from "../lib/flash.ts";
import { unreadablePageRequest } from "../lib/request-guard.ts";
import type { StoredDraft } from "../assessment/draft.ts";
import type { AssessmentDraft, StepId, TagListKind } from "../../app/lib/assessment.ts";

export type Web = ReturnType<typeof webHelpers>;

export function webHelpers(ctx: AppContext) {
  return {
    /** The signed-in viewer, or a redirect to /login?next=… (with 'Session expired…' after a lapsed session). */
    requireViewer: (request: Request) => requireViewer(ctx, request),
    /** A one-time message (toast) for the next page. */
    flash: (f: Flash) => flash(ctx, f),
    /** A redirect that shows a one-time message on arrival. */
    redirectWithFlash: (to: string, f?: Flash) => redirectWithFlash(ctx, to, f),
    /** Sets the session cookies for freshly issued tokens. */
    startSession: (tokens: Tokens, remember: boolean) => startWebSession(ctx, tokens, remember),
    /** Signs this browser out: revokes its session and clears its cookies. */
    async endSession(request: Request) {
      const refresh = parseRefreshCookie(readCookie(request.headers.get("cookie"), REFRESH_COOKIE));
      await ctx.services.auth.logout(refresh?.token ?? null, ctx.viewer?.sessionId ?? null);
      ctx.setCookies.push(...clearSessionCookies(ctx.secureCookies));
      ctx.viewer = null;
    },
    /** Clears the session cookies (after the account itself is gone). */
    clearSession: () => ctx.setCookies.push(...clearSessionCookies(ctx.secureCookies)),
    /** The address a code screen is about (?e=), or a redirect to where the flow starts. */
    emailFromQuery: (request: Request, startOver: string) => emailFromQuery(request, startOver),
    /** A ?next= destination, only ever a path on this origin. */
    safeNext: (request: Request) => {
      const url = new URL(request.url);
      return safeNext(url.searchParams.get("next"), url.origin);
    },
    pathAfterSignIn,
    /** A refused chat turn as the API answers it: status and message (worker/api/chat-refusal.ts). */
    chatRefusal,
    /** The flash message this request carries (cleared on the response). */
    async takeFlash(request: Request) {
      const { flash: f, clear } = await readFlash(request.headers.get("cookie"), {
        secret: ctx.config.jwtSecret,
        secure: ctx.secureCookies,
      });
      if (clear) ctx.setCookies.push(clear);
      return f;
    },
    /** What is wrong with a page request (broken cookie, unreadable form), or null. */
    unreadable: (request: Request) => unreadablePageRequest(ctx, request),
    /** The assessment's unfinished answers (a signed-in viewer's draft cookie). */
    draft: {
      load: (request: Request) => loadDraft(ctx, request),
      guard: (stored: StoredDraft, step: StepId) => guardStep(stored, step),
      page: (stored: StoredDraft) => pageData(ctx, stored),
      save: (stored: StoredDraft, changes: AssessmentDraft) => saveStep(ctx, stored, changes),
      clear: () => ctx.setCookies.push(...clearDraft(ctx.secureCookies)),
      tagsFromForm: (form: FormData, kind: TagListKind) => tagsFromForm(form, kind),
    },
  };
}
