// Offline vignette evaluation of the symptom checker: the protocol of ../../shared/eval/run-vignettes.mjs
// replayed in-process against the engine (no server), plus the time of one diagnose() call.
// Usage: node bench/checker-vignettes.ts [--cases path.json] [--verbose] [--trace] [--no-complaint] [--web-flow] [--spec-flow] [--json out.json]
// --web-flow plays the web pages' flow (entry symptom from the list, one question at a time by finding id;
// at "Anything else?" the person ticks what they have and types their complaint, or only ticks with --no-typing;
// with --described, the complaint typed in the "describe it in your own words" box instead);
// --spec-flow plays the SPEC's text API instead (rounds of 4/4/2 questions answered in text).
import { access, readFile, writeFile } from "node:fs/promises";
import { diagnosisFromEvidence, webAnswerEvidence, webStep, WEB_NONE } from "../worker/checker/spec-flow.ts";
import { typedEvidence } from "../worker/checker/service/web-flow.ts";
import {
  buildDiagnosisResult,
  diagnose,
  getFinding,
  listSymptoms,
  moreQuestions,
  parseText,
  specRoundSize,
  triage,
} from "../worker/checker/index.ts";
import { openingEvidence, playInterview, resolvedFindings, topFinding } from "../worker/checker/testing.ts";
import type { AnswerRecord, EvidenceItem, Sex, TriageLevel } from "../worker/checker/index.ts";
import { arg } from "./src/cli.ts";

interface Vignette {
  id: string;
  age: number;
  sex: Sex;
  complaint: string;
  present: string[];
  absent?: string[];
  expected: { name: string; icd10?: string[] };
  also_acceptable?: Array<{ name: string; icd10?: string[] }>;
  triage: TriageLevel;
}

const casesArg = arg("cases");
// The public vignettes live in ../shared/eval beside the repository (one level further up from a worktree).
const publicCandidates = [
  new URL("../../shared/eval/vignettes.public.json", import.meta.url),
  new URL("../../../shared/eval/vignettes.public.json", import.meta.url),
];
const casesPath: URL | string =
  typeof casesArg === "string"
    ? casesArg
    : ((
        await Promise.all(
          publicCandidates.map((u) =>
            access(u).then(
              () => u,
              () => null,
            ),
          ),
        )
      ).find(Boolean) ?? (publicCandidates[0] as URL));
const verbose = Boolean(arg("verbose"));
const jsonOut = arg("json");

const LEVEL: Record<TriageLevel, number> = {
  emergency_ambulance: 4,
  emergency: 4,
  consultation_24: 3,
  consultation: 2,
  self_care: 1,
};
const timings: number[] = [];
const norm = (s: string) =>
  String(s || "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

function matches(condition: { name: string; icd10: string }, v: Vignette): boolean {
  const wanted = [v.expected, ...(v.also_acceptable ?? [])];
  const codes = wanted.flatMap((w) => w.icd10 ?? []).map((c) => c.toUpperCase().slice(0, 3));
  const names = wanted.map((w) => norm(w.name)).filter(Boolean);
  const cc = String(condition.icd10 || "")
    .toUpperCase()
    .slice(0, 3);
  if (cc.length === 3 && codes.includes(cc)) return true;
  const cn = norm(condition.name);
  return cn.length > 0 && names.includes(cn);
}

function play(v: Vignette) {
  const present = resolvedFindings(v.present);
  const asked: string[] = [];
  // --no-complaint: start from the first listed finding only, a harsher test of the questioning.
  const { result, questions, evidence } = playInterview(
    v.age,
    v.sex,
    openingEvidence(arg("no-complaint") ? null : v.complaint, present),
    present,
    {
      // --strip-source: as if the API layer dropped the optional "source" marker.
      send: arg("strip-source") ? (sent) => sent.map(({ id, choice }) => ({ id, choice })) : undefined,
      onStep: (ms) => timings.push(ms),
      onAnswer: (e) => asked.push(`${e.id}${e.choice === "present" ? "+" : "-"}`),
    },
  );
  const ranked = result.conditions;
  const rank = ranked.findIndex((c) => matches(c, v)) + 1;
  const tri = triage({ age: v.age, sex: v.sex, evidence: [...evidence.values()] });
  return {
    id: v.id,
    rank,
    questions,
    level: tri.triage_level,
    expectedLevel: v.triage,
    top: ranked.slice(0, 3).map((c) => `${c.name} ${(c.probability * 100).toFixed(0)}%`),
    resolved: [...present],
    initial: [...evidence.values()]
      .filter((e) => e.source === "initial")
      .map((e) => `${e.id}${e.choice === "present" ? "+" : "-"}`),
    asked,
    redFlags: tri.red_flags.map((r) => r.id),
  };
}

/** What a person with this vignette has (implied findings too) and the entry symptom they pick from the list. */
function personOf(v: Vignette) {
  const present = resolvedFindings(v.present);
  // A person with "right lower belly pain" answers yes to "do you have belly pain?": add implied findings.
  for (const id of [...present]) {
    for (let f = getFinding(id); f; f = f.parent ? getFinding(f.parent) : undefined) {
      present.add(f.id);
      for (const imp of f.implies ?? []) present.add(imp);
    }
  }
  const entries = listSymptoms();
  const fromComplaint = parseText(v.complaint).find(
    (m) => m.choice === "present" && entries.some((e) => e.id === m.id),
  );
  const entry = fromComplaint?.id ?? entries.find((e) => present.has(e.id))?.id ?? [...present][0] ?? "fever";
  return { present, entry };
}

/** The web pages' flow: pick an entry symptom, then one question at a time by finding id, then the result. */
function playWebFlow(v: Vignette, described = false, typing = true) {
  const { present, entry } = personOf(v);
  const ctx = { age: v.age, sex: v.sex };
  const evidence: EvidenceItem[] = [{ id: entry, choice: "present", source: "initial" }];
  // "Describe it in your own words": the complaint parsed as the free-text entry is (task of the page).
  if (described)
    for (const m of parseText(v.complaint))
      if (m.id !== entry) evidence.push({ id: m.id, choice: m.choice, source: "initial" });
  const asked: string[] = [];
  let before: EvidenceItem[] | undefined;
  // How many findings each answered page added, as the route's form carries them.
  const steps: number[] = [];
  let questions = 0;
  for (let answered = 0; ; answered++) {
    const t0 = performance.now();
    const step = webStep(evidence, { answered, before, steps }, ctx);
    timings.push(performance.now() - t0);
    const q = step.question;
    if (!q) break;
    let values: string[];
    if (q.kind === "single") values = [present.has(q.ids[0] as string) ? "present" : "absent"];
    else if (q.kind === "scale") values = [present.has(q.ids[0] as string) ? "8" : "3"];
    else if (q.kind === "location") values = [q.ids.find((id) => present.has(id)) ?? WEB_NONE];
    else {
      const hits = q.ids.filter((id) => present.has(id));
      values = hits.length ? hits : [WEB_NONE];
    }
    before = [...evidence];
    questions++;
    let items = webAnswerEvidence(q, values) ?? [];
    // "Anything else? Type it in your own words": the person retells their complaint (unless --no-typing).
    if (q.kind === "others" && typing) {
      const told = typedEvidence(v.complaint, evidence) ?? [];
      const ids = new Set(told.map((e) => e.id));
      items = [...items.filter((e) => !ids.has(e.id)), ...told];
    }
    evidence.push(...items);
    steps.push(items.length);
    asked.push(...items.map((e) => `${e.id}${e.choice === "present" ? "+" : "-"}`));
  }
  const r = diagnosisFromEvidence(entry, evidence, ctx);
  const rank = r.differential.findIndex((c) => matches(c, v)) + 1;
  return {
    id: v.id,
    rank,
    questions,
    level: r.triage.triage_level,
    expectedLevel: v.triage,
    top: r.differential.slice(0, 3).map((c) => `${c.name} ${(c.probability * 100).toFixed(0)}%`),
    resolved: [...present],
    initial: [`${entry}+`],
    asked,
    redFlags: r.triage.red_flags.map((f) => f.id),
  };
}

/** The SPEC's text API: pick an entry symptom, answer rounds of questions in text, then diagnose. */
function playSpecFlow(v: Vignette) {
  const { present, entry } = personOf(v);
  const ctx = { age: v.age, sex: v.sex };
  const prev: AnswerRecord[] = [];
  for (let size = specRoundSize(0); size > 0; size = specRoundSize(prev.length)) {
    const t0 = performance.now();
    const qs = moreQuestions({ symptom: entry, quan: size, prev }, ctx);
    timings.push(performance.now() - t0);
    if (!qs.length) break;
    for (const q of qs) {
      const ids = q.finding_id.split(",");
      let answer: string;
      if (q.type === "scale") answer = present.has(q.finding_id) ? "8" : "3";
      else if (q.multiple) {
        // A multi-select danger screen: every sign the patient has, or "None of these".
        const hits = ids.flatMap((id, i) => (present.has(id) ? [q.options[i] as string] : []));
        answer = hits.length ? hits.join("; ") : (q.options[q.options.length - 1] as string);
        // "Anything else?": the person also retells their complaint in words (unless --no-typing).
        if (q.id === "q_others" && !arg("no-typing")) answer = [...hits, v.complaint].join("; ");
      } else if (ids.length > 1 || q.options.includes("None of these")) {
        const hit = ids.findIndex((id) => present.has(id));
        answer = hit >= 0 ? (q.options[hit] as string) : (q.options[q.options.length - 1] as string);
      } else answer = present.has(q.finding_id) ? "Yes" : "No";
      prev.push({ question: q.question, answer });
    }
  }
  const r = buildDiagnosisResult(entry, prev, ctx);
  const rank = r.differential.findIndex((c) => matches(c, v)) + 1;
  return {
    id: v.id,
    rank,
    questions: prev.length,
    level: r.triage.triage_level,
    expectedLevel: v.triage,
    top: r.differential.slice(0, 3).map((c) => `${c.name} ${(c.probability * 100).toFixed(0)}%`),
    resolved: [...present],
    initial: [`${entry}+`],
    asked: prev.map((a) => `${a.question.slice(0, 40)}=${a.answer}`),
    redFlags: r.triage.red_flags.map((f) => f.id),
  };
}

// Organ system of a vignette, from the ICD-10 chapter of its expected diagnosis.
function organSystem(v: Vignette): string {
  const code = String(v.expected.icd10?.[0] ?? "").toUpperCase();
  const ch = code.charAt(0);
  const n = Number(code.slice(1, 3));
  if (ch === "A" || ch === "B") return "infections";
  if (ch === "C" || (ch === "D" && n < 50)) return "neoplasms";
  if (ch === "D") return "blood";
  if (ch === "E") return "endocrine";
  if (ch === "F") return "mental";
  if (ch === "G") return "nervous";
  if (ch === "H") return n < 60 ? "eye" : "ear";
  if (ch === "I") return n >= 60 && n <= 69 ? "nervous" : "circulatory";
  if (ch === "J") return "respiratory";
  if (ch === "K") return "digestive";
  if (ch === "L") return "skin";
  if (ch === "M") return "musculoskeletal";
  if (ch === "N") return "genitourinary";
  if (ch === "O") return "pregnancy";
  if (ch === "S" || ch === "T" || ch === "W" || ch === "X") return "injury/poisoning";
  return "other";
}

type Row = ReturnType<typeof play>;

function summarise(rows: Row[], times: number[]) {
  const n = rows.length;
  const share = (f: (r: Row) => boolean) => Number((rows.filter(f).length / Math.max(n, 1)).toFixed(3));
  const em = rows.filter((r) => LEVEL[r.expectedLevel] === 4);
  const sorted = [...times].sort((a, b) => a - b);
  const pct = (p: number) =>
    sorted.length
      ? Number((sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] as number).toFixed(2))
      : null;
  return {
    n,
    errors: 0,
    top1: share((r) => r.rank === 1),
    top3: share((r) => r.rank >= 1 && r.rank <= 3),
    triage_exact: share((r) => LEVEL[r.level] === LEVEL[r.expectedLevel]),
    triage_safe: share((r) => LEVEL[r.level] >= LEVEL[r.expectedLevel]),
    emergency_sensitivity: em.length
      ? Number((em.filter((r) => LEVEL[r.level] === 4).length / em.length).toFixed(3))
      : null,
    mean_questions: Number((rows.reduce((s, r) => s + r.questions, 0) / Math.max(n, 1)).toFixed(1)),
    diagnosis_call_p50_ms: pct(0.5),
    diagnosis_call_p99_ms: pct(0.99),
  };
}

const line = (o: Record<string, unknown>) =>
  Object.entries(o)
    .map(([k, v]) => `${k}=${v}`)
    .join(" ");

type Path = "v1" | "web" | "web-ticks" | "described" | "text";

function runSet(cases: Vignette[], path: Path) {
  timings.length = 0;
  const rows = cases.map((v) => {
    const r =
      path === "text"
        ? playSpecFlow(v)
        : path === "web" || path === "described" || path === "web-ticks"
          ? playWebFlow(v, path === "described", path !== "web-ticks")
          : play(v);
    if (verbose) {
      const bad = r.rank !== 1 || LEVEL[r.level] < LEVEL[r.expectedLevel] ? " <<" : "";
      console.log(
        `${r.id} rank=${r.rank || "-"} q=${r.questions} triage=${r.level}/${r.expectedLevel} top=${r.top.join(" | ")} want=${v.expected.name}${bad}`,
      );
      if (bad || arg("trace")) {
        console.log(`   phrases: ${v.present.map((p) => `${p}→${topFinding(p) ?? null}`).join(", ")}`);
        console.log(`   initial: ${r.initial.join(" ")}  asked: ${r.asked.join(" ")}  flags: ${r.redFlags.join(" ")}`);
      }
    }
    return r;
  });
  return { rows, summary: summarise(rows, [...timings]) };
}

// Warm the JIT first: a Worker isolate serves many requests, so cold-start compilation is not what we measure.
for (let i = 0; i < 50; i++)
  diagnose({ age: 25, sex: i % 2 ? "male" : "female", evidence: [{ id: "fever", choice: "present" }] });

if (casesArg !== undefined || arg("spec-flow") || arg("web-flow") || typeof jsonOut === "string") {
  // One set, one path (the original interface).
  const cases = JSON.parse(await readFile(casesPath, "utf8")) as Vignette[];
  const path: Path = arg("spec-flow")
    ? "text"
    : arg("web-flow")
      ? arg("described")
        ? "described"
        : arg("no-typing")
          ? "web-ticks"
          : "web"
      : "v1";
  const { rows, summary } = runSet(cases, path);
  if (typeof jsonOut === "string") await writeFile(jsonOut, JSON.stringify({ summary, rows }, null, 2));
  console.log(line(summary));
} else {
  // npm run bench:checker: every set, every path (/api/v1, the web pages, the SPEC's text API), then per organ system.
  const sets: Array<[string, URL | string]> = [
    ["public", casesPath],
    ["extra", new URL("./checker-extra-vignettes.json", import.meta.url)],
    ["tune", new URL("./vignettes/tune.json", import.meta.url)],
    ["tune2", new URL("./vignettes/tune2.json", import.meta.url)],
    ["tune3", new URL("./vignettes/tune3.json", import.meta.url)],
    ["tune4", new URL("./vignettes/tune4.json", import.meta.url)],
    ["tune5", new URL("./vignettes/tune5.json", import.meta.url)],
    ["tune6", new URL("./vignettes/tune6.json", import.meta.url)],
    ["tune7", new URL("./vignettes/tune7.json", import.meta.url)],
    ["frozen (report only, never tuned on)", new URL("./vignettes/frozen.json", import.meta.url)],
    ["frozen2 (report only, never tuned on)", new URL("./vignettes/frozen2.json", import.meta.url)],
    ["frozen3 (report only, never tuned on)", new URL("./vignettes/frozen3.json", import.meta.url)],
    ["frozen4 (report only, never tuned on)", new URL("./vignettes/frozen4.json", import.meta.url)],
  ];
  for (const [name, path] of sets) {
    let cases: Vignette[];
    try {
      cases = JSON.parse(await readFile(path, "utf8")) as Vignette[];
    } catch {
      console.log(`\n## ${name}: not found (${String(path)})`);
      continue;
    }
    console.log(`\n## ${name} (${cases.length} vignettes)`);
    const systems = [...new Set(cases.map(organSystem))].sort();
    for (const [label, way] of [
      ["/api/v1", "v1"],
      ["web flow", "web"],
      ["web, ticks only", "web-ticks"],
      ["web, described", "described"],
      ["text API", "text"],
    ] as const) {
      const { rows, summary } = runSet(cases, way);
      console.log(`${label.padEnd(15)} ${line(summary)}`);
      for (const sys of systems) {
        const ids = new Set(cases.filter((v) => organSystem(v) === sys).map((v) => v.id));
        const s = summarise(
          rows.filter((r) => ids.has(r.id)),
          [],
        );
        const { diagnosis_call_p50_ms: _a, diagnosis_call_p99_ms: _b, errors: _c, ...rest } = s;
        console.log(`    ${sys.padEnd(18)} ${line(rest)}`);
      }
    }
  }
}
