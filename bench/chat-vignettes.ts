// The chat's safety path on the vignettes' complaints: every tuning vignette's complaint (bench/vignettes/tune*.json,
// never the frozen sets) sent as a chat message, with the vignette's age and sex as the profile, through
// detectRedFlag (the danger rules, then the symptom checker's second net), as the API does before any model.
// Emergencies must be escalated; routine complaints (self-care and GP consultation) must not get an
// emergency card. Figures per set and in total. Run: node bench/chat-vignettes.ts
// (--verbose lists the routine complaints given a card and the emergencies missed, by id and reason;
// --only <tuneN> runs one set).
import { readdirSync, readFileSync } from "node:fs";
import type { PersonalContext } from "../worker/ai/index.ts";
import { detectRedFlag } from "../worker/chat/red-flags.ts";

type Vignette = { id: string; age: number; sex: "male" | "female"; complaint: string; triage: string };
type Tally = { emergencies: number; escalated: number; routine: number; carded: number };

const dir = new URL("./vignettes/", import.meta.url);
const verbose = process.argv.includes("--verbose");
const onlyAt = process.argv.indexOf("--only");
const only = onlyAt > 0 ? process.argv[onlyAt + 1] : undefined;
// Tuning sets only: frozen sets are never run here, so nobody tunes on them.
const files = readdirSync(dir)
  .filter((f) => /^tune\d*\.json$/.test(f))
  .filter((f) => !only || f === `${only}.json`)
  .sort((a, b) => Number(a.match(/\d+/)?.[0] ?? 1) - Number(b.match(/\d+/)?.[0] ?? 1));

const EMERGENCY = /^emergency/;
const ROUTINE = new Set(["self_care", "consultation"]);

function runSet(vignettes: Vignette[]): Tally {
  const t: Tally = { emergencies: 0, escalated: 0, routine: 0, carded: 0 };
  for (const v of vignettes) {
    const emergency = EMERGENCY.test(v.triage);
    if (!emergency && !ROUTINE.has(v.triage)) continue;
    const profile: PersonalContext = { age: v.age, sex: v.sex, conditions: [], allergies: [], medications: [] };
    const flag = detectRedFlag(v.complaint, [], profile, null);
    if (emergency) {
      t.emergencies++;
      if (flag) t.escalated++;
      else if (verbose) console.log(`  missed  ${v.id} [${v.triage}] ${v.complaint}`);
    } else {
      t.routine++;
      if (flag) {
        t.carded++;
        if (verbose) console.log(`  card    ${v.id} [${v.triage}] ${flag.id}: ${v.complaint}`);
      }
    }
  }
  return t;
}

const line = (name: string, t: Tally) =>
  `${name.padEnd(8)} emergencies escalated ${`${t.escalated}/${t.emergencies}`.padStart(8)}   ` +
  `routine given a card ${`${t.carded}/${t.routine}`.padStart(7)}`;

const total: Tally = { emergencies: 0, escalated: 0, routine: 0, carded: 0 };
console.log("Chat safety path on the tuning vignettes' complaints (rules + the symptom checker's second net)\n");
for (const file of files) {
  const vignettes = JSON.parse(readFileSync(new URL(file, dir), "utf8")) as Vignette[];
  const t = runSet(vignettes);
  for (const k of Object.keys(total) as Array<keyof Tally>) total[k] += t[k];
  console.log(line(file.replace(/\.json$/, ""), t));
}
console.log(`\n${line("total", total)}`);
