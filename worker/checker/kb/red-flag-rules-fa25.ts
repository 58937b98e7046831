// False-alarm round 25 of issue 10 (ck-fa25): the "unusual bleeding" danger sign answered yes by a bleeding that its
// own site explains. Appended to RED_FLAG_LIMITS (red-flag-rules.ts). Only type imports here, so that file can spread
// this array without an import cycle.
//
// The danger screen asks "Is there bleeding from the gums, nose, eyes or under the skin without an injury, or easy
// bruising?". A person whose gums bleed when they brush, who had one nosebleed that stopped with pressure, or who is
// bleeding from the womb after a miscarriage or an abortion answers it truthfully "yes", and that yes alone was an
// emergency (a bleeding disorder: ITP, leukaemia, dengue, Lassa fever, a failing liver). The limits below keep the
// emergency whenever anything says it IS a bleeding disorder, an infection, a failing marrow or liver, or blood loss.
import type { Source } from "../types.ts";
import type { ComplaintScreen } from "./danger-screens.ts";
import type { SeverityModifier } from "./severity.ts";
import type { RedFlagLimit } from "./red-flag-rules.ts";

/** Asked of everyone who says yes to unusual bleeding, and answered "no" before any limit below holds: the signs
 * that make bleeding a bleeding disorder (ITP, leukaemia) or an infection (dengue, Lassa fever, sepsis). */
const BLEEDING_DISORDER_SCREEN = ["bruising", "rash_nonblanching", "pale", "fever"];

/**
 * Signs that bleeding is more than its site explains (NICE NG12 leukaemia in children and young people: pallor,
 * fatigue, unexplained fever, bruising, bone pain, swollen glands, a big spleen; NICE CKS ITP: bruising and
 * petechiae; WHO dengue 2009 / NCDC Lassa fever: fever with bleeding; NICE CKS Epistaxis: a bleeding disorder,
 * anticoagulants, heavy periods, a nosebleed that pressure does not stop) or that blood is being lost (shock). With
 * any of them the limits below do not hold and the bleeding stays an emergency.
 */
const BLEEDING_BEYOND_ITS_SITE = [
  // A bleeding disorder, a failing marrow, an infection or a failing liver.
  "fever",
  "chills",
  "rigors",
  "yellow_eyes",
  "dark_urine",
  "pale",
  "severe_pallor",
  "fatigue",
  "rash_nonblanching",
  "bruising",
  "bone_pain",
  "weight_loss",
  "night_sweats",
  "swollen_glands",
  "big_spleen",
  "recurrent_infections",
  "contact_lassa",
  // Bleeding elsewhere, or bleeding that does not stop.
  "nosebleed_prolonged",
  "heavy_periods",
  "heavy_vaginal_bleeding",
  "haematuria",
  "black_stool",
  "bloody_stool",
  "vomiting_blood",
  "haemoptysis",
  "mouth_bleeding",
  "prolonged_bleeding",
  "procedure_bleeding",
  "wound_bleeding_heavy",
  "family_bleeding",
  // Who the person is: a known bleeding disorder or blood thinners, chemotherapy, cancer, a new medicine (a drug's
  // low platelets), late pregnancy or a recent birth (HELLP, a haemorrhage), a head injury.
  "known_bleeding_disorder",
  "on_chemotherapy",
  "known_cancer",
  "new_medicine",
  "pregnant_late",
  "recent_delivery",
  "head_injury",
  // Shock or an ill person.
  "drowsiness",
  "confusion",
  "unconscious",
  "prostration",
  "fainting",
  "dizziness",
  "cold_clammy",
];

export const FA25_RED_FLAG_LIMITS: RedFlagLimit[] = [
  {
    // NICE CKS Gingivitis and periodontitis (gums that bleed on brushing or flossing are plaque-induced gingivitis:
    // brush twice daily, see a dentist; acute necrotising gingivitis and periodontitis are treated by a dentist) and
    // SDCEP: bleeding from inflamed gums is the gums' own disease. With bleeding from the nose as well, bruising,
    // tiny spots, fever, pallor, tiredness, heavy periods or a known bleeding disorder it stays an emergency (NICE
    // NG12, NICE CKS ITP). Not in babies (WHO: any bleeding under 6 months is vitamin K deficiency bleeding).
    id: "bleeding_gums_gum_disease",
    name: "Gums that bleed with gum disease (brushing, swollen or receding gums), without other bleeding or bruising",
    finding: "bleeding_unusual",
    when: ["bleeding_gums_brushing", "swollen_gums", "gum_necrosis", "gum_overgrowth", "loose_teeth", "gum_abscess"],
    unless: [...BLEEDING_BEYOND_ITS_SITE, "nosebleed"],
    ages: [2, 120],
    level: "self_care",
    denied: BLEEDING_DISORDER_SCREEN,
  },
  {
    // NICE CKS Epistaxis (nosebleeds): an anterior nosebleed that stops with first aid (sit forward, pinch the soft
    // part of the nose for 10-15 minutes) needs no referral; one that pressure has not stopped after 10-15 minutes,
    // a nosebleed with bruising, bleeding gums, heavy periods, anticoagulants, a bleeding disorder or signs of
    // blood loss, and any nosebleed in a child under 2 are assessed. A nosebleed with high blood pressure or a head
    // injury keeps the emergency too.
    id: "nosebleed_stopped_well",
    name: "A nosebleed without other bleeding, bruising or signs of blood loss",
    finding: "bleeding_unusual",
    when: ["nosebleed"],
    unless: [...BLEEDING_BEYOND_ITS_SITE, "bleeding_gums_brushing", "high_bp_reading"],
    ages: [2, 120],
    level: "self_care",
    denied: BLEEDING_DISORDER_SCREEN,
  },
  {
    // WHO Abortion care guideline 2022 (bleeding and cramps for up to 2 weeks after a medical abortion are expected;
    // soaking more than 2 thick pads an hour for 2 hours, fever, fainting or foul discharge are the warning signs)
    // and NICE NG126 Ectopic pregnancy and miscarriage (spotting in early pregnancy: an early pregnancy assessment;
    // heavy bleeding, severe pain or shoulder-tip pain the same day or an emergency, by their own rules): bleeding
    // from the womb is judged by the pregnancy and bleeding rules, not as a bleeding disorder. Bleeding from the
    // nose or gums as well, bruising, fever, pallor, dizziness or fainting keep the emergency.
    id: "bleeding_is_from_the_womb",
    name: "Bleeding from the womb (spotting, after a miscarriage or an abortion) without bleeding elsewhere",
    finding: "bleeding_unusual",
    when: ["vaginal_bleeding", "recent_abortion"],
    unless: [...BLEEDING_BEYOND_ITS_SITE, "nosebleed", "bleeding_gums_brushing", "swollen_gums"],
    ages: [9, 60],
    level: "self_care",
    denied: BLEEDING_DISORDER_SCREEN,
  },
];

const NICE_NG12: Source = {
  name: "NICE NG12: Suspected cancer - recognition and referral (leukaemia in children and young people: pallor, fatigue, unexplained fever, bruising, bleeding, petechiae); NICE CKS Immune thrombocytopenia (bruising and petechiae)",
  url: "https://www.nice.org.uk/guidance/ng12",
};
const NICE_CKS_EPISTAXIS: Source = {
  name: "NICE CKS Epistaxis (nosebleeds): ask about bruising, a bleeding disorder and anticoagulants; NICE CKS Gingivitis and periodontitis",
  url: "https://cks.nice.org.uk/topics/epistaxis-nosebleeds/",
};

/** Appended to COMPLAINT_SCREENS (danger-screens.ts). */
export const FA25_SCREENS: ComplaintScreen[] = [
  {
    // Whoever says yes to unusual bleeding is asked next about bruising, tiny spots, pallor and fever: with any of
    // them it is a bleeding disorder, leukaemia or a haemorrhagic fever (an emergency); with all four answered "no",
    // gums that bleed with gum disease, a nosebleed or bleeding from the womb is judged as itself (the limits above).
    id: "bleeding_disorder_signs",
    name: "unusual bleeding",
    triggers: ["bleeding_unusual"],
    items: BLEEDING_DISORDER_SCREEN,
    sources: [NICE_NG12, NICE_CKS_EPISTAXIS],
  },
];

const NICE_NG25: Source = {
  name: "NICE NG25: Preterm labour and birth (regular painful tightenings before 37 weeks are assessed at once); NICE CG190 / NHS: Braxton Hicks tightenings are irregular, painless and ease with rest, and need no treatment",
  url: "https://www.nice.org.uk/guidance/ng25",
};

/** Appended to SEVERITY_MODIFIERS (severity.ts). */
export const FA25_SEVERITY_MODIFIERS: SeverityModifier[] = [
  {
    // False labour (Braxton Hicks) is now self care by itself (conditions-gp7.ts): the split a pregnant woman can
    // answer is whether the tightenings are regular and painful, coming every few minutes. With that yes she is
    // seen the same day at least (labour or preterm labour: NICE NG25), whatever condition leads.
    id: "pregnancy_regular_contractions",
    name: "Regular painful tightenings in pregnancy",
    findings: ["contractions"],
    with: ["pregnant", "pregnant_late", "pregnant_early"],
    level: "consultation_24",
    sources: [NICE_NG25],
  },
];
