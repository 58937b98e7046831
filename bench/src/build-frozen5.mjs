// Builds bench/vignettes/frozen5.json from frozen5-{a,b,c}.mjs (authored before any tuning; FROZEN).
import { writeFileSync } from "node:fs";
import a from "./frozen5-a.mjs";
import b from "./frozen5-b.mjs";
import c from "./frozen5-c.mjs";
const rows = [...a, ...b, ...c];
const out = rows.map(
  ([system, age, sex, triage, complaint, present, absent, duration, name, icd10, also, basis], i) => ({
    id: `f5-${String(i + 1).padStart(3, "0")}`,
    source: `authored; basis: ${basis}`,
    age,
    sex,
    complaint,
    present,
    absent,
    duration,
    expected: { name, icd10 },
    also_acceptable: also,
    triage,
    system,
  }),
);
writeFileSync(new URL("../vignettes/frozen5.json", import.meta.url), JSON.stringify(out, null, 2) + "\n");
console.log(out.length);
