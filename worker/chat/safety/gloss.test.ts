// The word-by-word reading of French, Swahili, Hausa, Yoruba and Igbo (gloss.ts, worker/lang/glossary.ts): a danger
// told in words no phrase rule foresaw is still escalated, in the message's own language, and questions about signs,
// "what should I do if someone…", mild symptoms and a relative's past illness stay calm. Wordings are our own
// (gloss-cases.json), never the evaluation sets'.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { detectRedFlag } from "../red-flags.ts";
import { englishReading } from "./gloss.ts";

const cases = JSON.parse(readFileSync(new URL("./gloss-cases.json", import.meta.url), "utf8")) as {
  danger: string[];
  calm: string[];
};

describe("a danger told in other words in French, Swahili, Hausa, Yoruba or Igbo", () => {
  it.each(cases.danger)("escalates %j", (text) => expect(detectRedFlag(text)).not.toBeNull());
});

describe("questions, mild symptoms and past illness in those languages", () => {
  it.each(cases.calm)("gives no emergency card for %j", (text) => expect(detectRedFlag(text)).toBeNull());
});

describe("the English reading", () => {
  it("reads a stroke told in Swahili word by word, keeping its sentence breaks", () => {
    expect(englishReading("Baba yangu ameanguka ghafla, upande wa kulia hausogei", "sw")).toBe(
      "my father collapsed suddenly, right side weak cannot move",
    );
  });

  it("reads the worst headache before the plain headache inside it", () => {
    expect(englishReading("Le pire mal de tête, tout à coup", "fr")).toBe("worst headache ever, suddenly");
  });

  it("reads French negation as 'not' before the verb it denies", () => {
    expect(englishReading("Mon fils ne respire plus", "fr")).toBe("my son not breathing");
  });

  it("escalates a glossed danger in the message's own language", () => {
    const hit = detectRedFlag("Mke wangu ana maumivu makali ya kifua na anatoka jasho jingi");
    expect(hit?.id).toBe("heart_attack");
    expect(hit?.reply).toMatch(/112/);
  });

  it("has no reading for English, Pidgin, or a message with one known word", () => {
    expect(englishReading("my chest is squeezing", "en")).toBeNull();
    expect(englishReading("my chest dey squeeze me", "pcm")).toBeNull();
    expect(englishReading("Damu", "sw")).toBeNull();
  });
});
