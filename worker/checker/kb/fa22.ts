// False-alarm round 22 of issue 10 (ck-fa22): a mild low sugar that the person has already treated and recovered
// from was sent to the emergency department, because the only low-sugar condition was the emergency one. NICE NG17
// (Type 1 diabetes in adults, 1.14 hypoglycaemia), NICE CKS Hypoglycaemia and ISPAD 2022 (hypoglycaemia in
// children and adolescents): a mild hypo that the person recognises and treats with fast-acting sugar (15–20 g,
// rechecked after 15 minutes, then a starchy snack) is managed by the person; a severe hypo (one that needs someone
// else's help, confusion, a fit, unconsciousness) is an emergency. The treated mild hypo is now its own self-care
// condition, which needs the "better after sugar" finding; the emergency stays with every sign of a severe one.
// The lay-word fixes of this round are in parse.ts (everydayUse) and search.ts.
import type { Condition, Finding, Source } from "../types.ts";
import { finding as f, prior } from "./define.ts";
import { gp } from "./gp.ts";
import type { RedFlagLimit } from "./red-flag-rules.ts";
import type { SeverityModifier } from "./severity.ts";

const NICE_NG17: Source = {
  name: "NICE NG17 Type 1 diabetes in adults: diagnosis and management (hypoglycaemia: self-treatment of mild hypoglycaemia with fast-acting glucose)",
  url: "https://www.nice.org.uk/guidance/ng17",
};
const NICE_NG18: Source = {
  name: "NICE NG18 Diabetes (type 1 and type 2) in children and young people (mild hypoglycaemia treated with fast-acting glucose, then a snack; as ISPAD 2022)",
  url: "https://www.nice.org.uk/guidance/ng18",
};
const CKS_HYPO: Source = {
  name: "NICE CKS Hypoglycaemia (sulfonylurea hypoglycaemia can recur for 24-36 hours: medical assessment)",
  url: "https://cks.nice.org.uk/topics/diabetes-type-2/management/hypoglycaemia/",
};

export const FA22_FINDINGS: Finding[] = [
  f(
    "hypo_self_treated",
    "Low sugar symptoms went away after taking sugar",
    "Did the shaking, sweating or hunger go away after taking something sugary (sweets, glucose, a sweet drink), and is the person back to normal now?",
    "better after sugary drink|better after a sugary drink|better after a sweet drink|better after sweet drink|fine after a sweet drink|fine after a sugary drink|better after taking sugar|fine after taking sugar|better after eating sweets|better after glucose|better after taking glucose|better after juice|felt better after sugar|felt better after taking sugar|took sugar and felt better|took glucose and felt better|took a sweet drink and felt better|took a sugary drink and felt better|took sweet drink and fine now|took a sweet drink and feel fine now|drank juice and felt better|sugar came back up|sugar back to normal after eating|low sugar treated|treated the low sugar|treated my low sugar|hypo treated|recovered after sugar|felt better after a sweet drink|better after sweets|had a sweet drink and felt better|had some sugar and felt better|ate sweets and felt better|drank a sweet drink and felt better",
    { group: "general", base: 0.001 },
  ),
  f(
    // NICE CKS Epistaxis: nose picking is the commonest cause of a nosebleed in children (anterior, from Little's
    // area); first aid is pinching the soft part of the nose for 10-15 minutes.
    "nose_picking",
    "Picks the nose",
    "Does the person pick or rub the inside of the nose?",
    "picks his nose|picks her nose|picks my nose|picking his nose|picking her nose|picking my nose|nose picking|picks the nose|picking the nose|pick my nose|dey pick him nose|dey pick her nose",
    { group: "ent", base: 0.02 },
  ),
];

export const FA22_CONDITIONS: Condition[] = [
  gp({
    id: "hypoglycaemia_mild_treated",
    name: "Mild hypoglycaemia, treated",
    common: "A mild low blood sugar, already treated",
    icd: "E16.2",
    tri: "self_care",
    // NICE NG17 and NG18 (as ISPAD 2022): a mild hypo (the person notices it and treats it) with shaking, sweating, hunger or
    // a racing heart, rechecked and back to normal after fast-acting sugar. Almost always in diabetes on insulin or
    // a sulfonylurea.
    prior: prior(2),
    lk: "hypo_self_treated .97, known_diabetes .9, uses_insulin .65, sulfonylurea_use .15, low_sugar .6, sweating .7, tremor .7, hunger .6, palpitations .4, dizziness .35, missed_meal .4, headache .2, fatigue .3, confusion .02, drowsiness .02, seizure .005, unconscious .005",
    desc: "A mild low blood sugar (hypo) is a sugar level below 4 mmol/L that you notice yourself: shaking, sweating, hunger, a racing heart. Taking fast-acting sugar ends it within minutes. Once you are back to normal, it is looked after at home.",
    causes:
      "A missed or late meal after insulin or diabetes tablets; More exercise than usual; Alcohol; Too much insulin for the food eaten",
    see: "No emergency once you are back to normal. Recheck your sugar after 15 minutes and eat a starchy snack or your next meal. Tell your diabetes clinic if hypos happen more than once or twice a week, or at night. Go to an emergency department at once if a hypo makes you confused, drowsy or unable to swallow, or comes with a fit, or if you take glibenclamide or gliclazide and the low comes back.",
    home: [
      "After a hypo: Recheck your sugar after 15 minutes; if still below 4, take fast-acting sugar again. Then eat a starchy snack (bread, biscuits) or your meal.",
      "Prevent the next one: Do not skip meals after insulin, take extra carbohydrate before exercise, and always carry glucose tablets, sweets or a sweet drink.",
    ],
    tx: "Self-care: Fast-acting sugar, then a starchy snack; review of the insulin dose with the diabetes team if hypos recur.",
    src: [NICE_NG17, NICE_NG18],
  }),
  gp({
    id: "phimosis_adult",
    name: "Phimosis (tight foreskin in a teenager or adult)",
    common: "Tight foreskin in a young man",
    icd: "N47",
    tri: "consultation",
    // NICE CKS Balanitis (phimosis) and BAUS Phimosis: by 16 almost every foreskin retracts; a foreskin that still
    // will not pull back in a teenager or man, often with pain on erection, ballooning or a sore tip, is pathological
    // phimosis, seen by a GP (steroid cream, circumcision if scarred). Found when a false priapism flag was taken
    // away (fa22): a young man's tight foreskin was otherwise named as a boy's normal one and sent home.
    prior: prior(3, {
      f: 0,
      bands: [
        [0, 11.99, 0.05],
        [12, 15.99, 0.5],
        [16, 200, 1],
      ],
    }),
    lk: "foreskin_tight .95, foreskin_balloons .3, penis_tip_sore .35, itching .2, dysuria .2, urethral_discharge .03, haematuria .02, fever .02, urinary_retention .03",
    desc: "Phimosis is a foreskin that will not pull back over the head of the penis in a teenager or man, when by 16 almost every foreskin does. It can make erections and sex painful, trap urine so the foreskin balloons, and let infections (balanitis) come back. Scarring of the tip (lichen sclerosus) can cause it.",
    causes: "Scarring after repeated infections (balanitis); Lichen sclerosus; A foreskin forced back in childhood",
    see: "A GP examines the foreskin and may give a steroid cream for a few weeks; circumcision if it is scarred or keeps getting infected. Go now if a foreskin pulled back gets stuck and swells (paraphimosis), or you cannot pass urine.",
    home: ["Gentle care: Wash with warm water only, dry well; do not force the foreskin back."],
    tx: "Clinician care: A steroid cream, treatment of any infection, circumcision if needed.",
    src: [
      {
        name: "NICE CKS Balanitis (phimosis: refer a non-retractile foreskin causing problems)",
        url: "https://cks.nice.org.uk/topics/balanitis/",
      },
    ],
  }),
];

/** Lay words for existing findings. */
export const FA22_ALIASES: Record<string, string> = {
  // NHS Heat rash (prickly heat) and DermNet Miliaria: tiny red spots where sweat collects (neck, back, armpits,
  // skin folds) in hot weather or when a baby is wrapped up warmly. (Spots that do not fade, or on the legs or all
  // over, stay a non-blanching rash: parse.ts.)
  heat_rash:
    "tiny red spots on the neck|tiny red spots on his neck|tiny red spots on her neck|tiny red spots on the back|small red spots on the neck|small red spots on the back|red spots on the neck and back|tiny spots where he sweats|tiny spots where she sweats|rash from the heat|rash from sweating|rash in the hot weather|heat spots|sweat pimples",
  // NICE CKS Dysmenorrhoea (differential): ovulation pain comes midway through the cycle, one-sided, for hours to
  // a day or two, each month.
  // "sleeping poorly" was read as drowsiness: poor sleep is insomnia.
  insomnia: "sleeping poorly|sleeping badly|sleep poorly|sleep badly|poor sleeping",
  // Gums that bleed when brushed (NICE CKS Gingivitis), in Pidgin and plain words.
  bleeding_gums_brushing:
    "blood from my gum when i brush|blood from my gums when i brush|blood dey come from my gum|gum dey bleed when i brush|gums bleed when i brush my teeth",
  midcycle_pain:
    "mid-cycle every month|comes mid-cycle|pain in the middle of the cycle|middle of my cycle|halfway between my periods|when i ovulate|around ovulation|at ovulation time",
};

/** Likelihood rows appended to existing conditions (only where a condition has none for the finding). */
export const FA22_LIKELIHOOD_ROWS: Record<string, string> = {
  // A hypo still going on (the emergency) is one that sugar has not yet ended.
  hypoglycaemia: "hypo_self_treated .03",
  // NICE CKS Epistaxis: nose picking and dry, hot weather (harmattan) are the usual causes of an anterior bleed.
  epistaxis: "nose_picking .35, heat_exposure .15",
};

const CKS_KNEE: Source = {
  name: "NICE CKS Knee pain - assessment (suspected quadriceps or patellar tendon rupture: unable to straighten the knee or do a straight-leg raise after an injury; same-day orthopaedic assessment) and the Ottawa knee rule",
  url: "https://cks.nice.org.uk/topics/knee-pain-assessment/",
};

export const FA22_SEVERITY_MODIFIERS: SeverityModifier[] = [
  {
    // NICE CKS Knee pain - assessment: a knee injury after which the leg cannot be straightened (the extensor
    // mechanism: a torn quadriceps or patellar tendon, a kneecap fracture) is seen the same day. (The word
    // "straight leg" no longer reads as weakness of both legs: parse.ts.)
    id: "knee_injury_cannot_straighten",
    name: "Cannot straighten the leg after a knee injury (a torn tendon or a broken kneecap)",
    findings: ["cannot_straighten_leg"],
    with: ["knee_injury", "kneecap_displaced"],
    level: "consultation_24",
    sources: [CKS_KNEE],
  },
  {
    // NICE CKS Hypoglycaemia: a low sugar on a sulfonylurea (glibenclamide, gliclazide) may come back for 24-36
    // hours after it is treated: seen the same day.
    id: "treated_hypo_sulfonylurea",
    name: "A low sugar on glibenclamide or gliclazide (it can come back)",
    findings: ["hypo_self_treated"],
    with: ["sulfonylurea_use", "diabetes_tablets_swallowed"],
    level: "consultation_24",
    sources: [CKS_HYPO],
  },
  {
    // A low sugar in someone without diabetes is looked into by a doctor (NICE CKS Hypoglycaemia; Whipple's triad).
    id: "treated_hypo_no_diabetes",
    name: "Low sugar symptoms in someone without diabetes",
    findings: ["hypo_self_treated"],
    without: ["known_diabetes", "uses_insulin", "sulfonylurea_use"],
    level: "consultation",
    sources: [CKS_HYPO],
  },
];

/** Red flags in a lower, sourced form (appended to RED_FLAG_LIMITS in red-flag-rules.ts). */
export const FA22_RED_FLAG_LIMITS: RedFlagLimit[] = [
  {
    // NICE NG222 Depression in adults and the DSM-5 / ICD-11 criteria it uses: sleeping much more than usual
    // (hypersomnia) is a symptom of depression, with low mood or loss of interest. In a teenager or adult with those
    // and no sign of an acute illness, an injury, a poison or drink, diabetes or a fit, "sleeping a lot" is that
    // symptom, seen by a clinician (NICE NG222: same-day only with risk to self), not the drowsiness of WHO IMCI or
    // NHS When to call 999. Thoughts of suicide or self-harm are red flags of their own and stay emergencies.
    id: "depression_hypersomnia",
    name: "Sleeping a lot with low mood or loss of interest (a symptom of depression)",
    finding: "drowsiness",
    when: ["low_mood", "anhedonia"],
    unless: [
      "fever",
      "vomiting",
      "vomiting_persistent",
      "headache",
      "headache_sudden",
      "stiff_neck",
      "confusion",
      "seizure",
      "unconscious",
      "weakness_one_side",
      "slurred_speech",
      "sob",
      "chest_pain",
      "head_injury",
      "injury",
      "poisoning",
      "paracetamol_overdose",
      "sedative_overdose",
      "opioid_overdose",
      "drug_use",
      "drunk_now",
      "alcohol_today",
      "illicit_alcohol",
      "alcohol_stopped",
      "known_diabetes",
      "uses_insulin",
      "pregnant",
      "recent_delivery",
      "yellow_eyes",
      "pale",
      "suicidal",
      "self_harm",
    ],
    ages: [12, 120],
    level: "consultation",
  },
];
