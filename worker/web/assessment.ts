import { redirect } from "react-router";
import {
  addTag,
  firstMissingStep,
  stepIndex,
  stepPath,
  TAG_LISTS,
  type AssessmentDraft,
  type StepId,
  type TagListKind,
} from "../../app/lib/assessment.ts";
import { lagosDate } from "../../app/lib/calendar.ts";
import { requireViewer } from "./auth.ts";
import type { AppContext } from "../context.ts";
import { readDraft, saveDraft, type StoredDraft } from "../assessment/draft.ts";

// What the assessment pages' loaders and actions share: who is asking, their draft, and the rule
// that a step cannot be opened before the steps it depends on are answered.

export type DraftPageData = { userId: string; draftId: string; version: number; draft: AssessmentDraft; today: string };

export function loadDraft(ctx: AppContext, request: Request): StoredDraft {
  const viewer = requireViewer(ctx, request);
  return readDraft(request.headers.get("cookie"), viewer.id);
}

/** Redirects to the first unanswered step when it comes before `step`. */
export function guardStep(stored: StoredDraft, step: StepId) {
  const missing = firstMissingStep(stored.draft);
  if (stepIndex(missing) < stepIndex(step)) throw redirect(stepPath(missing));
}

export function pageData(ctx: AppContext, stored: StoredDraft): DraftPageData {
  return {
    userId: stored.userId,
    draftId: stored.id,
    version: stored.version,
    draft: stored.draft,
    today: lagosDate(ctx.clock.now()),
  };
}

export function saveStep(ctx: AppContext, stored: StoredDraft, changes: AssessmentDraft): StoredDraft {
  const { cookies, stored: next } = saveDraft(stored, changes, ctx.secureCookies);
  ctx.setCookies.push(...cookies);
  return next;
}

/**
 * A tag list as a form sends it: the chosen items, the text still in the search box (commas
 * separate entries when typed without JavaScript), and an item picked from the suggestions.
 */
export function tagsFromForm(form: FormData, kind: TagListKind): string[] {
  const list = TAG_LISTS[kind];
  let items: string[] = [];
  for (const v of form.getAll("items")) items = addTag(items, String(v), list);
  const remove = String(form.get("remove") ?? "").toLowerCase();
  if (remove) items = items.filter((i) => i.toLowerCase() !== remove);
  const add = form.get("add");
  if (add) items = addTag(items, String(add), list);
  for (const part of String(form.get("other") ?? "").split(",")) items = addTag(items, part, list);
  return items;
}
