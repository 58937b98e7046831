// Checks a phrase set against the knowledge base: every present/absent id and every concept's accepted id
// must be a finding; reports which concept ids the KB already has. Also refuses texts that repeat another set.
// Usage: node bench/src/check-phrase-ids.ts bench/phrases/tune3.json [other sets to compare texts with...]
import { readFileSync } from "node:fs";
import { getFinding } from "../../worker/checker/index.ts";

interface Item {
  text: string;
  present: string[];
  absent: string[];
  none: boolean;
  concepts: Array<{ id: string; accept: string[] }>;
}
const [path, ...others] = process.argv.slice(2);
if (!path) throw new Error("usage: check-phrase-ids.ts set.json [other.json...]");
const items = JSON.parse(readFileSync(path, "utf8")) as Item[];
const bad: string[] = [];
const known: string[] = [];
for (const it of items) {
  for (const id of [...it.present, ...it.absent, ...it.concepts.flatMap((c) => c.accept)])
    if (!getFinding(id)) bad.push(`${it.text}: ${id}`);
  for (const c of it.concepts) if (getFinding(c.id)) known.push(c.id);
  if (it.none && (it.present.length || it.absent.length || it.concepts.length)) bad.push(`${it.text}: none with ids`);
}
const seen = new Set(
  others.flatMap((p) => (JSON.parse(readFileSync(p, "utf8")) as Item[]).map((i) => i.text.toLowerCase())),
);
const repeats = items.filter((i) => seen.has(i.text.toLowerCase())).map((i) => i.text);
console.log(`${items.length} items, ${items.filter((i) => i.none).length} none`);
console.log(`concept ids the KB has: ${[...new Set(known)].sort().join(" ") || "-"}`);
if (repeats.length) console.log(`texts repeated from other sets: ${repeats.join(" | ")}`);
if (bad.length) {
  console.log(`unknown ids:\n  ${bad.join("\n  ")}`);
  process.exit(1);
}
if (repeats.length) process.exit(1);
console.log("all ids exist");
