// Emergency round 29 of issue 10 (ck-em29): danger combinations the guideline names that no rule made an emergency,
// found from the mechanism of each missed emergency (BE-FAST's Balance and Eyes told as lay dizziness, a one-sided
// numbness of face and limb, renal colic too painful to manage at home). Registered in the em29 entry of ROUNDS
// (kb/index.ts); only type imports here, so the rule lists can take them without a cycle.
import type { Source } from "../types.ts";
import type { RedFlagRule } from "./red-flag-rules.ts";
import type { SeverityModifier } from "./severity.ts";

export const EM29_RED_FLAG_RULES: RedFlagRule[] = [
  {
    // BE-FAST (Balance, Eyes: sudden loss of balance, sudden double or lost vision), NICE NG128 Stroke and TIA (a
    // posterior-circulation stroke presents with dizziness, imbalance and double vision, which FAST misses) and NICE
    // CKS Vertigo (refer immediately with new neurological signs such as diplopia): dizziness or a loss of balance
    // with new double vision is a stroke at the back of the brain until a clinician has examined the person, whether
    // or not the dizziness is told as spinning (em..'s vertigo_double_vision needs the word vertigo). Myasthenia's
    // double vision comes with weakness that worsens with use and recovers with rest.
    id: "dizziness_double_vision",
    name: "Dizziness or loss of balance with double vision",
    all: [["dizziness", "unsteady_walk"], ["double_vision"]],
    unless: ["fatigable_weakness"],
    level: "emergency",
  },
  {
    // NICE NG128 Stroke and TIA (sudden-onset unilateral sensory loss is a stroke or TIA symptom: immediate
    // referral) and NHS Stroke symptoms (numbness on one side of the body): a numb face with a numb arm or leg is a
    // stroke on one side of the brain until proven otherwise. Tingling around the mouth and in both hands with fast,
    // frightened breathing or cramping hands is hyperventilation (NICE CKS Panic disorder), not a stroke.
    id: "face_and_limb_numbness",
    name: "Numbness of the face with numbness of an arm or leg",
    all: [["face_numbness"], ["numbness", "weakness_one_side"]],
    unless: ["perioral_tingling", "hand_spasm", "panic_attacks"],
    level: "emergency",
  },
  {
    // NICE CKS Renal or ureteric colic - acute: admit when the pain is not controlled by pain relief, or the person
    // cannot take fluids by mouth because of vomiting. Severe colic with some vomiting that painkillers ease is the
    // common stone, seen the same day for pain relief and imaging (triage-false-alarms.test.ts), not an emergency.
    id: "severe_loin_colic_vomiting",
    name: "Loin-to-groin pain that painkillers do not ease, or with vomiting that keeps fluids down",
    all: [
      ["flank_pain", "pain_to_groin"],
      ["painkillers_not_helping", "vomiting_persistent", "unable_to_drink"],
    ],
    level: "emergency",
  },
  {
    // HINTS-plus (Newman-Toker et al., Acad Emerg Med 2013: a new hearing loss with acute dizziness points to a stroke
    // of the anterior inferior cerebellar artery, which feeds the inner ear) and NICE NG98 Hearing loss in adults
    // (1.1: sudden hearing loss with neurological symptoms - emergency department; alone - ENT within 24 hours): a
    // hearing loss that came on suddenly with dizziness, spinning or a staggering walk is a stroke at the back of the
    // brain until examined. Meniere's disease (attacks of spinning lasting hours, known before), a flight or dive,
    // a discharging ear or something in the ear explain it another way.
    id: "sudden_deafness_dizziness",
    name: "Sudden hearing loss with dizziness or loss of balance",
    all: [["sudden_deafness"], ["dizziness", "vertigo", "unsteady_walk"]],
    unless: ["vertigo_attacks_hours", "after_flight_dive", "ear_discharge", "object_in_ear"],
    level: "emergency",
  },
  {
    // AHA 2017 Kawasaki disease statement (fever with conjunctival injection, rash, changes of the lips and mouth, and
    // swollen red hands and feet; incomplete disease with fewer features still needs same-day assessment) and NICE
    // NG143 Fever in under 5s (consider Kawasaki disease): a fever with red eyes, a rash and swollen hands and feet or
    // red cracked lips is Kawasaki disease until a paediatrician says otherwise, even when the days of fever are not
    // told (the older rule long_fever_red_eyes_kawasaki needs them). Swollen painful joints with the fever and rash
    // are an arthritic fever (chikungunya) instead.
    id: "fever_red_eyes_rash_extremities",
    name: "Fever with red eyes, a rash and swollen hands and feet or red cracked lips",
    all: [
      ["fever", "fever_long"],
      ["red_eyes"],
      ["rash", "sandpaper_rash"],
      ["swollen_hands_feet", "red_cracked_lips"],
    ],
    unless: ["joint_pain", "joint_swelling"],
    level: "emergency",
  },
];

const NICE_CKS_LIMP: Source = {
  name: "NICE CKS Acute childhood limp (a limp or refusal to bear weight with a fever: septic arthritis or osteomyelitis until proven otherwise - immediate assessment in hospital)",
  url: "https://cks.nice.org.uk/topics/acute-childhood-limp/",
};

/** Modifiers of round 29 (appended to SEVERITY_MODIFIERS in severity.ts). */
export const EM29_SEVERITY_MODIFIERS: SeverityModifier[] = [
  {
    // NICE CKS Acute childhood limp (red flags: fever with a limp or refusal to walk - septic arthritis or
    // osteomyelitis; same-day hospital assessment, as a septic joint is destroyed within days): a feverish child who
    // limps, will not stand or finds walking painful is seen now, whichever joint is named (the first round's rule
    // needed the hip named or swollen).
    id: "child_limp_fever",
    name: "A child with a fever who limps or will not stand (an infected joint or bone)",
    findings: ["limp", "cant_bear_weight", "walking_pain"],
    with: ["fever"],
    ages: [0, 15],
    level: "emergency",
    sources: [NICE_CKS_LIMP],
  },
];
