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
import { GP17_CONDITIONS, GP17_LIKELIHOOD_ROWS } from "./conditions-gp17.ts";
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
import { EM26_CONDITIONS } from "./conditions-em26.ts";
import { EM25_ALIASES, EM25_FINDINGS, EM25_IMPLIES, EM25_LIKELIHOOD_ROWS } from "./findings-em25.ts";
import {
  EM26_ALIASES,
  EM26_FINDINGS,
  EM26_IMPLIES,
  EM26_LIKELIHOOD_ROWS,
} from "./findings-em26.ts";
import { NUM23_FINDINGS, NUM23_LIKELIHOOD_ROWS } from "./findings-num23.ts";
import { EM18_CONDITIONS } from "./conditions-em18.ts";
import { SWEEP18_ALIASES, SWEEP18_FINDINGS, SWEEP18_LIKELIHOOD_ROWS } from "./findings-sweep18.ts";
import { SWEEP19_ALIASES, SWEEP19_LIKELIHOOD_ROWS } from "./findings-sweep19.ts";
import { FA21_ALIASES } from "./fa21.ts";
import { FA22_ALIASES, FA22_CONDITIONS, FA22_FINDINGS, FA22_LIKELIHOOD_ROWS } from "./fa22.ts";
import { FA23_ALIASES, FA23_FINDINGS, FA23_LIKELIHOOD_ROWS } from "./fa23.ts";
import { LANG21_ALIASES } from "./findings-lang21.ts";
import { LANG22_ALIASES } from "./findings-lang22.ts";
import { LANG25_ALIASES } from "./findings-lang25.ts";
import { DANGER35_ALIASES, DANGER35B_ALIASES } from "./findings-danger35.ts";
import { CLIN23_ALIASES, CLIN23_LAY_ALIASES } from "./findings-clin23.ts";
import { likelihoods } from "./define.ts";

export const FINDINGS: Finding[] = [
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
  ...GP3_FINDINGS,
  ...GP4_FINDINGS,
  ...GP5_FINDINGS,
  ...LAY_FINDINGS,
  ...GP7_FINDINGS,
  ...GP6_FINDINGS,
  ...GP9_FINDINGS,
  ...GP8_FINDINGS,
  ...GP10_FINDINGS,
  ...GP11_FINDINGS,
  ...GP12_FINDINGS,
  ...EM10_FINDINGS,
  ...GP13_FINDINGS,
  ...EM11_FINDINGS,
  ...GP14_FINDINGS,
  ...LATE_FINDINGS,
  ...EM12_FINDINGS,
  ...GP15_FINDINGS,
  ...EM13_FINDINGS,
  ...GP16_FINDINGS,
  ...MED13_FINDINGS,
  ...LANG14_FINDINGS,
  ...SWEEP14_FINDINGS,
  ...GP17_FINDINGS,
  ...EM14_FINDINGS,
  ...GP18_FINDINGS,
  ...SWEEP15_FINDINGS,
  ...EM15_FINDINGS,
  ...EM16_FINDINGS,
  ...SWEEP17_FINDINGS,
  ...EM17_FINDINGS,
  ...EM18_FINDINGS,
  ...SWEEP18_FINDINGS,
  ...EM19_FINDINGS,
  ...EM20_FINDINGS,
  ...EM21_FINDINGS,
  ...EM23_FINDINGS,
  ...FA22_FINDINGS,
  ...FA23_FINDINGS,
  ...NUM23_FINDINGS,
  ...LEAD37_FINDINGS,
  ...EM25_FINDINGS,
  ...EM26_FINDINGS,
];
// Round 25 (ck-em25): implications added to existing findings, each named with its source in findings-em25.ts.
for (const [id, implied] of [...Object.entries(EM25_IMPLIES), ...Object.entries(EM26_IMPLIES)]) {
  const f = FINDINGS.find((x) => x.id === id);
  if (!f) throw new Error(`implications for unknown finding ${id}`);
  f.implies = [...new Set([...(f.implies ?? []), ...implied])];
}
// Ages at which findings are asked (a toddler is not asked whether she is pregnant).
applyFindingAges(FINDINGS);

export const CONDITIONS: Condition[] = [
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
  ...GP3_CONDITIONS,
  ...GP4_CONDITIONS,
  ...GP5_CONDITIONS,
  ...GP7_CONDITIONS,
  ...GP6_CONDITIONS,
  ...GP9_CONDITIONS,
  ...GP8_CONDITIONS,
  ...GP10_CONDITIONS,
  ...GP11_CONDITIONS,
  ...GP12_CONDITIONS,
  ...GP13_CONDITIONS,
  ...EM11_CONDITIONS,
  ...GP14_CONDITIONS,
  ...LATE_CONDITIONS,
  ...GP15_CONDITIONS,
  ...EM13_CONDITIONS,
  ...GP16_CONDITIONS,
  ...MED13_CONDITIONS,
  ...GP17_CONDITIONS,
  ...GP18_CONDITIONS,
  ...EM17_CONDITIONS,
  ...EM18_CONDITIONS,
  ...EM19_CONDITIONS,
  ...EM20_CONDITIONS,
  ...FA22_CONDITIONS,
  ...EM23_CONDITIONS,
  ...EM24_CONDITIONS,
  ...EM26_CONDITIONS,
];

// Likelihood rows of the lay findings (findings-lay.ts) on the conditions they belong to.
addLayLikelihoods(CONDITIONS);

// Likelihood rows appended to existing conditions by later breadth rounds: a row is added only where the
// condition has none for that finding, so no file silently overrides another's medicine.
for (const [id, spec] of [
  ...Object.entries(GP6_LIKELIHOOD_ROWS),
  ...Object.entries(GP8_LIKELIHOOD_ROWS),
  ...Object.entries(GP9_LIKELIHOOD_ROWS),
  ...Object.entries(GP10_LIKELIHOOD_ROWS),
  ...Object.entries(GP11_LIKELIHOOD_ROWS),
  ...Object.entries(GP12_LIKELIHOOD_ROWS),
  ...Object.entries(EM10_LIKELIHOOD_ROWS),
  ...Object.entries(GP13_LIKELIHOOD_ROWS),
  ...Object.entries(EM11_LIKELIHOOD_ROWS),
  ...Object.entries(GP14_LIKELIHOOD_ROWS),
  ...Object.entries(EM12_LIKELIHOOD_ROWS),
  ...Object.entries(GP15_LIKELIHOOD_ROWS),
  ...Object.entries(EM13_LIKELIHOOD_ROWS),
  ...Object.entries(GP16_LIKELIHOOD_ROWS),
  ...Object.entries(MED13_LIKELIHOOD_ROWS),
  ...Object.entries(LANG14_LIKELIHOOD_ROWS),
  ...Object.entries(SWEEP14_LIKELIHOOD_ROWS),
  ...Object.entries(GP17_LIKELIHOOD_ROWS),
  ...Object.entries(EM14_LIKELIHOOD_ROWS),
  ...Object.entries(EM14_SEPSIS_SIGN_ROWS),
  ...Object.entries(GP18_LIKELIHOOD_ROWS),
  ...Object.entries(SWEEP15_LIKELIHOOD_ROWS),
  ...Object.entries(EM15_LIKELIHOOD_ROWS),
  ...Object.entries(EM16_LIKELIHOOD_ROWS),
  ...Object.entries(SWEEP17_LIKELIHOOD_ROWS),
  ...Object.entries(EM17_LIKELIHOOD_ROWS),
  ...Object.entries(EM18_LIKELIHOOD_ROWS),
  ...Object.entries(SWEEP18_LIKELIHOOD_ROWS),
  ...Object.entries(SWEEP19_LIKELIHOOD_ROWS),
  ...Object.entries(EM19_LIKELIHOOD_ROWS),
  ...Object.entries(EM20_LIKELIHOOD_ROWS),
  ...Object.entries(EM21_LIKELIHOOD_ROWS),
  ...Object.entries(EM22_LIKELIHOOD_ROWS),
  ...Object.entries(EM23_LIKELIHOOD_ROWS),
  ...Object.entries(LEAD37_LIKELIHOOD_ROWS),
  ...Object.entries(NUM23_LIKELIHOOD_ROWS),
  ...Object.entries(FA22_LIKELIHOOD_ROWS),
  ...Object.entries(FA23_LIKELIHOOD_ROWS),
  ...Object.entries(EM24_LIKELIHOOD_ROWS),
  ...Object.entries(EM25_LIKELIHOOD_ROWS),
  ...Object.entries(EM26_LIKELIHOOD_ROWS),
]) {
  const c = CONDITIONS.find((x) => x.id === id);
  if (!c) throw new Error(`likelihood rows for unknown condition ${id}`);
  for (const [fid, p] of Object.entries(likelihoods(spec))) if (!(fid in c.likelihoods)) c.likelihoods[fid] = p;
}
// Round 24 (ck-em24): a few rows replaced on purpose, each named with its source in findings-em24.ts (the rows of a
// typical presentation that made the atypical one impossible). A row that does not exist is an error, not an addition.
for (const [id, spec] of Object.entries(EM24_LIKELIHOOD_SET)) {
  const c = CONDITIONS.find((x) => x.id === id);
  if (!c) throw new Error(`likelihood rows for unknown condition ${id}`);
  for (const [fid, p] of Object.entries(likelihoods(spec))) {
    if (!(fid in c.likelihoods)) throw new Error(`no row ${fid} on ${id} to replace`);
    c.likelihoods[fid] = p;
  }
}
// Tenth round on: lay words appended to existing findings. A phrase belongs to one finding (search with limit 1
// must be unambiguous), so a phrase claimed by two findings — in their definitions or by a later round — stops the
// Worker here with both owners named, instead of one round's words being dropped without a sign.
const aliasOwner = new Map<string, string>();
const claim = (alias: string, id: string): boolean => {
  const owner = aliasOwner.get(alias);
  if (owner && owner !== id) throw new Error(`the phrase "${alias}" is claimed by both ${owner} and ${id}`);
  aliasOwner.set(alias, id);
  return !owner;
};
for (const f of FINDINGS) for (const a of f.aliases) claim(a, f.id);
const findingById = new Map(FINDINGS.map((f) => [f.id, f]));
for (const [id, words] of [
  ...Object.entries(GP10_ALIASES),
  ...Object.entries(GP12_ALIASES),
  ...Object.entries(GP13_ALIASES),
  ...Object.entries(GP14_ALIASES),
  ...Object.entries(GP15_ALIASES),
  ...Object.entries(LANG13_ALIASES),
  ...Object.entries(EM13_ALIASES),
  ...Object.entries(GP16_ALIASES),
  ...Object.entries(MED13_ALIASES),
  ...Object.entries(SWEEP14_ALIASES),
  ...Object.entries(GP17_ALIASES),
  ...Object.entries(EM14_ALIASES),
  ...Object.entries(GP18_ALIASES),
  ...Object.entries(SWEEP15_ALIASES),
  ...Object.entries(EM15_ALIASES),
  ...Object.entries(EM16_ALIASES),
  ...Object.entries(SWEEP16_ALIASES),
  ...Object.entries(SWEEP17_ALIASES),
  ...Object.entries(SWEEP18_ALIASES),
  ...Object.entries(SWEEP19_ALIASES),
  ...Object.entries(FA21_ALIASES),
  ...Object.entries(FA22_ALIASES),
  ...Object.entries(FA23_ALIASES),
  ...Object.entries(EM21_ALIASES),
  ...Object.entries(EM22_ALIASES),
  ...Object.entries(EM23_ALIASES),
  ...Object.entries(EM24_ALIASES),
  ...Object.entries(EM25_ALIASES),
  ...Object.entries(EM26_ALIASES),
  ...Object.entries(LEAD37_ALIASES),
  ...Object.entries(LANG21_ALIASES),
  ...Object.entries(LANG22_ALIASES),
  ...Object.entries(LANG25_ALIASES),
  ...Object.entries(DANGER35_ALIASES),
  ...Object.entries(DANGER35B_ALIASES),
  ...Object.entries(CLIN23_ALIASES),
  ...Object.entries(CLIN23_LAY_ALIASES),
]) {
  const f = findingById.get(id);
  if (!f) throw new Error(`aliases for unknown finding ${id}`);
  for (const a of words.split("|")) if (claim(a, id)) f.aliases.push(a);
}
