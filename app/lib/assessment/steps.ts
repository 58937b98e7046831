import type { TagListKind } from "./lists.ts";
import type { AssessmentDraft } from "./schemas.ts";

// Step routing: the flow in order, where each step lives, and which step a draft may open.

export type StepId = "gender" | "dob" | "height" | "weight" | "blood" | TagListKind | "checkups" | "agreement";

/** The flow in order; intros (bmi step 1, health step 1) are not steps of their own and are skipped going back. */
export const ASSESSMENT_STEPS: { id: StepId; path: string }[] = [
  { id: "gender", path: "/assessment" },
  { id: "dob", path: "/assessment/age" },
  { id: "height", path: "/assessment/bmi?step=2" },
  { id: "weight", path: "/assessment/bmi?step=3" },
  { id: "blood", path: "/assessment/health?step=2" },
  { id: "conditions", path: "/assessment/health?step=3" },
  { id: "symptoms", path: "/assessment/health?step=4" },
  { id: "allergies", path: "/assessment/health?step=5" },
  { id: "medications", path: "/assessment/health?step=6" },
  { id: "checkups", path: "/assessment/health?step=7" },
  { id: "agreement", path: "/assessment/agreement" },
];

export const HEALTH_STEP_IDS: Record<number, StepId> = { 2: "blood", 3: "conditions", 4: "symptoms", 5: "allergies", 6: "medications", 7: "checkups" };
export const BMI_STEP_IDS: Record<number, StepId> = { 2: "height", 3: "weight" };

export function stepIndex(id: StepId): number {
  return ASSESSMENT_STEPS.findIndex((s) => s.id === id);
}
export function stepPath(id: StepId): string {
  return ASSESSMENT_STEPS[stepIndex(id)]!.path;
}
export function nextStepPath(id: StepId): string {
  const i = stepIndex(id);
  // Entering a new section goes through its intro.
  if (id === "dob") return "/assessment/bmi";
  if (id === "weight") return "/assessment/health";
  return ASSESSMENT_STEPS[i + 1]?.path ?? "/assessment/agreement";
}
export function previousStepPath(id: StepId | "bmi-intro" | "health-intro"): string | null {
  if (id === "bmi-intro") return stepPath("dob");
  if (id === "health-intro") return stepPath("weight");
  const i = stepIndex(id);
  return i > 0 ? ASSESSMENT_STEPS[i - 1]!.path : null;
}

/** Whether the draft holds an answer for a step (lists count as answered once saved, even empty). */
export function stepAnswered(draft: AssessmentDraft, id: StepId): boolean {
  if (id === "agreement") return false;
  return draft[id] !== undefined && draft[id] !== null && draft[id] !== "";
}

/** The first step without an answer: a later step cannot be opened before it. */
export function firstMissingStep(draft: AssessmentDraft): StepId {
  return ASSESSMENT_STEPS.find((s) => !stepAnswered(draft, s.id))?.id ?? "agreement";
}

/** Which step a URL shows (intros included), from the path and its ?step. */
export function stepAt(pathname: string, search: string): StepId | "bmi-intro" | "health-intro" {
  const step = Number(new URLSearchParams(search).get("step") ?? "1");
  const path = pathname.replace(/\/+$/, "");
  if (path.endsWith("/age")) return "dob";
  if (path.endsWith("/bmi")) return BMI_STEP_IDS[step] ?? "bmi-intro";
  if (path.endsWith("/health")) return HEALTH_STEP_IDS[step] ?? "health-intro";
  if (path.endsWith("/agreement")) return "agreement";
  return "gender";
}
