// Language-understanding bench: the lay phrase sets of bench/phrases/ against finding search (top hit, as
// ../../shared/eval/run-vignettes.mjs resolves a phrase) and free-text parsing (with negation).
// Usage: node bench/checker-phrases.ts [--set tune|tune2|tune3|tune4|tune5|tune6|tune7|tune8|tune9|tune10|tune11|tune12|tune13|tune14|frozen|frozen2|frozen3|frozen4|frozen5|frozen6|frozen7|frozen8|frozen9|frozen10|frozen11|frozen12|path.json] [--verbose]
// Prints precision and recall per set, for search and for parse, and per section with --verbose.
import { readFile } from "node:fs/promises";
import { getFinding, parseText, searchFindings } from "../worker/checker/index.ts";
import { arg } from "./src/cli.ts";

interface PhraseItem {
  text: string;
  section: string;
  present: string[];
  absent: string[];
  none: boolean;
  concepts: Array<{ id: string; accept: string[] }>;
}

const verbose = Boolean(arg("verbose"));
const setArg = arg("set");
// A bare name (tune, tune2, tune3, tune4, tune5, tune6, tune7, tune8, tune9, tune10, tune11, tune12, tune13, tune14, frozen, frozen2, frozen3, frozen4, frozen5, frozen6, frozen7, frozen8, frozen9, frozen10, frozen11, frozen12) is a set of bench/phrases/; anything else is a path.
const named = (s: string) => new URL(`./phrases/${s}.json`, import.meta.url).pathname;
const sets =
  typeof setArg === "string"
    ? [/^[\w-]+$/.test(setArg) ? named(setArg) : setArg]
    : [
        "tune",
        "tune2",
        "tune3",
        "tune4",
        "tune5",
        "tune6",
        "tune7",
        "tune8",
        "tune9",
        "tune10",
        "tune11",
        "tune12",
        "tune13",
        "tune14",
        "tune15",
        "tune16",
        "frozen",
        "frozen2",
        "frozen3",
        "frozen4",
        "frozen5",
        "frozen6",
        "frozen7",
        "frozen8",
        "frozen9",
        "frozen10",
        "frozen11",
        "frozen12",
        "frozen13",
        "frozen14",
      ].map(named);

interface Tally {
  tp: number;
  fp: number;
  expected: number;
}
const empty = (): Tally => ({ tp: 0, fp: 0, expected: 0 });
const fmt = (t: Tally) => {
  const p = t.tp + t.fp ? t.tp / (t.tp + t.fp) : 1;
  const r = t.expected ? t.tp / t.expected : 1;
  return `precision=${p.toFixed(3)} recall=${r.toFixed(3)} (tp=${t.tp} fp=${t.fp} expected=${t.expected})`;
};

/** Acceptable ids for one expected present slot: a concept counts once the KB has it, else its accepted ids. */
function slots(item: PhraseItem): Array<Set<string>> {
  const out = item.present.map((id) => new Set([id]));
  for (const c of item.concepts) {
    const ids = new Set(c.accept);
    if (getFinding(c.id)) ids.add(c.id);
    out.push(ids);
  }
  return out;
}

for (const path of sets) {
  const name = path.replace(/^.*\//, "").replace(/\.json$/, "");
  const items = JSON.parse(await readFile(path, "utf8")) as PhraseItem[];
  const search = empty();
  const parse = empty();
  const bySection = new Map<string, { search: Tally; parse: Tally }>();
  const failures: string[] = [];
  for (const item of items) {
    const sec = bySection.get(item.section) ?? { search: empty(), parse: empty() };
    bySection.set(item.section, sec);
    const want = slots(item);
    // Search: one present finding (or a concept) or none; sentences naming several findings are parse-only.
    if (item.absent.length === 0 && want.length <= 1) {
      const top = searchFindings(item.text, 1)[0]?.id ?? null;
      const ok = want[0];
      const scorable = ok && ok.size > 0;
      for (const t of [search, sec.search]) {
        if (scorable) t.expected++;
        if (top === null) continue;
        if (scorable && ok.has(top)) t.tp++;
        else t.fp++;
      }
      if (top !== null && !(scorable && ok.has(top)))
        failures.push(`search  "${item.text}" → ${top}  want ${ok ? [...ok].join("/") || "(concept)" : "nothing"}`);
      else if (top === null && scorable) failures.push(`search  "${item.text}" → nothing  want ${[...ok].join("/")}`);
    }
    // Parse: every mention must be an expected one with the right choice.
    const mentions = parseText(item.text);
    const absent = new Set(item.absent);
    const matched = new Set<number>();
    let tp = 0;
    let fp = 0;
    const wrong: string[] = [];
    for (const m of mentions) {
      let hit = false;
      if (m.choice === "absent") hit = absent.delete(m.id);
      else {
        const k = want.findIndex((s, i) => !matched.has(i) && s.has(m.id));
        if (k >= 0) {
          matched.add(k);
          hit = true;
        }
      }
      if (hit) tp++;
      else {
        fp++;
        wrong.push(`${m.choice === "absent" ? "-" : ""}${m.id}`);
      }
    }
    const expected = want.filter((s) => s.size > 0).length + item.absent.length;
    for (const t of [parse, sec.parse]) {
      t.tp += tp;
      t.fp += fp;
      t.expected += expected;
    }
    if (fp || tp < expected)
      failures.push(
        `parse   "${item.text}" → [${mentions.map((m) => `${m.choice === "absent" ? "-" : ""}${m.id}`).join(" ")}]  want [${[
          ...want.map((s) => [...s].join("/") || "(concept)"),
          ...item.absent.map((a) => `-${a}`),
        ].join(" ")}]${wrong.length ? `  wrong: ${wrong.join(" ")}` : ""}`,
      );
  }
  console.log(`phrases ${name} n=${items.length} search: ${fmt(search)}`);
  console.log(`phrases ${name} n=${items.length} parse:  ${fmt(parse)}`);
  if (verbose) {
    for (const [sec, t] of bySection) console.log(`  ${sec}: search ${fmt(t.search)} | parse ${fmt(t.parse)}`);
    for (const f of failures) console.log(`  ${f}`);
  }
}
