// The knowledge base: every finding and condition the engine reasons over. Its version (kbVersion(), version.ts) is
// derived from the content and stored with each diagnosis.
import type { Condition, Finding } from "../types.ts";
import { ABDOMEN_FINDINGS } from "./findings-abdomen.ts";
import { CHEST_FINDINGS } from "./findings-chest.ts";
import { GENERAL_FINDINGS } from "./findings-general.ts";
import { SKIN_FINDINGS } from "./findings-skin.ts";
import { DANGER_FINDINGS } from "./findings-danger.ts";
import { HEAD_FINDINGS } from "./findings-head.ts";
import { BODY_FINDINGS } from "./findings-body.ts";
import { REPRO_FINDINGS } from "./findings-repro.ts";
import { MSK_SKIN_FINDINGS } from "./findings-msk-skin.ts";
import { MIND_TOX_FINDINGS } from "./findings-mind-tox.ts";
import { SEVERE_CONDITIONS } from "./conditions-severe.ts";
import { GENITOURINARY_CONDITIONS } from "./conditions-genitourinary.ts";
import { GI_CONDITIONS } from "./conditions-gi.ts";
import { INFECTION_CONDITIONS } from "./conditions-infections.ts";
import { MEDICAL_CONDITIONS } from "./conditions-medical.ts";
import { MENTAL_CONDITIONS } from "./conditions-mental.ts";
import { RESPIRATORY_CONDITIONS } from "./conditions-respiratory.ts";
import { SKIN_INJURY_CONDITIONS } from "./conditions-skin-injury.ts";
import { EYE_ENT_CONDITIONS } from "./conditions-eye-ent.ts";
import { ENDOCRINE_BLOOD_CONDITIONS } from "./conditions-endocrine-blood.ts";
import { CARDIO_NEURO_CONDITIONS } from "./conditions-cardio-neuro.ts";
import { RENAL_BOWEL_CONDITIONS } from "./conditions-renal-bowel.ts";
import { WOMEN_MEN_CONDITIONS } from "./conditions-women-men.ts";
import { MSK_SKIN_TOX_CONDITIONS } from "./conditions-msk-skin-tox.ts";
import { GP3_FINDINGS } from "./findings-gp3.ts";
import { GP3_CONDITIONS } from "./conditions-gp3.ts";
import { GP4_FINDINGS } from "./findings-gp4.ts";
import { GP4_CONDITIONS } from "./conditions-gp4.ts";
import { GP5_FINDINGS } from "./findings-gp5.ts";
import { GP5_CONDITIONS } from "./conditions-gp5.ts";
import { LAY_FINDINGS, addLayLikelihoods } from "./findings-lay.ts";
import { GP7_FINDINGS } from "./findings-gp7.ts";
import { GP7_CONDITIONS } from "./conditions-gp7.ts";
import { GP6_FINDINGS } from "./findings-gp6.ts";
import { GP6_CONDITIONS, GP6_LIKELIHOOD_ROWS } from "./conditions-gp6.ts";
import { GP9_FINDINGS } from "./findings-gp9.ts";
import { GP9_CONDITIONS, GP9_LIKELIHOOD_ROWS } from "./conditions-gp9.ts";
import { GP8_FINDINGS } from "./findings-gp8.ts";
import { GP8_CONDITIONS, GP8_LIKELIHOOD_ROWS } from "./conditions-gp8.ts";
import { GP10_ALIASES, GP10_FINDINGS } from "./findings-gp10.ts";
import { GP10_CONDITIONS, GP10_LIKELIHOOD_ROWS } from "./conditions-gp10.ts";
import { GP11_FINDINGS } from "./findings-gp11.ts";
import { GP11_CONDITIONS, GP11_LIKELIHOOD_ROWS } from "./conditions-gp11.ts";
import { GP12_ALIASES, GP12_FINDINGS } from "./findings-gp12.ts";
import { GP12_CONDITIONS, GP12_LIKELIHOOD_ROWS } from "./conditions-gp12.ts";
import { EM10_FINDINGS, EM10_LIKELIHOOD_ROWS } from "./findings-em10.ts";
import { GP13_ALIASES, GP13_FINDINGS } from "./findings-gp13.ts";
import { applyFindingAges } from "./finding-ages.ts";
import { GP13_CONDITIONS, GP13_LIKELIHOOD_ROWS } from "./conditions-gp13.ts";
import { EM11_FINDINGS, EM11_LIKELIHOOD_ROWS } from "./findings-em11.ts";
import { EM11_CONDITIONS } from "./conditions-em11.ts";
import { GP14_ALIASES, GP14_FINDINGS } from "./findings-gp14.ts";
import { EM12_FINDINGS, EM12_LIKELIHOOD_ROWS } from "./findings-em12.ts";
import { GP14_CONDITIONS, GP14_LIKELIHOOD_ROWS } from "./conditions-gp14.ts";
import { LATE_FINDINGS } from "./findings-late.ts";
import { LATE_CONDITIONS } from "./conditions-late.ts";
import { GP15_ALIASES, GP15_FINDINGS } from "./findings-gp15.ts";
import { LANG13_ALIASES } from "./findings-lang13.ts";
import { GP15_CONDITIONS, GP15_LIKELIHOOD_ROWS } from "./conditions-gp15.ts";
import { EM13_ALIASES, EM13_FINDINGS, EM13_LIKELIHOOD_ROWS } from "./findings-em13.ts";
import { EM13_CONDITIONS } from "./conditions-em13.ts";
import { GP16_ALIASES, GP16_FINDINGS } from "./findings-gp16.ts";
import { GP16_CONDITIONS, GP16_LIKELIHOOD_ROWS } from "./conditions-gp16.ts";
import { MED13_ALIASES, MED13_FINDINGS, MED13_LIKELIHOOD_ROWS } from "./findings-medicines.ts";
import { MED13_CONDITIONS } from "./conditions-medicines.ts";
import { LANG14_FINDINGS, LANG14_LIKELIHOOD_ROWS } from "./findings-lang14.ts";
import { SWEEP14_ALIASES, SWEEP14_FINDINGS, SWEEP14_LIKELIHOOD_ROWS } from "./findings-sweep14.ts";
import { GP17_ALIASES, GP17_FINDINGS } from "./findings-gp17.ts";
import { GP17_CONDITIONS, GP17_LIKELIHOOD_ROWS, GP17_SEVERITY_MODIFIERS } from "./conditions-gp17.ts";
import { GP18_ALIASES, GP18_FINDINGS } from "./findings-gp18.ts";
import { GP18_CONDITIONS, GP18_LIKELIHOOD_ROWS } from "./conditions-gp18.ts";
import { EM14_ALIASES, EM14_FINDINGS, EM14_LIKELIHOOD_ROWS, EM14_SEPSIS_SIGN_ROWS } from "./findings-em14.ts";
import { SWEEP15_ALIASES, SWEEP15_FINDINGS, SWEEP15_LIKELIHOOD_ROWS } from "./findings-sweep15.ts";
import { SWEEP16_ALIASES } from "./findings-sweep16.ts";
import { SWEEP17_ALIASES, SWEEP17_FINDINGS, SWEEP17_LIKELIHOOD_ROWS } from "./findings-sweep17.ts";
import { EM15_ALIASES, EM15_FINDINGS, EM15_LIKELIHOOD_ROWS } from "./findings-em15.ts";
import { EM16_ALIASES, EM16_FINDINGS, EM16_LIKELIHOOD_ROWS } from "./findings-em16.ts";
import { EM17_FINDINGS, EM17_LIKELIHOOD_ROWS } from "./findings-em17.ts";
import { EM17_CONDITIONS } from "./conditions-em17.ts";
import { EM18_FINDINGS, EM18_LIKELIHOOD_ROWS } from "./findings-em18.ts";
import { EM19_FINDINGS, EM19_LIKELIHOOD_ROWS } from "./findings-em19.ts";
import { EM19_CONDITIONS } from "./conditions-em19.ts";
import { EM20_FINDINGS, EM20_LIKELIHOOD_ROWS } from "./findings-em20.ts";
import { EM20_CONDITIONS } from "./conditions-em20.ts";
import { EM21_ALIASES, EM21_FINDINGS, EM21_LIKELIHOOD_ROWS } from "./findings-em21.ts";
import { EM22_ALIASES, EM22_LIKELIHOOD_ROWS } from "./findings-em22.ts";
import { EM23_ALIASES, EM23_FINDINGS, EM23_LIKELIHOOD_ROWS } from "./findings-em23.ts";
import { LEAD37_ALIASES, LEAD37_FINDINGS, LEAD37_LIKELIHOOD_ROWS } from "./findings-lead37.ts";
import { EM23_CONDITIONS } from "./conditions-em23.ts";
import { EM24_ALIASES, EM24_LIKELIHOOD_ROWS, EM24_LIKELIHOOD_SET } from "./findings-em24.ts";
import { EM24_CONDITIONS } from "./conditions-em24.ts";
import { EM25_ALIASES, EM25_FINDINGS, EM25_IMPLIES, EM25_LIKELIHOOD_ROWS } from "./findings-em25.ts";
import { NUM23_FINDINGS, NUM23_LIKELIHOOD_ROWS } from "./findings-num23.ts";
import { EM18_CONDITIONS } from "./conditions-em18.ts";
import { SWEEP18_ALIASES, SWEEP18_FINDINGS, SWEEP18_LIKELIHOOD_ROWS } from "./findings-sweep18.ts";
import { SWEEP19_ALIASES, SWEEP19_LIKELIHOOD_ROWS } from "./findings-sweep19.ts";
import { FA21_ALIASES, FA21_RED_FLAG_LIMITS, FA21_SEVERITY_MODIFIERS } from "./fa21.ts";
import {
  FA22_ALIASES,
  FA22_CONDITIONS,
  FA22_FINDINGS,
  FA22_LIKELIHOOD_ROWS,
  FA22_RED_FLAG_LIMITS,
  FA22_SEVERITY_MODIFIERS,
} from "./fa22.ts";
import {
  FA23_ALIASES,
  FA23_FINDINGS,
  FA23_LIKELIHOOD_ROWS,
  FA23_RED_FLAG_RULES,
  FA23_SEVERITY_MODIFIERS,
} from "./fa23.ts";
import { LANG21_ALIASES } from "./findings-lang21.ts";
import { LANG22_ALIASES } from "./findings-lang22.ts";
import { LANG25_ALIASES } from "./findings-lang25.ts";
import { LANG29_ALIASES, LANG29_LIKELIHOOD_ROWS } from "./findings-lang29.ts";
import { LANG29_RED_FLAG_RULES, LANG29_SCREENS } from "./red-flag-rules-lang29.ts";
import { EM26_ALIASES, EM26_FINDINGS, EM26_IMPLIES, EM26_LIKELIHOOD_ROWS } from "./findings-em26.ts";
import { EM26_CONDITIONS } from "./conditions-em26.ts";
import { EM27_ALIASES, EM27_FINDINGS, EM27_IMPLIES, EM27_LIKELIHOOD_ROWS } from "./findings-em27.ts";
import { FA27_FINDINGS, FA27_LIKELIHOOD_ROWS } from "./findings-fa27.ts";
import { FA27_SEVERITY_MODIFIERS } from "./red-flag-rules-fa27.ts";
import { FA28_ALIASES, FA28_CONDITIONS, FA28_FINDINGS, FA28_IMPLIES, FA28_LIKELIHOOD_ROWS } from "./findings-fa28.ts";
import { DANGER35_ALIASES, DANGER35B_ALIASES } from "./findings-danger35.ts";
import { CLIN23_ALIASES, CLIN23_LAY_ALIASES } from "./findings-clin23.ts";
import { EM13_RED_FLAG_LIMITS, EM13_RED_FLAG_RULES, EM13_SEVERITY_MODIFIERS } from "./red-flag-rules-em13.ts";
import { SWEEP14_RED_FLAG_RULES, SWEEP14_SEVERITY_MODIFIERS } from "./red-flag-rules-sweep14.ts";
import { SWEEP15_RED_FLAG_RULES } from "./red-flag-rules-sweep15.ts";
import { SWEEP16_RED_FLAG_RULES } from "./red-flag-rules-sweep16.ts";
import { EM14_RED_FLAG_LIMITS, EM14_RED_FLAG_RULES, EM14_SEVERITY_MODIFIERS } from "./red-flag-rules-em14.ts";
import { EM15_RED_FLAG_RULES, EM15_SEVERITY_MODIFIERS } from "./red-flag-rules-em15.ts";
import { EM16_RED_FLAG_RULES, EM16_SEVERITY_MODIFIERS } from "./red-flag-rules-em16.ts";
import { SWEEP17_RED_FLAG_LIMITS, SWEEP17_RED_FLAG_RULES } from "./red-flag-rules-sweep17.ts";
import { SWEEP18_RED_FLAG_RULES } from "./red-flag-rules-sweep18.ts";
import { SWEEP19_RED_FLAG_RULES } from "./red-flag-rules-sweep19.ts";
import { EM17_RED_FLAG_RULES } from "./red-flag-rules-em17.ts";
import { EM18_RED_FLAG_RULES, EM18_SEVERITY_MODIFIERS } from "./red-flag-rules-em18.ts";
import { EM19_RED_FLAG_RULES, EM19_SEVERITY_MODIFIERS } from "./red-flag-rules-em19.ts";
import { EM20_RED_FLAG_RULES } from "./red-flag-rules-em20.ts";
import { EM21_RED_FLAG_RULES } from "./red-flag-rules-em21.ts";
import { EM22_RED_FLAG_RULES, EM22_SEVERITY_MODIFIERS } from "./red-flag-rules-em22.ts";
import { EM23_RED_FLAG_RULES, EM23_SEVERITY_MODIFIERS } from "./red-flag-rules-em23.ts";
import { EM24_RED_FLAG_RULES } from "./red-flag-rules-em24.ts";
import { EM25_RED_FLAG_RULES } from "./red-flag-rules-em25.ts";
import { EM26_RED_FLAG_RULES, EM26_SEVERITY_MODIFIERS } from "./red-flag-rules-em26.ts";
import { MED13_RED_FLAG_LIMITS, MED13_RED_FLAG_RULES } from "./rules-medicines.ts";
import { FA20_RED_FLAG_LIMITS } from "./red-flag-rules-fa20.ts";
import { FA25_RED_FLAG_LIMITS, FA25_SCREENS, FA25_SEVERITY_MODIFIERS } from "./red-flag-rules-fa25.ts";
import { FA26_RED_FLAG_LIMITS } from "./red-flag-rules-fa26.ts";
import { SWEEP16_SCREENS } from "./danger-screens-sweep16.ts";
import { SWEEP17_SCREENS } from "./danger-screens-sweep17.ts";
import { SWEEP18_SCREENS } from "./danger-screens-sweep18.ts";
import { EM17_SCREENS } from "./danger-screens-em17.ts";
import { EM20_SCREENS } from "./danger-screens-em20.ts";
import { EM21_SCREENS } from "./danger-screens-em21.ts";
import { EM23_SCREENS } from "./danger-screens-em23.ts";
import { EM24_SCREENS } from "./danger-screens-em24.ts";
import { EM25_SCREENS } from "./danger-screens-em25.ts";
import { EM26_SCREENS } from "./danger-screens-em26.ts";
import { EM27_RED_FLAG_RULES, EM27_SEVERITY_MODIFIERS } from "./red-flag-rules-em27.ts";
import { EM27_SCREENS } from "./danger-screens-em27.ts";
import { EM28_RED_FLAG_RULES, EM28_SEVERITY_MODIFIERS } from "./red-flag-rules-em28.ts";
import { EM28_SCREENS } from "./danger-screens-em28.ts";
import { EM28_ALIASES } from "./findings-em28.ts";
import { FA29_RED_FLAG_LIMITS, FA29_RED_FLAG_RULES, FA29_SEVERITY_MODIFIERS } from "./red-flag-rules-fa29.ts";
import { FA30_ALIASES } from "./findings-fa30.ts";
import { LEAD41_ALIASES } from "./findings-lead41.ts";
import { EM29_RED_FLAG_RULES, EM29_SEVERITY_MODIFIERS } from "./red-flag-rules-em29.ts";
import { EM29_SCREENS } from "./danger-screens-em29.ts";
import { EM29_ALIASES, EM29_LIKELIHOOD_ROWS } from "./findings-em29.ts";
import { EM30_RED_FLAG_RULES, EM30_SEVERITY_MODIFIERS } from "./red-flag-rules-em30.ts";
import { EM30_SCREENS } from "./danger-screens-em30.ts";
import { EM30_ALIASES } from "./findings-em30.ts";
import { type KbRound, likelihoods } from "./define.ts";

// Each round of the knowledge base, in the order it was added, and what it brings (see KbRound). A new round file is
// registered here once, with everything it adds — its findings and conditions here, its red-flag rules and limits
// (red-flag-rules.ts), severity modifiers (severity.ts) and danger screens (danger-screens.ts) appended there in
// this order; no other file lists rounds.
export const ROUNDS: KbRound[] = [
  {
    name: "base",
    findings: [
      ...GENERAL_FINDINGS,
      ...CHEST_FINDINGS,
      ...ABDOMEN_FINDINGS,
      ...SKIN_FINDINGS,
      ...DANGER_FINDINGS,
      ...HEAD_FINDINGS,
      ...BODY_FINDINGS,
      ...REPRO_FINDINGS,
      ...MSK_SKIN_FINDINGS,
      ...MIND_TOX_FINDINGS,
    ],
    conditions: [
      ...INFECTION_CONDITIONS,
      ...RESPIRATORY_CONDITIONS,
      ...GI_CONDITIONS,
      ...GENITOURINARY_CONDITIONS,
      ...MEDICAL_CONDITIONS,
      ...MENTAL_CONDITIONS,
      ...SKIN_INJURY_CONDITIONS,
      ...SEVERE_CONDITIONS,
      ...EYE_ENT_CONDITIONS,
      ...ENDOCRINE_BLOOD_CONDITIONS,
      ...CARDIO_NEURO_CONDITIONS,
      ...RENAL_BOWEL_CONDITIONS,
      ...WOMEN_MEN_CONDITIONS,
      ...MSK_SKIN_TOX_CONDITIONS,
    ],
  },
  { name: "gp3", findings: GP3_FINDINGS, conditions: GP3_CONDITIONS },
  { name: "gp4", findings: GP4_FINDINGS, conditions: GP4_CONDITIONS },
  { name: "gp5", findings: GP5_FINDINGS, conditions: GP5_CONDITIONS },
  { name: "lay", findings: LAY_FINDINGS },
  { name: "gp7", findings: GP7_FINDINGS, conditions: GP7_CONDITIONS },
  { name: "gp6", findings: GP6_FINDINGS, conditions: GP6_CONDITIONS, rows: [GP6_LIKELIHOOD_ROWS] },
  { name: "gp9", findings: GP9_FINDINGS, conditions: GP9_CONDITIONS, rows: [GP9_LIKELIHOOD_ROWS] },
  { name: "gp8", findings: GP8_FINDINGS, conditions: GP8_CONDITIONS, rows: [GP8_LIKELIHOOD_ROWS] },
  {
    name: "gp10",
    findings: GP10_FINDINGS,
    conditions: GP10_CONDITIONS,
    rows: [GP10_LIKELIHOOD_ROWS],
    aliases: [GP10_ALIASES],
  },
  { name: "gp11", findings: GP11_FINDINGS, conditions: GP11_CONDITIONS, rows: [GP11_LIKELIHOOD_ROWS] },
  {
    name: "gp12",
    findings: GP12_FINDINGS,
    conditions: GP12_CONDITIONS,
    rows: [GP12_LIKELIHOOD_ROWS],
    aliases: [GP12_ALIASES],
  },
  { name: "em10", findings: EM10_FINDINGS, rows: [EM10_LIKELIHOOD_ROWS] },
  {
    name: "gp13",
    findings: GP13_FINDINGS,
    conditions: GP13_CONDITIONS,
    rows: [GP13_LIKELIHOOD_ROWS],
    aliases: [GP13_ALIASES],
  },
  { name: "em11", findings: EM11_FINDINGS, conditions: EM11_CONDITIONS, rows: [EM11_LIKELIHOOD_ROWS] },
  {
    name: "gp14",
    findings: GP14_FINDINGS,
    conditions: GP14_CONDITIONS,
    rows: [GP14_LIKELIHOOD_ROWS],
    aliases: [GP14_ALIASES],
  },
  { name: "late", findings: LATE_FINDINGS, conditions: LATE_CONDITIONS },
  { name: "em12", findings: EM12_FINDINGS, rows: [EM12_LIKELIHOOD_ROWS] },
  {
    name: "gp15",
    findings: GP15_FINDINGS,
    conditions: GP15_CONDITIONS,
    rows: [GP15_LIKELIHOOD_ROWS],
    aliases: [GP15_ALIASES],
  },
  { name: "lang13", aliases: [LANG13_ALIASES] },
  {
    name: "em13",
    findings: EM13_FINDINGS,
    conditions: EM13_CONDITIONS,
    rows: [EM13_LIKELIHOOD_ROWS],
    aliases: [EM13_ALIASES],
    redFlagRules: EM13_RED_FLAG_RULES,
    redFlagLimits: EM13_RED_FLAG_LIMITS,
    severityModifiers: EM13_SEVERITY_MODIFIERS,
  },
  {
    name: "gp16",
    findings: GP16_FINDINGS,
    conditions: GP16_CONDITIONS,
    rows: [GP16_LIKELIHOOD_ROWS],
    aliases: [GP16_ALIASES],
  },
  {
    name: "med13",
    findings: MED13_FINDINGS,
    conditions: MED13_CONDITIONS,
    rows: [MED13_LIKELIHOOD_ROWS],
    aliases: [MED13_ALIASES],
    redFlagRules: MED13_RED_FLAG_RULES,
    redFlagLimits: MED13_RED_FLAG_LIMITS,
  },
  { name: "lang14", findings: LANG14_FINDINGS, rows: [LANG14_LIKELIHOOD_ROWS] },
  {
    name: "sweep14",
    findings: SWEEP14_FINDINGS,
    rows: [SWEEP14_LIKELIHOOD_ROWS],
    aliases: [SWEEP14_ALIASES],
    redFlagRules: SWEEP14_RED_FLAG_RULES,
    severityModifiers: SWEEP14_SEVERITY_MODIFIERS,
  },
  {
    name: "gp17",
    findings: GP17_FINDINGS,
    conditions: GP17_CONDITIONS,
    rows: [GP17_LIKELIHOOD_ROWS],
    aliases: [GP17_ALIASES],
    severityModifiers: GP17_SEVERITY_MODIFIERS,
  },
  {
    name: "em14",
    findings: EM14_FINDINGS,
    rows: [EM14_LIKELIHOOD_ROWS, EM14_SEPSIS_SIGN_ROWS],
    aliases: [EM14_ALIASES],
    redFlagRules: EM14_RED_FLAG_RULES,
    redFlagLimits: EM14_RED_FLAG_LIMITS,
    severityModifiers: EM14_SEVERITY_MODIFIERS,
  },
  {
    name: "gp18",
    findings: GP18_FINDINGS,
    conditions: GP18_CONDITIONS,
    rows: [GP18_LIKELIHOOD_ROWS],
    aliases: [GP18_ALIASES],
  },
  {
    name: "sweep15",
    findings: SWEEP15_FINDINGS,
    rows: [SWEEP15_LIKELIHOOD_ROWS],
    aliases: [SWEEP15_ALIASES],
    redFlagRules: SWEEP15_RED_FLAG_RULES,
  },
  {
    name: "em15",
    findings: EM15_FINDINGS,
    rows: [EM15_LIKELIHOOD_ROWS],
    aliases: [EM15_ALIASES],
    redFlagRules: EM15_RED_FLAG_RULES,
    severityModifiers: EM15_SEVERITY_MODIFIERS,
  },
  {
    name: "em16",
    findings: EM16_FINDINGS,
    rows: [EM16_LIKELIHOOD_ROWS],
    aliases: [EM16_ALIASES],
    redFlagRules: EM16_RED_FLAG_RULES,
    severityModifiers: EM16_SEVERITY_MODIFIERS,
  },
  { name: "sweep16", aliases: [SWEEP16_ALIASES], redFlagRules: SWEEP16_RED_FLAG_RULES, screens: SWEEP16_SCREENS },
  {
    name: "sweep17",
    findings: SWEEP17_FINDINGS,
    rows: [SWEEP17_LIKELIHOOD_ROWS],
    aliases: [SWEEP17_ALIASES],
    redFlagRules: SWEEP17_RED_FLAG_RULES,
    redFlagLimits: SWEEP17_RED_FLAG_LIMITS,
    screens: SWEEP17_SCREENS,
  },
  {
    name: "em17",
    findings: EM17_FINDINGS,
    conditions: EM17_CONDITIONS,
    rows: [EM17_LIKELIHOOD_ROWS],
    redFlagRules: EM17_RED_FLAG_RULES,
    screens: EM17_SCREENS,
  },
  {
    name: "em18",
    findings: EM18_FINDINGS,
    conditions: EM18_CONDITIONS,
    rows: [EM18_LIKELIHOOD_ROWS],
    redFlagRules: EM18_RED_FLAG_RULES,
    severityModifiers: EM18_SEVERITY_MODIFIERS,
  },
  {
    name: "sweep18",
    findings: SWEEP18_FINDINGS,
    rows: [SWEEP18_LIKELIHOOD_ROWS],
    aliases: [SWEEP18_ALIASES],
    redFlagRules: SWEEP18_RED_FLAG_RULES,
    screens: SWEEP18_SCREENS,
  },
  {
    name: "sweep19",
    rows: [SWEEP19_LIKELIHOOD_ROWS],
    aliases: [SWEEP19_ALIASES],
    redFlagRules: SWEEP19_RED_FLAG_RULES,
  },
  {
    name: "em19",
    findings: EM19_FINDINGS,
    conditions: EM19_CONDITIONS,
    rows: [EM19_LIKELIHOOD_ROWS],
    redFlagRules: EM19_RED_FLAG_RULES,
    severityModifiers: EM19_SEVERITY_MODIFIERS,
  },
  {
    name: "em20",
    findings: EM20_FINDINGS,
    conditions: EM20_CONDITIONS,
    rows: [EM20_LIKELIHOOD_ROWS],
    redFlagRules: EM20_RED_FLAG_RULES,
    screens: EM20_SCREENS,
  },
  { name: "fa20", redFlagLimits: FA20_RED_FLAG_LIMITS },
  {
    name: "fa21",
    aliases: [FA21_ALIASES],
    redFlagLimits: FA21_RED_FLAG_LIMITS,
    severityModifiers: FA21_SEVERITY_MODIFIERS,
  },
  {
    name: "em21",
    findings: EM21_FINDINGS,
    rows: [EM21_LIKELIHOOD_ROWS],
    aliases: [EM21_ALIASES],
    redFlagRules: EM21_RED_FLAG_RULES,
    screens: EM21_SCREENS,
  },
  {
    name: "em22",
    rows: [EM22_LIKELIHOOD_ROWS],
    aliases: [EM22_ALIASES],
    redFlagRules: EM22_RED_FLAG_RULES,
    severityModifiers: EM22_SEVERITY_MODIFIERS,
  },
  {
    name: "em23",
    findings: EM23_FINDINGS,
    conditions: EM23_CONDITIONS,
    rows: [EM23_LIKELIHOOD_ROWS],
    aliases: [EM23_ALIASES],
    redFlagRules: EM23_RED_FLAG_RULES,
    severityModifiers: EM23_SEVERITY_MODIFIERS,
    screens: EM23_SCREENS,
  },
  {
    name: "em24",
    conditions: EM24_CONDITIONS,
    rows: [EM24_LIKELIHOOD_ROWS],
    replaceRows: EM24_LIKELIHOOD_SET,
    aliases: [EM24_ALIASES],
    redFlagRules: EM24_RED_FLAG_RULES,
    screens: EM24_SCREENS,
  },
  {
    name: "fa22",
    findings: FA22_FINDINGS,
    conditions: FA22_CONDITIONS,
    rows: [FA22_LIKELIHOOD_ROWS],
    aliases: [FA22_ALIASES],
    redFlagLimits: FA22_RED_FLAG_LIMITS,
    severityModifiers: FA22_SEVERITY_MODIFIERS,
  },
  {
    name: "fa23",
    findings: FA23_FINDINGS,
    rows: [FA23_LIKELIHOOD_ROWS],
    aliases: [FA23_ALIASES],
    redFlagRules: FA23_RED_FLAG_RULES,
    severityModifiers: FA23_SEVERITY_MODIFIERS,
  },
  { name: "num23", findings: NUM23_FINDINGS, rows: [NUM23_LIKELIHOOD_ROWS] },
  { name: "lead37", findings: LEAD37_FINDINGS, rows: [LEAD37_LIKELIHOOD_ROWS], aliases: [LEAD37_ALIASES] },
  {
    name: "em25",
    findings: EM25_FINDINGS,
    rows: [EM25_LIKELIHOOD_ROWS],
    aliases: [EM25_ALIASES],
    implies: EM25_IMPLIES,
    redFlagRules: EM25_RED_FLAG_RULES,
    screens: EM25_SCREENS,
  },
  {
    name: "fa25",
    redFlagLimits: FA25_RED_FLAG_LIMITS,
    severityModifiers: FA25_SEVERITY_MODIFIERS,
    screens: FA25_SCREENS,
  },
  {
    name: "em26",
    findings: EM26_FINDINGS,
    conditions: EM26_CONDITIONS,
    rows: [EM26_LIKELIHOOD_ROWS],
    aliases: [EM26_ALIASES],
    implies: EM26_IMPLIES,
    redFlagRules: EM26_RED_FLAG_RULES,
    severityModifiers: EM26_SEVERITY_MODIFIERS,
    screens: EM26_SCREENS,
  },
  { name: "fa26", redFlagLimits: FA26_RED_FLAG_LIMITS },
  {
    name: "em27",
    findings: EM27_FINDINGS,
    rows: [EM27_LIKELIHOOD_ROWS],
    aliases: [EM27_ALIASES],
    implies: EM27_IMPLIES,
    redFlagRules: EM27_RED_FLAG_RULES,
    severityModifiers: EM27_SEVERITY_MODIFIERS,
    screens: EM27_SCREENS,
  },
  {
    name: "em28",
    aliases: [EM28_ALIASES],
    redFlagRules: EM28_RED_FLAG_RULES,
    severityModifiers: EM28_SEVERITY_MODIFIERS,
    screens: EM28_SCREENS,
  },
  {
    name: "fa27",
    findings: FA27_FINDINGS,
    rows: [FA27_LIKELIHOOD_ROWS],
    severityModifiers: FA27_SEVERITY_MODIFIERS,
  },
  {
    name: "fa28",
    findings: FA28_FINDINGS,
    conditions: FA28_CONDITIONS,
    rows: [FA28_LIKELIHOOD_ROWS],
    aliases: [FA28_ALIASES],
    implies: FA28_IMPLIES,
  },
  {
    name: "em29",
    rows: [EM29_LIKELIHOOD_ROWS],
    aliases: [EM29_ALIASES],
    redFlagRules: EM29_RED_FLAG_RULES,
    severityModifiers: EM29_SEVERITY_MODIFIERS,
    screens: EM29_SCREENS,
  },
  {
    name: "em30",
    aliases: [EM30_ALIASES],
    redFlagRules: EM30_RED_FLAG_RULES,
    severityModifiers: EM30_SEVERITY_MODIFIERS,
    screens: EM30_SCREENS,
  },
  {
    name: "fa29",
    redFlagRules: FA29_RED_FLAG_RULES,
    redFlagLimits: FA29_RED_FLAG_LIMITS,
    severityModifiers: FA29_SEVERITY_MODIFIERS,
  },
  { name: "fa30", aliases: [FA30_ALIASES] },
  { name: "lang21", aliases: [LANG21_ALIASES] },
  { name: "lang22", aliases: [LANG22_ALIASES] },
  { name: "lang25", aliases: [LANG25_ALIASES] },
  {
    name: "lang29",
    aliases: [LANG29_ALIASES],
    rows: [LANG29_LIKELIHOOD_ROWS],
    redFlagRules: LANG29_RED_FLAG_RULES,
    screens: LANG29_SCREENS,
  },
  { name: "danger35", aliases: [DANGER35_ALIASES, DANGER35B_ALIASES] },
  { name: "clin23", aliases: [CLIN23_ALIASES, CLIN23_LAY_ALIASES] },
  { name: "lead41", aliases: [LEAD41_ALIASES] },
];

export const FINDINGS: Finding[] = ROUNDS.flatMap((r) => r.findings ?? []);
const findingById = new Map(FINDINGS.map((f) => [f.id, f]));
// Implications a round adds to existing findings, each named with its source in the round's file.
for (const r of ROUNDS)
  for (const [id, implied] of Object.entries(r.implies ?? {})) {
    const f = findingById.get(id);
    if (!f) throw new Error(`${r.name}: implications for unknown finding ${id}`);
    f.implies = [...new Set([...(f.implies ?? []), ...implied])];
  }
// Ages at which findings are asked (a toddler is not asked whether she is pregnant).
applyFindingAges(FINDINGS);

export const CONDITIONS: Condition[] = ROUNDS.flatMap((r) => r.conditions ?? []);
const conditionById = new Map(CONDITIONS.map((c) => [c.id, c]));
const conditionOf = (r: KbRound, id: string): Condition => {
  const c = conditionById.get(id);
  if (!c) throw new Error(`${r.name}: likelihood rows for unknown condition ${id}`);
  return c;
};

// Likelihood rows of the lay findings (findings-lay.ts) on the conditions they belong to.
addLayLikelihoods(CONDITIONS);

// Likelihood rows appended to existing conditions by later rounds: a row is added only where the condition has none
// for that finding, so no file silently overrides another's medicine.
for (const r of ROUNDS)
  for (const rows of r.rows ?? [])
    for (const [id, spec] of Object.entries(rows)) {
      const c = conditionOf(r, id);
      for (const [fid, p] of Object.entries(likelihoods(spec))) if (!(fid in c.likelihoods)) c.likelihoods[fid] = p;
    }
// Rows replaced on purpose (round 24: the rows of a typical presentation that made the atypical one impossible),
// each named with its source in the round's file. A row that does not exist is an error, not an addition.
for (const r of ROUNDS)
  for (const [id, spec] of Object.entries(r.replaceRows ?? {})) {
    const c = conditionOf(r, id);
    for (const [fid, p] of Object.entries(likelihoods(spec))) {
      if (!(fid in c.likelihoods)) throw new Error(`${r.name}: no row ${fid} on ${id} to replace`);
      c.likelihoods[fid] = p;
    }
  }
// Lay words appended to existing findings. A phrase belongs to one finding (search with limit 1 must be
// unambiguous), so a phrase claimed by two findings — in their definitions or by a later round — stops the Worker
// here with both owners named, instead of one round's words being dropped without a sign.
const aliasOwner = new Map<string, string>();
const claim = (alias: string, id: string): boolean => {
  const owner = aliasOwner.get(alias);
  if (owner && owner !== id) throw new Error(`the phrase "${alias}" is claimed by both ${owner} and ${id}`);
  aliasOwner.set(alias, id);
  return !owner;
};
for (const f of FINDINGS) for (const a of f.aliases) claim(a, f.id);
for (const r of ROUNDS)
  for (const words of r.aliases ?? [])
    for (const [id, list] of Object.entries(words)) {
      const f = findingById.get(id);
      if (!f) throw new Error(`${r.name}: aliases for unknown finding ${id}`);
      for (const a of list.split("|")) if (claim(a, id)) f.aliases.push(a);
    }
