// Ablation probe (emergency round 26, run by hand, not in CI): do the emergencies of the tuning sets survive when the
// person tells very little? For every emergency vignette of the tune sets and the evaluator's public set, variants
// are built with the complaint and ONE present item at a time, and with the complaint alone, and played through the
// same /api/v1 protocol as bench/checker-vignettes.ts (the standardized patient says yes only to what it has).
// A variant whose single item is itself a danger sign must still end at an emergency:
//   red_flag  — the item's finding is a red flag (emergency by itself);
//   age_rule  — an age rule makes the finding an emergency at the vignette's age (fever under 3 months...);
//   modifier  — an emergency-level severity modifier holds on the finding alone;
//   alone     — the finding with the complaint's own findings already triages as an emergency.
// Items that are only PART of a combination rule are counted apart (their variant may rightly be less urgent).
// Usage: node bench/checker-ablation.ts [--sets "tune tune2 ..."] [--verbose] [--json out.json]
// Never pass frozen sets (common.md).
import { readFile, readdir, writeFile } from "node:fs/promises";
import { getFinding, listSymptoms, parseText, triage } from "../worker/checker/index.ts";
import { AGE_RULES } from "../worker/checker/kb/danger-screens.ts";
import { RED_FLAG_RULES } from "../worker/checker/kb/red-flag-rules.ts";
import { SEVERITY_MODIFIERS } from "../worker/checker/kb/severity.ts";
import { openingEvidence, playInterview, resolvedFindings, topFinding } from "../worker/checker/testing.ts";
import type { EvidenceItem, Sex, TriageLevel } from "../worker/checker/index.ts";
import { arg } from "./src/cli.ts";

interface Vignette {
  id: string;
  age: number;
  sex: Sex;
  complaint: string;
  present: string[];
  absent?: string[];
  expected: { name: string; icd10?: string[] };
  triage: TriageLevel;
}

const verbose = Boolean(arg("verbose"));
const EMERGENCY = new Set<TriageLevel>(["emergency", "emergency_ambulance"]);
/** The same /api/v1 protocol as bench/checker-vignettes.ts, returning the level and the leader. */
function play(v: Vignette, presentPhrases: string[]) {
  const has = resolvedFindings(presentPhrases);
  const { result, questions, evidence } = playInterview(v.age, v.sex, openingEvidence(v.complaint, has), has);
  const tri = triage({ age: v.age, sex: v.sex, evidence: [...evidence.values()] });
  const top = result.conditions[0];
  return {
    level: tri.triage_level,
    leader: top ? `${top.name} ${(top.probability * 100).toFixed(0)}%` : "-",
    questions,
  };
}

const inBand = (age: number, band?: [number, number]) => !band || (age >= band[0] && age <= band[1]);

/** Why a finding is a danger sign by itself at this age (null: it is not one). */
function dangerClass(id: string, v: Vignette, complaintIds: string[], complaintEmergency: boolean): string | null {
  const f = getFinding(id);
  // A finding the person could not have (another sex, outside its ages) is a reading problem, not a danger sign.
  if (!f || (f.sex && f.sex !== v.sex) || (f.ages && !inBand(v.age, f.ages as [number, number]))) return null;
  if (f.redFlag) return "red_flag";
  if (AGE_RULES.some((r) => r.finding === id && inBand(v.age, r.ages))) return "age_rule";
  if (
    SEVERITY_MODIFIERS.some(
      (m) => m.findings.includes(id) && !m.with?.length && EMERGENCY.has(m.level) && inBand(v.age, m.ages),
    )
  )
    return "modifier";
  if (complaintEmergency) return null;
  const alone: EvidenceItem[] = [...new Set([...complaintIds, id])].map((x) => ({ id: x, choice: "present" }));
  // A danger sign the triage names (a combination or modifier), not probability mass on emergency conditions.
  const t = triage({ age: v.age, sex: v.sex, evidence: alone });
  if (EMERGENCY.has(t.triage_level) && t.red_flags.length) return "alone";
  return null;
}

const ruleMember = (id: string) => RED_FLAG_RULES.filter((r) => r.all.some((g) => g.includes(id))).map((r) => r.id);

const symptoms = new Set(listSymptoms().map((s) => s.id));
/** The complaint family: the list symptom the complaint names (what the web pages' entry would be). */
function family(v: Vignette, present: Set<string>): string {
  const named = parseText(v.complaint).find((m) => m.choice === "present" && symptoms.has(m.id))?.id;
  return named ?? [...present].find((id) => symptoms.has(id)) ?? "(none)";
}

const dir = new URL("./vignettes/", import.meta.url);
const setsArg = arg("sets");
const names =
  typeof setsArg === "string"
    ? setsArg.split(/\s+/).filter(Boolean)
    : [
        "public",
        ...(await readdir(dir))
          .filter((f) => /^tune\d*\.json$/.test(f))
          .map((f) => f.replace(/\.json$/, ""))
          .sort((a, b) => Number(a.slice(4) || 1) - Number(b.slice(4) || 1)),
      ];
if (names.some((n) => n.startsWith("frozen"))) throw new Error("never run the frozen sets (common.md)");

interface Miss {
  set: string;
  id: string;
  family: string;
  item: string;
  finding: string;
  why: string;
  level: TriageLevel;
  leader: string;
}
const misses: Miss[] = [];
const ruleParts: Miss[] = [];
let vignettes = 0;
let dangerVariants = 0;
let dangerKept = 0;
let aloneKept = 0;
let unresolved = 0;
const aloneLost: string[] = [];
const perSet: string[] = [];

for (const name of names) {
  const path =
    name === "public"
      ? new URL("../../shared/eval/vignettes.public.json", import.meta.url)
      : new URL(`${name}.json`, dir);
  let cases: Vignette[];
  try {
    cases = JSON.parse(await readFile(path, "utf8")) as Vignette[];
  } catch {
    try {
      cases = JSON.parse(
        await readFile(new URL("../../../shared/eval/vignettes.public.json", import.meta.url), "utf8"),
      ) as Vignette[];
    } catch {
      continue;
    }
  }
  let setEm = 0;
  let setAlone = 0;
  let setDanger = 0;
  let setKept = 0;
  for (const v of cases.filter((c) => EMERGENCY.has(c.triage))) {
    vignettes++;
    setEm++;
    const complaintIds = parseText(v.complaint)
      .filter((m) => m.choice === "present")
      .map((m) => m.id);
    const complaintEmergency = EMERGENCY.has(
      triage({ age: v.age, sex: v.sex, evidence: complaintIds.map((x) => ({ id: x, choice: "present" })) })
        .triage_level,
    );
    const resolved = resolvedFindings(v.present);
    const fam = family(v, resolved);
    const a = play(v, []);
    if (EMERGENCY.has(a.level)) {
      aloneKept++;
      setAlone++;
    } else aloneLost.push(`${name}/${v.id}`);
    const seen = new Set<string>();
    for (const item of v.present) {
      const id = topFinding(item);
      if (!id) {
        unresolved++;
        continue;
      }
      if (seen.has(id)) continue;
      seen.add(id);
      const why = dangerClass(id, v, complaintIds, complaintEmergency);
      const rules = why ? [] : ruleMember(id);
      if (!why && !rules.length) continue;
      const r = play(v, [item]);
      const row = { set: name, id: v.id, family: fam, item, finding: id, level: r.level, leader: r.leader };
      if (why) {
        dangerVariants++;
        setDanger++;
        if (EMERGENCY.has(r.level)) {
          dangerKept++;
          setKept++;
        } else misses.push({ ...row, why });
      } else if (!EMERGENCY.has(r.level)) ruleParts.push({ ...row, why: `part of ${rules.slice(0, 3).join(",")}` });
    }
  }
  perSet.push(
    `${name}: emergencies=${setEm} complaint_alone_emergency=${setAlone} danger_variants=${setDanger} kept=${setKept}`,
  );
}

const group = (rows: Miss[], key: (m: Miss) => string) => {
  const m = new Map<string, Miss[]>();
  for (const r of rows) m.set(key(r), [...(m.get(key(r)) ?? []), r]);
  return [...m.entries()].sort((a, b) => b[1].length - a[1].length);
};

if (verbose) for (const l of perSet) console.log(l);
console.log("\n## Danger-sign variants that did not end at an emergency, by complaint family");
for (const [fam, rows] of group(misses, (m) => m.family)) {
  console.log(`${fam} (${rows.length})`);
  for (const r of rows)
    console.log(`  ${r.set}/${r.id} "${r.item}" → ${r.finding} [${r.why}] → ${r.level}; ${r.leader}`);
}
console.log("\n## The same, by danger finding");
for (const [f, rows] of group(misses, (m) => m.finding))
  console.log(`${f} (${rows.length}): ${rows.map((r) => `${r.set}/${r.id}`).join(" ")}`);
if (verbose) {
  console.log("\n## Rule-part variants not at an emergency (a companion missing; judge by hand), by finding");
  for (const [f, rows] of group(ruleParts, (m) => m.finding))
    console.log(`${f} (${rows.length}) ${rows[0]?.why}: ${rows.map((r) => `${r.set}/${r.id}`).join(" ")}`);
  console.log(`\n## Complaint alone, not an emergency (${aloneLost.length}): ${aloneLost.join(" ")}`);
}
const jsonOut = arg("json");
if (typeof jsonOut === "string") await writeFile(jsonOut, JSON.stringify({ misses, ruleParts, aloneLost }, null, 1));
console.log(
  `\nemergency_vignettes=${vignettes} complaint_alone_emergency=${aloneKept} (${(aloneKept / Math.max(vignettes, 1)).toFixed(3)}) ` +
    `danger_variants=${dangerVariants} kept=${dangerKept} missed=${misses.length} (${(dangerKept / Math.max(dangerVariants, 1)).toFixed(3)}) ` +
    `rule_part_variants_not_emergency=${ruleParts.length} unresolved_items=${unresolved}`,
);
