// Helpers for the safety layer's round tests: each round's own wordings (a JSON of danger, second-turn and calm
// cases) and the one check they all make.
import { readFileSync } from "node:fs";
import { expect } from "vitest";
import { offlineModel, type ChatTurn } from "../../ai/index.ts";
import { detectRedFlag } from "../red-flags.ts";
import { replyText, startReply } from "../reply.ts";
import { dangerCategory, type Category } from "./index.ts";

/** A danger category, or "net": caught only by the second net (the symptom checker's triage). */
export type Expected = Category | "net";

export interface RoundCases {
  danger: Array<[string, Expected]>;
  second: Array<[string, string, Expected]>;
  calm: string[];
}

/** A round's cases, from the JSON file beside its test. */
export const roundCases = (url: URL): RoundCases => JSON.parse(readFileSync(url, "utf8")) as RoundCases;

/** The conversation so far when a danger is told only in the second turn. */
export const afterFirstTurn = (first: string): ChatTurn[] => [
  { role: "user", content: first },
  { role: "assistant", content: "Here is what I can tell you." },
];

export function expectDanger(text: string, expected: Expected, history: ChatTurn[] = []) {
  if (expected === "net") expect(detectRedFlag(text, history)?.id).toBe("symptom_danger");
  else expect(dangerCategory(text, history)).toBe(expected);
}

/**
 * The answer to a message through the whole reply path, as the API runs it offline: the safety layer first, then the
 * offline engine. `first` is an earlier user turn the message follows.
 */
export const answer = (text: string, first?: string): Promise<string> =>
  replyText(
    startReply(
      { content: text, history: first ? afterFirstTurn(first) : [], profile: null },
      { model: offlineModel({ delayMs: 0 }), local: true, maxTokens: 800 },
    ),
  );
