// Emergency round 24 of issue 10 (ck-em24): the context that turns a common complaint into an emergency is asked of
// the complaint it belongs to, so the rules of red-flag-rules-em24.ts can hold whatever condition leads. Appended to
// COMPLAINT_SCREENS (danger-screens.ts); only a type import here, so that file can spread this array without a cycle.
import type { Source } from "../types.ts";
import type { ComplaintScreen } from "./danger-screens.ts";

const NICE_CG95: Source = {
  name: "NICE CG95: Recent-onset chest pain of suspected cardiac origin (atypical presentations, people with diabetes)",
  url: "https://www.nice.org.uk/guidance/cg95",
};
const NICE_NG158: Source = {
  name: "NICE NG158: Venous thromboembolic diseases - diagnosis, management and thrombophilia testing (risk factors: oestrogen-containing contraception, the weeks after a birth, immobility, surgery)",
  url: "https://www.nice.org.uk/guidance/ng158",
};
const WHO_PCPNC: Source = {
  name: "WHO: Pregnancy, childbirth, postpartum and newborn care (PCPNC) - postpartum danger signs: severe headache, blurred vision, swelling",
  url: "https://www.who.int/publications/i/item/9789241549356",
};
const NICE_NG133: Source = {
  name: "NICE NG133: Hypertension in pregnancy (postnatal: pre-eclampsia after the birth)",
  url: "https://www.nice.org.uk/guidance/ng133",
};

const NICE_NG18: Source = {
  name: "NICE NG18: Diabetes (type 1 and type 2) in children and young people (DKA, often the first sign of type 1 diabetes, presents with vomiting and abdominal pain after weeks of thirst and passing much urine)",
  url: "https://www.nice.org.uk/guidance/ng18",
};

export const EM24_SCREENS: ComplaintScreen[] = [
  {
    // NICE NG18: a child or young person who is vomiting (often with belly pain, taken for a stomach bug) is asked
    // about passing a lot of urine (then the planner asks the thirst, which DKA makes likely); with both it is DKA (red-flag-rules.ts
    // new_diabetes_ketoacidosis), whatever leads. A stomach bug makes a child thirsty but dries the urine up.
    id: "vomiting_dka_signs",
    name: "vomiting",
    triggers: ["vomiting", "vomiting_persistent"],
    ages: [1, 24.99],
    items: ["frequent_urination"],
    sources: [NICE_NG18],
  },
  {
    // NICE CG95 / ESC 2023 ACS: upper belly pain in an adult is asked about diabetes (with the arm or jaw and the sweat
    // that sweep16's upper_belly_heart screen asks): in diabetes a heart attack is often told as indigestion.
    id: "upper_belly_heart_diabetes",
    name: "upper belly pain",
    triggers: ["epigastric_pain"],
    ages: [25, 120],
    items: ["known_diabetes"],
    sources: [NICE_CG95],
  },
  {
    // NICE NG158: breathlessness is asked about the risks of a clot in the lung: the pill or another hormonal method
    // (women of childbearing age), a long journey, surgery or bed rest, and a racing heart.
    id: "breathless_clot_pill",
    name: "breathlessness",
    triggers: ["sob"],
    sex: "female",
    ages: [12, 55],
    // em25 asked the combined pill and then "the combined pill or hormonal contraception": the same question twice for
    // a woman on the pill (fa27). The clot risk NICE NG158 and FSRH UKMEC name is the combined (oestrogen) method, so
    // the screen asks the combined pill once; it implies hormonal contraception, so every rule that needs either still
    // holds. "The pill", "contraceptive pill" and "birth control pill" are the combined pill's lay names (NHS: the
    // combined pill is "usually just called the pill"), so a woman who told one is not asked again.
    items: ["combined_pill"],
    sources: [NICE_NG158],
  },
  {
    id: "breathless_clot_risk",
    name: "breathlessness",
    triggers: ["sob"],
    ages: [12, 120],
    items: ["palpitations", "immobile_travel"],
    sources: [NICE_NG158],
  },
  {
    // WHO PCPNC postpartum danger signs and NICE NG133: a woman in the weeks after a birth is asked about a bad
    // headache, blurred vision and a swollen face (pre-eclampsia after the birth), whatever she came with.
    id: "postpartum_preeclampsia_signs",
    name: "the weeks after a birth",
    triggers: ["recent_delivery"],
    items: ["headache", "vision_blurred", "swollen_face"],
    sources: [WHO_PCPNC, NICE_NG133],
  },
];
