// Language round 21: the vignette `present` items of the tune sets that search resolves to nothing, or to a finding
// whose name and aliases share no word with the item (likely the wrong finding), as the outside evaluator resolves
// each present item with /api/v1/findings?q= (top hit). Never reads a frozen set.
// Usage: node bench/src/present-items.ts [tune19 tune20 ...] (default: tune … tune22)
import { readFileSync } from "node:fs";
import { FINDINGS } from "../../worker/checker/kb/index.ts";
import { searchFindings } from "../../worker/checker/search.ts";
import { contentTokens } from "../../worker/checker/text.ts";

const sets = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ["tune", ...Array.from({ length: 21 }, (_, i) => `tune${i + 2}`)];
const byId = new Map(FINDINGS.map((f) => [f.id, f]));
let nothing = 0;
let unrelated = 0;
let total = 0;
for (const set of sets) {
  if (set.startsWith("frozen")) throw new Error("frozen sets are never read");
  const cases = JSON.parse(readFileSync(`bench/vignettes/${set}.json`, "utf8")) as Array<{
    id: string;
    present?: string[];
  }>;
  for (const c of cases)
    for (const item of c.present ?? []) {
      total++;
      const id = searchFindings(item, 1)[0]?.id;
      if (!id) {
        nothing++;
        console.log(`nothing\t${set}\t${c.id}\t${item}`);
        continue;
      }
      const f = byId.get(id);
      const words = new Set(contentTokens([f?.name ?? "", ...(f?.aliases ?? [])].join(" ")));
      if (!contentTokens(item).some((t) => words.has(t))) {
        unrelated++;
        console.log(`unrelated\t${set}\t${c.id}\t${item}\t→ ${id} (${f?.name})`);
      }
    }
}
console.log(`present items=${total} nothing=${nothing} unrelated=${unrelated}`);
