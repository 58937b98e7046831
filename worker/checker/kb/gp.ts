// A terser declaration for the general-practice breadth files (conditions-eye-ent.ts and the files that
// followed it). Each condition states its medicine once: what it is, its causes, what a clinician does
// ("see"), one or more self-help cards ("home") and treatment cards ("tx"), written "Title: text".
// The "What's next" card follows from the triage level so advice and urgency never disagree.
import type { Card, Condition, PriorSpec, Source, TriageLevel } from "../types.ts";
import { EMERGENCY_NOW, SEE_DOCTOR, condition, likelihoods } from "./define.ts";

export interface GpInput {
  id: string;
  name: string;
  common: string;
  icd: string;
  tri: TriageLevel;
  prior: PriorSpec;
  lk: string;
  desc: string;
  /** Causes separated by ";". */
  causes: string;
  /** What seeing a clinician involves and which changes make it more urgent. */
  see: string;
  /** Overrides "when" in the doctor card for consultation-level conditions (default "in the next few days"). */
  when?: string;
  home: string | string[];
  tx: string | string[];
  src: Source[];
}

const card = (s: string): Card => {
  const i = s.indexOf(": ");
  return i > 0 ? { title: s.slice(0, i), description: s.slice(i + 2) } : { title: "What you can do", description: s };
};
const cards = (s: string | string[]) => (Array.isArray(s) ? s : [s]).map(card);

function nextCards(tri: TriageLevel, see: string, when?: string): Card[] {
  switch (tri) {
    case "emergency_ambulance":
    case "emergency":
      return [EMERGENCY_NOW, { title: "What the hospital will do", description: see }];
    case "consultation_24":
      return [SEE_DOCTOR(when ?? "within 24 hours", see)];
    case "consultation":
      return [SEE_DOCTOR(when ?? "in the next few days", see)];
    default:
      return [SEE_DOCTOR(when ?? "if it is not getting better", see)];
  }
}

export function gp(g: GpInput): Condition {
  // A typo in the likelihood string would silently drop a finding; fail at load instead.
  const items = g.lk.split(",").filter((x) => x.trim());
  const parsed = likelihoods(g.lk);
  if (items.length !== Object.keys(parsed).length) throw new Error(`${g.id}: malformed likelihoods "${g.lk}"`);
  return condition({
    id: g.id,
    name: g.name,
    common: g.common,
    icd10: g.icd,
    triage: g.tri,
    prior: g.prior,
    lk: g.lk,
    desc: g.desc,
    causes: g.causes
      .split(";")
      .map((x) => x.trim())
      .filter(Boolean),
    next: nextCards(g.tri, g.see, g.when),
    remedies: cards(g.home),
    treatment: cards(g.tx),
    sources: g.src,
  });
}
