// Emergency round 25 of issue 10 (ck-em25): the sign that decides an emergency is asked of the complaint it belongs
// to, so the rules of red-flag-rules-em25.ts can hold whatever condition leads. Appended to COMPLAINT_SCREENS
// (danger-screens.ts); only a type import here, so that file can spread this array without a cycle.
import type { Source } from "../types.ts";
import type { ComplaintScreen } from "./danger-screens.ts";

const NICE_NG158: Source = {
  name: "NICE NG158: Venous thromboembolic diseases (sudden unexplained breathlessness with a risk factor: pulmonary embolism until shown otherwise)",
  url: "https://www.nice.org.uk/guidance/ng158",
};

const NICE_CKS_SCD: Source = {
  name: "NICE CKS Sickle cell disease (stroke: about 1 in 10 children with sickle cell anaemia by 20 years; admit at once) / NHLBI 2014 Evidence-based management of sickle cell disease",
  url: "https://cks.nice.org.uk/topics/sickle-cell-disease/",
};

const NICE_CG95: Source = {
  name: "NICE CG95: Recent-onset chest pain of suspected cardiac origin (pain with nausea, vomiting and marked sweating; spreading to the arm or jaw)",
  url: "https://www.nice.org.uk/guidance/cg95",
};

export const EM25_SCREENS: ComplaintScreen[] = [
  {
    // NICE NG158 / NICE CKS Pulmonary embolism: a breathless young person or adult is asked whether it came on
    // suddenly (with the pill, a journey and a racing heart that em24's screens ask); sudden breathlessness with a risk
    // factor is the em25 rule pe_sudden_breathless_risk.
    id: "breathless_sudden_onset",
    name: "breathlessness",
    triggers: ["sob"],
    ages: [12, 120],
    items: ["sob_sudden"],
    sources: [NICE_NG158],
  },
  {
    // NICE CKS Sickle cell disease / NHLBI 2014: a stroke in a child or young person is most often sickle cell
    // disease's (about one child in ten with sickle cell anaemia by 20 years, in Nigeria 2-3 % of births); a child
    // with slurred speech, a drooping face or a weak side is asked about it, so the stroke heads the ranking.
    id: "stroke_signs_young_sickle",
    name: "signs of a stroke",
    triggers: ["slurred_speech", "face_droop", "weakness_one_side"],
    ages: [0.5, 25],
    items: ["known_sickle"],
    sources: [NICE_CKS_SCD],
  },
  {
    // NICE CG95: an adult who comes with a drenching sweat (often with vomiting, told by a relative) is asked the
    // heart attack's own words - a heavy, crushing chest and pain spreading to the arm or jaw - before the general
    // "chest pain?" question: a person who calls it a weight or a load on the chest often answers "no" to "pain".
    id: "sweating_heart",
    name: "sweating",
    triggers: ["sweating", "cold_clammy"],
    ages: [25, 120],
    items: ["chest_pain_pressure", "chest_pain_radiating"],
    sources: [NICE_CG95],
  },
];
