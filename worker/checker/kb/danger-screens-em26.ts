// Emergency round 26 of issue 10 (ck-em26): the sign that decides an emergency is asked of the complaint it belongs
// to, so the rules of red-flag-rules-em26.ts can hold whatever condition leads, even when the person told little.
// Appended to COMPLAINT_SCREENS (danger-screens.ts); only a type import here, so that file can spread this array
// without a cycle.
import type { Source } from "../types.ts";
import type { ComplaintScreen } from "./danger-screens.ts";

const NICE_CKS_VERTIGO: Source = {
  name: "NICE CKS Vertigo (red flags: new neurological signs, severe imbalance or unable to walk unaided; refer immediately) / NICE NG128 Stroke and TIA",
  url: "https://cks.nice.org.uk/topics/vertigo/",
};

const NICE_CKS_PERTUSSIS: Source = {
  name: "NICE CKS Whooping cough (infants under 6 months: apnoea and cyanosis, often without a whoop; admit) / CDC Pertussis clinical features",
  url: "https://cks.nice.org.uk/topics/whooping-cough/",
};

const NICE_CKS_SORE_THROAT: Source = {
  name: "NICE CKS Sore throat - acute (drooling: epiglottitis or an abscess) / NICE CKS Gingivostomatitis",
  url: "https://cks.nice.org.uk/topics/sore-throat-acute/",
};

const NICE_NG12_BLEEDING: Source = {
  name: "NICE NG12 Suspected cancer (children and young people: unexplained petechiae, bruising or bleeding - very urgent blood count) / BSH ITP / WHO Dengue",
  url: "https://www.nice.org.uk/guidance/ng12",
};

export const EM26_SCREENS: ComplaintScreen[] = [
  {
    // NICE NG12 and BSH (ITP), WHO Dengue guidelines: bleeding gums are gum disease unless the skin shows tiny red
    // spots that do not fade or bruises that came by themselves (a low platelet count: ITP, leukaemia, dengue, Lassa
    // fever); a person whose gums bleed is asked about them (the red-flag limit that calls gum bleeding gingivitis holds
    // only without them).
    id: "bleeding_gums_skin_bleeding",
    name: "bleeding gums",
    triggers: ["bleeding_gums_brushing"],
    items: ["rash_nonblanching", "bruising"],
    sources: [NICE_NG12_BLEEDING],
  },
  {
    // NICE CKS Sore throat / Herpetic gingivostomatitis: a drooling child or adult is asked about mouth ulcers, which
    // tell a gingivostomatitis (drooling with a fever, not the airway) from epiglottitis or an abscess (the em26
    // modifier drooling_fever does not hold with them).
    id: "drooling_mouth_ulcers",
    name: "drooling",
    triggers: ["drooling"],
    ages: [2, 120],
    items: ["mouth_ulcers"],
    sources: [NICE_CKS_SORE_THROAT],
  },
  {
    // NICE CKS Whooping cough / CDC Pertussis: a baby who goes blue or stops breathing is asked about coughing fits, the
    // commonest cause in a young infant after bronchiolitis; it names the emergency (and its spread to the family).
    id: "blue_baby_cough_fits",
    name: "going blue",
    triggers: ["cyanosis", "apnoea"],
    ages: [0, 0.99],
    items: ["whoop"],
    sources: [NICE_CKS_PERTUSSIS],
  },
  {
    // NICE CKS Vertigo / NICE NG128: a spinning dizziness is asked about a staggering walk (a stroke of the cerebellum
    // that FAST misses; the em26 rule vertigo_unsteady_walk), beside double vision (vertigo_double_vision).
    id: "vertigo_gait",
    name: "vertigo",
    triggers: ["vertigo"],
    ages: [12, 120],
    items: ["unsteady_walk"],
    sources: [NICE_CKS_VERTIGO],
  },
];

/**
 * The cause a guideline names for an age rule's sign (engine.ts emergencyFirst): the sign is an emergency because of
 * the age, not because of the sign's ordinary causes, so the named cause heads the ranking unless another diagnosis
 * is already clear (AGE_HEADLINE_CLEAR). NICE NG143 Fever in under 5s: any fever under 3 months is high risk, and the
 * worry is a serious bacterial infection (sepsis, meningitis, a urine infection), whatever else the baby may have;
 * WHO IMCI (sick young infant): a fever or not feeding well is "possible serious bacterial infection". Malaria and the
 * common causes of an older child's fever stay in the list after it.
 */
export const EM26_AGE_RULE_HEADLINES: Record<string, readonly string[]> = {
  fever_under_3_months: ["sepsis", "neonatal_sepsis"],
  young_infant_not_feeding: ["neonatal_sepsis", "sepsis"],
};
/** A leader at or above this probability is a clear diagnosis of its own and keeps its place. */
export const AGE_HEADLINE_CLEAR = 0.5;
