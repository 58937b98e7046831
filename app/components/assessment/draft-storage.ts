import { useEffect, useRef, useState } from "react";
import type { AssessmentDraft } from "../../lib/assessment.ts";

// The browser copy of the assessment draft (the SPEC keeps it in local storage). The server
// copy (httpOnly cookies) is what the steps save; this copy also holds what the user changed in
// the current step and has not saved yet, so a reload mid-step loses nothing.

export const DRAFT_STORAGE_KEY = "assessmentDraft";

export type DraftMeta = { userId: string; draftId: string; version: number; draft: AssessmentDraft };
type Stored = { userId: string; draftId: string; version: number; draft: AssessmentDraft; unsaved: Record<string, unknown> };

function read(): Stored | null {
  try {
    const raw = window.localStorage.getItem(DRAFT_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as Stored) : null;
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
}

export function clearDraftStorage() {
  try {
    window.localStorage.removeItem(DRAFT_STORAGE_KEY);
  } catch {}
}

/**
 * State for one step's answer that survives reloads. It starts from the server's saved answer
 * (so the server-rendered page and the first client render agree), then takes the unsaved
 * browser copy if it was made on top of this very version of the draft.
 */
export function useStepDraft<T>(meta: DraftMeta, step: string, serverValue: T): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(serverValue);
  const metaRef = useRef(meta);
  metaRef.current = meta;

  useEffect(() => {
    const local = read();
    const same = local && local.userId === meta.userId && local.draftId === meta.draftId && local.version === meta.version;
    if (same && step in local.unsaved) setValue(local.unsaved[step] as T);
    write({ userId: meta.userId, draftId: meta.draftId, version: meta.version, draft: meta.draft, unsaved: same ? local.unsaved : {} });
    // Only when the saved draft moves on (a step was saved) is the browser copy re-based.
  }, [meta.userId, meta.draftId, meta.version, step]); // eslint-disable-line react-hooks/exhaustive-deps

  const update = (next: T) => {
    setValue(next);
    const m = metaRef.current;
    const local = read();
    const same = local && local.userId === m.userId && local.draftId === m.draftId && local.version === m.version;
    write({ userId: m.userId, draftId: m.draftId, version: m.version, draft: m.draft, unsaved: { ...(same ? local.unsaved : {}), [step]: next } });
  };
  return [value, update];
}

/** True once React runs in the browser: enhancements that would be dead without JavaScript wait for it. */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
