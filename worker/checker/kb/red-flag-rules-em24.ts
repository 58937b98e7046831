// Emergency round 24 of issue 10 (ck-em24): emergencies that present atypically or with little information. Each rule
// is the guideline's own combination, narrowed to its words: the context item (diabetes, the pill, a pregnancy, a
// recent birth) that turns a common complaint into the emergency. EM24_RED_FLAG_RULES is appended to RED_FLAG_RULES
// (red-flag-rules.ts); only type imports and leaf modules here, so that file can spread this array without an import
// cycle.
import { CLOT_RISK_NOT_PREGNANT } from "./clot-risk.ts";
import type { RedFlagRule } from "./red-flag-rules.ts";

export const EM24_RED_FLAG_RULES: RedFlagRule[] = [
  {
    // NICE CG95 Recent-onset chest pain of suspected cardiac origin and ESC 2023 ACS guidelines: a heart attack in a
    // person with diabetes (and in women) often comes without chest pain, as upper belly discomfort like indigestion
    // with sweating and nausea; with a cold sweat it is an ambulance, not an antacid. (acs_atypical in
    // red-flag-rules.ts already holds it with breathlessness or a faint.)
    id: "acs_atypical_diabetes",
    name: "Upper belly discomfort with a sweat in someone with diabetes",
    all: [["epigastric_pain"], ["sweating", "cold_clammy"], ["known_diabetes"]],
    level: "emergency_ambulance",
  },
  {
    // NICE NG158 Venous thromboembolic diseases and NICE CKS Pulmonary embolism: breathlessness with a racing heart
    // (tachycardia is a Wells criterion), a faint, coughing blood or pain on breathing in, in a woman on combined
    // hormonal contraception, after a birth, or after a long journey, surgery or bed rest, is a pulmonary embolism
    // until shown otherwise: assess the same day in hospital. (Pregnancy is left out: breathlessness and a fast heart
    // are common in normal pregnancy and its own screens ask the signs of a clot in the leg.)
    id: "pe_breathless_risk",
    name: "Breathlessness with a racing heart, a faint or pain on breathing, on the pill, after a birth, a long journey or an operation",
    all: [
      ["sob", "sob_rest", "exercise_breathless"],
      ["palpitations", "fainting", "haemoptysis", "pleuritic_pain"],
      CLOT_RISK_NOT_PREGNANT,
    ],
    level: "emergency",
  },
  {
    // WHO Managing complications in pregnancy and childbirth (MCPC, 2nd ed. 2017: fever during pregnancy with
    // abdominal pain - pyelonephritis, chorioamnionitis, appendicitis - is managed in hospital) and RCOG Green-top 64a
    // Bacterial sepsis in pregnancy: a pregnant woman with a fever and belly pain goes to hospital the same day.
    id: "pregnancy_fever_belly_pain",
    name: "Fever with belly pain in pregnancy",
    all: [
      ["pregnant", "pregnant_late", "pregnant_early"],
      ["fever"],
      [
        "abdominal_pain",
        "severe_abdominal_pain",
        "epigastric_pain",
        "ruq_pain",
        "luq_pain",
        "periumbilical_pain",
        "rlq_pain",
        "llq_pain",
        "lower_abdominal_pain",
        "flank_pain",
      ],
    ],
    level: "emergency",
  },
  {
    // NICE NG133 Hypertension in pregnancy and NICE CKS Pre-eclampsia: after 20 weeks (and in the weeks after the
    // birth) a headache with pain just below the ribs or in the upper belly - often taken for heartburn that antacids
    // do not touch - is severe pre-eclampsia (HELLP) until the blood pressure and bloods say otherwise.
    id: "preeclampsia_headache_upper_belly",
    name: "Headache with upper belly pain late in pregnancy or after a birth",
    all: [["pregnant_late", "recent_delivery"], ["headache"], ["epigastric_pain", "ruq_pain"]],
    level: "emergency",
  },
  {
    // NICE NG51 Sepsis (an infection with new deterioration) and NICE CKS Cellulitis - acute (admit a person with a
    // skin infection who is systemically unwell or cannot keep oral antibiotics down): a spreading red skin infection,
    // an infected wound or a boil with fever and vomiting or collapse needs hospital now.
    id: "skin_infection_fever_vomiting",
    name: "Skin or wound infection with fever and vomiting or collapse",
    all: [["cellulitis_skin", "wound_pus", "boil"], ["fever"], ["vomiting", "vomiting_persistent", "prostration"]],
    level: "emergency",
  },
];
