// Audit: complaint mentions that are not among the ids the vignette's present/absent phrases resolve to.
import { readFileSync } from "node:fs";
import { parseText, searchFindings, getFinding } from "../worker/checker/index.ts";

const sets = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ["tune", "tune2", "tune3", "tune4", "tune5", "tune6"];
let total = 0,
  bad = 0;
for (const s of sets) {
  const cases = JSON.parse(readFileSync(`bench/vignettes/${s}.json`, "utf8"));
  for (const v of cases) {
    const ok = new Map<string, string>();
    const add = (id: string, c: string) => {
      let f = getFinding(id);
      let cur: string | undefined = id;
      while (cur && !ok.has(cur)) {
        ok.set(cur, c);
        f = getFinding(cur);
        for (const i of f?.implies ?? []) ok.set(i, c);
        cur = f?.parent;
      }
    };
    for (const p of v.present ?? []) {
      const h = searchFindings(p, 1)[0];
      if (h) add(h.id, "present");
    }
    for (const p of v.absent ?? []) {
      const h = searchFindings(p, 1)[0];
      if (h) add(h.id, "absent");
    }
    const ms = parseText(v.complaint);
    for (const m of ms) {
      total++;
      const exp = ok.get(m.id);
      if (exp === m.choice && !process.env.ALL) continue;
      bad++;
      console.log(`${v.id}\t${m.choice}\t${m.id}${exp ? ` (phrases: ${exp})` : ""}\t| ${v.complaint}`);
    }
  }
}
console.log(`mentions=${total} unmatched=${bad}`);
