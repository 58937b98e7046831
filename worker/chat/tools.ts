// The checker engine as a tool for hosted models: they pass the user's words, the engine answers with
// the findings it read, the likely conditions, the urgency and the most useful next question, so the
// model's reply rests on the knowledge base rather than on its memory.
import { tool } from "ai";
import { z } from "zod";
import type { PersonalContext } from "../ai/index.ts";
import { DEFAULT_AGE, diagnose, getCondition, parseText, triage, type DiagnoseInput } from "../checker/index.ts";
import { formatQuestion, withoutFalseFriends } from "./language.ts";

/** Below this, the top condition is a guess: the tool says so instead of listing guesses. */
export const MIN_PROBABILITY = 0.15;
export const WEAK = {
  findings: [],
  note: "The symptom checker did not recognise clear symptoms in these words. Do not guess a condition: ask the user what they feel, where and for how long, or answer their question from the sourced passages.",
} as const;

export function checkerTools(profile: PersonalContext | null) {
  return {
    check_symptoms: tool({
      description:
        "Run HealthBuddy's symptom checker on what the user has described. Returns the symptoms it recognised, the most likely conditions with probabilities, how urgently to get care, and the single most useful next question.",
      inputSchema: z.object({
        symptoms: z
          .string()
          .max(4000)
          .describe(
            "Everything the user has said about their symptoms, in their words, including what they do NOT have.",
          ),
        age: z.number().int().min(1).max(120).optional().describe("Age in years, if known."),
        sex: z.enum(["male", "female"]).optional().describe("Sex, if known."),
      }),
      execute: async ({ symptoms, age, sex }) => {
        const findings = parseText(withoutFalseFriends(symptoms));
        // Weak findings are not handed to the model as fact: nothing clearly recognised, or no condition
        // that fits well, returns nothing but that.
        if (!findings.some((f) => f.choice === "present")) return WEAK;
        const who = sex ?? profile?.sex;
        const input = {
          age: age ?? profile?.age ?? DEFAULT_AGE,
          evidence: findings.map((f) => ({ id: f.id, choice: f.choice, source: "initial" })),
          ...(who ? { sex: who } : {}),
        } as DiagnoseInput;
        const result = diagnose(input);
        if ((result.conditions[0]?.probability ?? 0) < MIN_PROBABILITY) return WEAK;
        const urgency = triage(input);
        return {
          findings: findings.map((f) => ({ name: f.name, present: f.choice === "present" })),
          likely_conditions: result.conditions.slice(0, 4).map((c) => {
            const info = getCondition(c.id);
            return {
              name: info?.commonName ?? c.name,
              probability: c.probability,
              about: info?.description.split(". ")[0] ?? "",
            };
          }),
          urgency: urgency.triage_level,
          advice: urgency.advice,
          danger_signs: urgency.red_flags.map((f) => f.name),
          next_question: formatQuestion(result.question),
        };
      },
    }),
  };
}
