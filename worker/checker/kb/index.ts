// The knowledge base: every finding and condition the engine reasons over. KB_VERSION is stored with each
// diagnosis so a result can always be traced to the exact medicine that produced it; bump it whenever
// a likelihood, prior, finding or condition changes.
import type { Condition, Finding } from "../types.ts";
import { ABDOMEN_FINDINGS } from "./findings-abdomen.ts";
import { CHEST_FINDINGS } from "./findings-chest.ts";
import { GENERAL_FINDINGS } from "./findings-general.ts";
import { SKIN_FINDINGS } from "./findings-skin.ts";
import { INFECTION_CONDITIONS } from "./conditions-infections.ts";

export const KB_VERSION = "2026.11.22-1";

export const FINDINGS: Finding[] = [...GENERAL_FINDINGS, ...CHEST_FINDINGS, ...ABDOMEN_FINDINGS, ...SKIN_FINDINGS];

export const CONDITIONS: Condition[] = [...INFECTION_CONDITIONS];
