// The knowledge base: every finding and condition the engine reasons over. KB_VERSION is stored with each
// diagnosis so a result can always be traced to the exact medicine that produced it; bump it whenever
// a likelihood, prior, finding or condition changes.
import type { Condition, Finding } from "../types.ts";
import { ABDOMEN_FINDINGS } from "./findings-abdomen.ts";
import { CHEST_FINDINGS } from "./findings-chest.ts";
import { GENERAL_FINDINGS } from "./findings-general.ts";
import { SKIN_FINDINGS } from "./findings-skin.ts";
import { DANGER_FINDINGS } from "./findings-danger.ts";
import { SEVERE_CONDITIONS } from "./conditions-severe.ts";
import { GENITOURINARY_CONDITIONS } from "./conditions-genitourinary.ts";
import { GI_CONDITIONS } from "./conditions-gi.ts";
import { INFECTION_CONDITIONS } from "./conditions-infections.ts";
import { MEDICAL_CONDITIONS } from "./conditions-medical.ts";
import { MENTAL_CONDITIONS } from "./conditions-mental.ts";
import { RESPIRATORY_CONDITIONS } from "./conditions-respiratory.ts";
import { SKIN_INJURY_CONDITIONS } from "./conditions-skin-injury.ts";

export const KB_VERSION = "2026.11.27-tune";

export const FINDINGS: Finding[] = [
  ...GENERAL_FINDINGS,
  ...CHEST_FINDINGS,
  ...ABDOMEN_FINDINGS,
  ...SKIN_FINDINGS,
  ...DANGER_FINDINGS,
];

export const CONDITIONS: Condition[] = [
  ...INFECTION_CONDITIONS,
  ...RESPIRATORY_CONDITIONS,
  ...GI_CONDITIONS,
  ...GENITOURINARY_CONDITIONS,
  ...MEDICAL_CONDITIONS,
  ...MENTAL_CONDITIONS,
  ...SKIN_INJURY_CONDITIONS,
  ...SEVERE_CONDITIONS,
];
