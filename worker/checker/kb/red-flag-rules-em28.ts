// Emergency round 28 of issue 10 (ck-em28): the emergency that arrives under another organ's complaint (the "wrong
// door") and the adolescent emergencies. Each rule is the guideline's own combination. Registered in the em28 entry
// of ROUNDS (kb/index.ts); only type imports here, so the rule and modifier lists can take them without a cycle.
import type { Source } from "../types.ts";
import type { RedFlagRule } from "./red-flag-rules.ts";
import type { SeverityModifier } from "./severity.ts";

export const EM28_RED_FLAG_RULES: RedFlagRule[] = [
  {
    // NICE CG95 Recent-onset chest pain of suspected cardiac origin (1.1.1: pain in the chest AND/OR OTHER AREAS - the
    // arms, back or jaw - lasting more than 15 minutes, with nausea, vomiting, marked sweating or breathlessness: refer
    // as an emergency) and ESC 2023 ACS guidelines (jaw pain alone is a recognised presentation): an aching jaw with a
    // sweat and sickness, breathlessness or a faint is a heart attack until shown otherwise; so is an ache in the
    // shoulder or between the shoulder blades told the same way. A toothache, a swollen jaw, a fever or an injury
    // explain it another way.
    id: "jaw_ache_sweat_acs",
    name: "An aching jaw, shoulder or upper back with sweating and sickness, breathlessness or a faint",
    all: [
      ["jaw_pain_chewing", "shoulder_pain"],
      ["sweating", "cold_clammy"],
      ["nausea", "vomiting", "sob", "sob_rest", "dizziness", "fainting", "fatigue"],
    ],
    unless: ["toothache", "jaw_swelling", "fever", "injury"],
    level: "emergency",
  },
  {
    // NICE CG95 (the pain may be described as burning or indigestion) and ESC 2023 ACS (people with diabetes often have
    // no chest pain): heartburn with a sweat in someone with diabetes is a heart attack until shown otherwise - the
    // heartburn wording of em24's acs_atypical_diabetes (upper belly discomfort).
    id: "heartburn_sweat_diabetes",
    name: "Heartburn with a sweat in someone with diabetes",
    all: [["heartburn"], ["sweating", "cold_clammy"], ["known_diabetes"]],
    level: "emergency_ambulance",
  },
  {
    // NICE NG126 Ectopic pregnancy and miscarriage (1.2: symptoms of ectopic pregnancy include dizziness, fainting or
    // syncope, shoulder-tip pain, diarrhoea and pain on opening the bowels; atypical presentation is common; refer
    // women who are haemodynamically unstable straight to A&E): a faint with a missed period or in early pregnancy is
    // a bleeding ectopic until a scan says otherwise, even before any pain is told (the older rules needed belly or
    // shoulder-tip pain).
    id: "faint_missed_period",
    name: "Fainting with a missed period or in early pregnancy",
    all: [["fainting"], ["missed_period", "pregnant_early"]],
    level: "emergency",
  },
  {
    // NICE CKS Sciatica and Back pain - low (red flags: cauda equina syndrome - saddle anaesthesia, new bladder
    // retention or incontinence: emergency referral) and GIRFT National suspected cauda equina pathway (2023): back
    // pain with a bladder that will not empty, or with numbness of the saddle area, is cauda equina syndrome until an
    // emergency MRI says otherwise. (sweep14's rule needed both together with leg numbness or weakness.)
    id: "back_pain_retention_or_saddle",
    name: "Back pain with a bladder that will not empty or numbness between the legs",
    all: [
      ["back_pain", "sciatica_pain"],
      ["urinary_retention", "saddle_numbness"],
    ],
    level: "emergency",
  },
  {
    // NICE NG18 Diabetes (type 1 and type 2) in children and young people (1.1: polyuria, weight loss; DKA: vomiting,
    // abdominal pain, deep breathing, drowsiness) and ISPAD 2022 DKA guideline: passing much urine (or wetting the bed
    // again) with weight loss, now with vomiting or belly pain, is ketoacidosis until a finger-prick test says otherwise,
    // even when thirst is not told (the older rules needed thirst).
    id: "polyuria_weight_loss_dka",
    name: "Passing much urine and losing weight, with vomiting, belly pain or deep breathing",
    all: [
      ["frequent_urination", "bedwetting"],
      ["weight_loss"],
      ["vomiting", "vomiting_persistent", "abdominal_pain", "deep_breathing", "drowsiness"],
    ],
    level: "emergency",
  },
  {
    // NICE NG69 Eating disorders and RCPsych MEED 2022 (Medical emergencies in eating disorders: a heart rate under 40,
    // or under 50 with symptoms, is a red or amber risk - admission): a slow pulse in someone losing weight, afraid of
    // gaining weight or whose periods stopped is medical instability (the older rule needed the fear of weight gain).
    id: "slow_heart_weight_loss",
    name: "A slow pulse in someone losing weight or whose periods stopped",
    all: [["slow_heartbeat"], ["weight_loss", "fear_weight_gain", "periods_stopped"]],
    level: "emergency",
  },
  {
    // NICE NG126 Ectopic pregnancy and miscarriage (1.2.1: symptoms of ectopic pregnancy include abdominal or pelvic
    // pain with diarrhoea or pain on opening the bowels, from blood irritating the bowel; be aware that atypical
    // presentation is common; 1.3.1: refer immediately with pain and tenderness): belly pain with diarrhoea after a
    // missed period or in early pregnancy is a bleeding ectopic until a scan says otherwise, not a stomach bug.
    id: "missed_period_pain_diarrhoea",
    name: "Belly pain with diarrhoea or pain on opening the bowels after a missed period or in early pregnancy",
    all: [
      ["missed_period", "pregnant_early"],
      ["abdominal_pain", "lower_abdominal_pain"],
      ["diarrhoea", "anal_pain"],
    ],
    level: "emergency",
  },
  {
    // ESC 2013 position statement on myocarditis / ESC 2021 heart failure guidelines and AHA 2024 myocarditis
    // statement: chest pain with breathlessness, a racing heart or a faint, days to weeks after a cold, flu or a stomach
    // bug, is myocarditis until an ECG and troponin say otherwise (admission; sudden death in the young). A cough with
    // phlegm says a chest infection instead; pericarditis (sharp pain worse lying flat, no breathlessness) stays a
    // same-day visit.
    id: "post_viral_chest_pain_breathless",
    name: "Chest pain or a racing heart with breathlessness or a faint after a recent viral illness",
    all: [
      ["recent_viral_illness"],
      ["chest_pain", "palpitations"],
      ["sob", "sob_rest", "fainting", "palpitations", "exercise_breathless"],
    ],
    unless: ["phlegm"],
    level: "emergency",
  },
];

const NICE_CKS_LIMP: Source = {
  name: "NICE CKS Acute childhood limp (suspected slipped upper femoral epiphysis: same-day hospital orthopaedic assessment, non-weight-bearing)",
  url: "https://cks.nice.org.uk/topics/acute-childhood-limp/",
};
const WHO_CMR: Source = {
  name: "WHO Clinical management of rape and intimate partner violence survivors (2020): HIV post-exposure prophylaxis within 72 hours, emergency contraception within 120 hours",
  url: "https://www.who.int/publications/i/item/9789240001411",
};

// A knee injury, a sprain, a pulled muscle or pain at the front of the knee below the kneecap (Osgood-Schlatter)
// explain knee or thigh pain with a limp another way (NICE CKS Acute childhood limp); both slipped-hip modifiers use it.
const LIMP_EXPLAINED_OTHERWISE = [
  "knee_injury",
  "twisted_ankle",
  "leg_ankle_injury",
  "pulled_muscle",
  "hamstring_pull",
  "front_knee_pain",
];

/** Modifiers of round 28 (appended to SEVERITY_MODIFIERS in severity.ts). */
export const EM28_SEVERITY_MODIFIERS: SeverityModifier[] = [
  {
    // NICE CKS Acute childhood limp (suspected slipped upper femoral epiphysis in a 9-16-year-old - hip, thigh or
    // knee pain with a limp: same-day orthopaedic assessment in hospital, no weight-bearing until seen, as an unstable
    // slip cuts the blood supply to the ball of the hip; a child who cannot bear weight: same day): knee or thigh pain
    // with a limp in a growing child is the hip until an X-ray of both hips says otherwise. A knee injury, a sprain or a
    // pulled muscle, or pain at the front of the knee below the kneecap (Osgood-Schlatter), explain it another way.
    id: "growing_child_knee_limp",
    name: "Knee, thigh or hip pain with a limp in a 9-16-year-old (a slipped hip growth plate)",
    findings: ["joint_pain", "thigh_pain", "hip_pain", "thigh_knee_pain_child"],
    with: ["limp", "limp_weeks", "cant_bear_weight"],
    without: LIMP_EXPLAINED_OTHERWISE,
    ages: [9, 16],
    level: "emergency",
    sources: [NICE_CKS_LIMP],
  },
  {
    // NICE CKS Acute childhood limp (as above): thigh or knee pain with a limp and no injury, told as one thing ("knee
    // pain and limping"), at 9 to 16.
    id: "growing_child_thigh_knee_limp",
    name: "Thigh or knee pain with a limp and no injury in a 9-16-year-old (a slipped hip growth plate)",
    findings: ["thigh_knee_pain_child"],
    without: LIMP_EXPLAINED_OTHERWISE,
    ages: [9, 16],
    level: "emergency",
    sources: [NICE_CKS_LIMP],
  },
  {
    // WHO CMR 2020 and BASHH PEPSE 2021: after a sexual assault HIV prophylaxis starts as soon as possible and within
    // 72 hours, emergency contraception within 120 hours: the person is seen today (a sexual assault referral centre or
    // a hospital), never at a routine visit (the condition's own level, conditions-gp6.ts).
    id: "sexual_assault_same_day",
    name: "A sexual assault (medicine to prevent HIV must start within 72 hours)",
    findings: ["sexual_assault"],
    level: "consultation_24",
    sources: [WHO_CMR],
  },
];
