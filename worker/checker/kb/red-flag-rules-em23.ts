// Emergency round 23 of issue 10 (ck-em23): rules and severity modifiers. EM23_RED_FLAG_RULES is appended to
// RED_FLAG_RULES (red-flag-rules.ts) and EM23_SEVERITY_MODIFIERS to the severity modifiers (severity.ts). Only type
// imports here, so those files can spread these arrays without an import cycle.
import type { Source } from "../types.ts";
import type { RedFlagRule } from "./red-flag-rules.ts";
import type { SeverityModifier } from "./severity.ts";

const NICE_CKS_HEARING: Source = {
  name: "NICE CKS: Hearing loss in adults (sudden sensorineural hearing loss within the last 30 days, not explained by an outer or middle ear cause: refer the same day to ENT or an emergency department)",
  url: "https://cks.nice.org.uk/topics/hearing-loss-in-adults/",
};
const NICE_NG98: Source = {
  name: "NICE NG98: Hearing loss in adults - assessment and management (1.1: sudden or rapidly worsening hearing loss; unilateral or asymmetric hearing loss: refer)",
  url: "https://www.nice.org.uk/guidance/ng98",
};
const NICE_NG155: Source = {
  name: "NICE NG155: Tinnitus - assessment and management (tinnitus with hearing loss: audiological assessment; one-sided tinnitus: refer)",
  url: "https://www.nice.org.uk/guidance/ng155",
};

const NICE_NG12: Source = {
  name: "NICE NG12: Suspected cancer - recognition and referral (1.11: a very urgent direct access X-ray within 48 hours for a child or young person with unexplained bone swelling or pain)",
  url: "https://www.nice.org.uk/guidance/ng12",
};

const NICE_NG234: Source = {
  name: "NICE NG234: Spinal metastases and metastatic spinal cord compression (back pain suggesting spinal metastases in someone with cancer: contact the MSCC team within 24 hours; with leg weakness, numbness or bladder trouble: immediately)",
  url: "https://www.nice.org.uk/guidance/ng234",
};

export const EM23_RED_FLAG_RULES: RedFlagRule[] = [
  {
    // MBRRACE-UK Saving Lives, Improving Mothers' Care (cardiac disease: breathlessness lying flat is a red flag that
    // needs urgent investigation) and the ESC 2018 pregnancy guidelines / ESC HFA peripartum cardiomyopathy position
    // statement: breathlessness lying flat, or waking gasping, in pregnancy or the months after a birth is heart
    // failure (peripartum cardiomyopathy) until an echo says otherwise.
    id: "orthopnoea_pregnancy_postpartum",
    name: "Breathless lying flat in pregnancy or after a birth",
    all: [["orthopnoea"], ["recent_delivery", "pregnant", "pregnant_late"]],
    level: "emergency",
  },
  {
    // NICE NG234: known cancer with back pain and weakness or numbness of the legs, unsteady walking or bladder
    // trouble is metastatic spinal cord compression: immediate MRI and treatment.
    id: "cancer_back_pain_cord_signs",
    name: "Back pain with leg weakness, numbness, unsteady walking or bladder trouble in someone with cancer",
    all: [
      ["known_cancer"],
      ["back_pain", "night_pain"],
      ["leg_weakness_both", "numbness", "unsteady_walk", "urinary_retention", "saddle_numbness"],
    ],
    level: "emergency",
  },
];

export const EM23_SEVERITY_MODIFIERS: SeverityModifier[] = [
  {
    // NICE CKS Hearing loss in adults and NICE NG98: a hearing loss that came on over hours to 3 days, without an
    // outer or middle ear cause (a flight or dive, a discharge, something in the ear), is sudden sensorineural
    // hearing loss: the same day, since steroids help only when started early.
    id: "sudden_hearing_loss_same_day",
    name: "Hearing in one ear lost suddenly",
    findings: ["sudden_deafness"],
    without: ["after_flight_dive", "ear_discharge", "object_in_ear", "head_injury", "injury"],
    level: "consultation_24",
    sources: [NICE_CKS_HEARING, NICE_NG98],
  },
  {
    // NICE NG155 Tinnitus and NICE NG98: ringing in the ear with a hearing loss needs an ear examination and a hearing
    // test; one-sided tinnitus or hearing loss is referred (a growth on the hearing nerve, Meniere's disease). Not
    // self-care, even when the loss is slow.
    id: "hearing_loss_with_tinnitus",
    name: "Hearing loss with ringing in the ear",
    findings: ["tinnitus"],
    with: ["hearing_loss"],
    without: ["after_flight_dive"],
    level: "consultation",
    sources: [NICE_NG155, NICE_NG98],
  },
  {
    // NICE NG12 1.11 (bone sarcoma): a child or young person with a hard lump on a bone and pain that wakes them at
    // night is X-rayed within 48 hours; a benign osteochondroma is painless.
    id: "bone_lump_night_pain_young",
    name: "A hard lump on a bone with pain at night in a child or young person",
    findings: ["bone_lump"],
    with: ["night_pain", "leg_pain_night_child", "bone_pain"],
    without: ["injury"],
    ages: [0, 24.99],
    level: "consultation_24",
    sources: [NICE_NG12],
  },
  {
    // NICE NG234: back pain in someone with cancer (worse at night or lying down, or in the upper back) is spinal
    // metastases until shown otherwise: the MSCC team within 24 hours.
    id: "cancer_back_pain",
    name: "Back pain in someone with cancer",
    findings: ["back_pain"],
    with: ["known_cancer"],
    level: "consultation_24",
    sources: [NICE_NG234],
  },
];
