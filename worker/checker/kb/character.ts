// Clinician order: after the complaint and its danger signs, a doctor asks about the complaint's own
// character (site, severity from 1 to 10, onset, duration, what comes with it) before other body systems.
// `always` items are asked of everyone with the complaint (severity and duration for pain and fever, the
// site of belly pain); the others are asked in this order whenever they still tell conditions apart.
// Sources: the SOCRATES pain history (site, onset, character, radiation, associations, time course,
// exacerbating factors, severity) taught in UK and Nigerian medical schools; NICE CKS topic assessments.
import { BELLY_PAIN_FINDINGS as BELLY } from "./danger-screens.ts";

export interface ComplaintCharacter {
  id: string;
  triggers: string[];
  ask: Array<{ id: string; always?: boolean }>;
}

export const COMPLAINT_CHARACTER: ComplaintCharacter[] = [
  {
    id: "belly_pain",
    triggers: BELLY,
    ask: [
      { id: "epigastric_pain", always: true },
      { id: "severe_abdominal_pain", always: true },
      { id: "pain_movement" },
      { id: "pain_after_food" },
    ],
  },
  {
    id: "headache",
    triggers: ["headache"],
    ask: [{ id: "pain_severe", always: true }, { id: "headache_one_side" }, { id: "headache_band" }],
  },
  {
    id: "chest_pain",
    triggers: ["chest_pain"],
    ask: [
      { id: "pain_severe", always: true },
      { id: "chest_pain_pressure" },
      { id: "pleuritic_pain" },
      { id: "chest_wall_tender" },
    ],
  },
  { id: "fever", triggers: ["fever"], ask: [{ id: "fever_long", always: true }, { id: "chills" }] },
  // How breathless is a wheezy person (GINA: the severity of an attack).
  { id: "wheeze", triggers: ["wheeze", "chest_tightness"], ask: [{ id: "sob", always: true }] },
  { id: "cough", triggers: ["cough"], ask: [{ id: "cough_chronic", always: true }, { id: "phlegm" }] },
  {
    id: "diarrhoea",
    triggers: ["diarrhoea"],
    ask: [{ id: "diarrhoea_chronic", always: true }, { id: "bloody_diarrhoea" }, { id: "diarrhoea_profuse" }],
  },
  { id: "back_pain", triggers: ["back_pain"], ask: [{ id: "pain_severe", always: true }, { id: "sciatica_pain" }] },
  {
    id: "pain",
    triggers: [
      "joint_pain",
      "bone_pain",
      "neck_pain",
      "ear_pain",
      "toothache",
      "testicular_pain",
      "period_pain",
      "eye_pain",
    ],
    ask: [{ id: "pain_severe", always: true }],
  },
  // Double vision or a drooping eyelid: which eye movements, and does it tire (NICE CKS diplopia; myasthenia
  // gravis: fatigable ptosis and diplopia worse by evening).
  {
    id: "double_vision",
    triggers: ["double_vision", "drooping_eyelids"],
    ask: [{ id: "drooping_eyelids" }, { id: "fatigable_weakness" }],
  },
  // Thirteenth round (tune10): the question a GP asks first about each of these complaints, asked only while it
  // still tells conditions apart. A swelling under the jaw: does it come up at meals (a salivary stone, NICE CKS
  // / ENT UK)?
  { id: "jaw_swelling", triggers: ["jaw_pain_chewing", "jaw_swelling"], ask: [{ id: "meal_swelling" }] },
  // Breast pain: before periods and in both breasts (cyclical), or with a lump (NICE CKS breast pain).
  { id: "breast_pain", triggers: ["breast_pain"], ask: [{ id: "breast_pain_cyclical" }, { id: "breast_lump" }] },
  // A swollen or painful leg: is one calf swollen, warm and painful (DVT, NICE NG158)? Asked of everyone, as a
  // DVT told as leg pain is the miss that kills.
  {
    id: "leg_swelling",
    triggers: ["leg_swelling", "sciatica_pain"],
    ask: [{ id: "calf_swelling", always: true }],
  },
  // A swollen knee: a soft swelling over the kneecap is a bursa, not the joint (NICE CKS bursitis); and is it painful?
  // A swollen joint is asked whether it hurts (a hot, painful joint with fever is septic until shown otherwise,
  // NICE CKS septic arthritis).
  {
    id: "joint_swelling",
    triggers: ["joint_swelling"],
    ask: [{ id: "joint_pain", always: true }, { id: "knee_front_swelling" }],
  },
  // A watering or swollen eye: a swelling at the inner corner is the tear sac (RCOphth dacryocystitis).
  { id: "watery_eye", triggers: ["watery_eyes", "eyelid_swelling"], ask: [{ id: "inner_eye_corner_swelling" }] },
  // A red painful eye: a recent cold sore points to herpes simplex keratitis (NICE CKS red eye).
  { id: "red_eye", triggers: ["red_eyes", "eye_pain"], ask: [{ id: "cold_sores" }] },
  // Vertigo: seconds on turning the head (BPPV), days after a cold (neuritis) or attacks of hours (Ménière's),
  // NICE CKS vertigo.
  { id: "vertigo", triggers: ["vertigo"], ask: [{ id: "vertigo_attacks_hours" }] },
  // A finger injury: does the tip droop (mallet finger, NICE CKS)?
  { id: "finger_injury", triggers: ["finger_injury"], ask: [{ id: "fingertip_droop" }] },
  // Easy bruising or bleeding: bone pain and lumps point to leukaemia (NICE NG12).
  {
    id: "bruising",
    triggers: ["bruising", "bleeding_unusual"],
    ask: [{ id: "bone_pain" }, { id: "swollen_glands" }],
  },
  // Drinking: an eye-opener and failed attempts to cut down (CAGE; NICE CG115).
  { id: "drinking", triggers: ["heavy_drinking"], ask: [{ id: "morning_drinking" }, { id: "craving" }] },
  // Fourteenth round (tune11): the question a GP asks first where a fresh set showed the telling sign was never
  // asked. Bad breath: lumps or stones in the tonsils (ENT UK; NICE CKS halitosis)?
  { id: "bad_breath", triggers: ["bad_breath"], ask: [{ id: "tonsil_stones_seen" }] },
  // White patches in the mouth: lacy lines that do not wipe off are lichen planus, not thrush (NICE CKS lichen
  // planus). Mouth ulcers: ulcers on the genitals too (Behçet's disease; NICE CKS aphthous ulcer).
  { id: "mouth_white", triggers: ["oral_thrush"], ask: [{ id: "mouth_white_lace" }] },
  { id: "mouth_ulcers", triggers: ["mouth_ulcers"], ask: [{ id: "genital_sores" }] },
  // A painful big toe: a bony bump at its base (bunion) or a hot red joint that woke them at night (gout), NICE
  // CKS bunions and gout.
  { id: "big_toe", triggers: ["big_toe_pain"], ask: [{ id: "bunion_bump" }, { id: "night_pain" }] },
  // Painful sex: is penetration possible at all (vaginismus, NICE CKS dyspareunia)?
  { id: "painful_sex", triggers: ["painful_sex"], ask: [{ id: "penetration_impossible" }] },
  // Periods stopped or scanty: a D&C or evacuation before it (intrauterine adhesions; NICE CKS amenorrhoea).
  {
    id: "amenorrhoea",
    triggers: ["periods_stopped", "light_periods"],
    ask: [{ id: "periods_after_dc" }],
  },
  // A child missing school: clinging to a parent and symptoms only on school days (separation anxiety; NICE CG159).
  { id: "school_refusal", triggers: ["missing_school"], ask: [{ id: "clings_to_parent" }, { id: "only_school_days" }] },
  // Cracked nipples: is the latch shallow, does the nipple blanch after feeds (UNICEF Baby Friendly; NICE CKS)?
  { id: "nipples", triggers: ["cracked_nipples"], ask: [{ id: "nipple_pain_feeding" }, { id: "nipple_blanching" }] },
  // A tight foreskin: does it balloon on passing urine (normal in boys) or is the tip red and sore (balanitis)?
  { id: "foreskin", triggers: ["foreskin_tight"], ask: [{ id: "foreskin_balloons" }, { id: "penis_tip_sore" }] },
  // A neck lump: in the midline (thyroid, thyroglossal cyst) or at the side (glands), NICE CKS neck lump.
  { id: "neck_lump", triggers: ["neck_lump_chronic", "swollen_glands"], ask: [{ id: "neck_lump_midline" }] },
  // A swollen joint: a bout of diarrhoea in the past weeks (reactive arthritis, NICE CKS).
  { id: "arthritis_after_infection", triggers: ["joint_swelling"], ask: [{ id: "recent_diarrhoea_episode" }] },
  // Dry cracked hands: wet work (irritant contact dermatitis, NICE CKS contact dermatitis).
  { id: "hands", triggers: ["hands_dry_cracked"], ask: [{ id: "wet_work" }] },
  // Fifteenth round (tune12): the question a GP asks first where a fresh set showed the telling sign was never
  // asked. Vaginal discharge: its character, curd-like (thrush), fishy (bacterial vaginosis) or frothy yellow-green
  // (trichomoniasis), NICE CKS vaginal discharge / BASHH.
  {
    id: "vaginal_discharge",
    triggers: ["vaginal_discharge"],
    ask: [{ id: "discharge_thick_white" }, { id: "discharge_fishy" }, { id: "discharge_frothy" }],
  },
  // Palpitations: is the beat irregular (atrial fibrillation) or regular and switched on suddenly (SVT), NICE CKS
  // palpitations / NICE NG196.
  {
    id: "palpitations",
    triggers: ["palpitations"],
    ask: [{ id: "irregular_pulse" }, { id: "palpitations_sudden_regular" }],
  },
  // A swollen joint or a limp: is it stiff in the morning (inflammatory arthritis, JIA; NICE CKS / BSPAR)?
  {
    id: "joint_morning",
    triggers: ["joint_swelling", "joint_swelling_weeks", "limp"],
    ask: [{ id: "morning_stiffness" }],
  },
  // Pregnancy: has the blood pressure been high at a check (gestational hypertension, pre-eclampsia; NICE NG133),
  // and are there painless irregular tightenings (Braxton Hicks, RCOG)?
  {
    id: "pregnancy_checks",
    triggers: ["pregnant", "pregnant_late"],
    ask: [{ id: "high_bp_reading" }, { id: "tightenings_irregular" }],
  },
  // A swollen face: a bad or aching tooth on that side (a spreading dental abscess, SDCEP / NICE CKS).
  { id: "face_swelling", triggers: ["swollen_face"], ask: [{ id: "toothache" }, { id: "tooth_decay" }] },
  // Hip pain: on the outer side (greater trochanteric pain) or in the groin (the joint), NICE CKS.
  { id: "hip_pain", triggers: ["hip_pain"], ask: [{ id: "hip_side_pain" }] },
  // A weak stream: waiting for it to start and a bladder that never feels empty (NICE CG97 LUTS in men).
  { id: "urine_stream", triggers: ["weak_stream"], ask: [{ id: "urine_hesitancy" }, { id: "bladder_not_empty" }] },
  // Muscle cramps: after exercise or work in the heat (heat cramps, WHO heat and health)?
  { id: "cramps", triggers: ["muscle_cramps"], ask: [{ id: "heat_exposure" }] },
  // Blisters: in a straight streak after an insect was crushed (Paederus dermatitis)?
  { id: "blister_pattern", triggers: ["blisters", "chickenpox_rash"], ask: [{ id: "rash_linear" }] },
  // Periods that started recently: are they irregular (normal in the first years; ACOG / NICE CKS)?
  { id: "menarche", triggers: ["periods_started_recently"], ask: [{ id: "irregular_periods" }] },
  // A child behind at school: reading and spelling (dyslexia), BDA / NICE.
  { id: "school_learning", triggers: ["school_decline"], ask: [{ id: "reading_difficulty" }] },
  // A hand injury after a punch: a sunken knuckle (boxer's fracture, NICE NG38).
  { id: "hand_punch", triggers: ["punched_hard_object", "hand_swollen_blow"], ask: [{ id: "knuckle_sunken" }] },
  // Sixteenth round (tune13): the question a GP asks first where a fresh set showed the telling sign was never
  // asked. A child's runny or blocked nose: from one side only, smelly (a foreign body, ENT UK / NICE CKS)?
  {
    id: "nose_one_side",
    triggers: ["thick_nasal_discharge", "blocked_nose"],
    ask: [{ id: "one_side_nose_discharge" }, { id: "object_in_nose" }],
  },
  // A gum boil: a tooth that turned dark after a knock (its nerve died; SDCEP).
  { id: "gum_boil", triggers: ["gum_abscess"], ask: [{ id: "tooth_grey" }] },
  // A pulled muscle: at the back of the thigh while sprinting (hamstring strain, NICE CKS sprains and strains).
  { id: "muscle_pull", triggers: ["pulled_muscle"], ask: [{ id: "hamstring_pull" }] },
  // Neck pain: after a car or bus was hit from behind (whiplash, NICE CKS neck pain).
  { id: "neck_crash", triggers: ["neck_pain"], ask: [{ id: "rear_end_crash" }] },
  // Swollen glands: small, soft and mobile after an infection (reactive nodes, NICE CKS neck lump).
  { id: "glands_character", triggers: ["swollen_glands"], ask: [{ id: "glands_soft_mobile" }] },
  // A sickle carrier: is the partner a carrier too (genetic counselling, WHO / NHS screening)?
  { id: "carrier", triggers: ["sickle_trait_known"], ask: [{ id: "partner_sickle_trait" }] },
  // Chest pain: sharp, at rest, gone within seconds (precordial catch, NICE CKS chest pain in children).
  { id: "chest_pain_brief", triggers: ["chest_pain", "breast_pain"], ask: [{ id: "chest_pain_seconds" }] },
  // A headache: coffee stopped in the last days (caffeine withdrawal, ICD-10 F15.3)?
  { id: "headache_caffeine", triggers: ["headache"], ask: [{ id: "caffeine_stopped" }] },
  // Scaly patches: do they scar (discoid lupus, BAD)?
  { id: "scaly_scarring", triggers: ["scaly_skin", "ring_rash"], ask: [{ id: "rash_scarring" }] },
  // Breastfeeding worries: wet nappies and weight gain show enough milk (WHO / UNICEF Baby Friendly).
  {
    id: "milk_supply",
    triggers: ["breastfeeding", "milk_not_enough"],
    ask: [{ id: "milk_not_enough" }, { id: "baby_wet_nappies" }],
  },
  // A breast lump or bruise: a blow before it (haematoma, fat necrosis; ABS)?
  { id: "breast_injury", triggers: ["breast_lump", "bruising"], ask: [{ id: "breast_blow" }] },
  // An itchy, scaly breast: is it the nipple (eczema, or Paget's if one-sided; NICE NG12)?
  { id: "nipple_skin", triggers: ["nipple_rash"], ask: [{ id: "one_breast" }] },
  // A vulval lump: cut as a girl (inclusion cyst after FGM, RCOG GTG 53)?
  { id: "vulval_lump_fgm", triggers: ["vulval_lump"], ask: [{ id: "fgm_history" }] },
  // A red or oozing wound after birth: a caesarean (surgical-site infection, NICE NG125)?
  { id: "wound_infected", triggers: ["wound_pus"], ask: [{ id: "recent_caesarean" }] },
  // Bleeding after sex: ever screened for cervical cancer (WHO)?
  { id: "postcoital", triggers: ["bleeding_between"], ask: [{ id: "never_smear_test" }] },
  // A child out late or falling behind: fighting, stealing, lying (conduct disorder, NICE CG158)?
  { id: "conduct", triggers: ["late_nights", "school_decline"], ask: [{ id: "fighting_stealing" }] },
  // Seventeenth round (tune14): the question a GP asks first where a fresh set showed the telling sign was never
  // asked. Bruises: only on the shins and knees, where a child knocks them in play (NICE CKS bruising, CG89)?
  { id: "bruise_pattern", triggers: ["bruising"], ask: [{ id: "bruises_where_bumped" }] },
  // A sore thigh: a knee or kick into it (a dead leg, NICE CKS sprains and strains)?
  { id: "thigh_knock", triggers: ["thigh_pain"], ask: [{ id: "thigh_blow" }] },
  // Palpitations: a skipped beat or single thump (ectopic beats, NICE CKS palpitations)?
  { id: "palpitations_ectopic", triggers: ["palpitations"], ask: [{ id: "skipped_beats" }] },
  // A sore breast while breastfeeding: one hard, red, tender area (mastitis, NICE CKS)?
  { id: "breast_area", triggers: ["breast_pain", "breastfeeding"], ask: [{ id: "breast_hard_area" }] },
  // Pain at the front of the knee: just below the kneecap, worse jumping (patellar tendinopathy, BJSM)?
  { id: "knee_tendon", triggers: ["front_knee_pain", "knee_bump"], ask: [{ id: "infrapatellar_pain" }] },
  // A one-sided headache: zigzag or flashing lines before it (migraine with aura, NICE CKS migraine)?
  { id: "headache_aura", triggers: ["headache_one_side"], ask: [{ id: "flashing_lights" }] },
];
