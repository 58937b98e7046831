// Builds a vignette set (bench/vignettes/<name>.json) from rows written as
// [system, age, sex, triage, [name, icd10], also, complaint, present, absent, duration, basis], checking each row.
import { writeFileSync } from "node:fs";

export const SYSTEMS = [
  "eye",
  "ent",
  "dental",
  "skin",
  "msk",
  "endocrine",
  "blood",
  "cardio",
  "neuro",
  "renal",
  "gi",
  "rheum",
  "breast",
  "mens",
  "womens",
  "pregnancy",
  "mental",
  "poison",
  "infection",
  "resp",
];
const TRIAGE = ["emergency_ambulance", "emergency", "consultation_24", "consultation", "self_care"];
/** Writes the set and fails on the first malformed row (ids `<prefix>-001`…). */
export function buildVignetteSet(rows, prefix, setName) {
  const out = rows.map(
    ([system, age, sex, triage, [name, icd10], also, complaint, present, absent, duration, basis], i) => {
      const id = `${prefix}-${String(i + 1).padStart(3, "0")}`;
      const bad = (m) => {
        throw new Error(`${id}: ${m}`);
      };
      if (!SYSTEMS.includes(system)) bad(`system ${system}`);
      if (!TRIAGE.includes(triage)) bad(`triage ${triage}`);
      if (!(age >= 0.08 && age <= 45)) bad(`age ${age}`);
      if (!["male", "female"].includes(sex)) bad(`sex ${sex}`);
      if (present.length < 4 || present.length > 8) bad(`present ${present.length}`);
      if (absent.length < 2 || absent.length > 4) bad(`absent ${absent.length}`);
      for (const c of [icd10, ...also.map((a) => a[1])])
        if (!c.length || c.some((x) => !/^[A-Z][0-9]{2}$/.test(x))) bad(`icd ${c}`);
      return {
        id,
        source: `authored; basis: ${basis}`,
        age,
        sex,
        complaint,
        present,
        absent,
        duration,
        expected: { name, icd10 },
        also_acceptable: also.map(([n, c]) => ({ name: n, icd10: c })),
        triage,
        system,
      };
    },
  );
  writeFileSync(new URL(`../vignettes/${setName}.json`, import.meta.url), JSON.stringify(out, null, 2) + "\n");
  console.log(`wrote ${out.length} cases`);
}
