#!/usr/bin/env node
// The checker inside the built Worker: plays vignette sets against a running server's /api/v1 exactly as
// ../shared/eval/run-vignettes.mjs does (search top hit per phrase, parse, diagnosis rounds, triage) and
// prints, per set, the runner's accuracy figures (they must equal the in-process bench's) and the latency
// of one interview step (POST /api/v1/diagnosis) as the client sees it: p50, p99, max. One connection,
// calls in sequence, so each figure is one step's own time (loopback HTTP included).
// Usage: node bench/checker-worker.mjs http://127.0.0.1:4319 bench/vignettes/tune6.json [more sets...]
import { readFile } from "node:fs/promises";

const [base = "http://127.0.0.1:4319", ...sets] = process.argv.slice(2);
const LEVEL = { emergency_ambulance: 4, emergency: 4, consultation_24: 3, consultation: 2, self_care: 1 };

async function call(method, path, body) {
  const t0 = performance.now();
  const res = await fetch(base + path, {
    method,
    headers: body ? { "content-type": "application/json" } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  const ms = performance.now() - t0;
  if (!res.ok) throw new Error(`${method} ${path} -> ${res.status}: ${text.slice(0, 200)}`);
  return { data: JSON.parse(text), ms };
}

const resolve = async (phrase) =>
  (await call("GET", `/api/v1/findings?q=${encodeURIComponent(phrase)}&limit=1`)).data.findings?.[0]?.id ?? null;
const norm = (s) => String(s || "").toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();

function matches(condition, v) {
  const wanted = [v.expected, ...(v.also_acceptable || [])];
  const codes = wanted.flatMap((w) => w.icd10 || []).map((c) => c.toUpperCase().slice(0, 3));
  const names = wanted.map((w) => norm(w.name)).filter(Boolean);
  const cc = String(condition.icd10 || "").toUpperCase().slice(0, 3);
  if (cc.length === 3 && codes.includes(cc)) return true;
  const cn = norm(condition.name);
  return cn.length > 0 && names.includes(cn);
}

async function play(v, steps) {
  const present = new Set();
  for (const p of v.present) {
    const id = await resolve(p);
    if (id) present.add(id);
  }
  const evidence = new Map();
  const parsed = await call("POST", "/api/v1/parse", { text: v.complaint, age: v.age, sex: v.sex });
  for (const m of parsed.data.mentions || []) evidence.set(m.id, { id: m.id, choice: m.choice, source: "initial" });
  if (![...evidence.values()].some((e) => e.choice === "present") && present.size) {
    const first = [...present][0];
    evidence.set(first, { id: first, choice: "present", source: "initial" });
  }
  let result;
  let questions = 0;
  for (let round = 0; round < 40; round++) {
    const r = await call("POST", "/api/v1/diagnosis", { age: v.age, sex: v.sex, evidence: [...evidence.values()] });
    steps.push(r.ms);
    result = r.data;
    const q = result.question;
    if (result.should_stop || !q || !q.items?.length) break;
    questions++;
    const inP = q.items.filter((it) => present.has(it.id));
    for (const it of q.items) {
      const choice =
        q.type === "group_single"
          ? inP.length
            ? it === inP[0]
              ? "present"
              : "absent"
            : "unknown"
          : present.has(it.id)
            ? "present"
            : "absent";
      evidence.set(it.id, { id: it.id, choice });
    }
  }
  const rank = (result?.conditions || []).findIndex((c) => matches(c, v)) + 1;
  const tri = await call("POST", "/api/v1/triage", { age: v.age, sex: v.sex, evidence: [...evidence.values()] });
  return { rank, questions, level: tri.data.triage_level, expected: v.triage };
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))].toFixed(1);
const all = [];
for (const path of sets) {
  const cases = JSON.parse(await readFile(path, "utf8"));
  const steps = [];
  const rows = [];
  let errors = 0;
  for (const v of cases) {
    try {
      rows.push(await play(v, steps));
    } catch {
      errors++; // the runner counts a case that errors as neither right nor safe
      rows.push({ rank: 0, questions: 0, level: "error", expected: v.triage });
    }
  }
  all.push(...steps);
  const n = rows.length;
  const share = (f) => (rows.filter(f).length / n).toFixed(3);
  const em = rows.filter((r) => LEVEL[r.expected] === 4);
  const sorted = [...steps].sort((a, b) => a - b);
  console.log(
    `${path.split("/").at(-1).replace(/\.json$/, "").padEnd(8)} n=${n} top1=${share((r) => r.rank === 1)} top3=${share((r) => r.rank >= 1 && r.rank <= 3)}` +
      ` triage_safe=${share((r) => LEVEL[r.level] >= LEVEL[r.expected])}` +
      ` emergency_sensitivity=${em.length ? (em.filter((r) => LEVEL[r.level] === 4).length / em.length).toFixed(3) : "-"}` +
      ` errors=${errors} steps=${steps.length} step_p50_ms=${pct(sorted, 0.5)} step_p99_ms=${pct(sorted, 0.99)} step_max_ms=${sorted.at(-1).toFixed(1)}`,
  );
}
if (all.length) {
  const sorted = all.sort((a, b) => a - b);
  const p99 = Number(pct(sorted, 0.99));
  console.log(
    `Interview step in the built Worker (all sets, ${sorted.length} steps): p50 ${pct(sorted, 0.5)} ms, p99 ${p99} ms → target ≤ 20 ms p99 ${p99 <= 20 ? "(met)" : "(NOT met)"}`,
  );
}
