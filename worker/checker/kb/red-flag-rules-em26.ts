// Emergency round 26 of issue 10 (ck-em26): emergencies told with little information. Each rule is the guideline's own
// combination. EM26_RED_FLAG_RULES is appended to RED_FLAG_RULES (red-flag-rules.ts); only type imports here, so that
// file can spread this array without an import cycle.
import type { Source } from "../types.ts";
import type { RedFlagRule } from "./red-flag-rules.ts";
import type { SeverityModifier } from "./severity.ts";

export const EM26_RED_FLAG_RULES: RedFlagRule[] = [
  {
    // NICE CKS Vertigo (red flags: refer immediately when vertigo comes with new neurological signs, including severe
    // imbalance or an inability to walk unaided), NICE NG128 Stroke and TIA (FAST misses a stroke at the back of the
    // brain: sudden vertigo with gait ataxia, double vision or slurred speech) and BE-FAST (Balance): a spinning
    // dizziness with a new staggering walk is a stroke of the cerebellum or brainstem until a clinician has examined
    // the person. Inner-ear vertigo (BPPV, vestibular neuritis) lets the person walk; a child's new unsteady walk is
    // em13's age rule already. Double vision and slurred speech with vertigo are rules of their own.
    id: "vertigo_unsteady_walk",
    name: "Spinning dizziness with a staggering walk",
    all: [["vertigo"], ["unsteady_walk"]],
    level: "emergency",
  },
  {
    // NICE NG106 Chronic heart failure and ESC 2021 Heart failure (acute heart failure: worsening breathlessness
    // lying flat or waking breathless, with swelling, in a person with a known heart or valve disease - admit), WHO
    // Rheumatic heart disease: a person with a known heart problem who cannot lie flat is in heart failure that needs
    // hospital now (fluid on the lungs).
    id: "heart_disease_orthopnoea",
    name: "Cannot lie flat with a known heart problem",
    all: [["known_heart_disease"], ["orthopnoea"]],
    level: "emergency",
  },
];

const NICE_CKS_SORE_THROAT: Source = {
  name: "NICE CKS Sore throat - acute (admit: drooling, stridor, muffled voice, unable to swallow: epiglottitis, peritonsillar or retropharyngeal abscess) / APLS",
  url: "https://cks.nice.org.uk/topics/sore-throat-acute/",
};
const NICE_CKS_INTUSSUSCEPTION: Source = {
  name: "NICE CKS Infantile colic (red flags) / APLS: intussusception (3 months to 3 years: bouts of crying with the legs drawn up, vomiting)",
  url: "https://cks.nice.org.uk/topics/infantile-colic/",
};

/** Emergency-level severity modifiers of round 26 (appended to SEVERITY_MODIFIERS in severity.ts): combinations that
 * hold only at some ages or not beside a sourced look-alike. */
export const EM26_SEVERITY_MODIFIERS: SeverityModifier[] = [
  {
    // NICE CKS Sore throat / APLS: drooling with a fever is a throat or airway infection closing the airway
    // (epiglottitis, an abscess) until shown otherwise. From 2 years (a baby drools while teething); not with mouth
    // ulcers or sore gums (gingivostomatitis, hand, foot and mouth disease make a child drool with a fever).
    id: "drooling_fever",
    name: "Drooling with a fever",
    findings: ["drooling"],
    with: ["fever", "fever_long"],
    without: ["mouth_ulcers", "teething_signs", "swollen_gums"],
    ages: [2, 120],
    level: "emergency",
    sources: [NICE_CKS_SORE_THROAT],
  },
  {
    // NICE CKS / APLS: past the age of colic (from 3 months to 3 years), a baby who cries in bouts, drawing the legs
    // up, and vomits has an intussusception until shown otherwise (blood in the stool and pallor come late); the rule
    // crying_intussusception_signs needs pallor, blood, drowsiness, green or persistent vomiting, which a parent who
    // tells little may not say.
    id: "crying_bouts_vomiting_infant",
    name: "A baby crying in bouts and vomiting",
    findings: ["long_crying"],
    with: ["vomiting"],
    ages: [0.25, 3],
    level: "emergency",
    sources: [NICE_CKS_INTUSSUSCEPTION],
  },
];
