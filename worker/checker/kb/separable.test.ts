// Two conditions that share every sign cannot be told apart by any question, so an interview between them runs to
// the question limit and the result splits the likelihood between them (stop 27: lactational mastitis, a second copy
// of mastitis, made a breast-pain check ask 20 questions). Every pair must differ on at least one finding.
import { describe, expect, it } from "vitest";
import { playTelling } from "./breadth-round.ts";
import { CONDITIONS, FINDINGS } from "./index.ts";

const base = new Map(FINDINGS.map((f) => [f.id, f.base]));

const rows = CONDITIONS.map((c) => ({ id: c.id, lk: c.likelihoods, keys: Object.keys(c.likelihoods) }));

/** How far one finding's answer (yes or no) moves the odds between likelihoods pa and pb (log ratio). */
const shift = (pa: number, pb: number) =>
  Math.max(Math.abs(Math.log(pa / pb)), Math.abs(Math.log((1 - pa) / (1 - pb))));

/** The largest shift any one finding gives between conditions a and b (unlisted findings at their base rate). */
function separation(a: (typeof rows)[number], b: (typeof rows)[number]): number {
  let best = 0;
  for (const id of a.keys) best = Math.max(best, shift(a.lk[id] as number, b.lk[id] ?? (base.get(id) as number)));
  for (const id of b.keys) if (!(id in a.lk)) best = Math.max(best, shift(base.get(id) as number, b.lk[id] as number));
  return best;
}

describe("conditions the interview can tell apart", () => {
  it("has, for every two conditions, a finding whose answer shifts the odds between them at least threefold", () => {
    const alike: string[] = [];
    rows.forEach((a, i) => {
      for (const b of rows.slice(i + 1)) if (separation(a, b) < Math.log(3)) alike.push(`${a.id} / ${b.id}`);
    });
    expect(alike).toEqual([]);
  });

  it("tells labour before 37 weeks from labour at term by the weeks of pregnancy (NICE NG25)", () => {
    const early = playTelling([
      "preterm_labour",
      24,
      "female",
      "I am 32 weeks pregnant and the pains are coming every five minutes",
      ["contractions", "lower belly pain", "32 weeks pregnant"],
    ]);
    expect(early.top[0]).toBe("preterm_labour");
    const term = playTelling([
      "labour",
      24,
      "female",
      "My labour pains have started, the baby is due this week",
      ["contractions", "lower belly pain", "nine months pregnant"],
    ]);
    expect(term.top[0]).toBe("labour");
  });
});
