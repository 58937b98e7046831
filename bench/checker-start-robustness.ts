// Start robustness of the checker's danger finding: for each emergency vignette, the /api/v1 interview is played
// from each symptom the patient has, alone (no complaint text), the patient answering as the vignette runner's
// standardized patient does. A person's free text often starts on a side symptom or is misread; the interview
// must still reach the danger from there. Prints, per set, the share of (vignette, starting symptom) pairs that
// end in an emergency triage, and the share of emergencies reached from every start.
// Usage: node bench/checker-start-robustness.ts [--verbose] set.json [set2.json ...]
// (--verbose lists, for each start that misses, the symptoms the patient has that were never asked and that would
// by themselves have made it an emergency.) Run it on tuning sets; on a frozen set print the summary only.
import { readFile } from "node:fs/promises";
import { getFinding, triage } from "../worker/checker/index.ts";
import { playInterview, resolvedFindings } from "../worker/checker/testing.ts";
import type { EvidenceItem, Sex, TriageLevel } from "../worker/checker/index.ts";

interface Vignette {
  id: string;
  age: number;
  sex: Sex;
  present: string[];
  expected: { name: string };
  triage: TriageLevel;
}

const argv = process.argv.slice(2);
const verbose = argv.includes("--verbose");
const files = argv.filter((a) => !a.startsWith("--"));
const EMERGENCY = new Set<TriageLevel>(["emergency", "emergency_ambulance"]);
/** The evidence after the interview played from one starting symptom. */
const playFrom = (v: Vignette, start: string, has: ReadonlySet<string>): Map<string, EvidenceItem> =>
  playInterview(v.age, v.sex, new Map([[start, { id: start, choice: "present", source: "initial" }]]), has).evidence;

const isEmergency = (v: Vignette, evidence: Iterable<EvidenceItem>) =>
  EMERGENCY.has(triage({ age: v.age, sex: v.sex, evidence: [...evidence] }).triage_level);

let allPairs = 0;
let allReached = 0;
let allCases = 0;
let allRobust = 0;
for (const file of files) {
  const cases = (JSON.parse(await readFile(file, "utf8")) as Vignette[]).filter((v) => EMERGENCY.has(v.triage));
  let pairs = 0;
  let reached = 0;
  let robust = 0;
  for (const v of cases) {
    const has = resolvedFindings(v.present);
    let all = true;
    for (const start of has) {
      const evidence = playFrom(v, start, has);
      pairs++;
      if (isEmergency(v, evidence.values())) {
        reached++;
        continue;
      }
      all = false;
      if (!verbose) continue;
      const unasked = [...has].filter((id) => !evidence.has(id));
      const decisive = unasked.filter((id) => isEmergency(v, [...evidence.values(), { id, choice: "present" }]));
      const name = (id: string) => getFinding(id)?.name ?? id;
      console.log(
        `${v.id} ${v.expected.name}: from "${name(start)}" never asked ${decisive.map(name).join("; ") || "(no single sign)"}`,
      );
    }
    if (all) robust++;
  }
  allPairs += pairs;
  allReached += reached;
  allCases += cases.length;
  allRobust += robust;
  const set = file.replace(/^.*\//, "").replace(/\.json$/, "");
  console.log(
    `${set} emergencies=${cases.length} starts=${pairs} reached=${(reached / Math.max(pairs, 1)).toFixed(3)} from_every_start=${(robust / Math.max(cases.length, 1)).toFixed(3)}`,
  );
}
if (files.length > 1)
  console.log(
    `total emergencies=${allCases} starts=${allPairs} reached=${(allReached / Math.max(allPairs, 1)).toFixed(3)} from_every_start=${(allRobust / Math.max(allCases, 1)).toFixed(3)}`,
  );
