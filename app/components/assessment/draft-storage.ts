import { useEffect, useState, useSyncExternalStore } from "react";
import type { AssessmentDraft } from "../../lib/assessment.ts";

// The browser copy of the assessment draft (the SPEC keeps it in local storage). The server
// copy (httpOnly cookies) is what the steps save; this copy also holds what the user changed in
// the current step and has not saved yet, so a reload mid-step loses nothing.

export const DRAFT_STORAGE_KEY = "assessmentDraft";
const CHANGE_EVENT = "hb:assessment-draft";

export type DraftMeta = { userId: string; draftId: string; version: number; draft: AssessmentDraft };
/** An unsaved answer remembers the saved answer it was made over: it only applies while that is still the saved one. */
type Unsaved = { value: unknown; over: string };
type Stored = { userId: string; draftId: string; draft: AssessmentDraft; unsaved: Record<string, Unsaved> };

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(DRAFT_STORAGE_KEY);
  } catch {
    return null;
  }
}

function parse(raw: string | null): Stored | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as Stored;
  } catch {
    return null;
  }
}

function write(value: Stored) {
  try {
    window.localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // Private mode or a full disk: the server copy still has every saved step.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void) {
  const onStorage = (e: StorageEvent) => {
    if (e.key === DRAFT_STORAGE_KEY) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

export function clearDraftStorage() {
  try {
    window.localStorage.removeItem(DRAFT_STORAGE_KEY);
  } catch {}
}

/** Whether the browser copy belongs to this user's current draft (a submitted draft's copy does not). */
const sameDraft = (local: Stored | null, meta: DraftMeta): local is Stored =>
  Boolean(local && local.userId === meta.userId && local.draftId === meta.draftId && local.unsaved && typeof local.unsaved === "object");

/**
 * One step's answer that survives reloads and going back. It reads the server's saved answer
 * first (so the server-rendered page and the first client render agree), then the unsaved browser
 * copy if it was made over the answer that is still saved; an edit in this page wins over both.
 */
export function useStepDraft<T>(meta: DraftMeta, step: string, serverValue: T): [T, (value: T) => void] {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  const local = parse(raw);
  const [edited, setEdited] = useState<{ value: T } | null>(null);

  // Keep the browser copy's saved part in step with the server; a finished draft's edits are dropped.
  useEffect(() => {
    const current = parse(readRaw());
    const unsaved = sameDraft(current, meta) ? current.unsaved : {};
    if (current && sameDraft(current, meta) && JSON.stringify(current.draft) === JSON.stringify(meta.draft)) return;
    write({ userId: meta.userId, draftId: meta.draftId, draft: meta.draft, unsaved });
  }, [meta]);

  const over = JSON.stringify(serverValue ?? null);
  const mine = sameDraft(local, meta) ? local.unsaved[step] : undefined;
  const fromLocal = mine && mine.over === over ? { value: mine.value as T } : null;
  const value = (edited ?? fromLocal ?? { value: serverValue }).value;

  const update = (next: T) => {
    setEdited({ value: next });
    const current = parse(readRaw());
    const unsaved = sameDraft(current, meta) ? current.unsaved : {};
    write({ userId: meta.userId, draftId: meta.draftId, draft: meta.draft, unsaved: { ...unsaved, [step]: { value: next, over } } });
  };
  return [value, update];
}
