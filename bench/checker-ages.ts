// Vignette results by the patient's age band, pooled over every tuning set (tune..tune10) and the public set:
// does the checker serve babies and children as well as adults? Each set is played by checker-vignettes.ts
// (the /api/v1 protocol, or --web-flow) in a child process; this script groups the rows by age.
// Usage: node bench/checker-ages.ts [--web-flow] [--jobs 3] [--public path/to/vignettes.public.json] [--dump rows.json]
// Never reads the frozen sets (their summary lines come from /tmp/sets.sh with FROZEN=1).
import { execFile } from "node:child_process";
import { readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const argv = process.argv.slice(2);
const webFlow = argv.includes("--web-flow");
const jobsAt = argv.indexOf("--jobs");
const jobs = jobsAt >= 0 ? Math.max(1, Number(argv[jobsAt + 1]) || 3) : 3;
const publicAt = argv.indexOf("--public");
const dumpAt = argv.indexOf("--dump");

const here = fileURLToPath(new URL(".", import.meta.url));
const sets: string[] = [
  ...["tune", "tune2", "tune3", "tune4", "tune5", "tune6", "tune7", "tune8", "tune9", "tune10"].map((s) =>
    join(here, "vignettes", `${s}.json`),
  ),
  // The public set lives in ../shared/eval beside the repository (one level further up from a worktree).
  ...(publicAt >= 0
    ? [argv[publicAt + 1] as string]
    : [
        join(here, "..", "..", "shared", "eval", "vignettes.public.json"),
        join(here, "..", "..", "..", "shared", "eval", "vignettes.public.json"),
      ]),
];

type Level = "emergency_ambulance" | "emergency" | "consultation_24" | "consultation" | "self_care";
const LEVEL: Record<Level, number> = {
  emergency_ambulance: 4,
  emergency: 4,
  consultation_24: 3,
  consultation: 2,
  self_care: 1,
};
interface Row {
  id: string;
  rank: number;
  level: Level;
  expectedLevel: Level;
}
interface Case {
  id: string;
  age: number;
}

const BANDS: Array<[string, number, number]> = [
  ["<1", 0, 0.999],
  ["1-4", 1, 4.999],
  ["5-12", 5, 12.999],
  ["13-17", 13, 17.999],
  ["18+", 18, 200],
];

function run(file: string, out: string): Promise<void> {
  const script = join(here, "checker-vignettes.ts");
  const args = [script, "--cases", file, "--json", out, ...(webFlow ? ["--web-flow"] : [])];
  return new Promise((resolve, reject) =>
    execFile(process.execPath, args, { maxBuffer: 1 << 26 }, (err) => (err ? reject(err) : resolve())),
  );
}

async function playSet(file: string): Promise<Array<Row & { age: number; set: string }> | null> {
  let cases: Case[];
  try {
    cases = JSON.parse(await readFile(file, "utf8")) as Case[];
  } catch {
    return null;
  }
  const out = join(tmpdir(), `checker-ages-${process.pid}-${Math.random().toString(36).slice(2)}.json`);
  await run(file, out);
  const { rows } = JSON.parse(await readFile(out, "utf8")) as { rows: Row[] };
  await rm(out, { force: true });
  const ageOf = new Map(cases.map((c) => [c.id, c.age]));
  const set =
    file
      .split("/")
      .pop()
      ?.replace(/\.json$/, "") ?? file;
  return rows.map((r) => ({ ...r, age: ageOf.get(r.id) ?? 30, set }));
}

const results: Array<Array<Row & { age: number; set: string }> | null> = [];
let next = 0;
await Promise.all(
  Array.from({ length: jobs }, async () => {
    while (next < sets.length) {
      const i = next++;
      results[i] = await playSet(sets[i] as string);
    }
  }),
);
const rows = results.flatMap((r) => r ?? []);
if (dumpAt >= 0) await writeFile(argv[dumpAt + 1] as string, JSON.stringify(rows, null, 1));

const fmt = (x: number | null) => (x === null ? "-" : x.toFixed(3));
function summary(rs: Row[]) {
  const n = rs.length;
  const share = (f: (r: Row) => boolean) => (n ? rs.filter(f).length / n : null);
  const em = rs.filter((r) => LEVEL[r.expectedLevel] === 4);
  return [
    `n=${n}`,
    `top1=${fmt(share((r) => r.rank === 1))}`,
    `top3=${fmt(share((r) => r.rank >= 1 && r.rank <= 3))}`,
    `triage_exact=${fmt(share((r) => LEVEL[r.level] === LEVEL[r.expectedLevel]))}`,
    `triage_safe=${fmt(share((r) => LEVEL[r.level] >= LEVEL[r.expectedLevel]))}`,
    `over_triage=${fmt(share((r) => LEVEL[r.level] > LEVEL[r.expectedLevel]))}`,
    `emergency_sensitivity=${em.length ? fmt(em.filter((r) => LEVEL[r.level] === 4).length / em.length) : "-"}(${em.length})`,
  ].join(" ");
}

console.log(
  `# ${webFlow ? "web flow" : "/api/v1"} by age band, pooled over ${new Set(rows.map((r) => r.set)).size} sets`,
);
for (const [label, min, max] of BANDS)
  console.log(`${label.padEnd(6)} ${summary(rows.filter((r) => r.age >= min && r.age <= max))}`);
console.log(`${"all".padEnd(6)} ${summary(rows)}`);
