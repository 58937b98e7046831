// Language dump for a vignette set: each complaint's parse and each present/absent phrase's search (limit 1).
// Usage: node bench/lang-dump.ts bench/vignettes/tune4.json [--complaints|--phrases]
import { readFileSync } from "node:fs";
import { parseText, searchFindings } from "../worker/checker/index.ts";

const path = process.argv[2] ?? "bench/vignettes/tune4.json";
const only = process.argv[3];
const cases = JSON.parse(readFileSync(path, "utf8")) as Array<{
  id: string;
  complaint: string;
  present: string[];
  absent: string[];
  expected: { name: string };
}>;
for (const c of cases) {
  console.log(`${c.id} [${c.expected.name}]`);
  if (only !== "--phrases") {
    const p = parseText(c.complaint)
      .map((m) => (m.choice === "present" ? "+" : "-") + m.id)
      .join(" ");
    console.log(`  C "${c.complaint}" → ${p || "∅"}`);
  }
  if (only !== "--complaints") {
    for (const [sign, list] of [
      ["+", c.present],
      ["-", c.absent],
    ] as const)
      for (const ph of list) console.log(`  ${sign} "${ph}" → ${searchFindings(ph, 1)[0]?.id ?? "∅"}`);
  }
}
