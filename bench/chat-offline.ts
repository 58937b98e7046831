// Time to first token and total time of typical replies from the offline HealthBuddy model, through the
// same path the API uses (safety layer, then streamText over the local language model). Figures, not a
// test. Run: node bench/chat-offline.ts   (Node 24 runs the TypeScript directly)
import { offlineModel } from "../worker/ai/index.ts";
import { startReply } from "../worker/chat/reply.ts";

const MESSAGES = [
  "I have had fever, chills and headache for 3 days",
  "It burns when I pee and I have to go very often",
  "I have a runny nose, sneezing and a sore throat",
  "I've had a headache since this morning",
  "Watery diarrhoea and vomiting since last night",
];
const RUNS = 5;

type Row = { label: string; ttft: number[]; total: number[]; words: number };

async function measure(delayMs: number, message: string): Promise<{ ttft: number; total: number; words: number }> {
  const model = offlineModel({ delayMs });
  const start = performance.now();
  const reply = startReply({ content: message, history: [], profile: null }, { model, local: true, maxTokens: 800 });
  let ttft = 0;
  let words = 0;
  for await (const _piece of reply.text) {
    if (!words) ttft = performance.now() - start;
    words++;
  }
  return { ttft, total: performance.now() - start, words };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};

async function run(delayMs: number, title: string) {
  const rows: Row[] = [];
  for (const message of MESSAGES) {
    const row: Row = { label: message, ttft: [], total: [], words: 0 };
    for (let i = 0; i < RUNS; i++) {
      const m = await measure(delayMs, message);
      row.ttft.push(m.ttft);
      row.total.push(m.total);
      row.words = m.words;
    }
    rows.push(row);
  }
  console.log(`\n${title}`);
  console.log("message".padEnd(52), "words".padStart(6), "TTFT ms".padStart(9), "total ms".padStart(9));
  for (const r of rows)
    console.log(
      r.label.slice(0, 50).padEnd(52),
      String(r.words).padStart(6),
      median(r.ttft).toFixed(1).padStart(9),
      median(r.total).toFixed(1).padStart(9),
    );
}

// Warm-up: module initialisation (knowledge-base indexes) happens once per Worker isolate.
const cold = performance.now();
await measure(0, MESSAGES[0] as string);
console.log(`cold start (first reply, indexes built): ${(performance.now() - cold).toFixed(1)} ms`);
await run(0, `compute only (no pacing), median of ${RUNS}`);
await run(8, `as served (8 ms between words, the default pacing), median of ${RUNS}`);
