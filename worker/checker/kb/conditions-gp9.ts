// Ninth round (emergencies a GP must never miss): likelihood rows appended to existing conditions for the
// danger signs of findings-gp9.ts, so the condition that makes the sign an emergency also explains it.
// Sources: ESC 2015 guidelines on pericardial diseases (tamponade: raised jugular veins, hypotension,
// breathlessness), NICE CKS heart failure and NICE CG187 acute heart failure (raised jugular venous pressure;
// pulmonary oedema: breathless at rest, fast breathing, pink frothy sputum, sweating), NICE CKS gastrointestinal
// bleeding and rectal bleeding, StatPearls Meckel diverticulum (painless heavy rectal bleeding in a toddler).
// A row is added only where the condition has none for that finding (kb/index.ts).
import type { Condition } from "../types.ts";
import { prior } from "./define.ts";
import { gp } from "./gp.ts";
import { bmj, nice, statpearls } from "./sources.ts";

type Bands = Array<[number, number, number]>;
/** Meckel's diverticulum bleeds mostly before the age of 5, rarely after 10. */
/** Catatonia: adolescents and adults (mood disorders, psychosis, medical causes), rare in children. */
const TEEN_ADULT: Bands = [
  [0, 9, 0.02],
  [9.01, 15, 0.4],
  [15.01, 200, 1],
];

export const GP9_CONDITIONS: Condition[] = [
  gp({
    id: "lower_gi_bleed",
    name: "Heavy lower gastrointestinal bleeding",
    common: "Heavy bleeding from the bowel",
    icd: "K92.2",
    tri: "emergency",
    prior: prior(1, {
      bands: [
        [0, 12, 0.2],
        [12.01, 200, 1],
      ],
    }),
    lk: "bloody_stool .95, rectal_bleeding_heavy .75, dizziness .5, fainting .25, cold_clammy .2, pale .45, palpitations .35, fatigue .5, abdominal_pain .3, black_stool .15, diarrhoea .2, known_bleeding_disorder .05",
    desc: "Passing a lot of fresh or dark red blood from the back passage, with dizziness or fainting, is a bleed from the bowel that can drop the blood pressure. In young adults it comes from inflamed bowel (colitis, dysentery), a bleeding vessel or ulcer, piles that bleed heavily or a clotting problem.",
    causes:
      "Inflammatory bowel disease or infective colitis; Bleeding blood vessels of the bowel (angiodysplasia) or an ulcer; Heavily bleeding piles; Blood thinners or a clotting disorder",
    see: "Hospital now: a drip and blood tests, a blood transfusion if needed, then a camera test of the bowel (colonoscopy or an upper endoscopy, since fast upper bleeding can also come out as red blood).",
    home: "Go now: Lie down if you feel faint and get someone to take you to hospital; do not drive yourself.",
    tx: "Resuscitation and endoscopy: Fluids and blood, then colonoscopy to find and stop the bleeding; embolisation or surgery when it does not stop.",
    src: [
      nice("gastrointestinal-bleeding", "Gastrointestinal bleeding - heavy rectal bleeding needs emergency admission"),
      statpearls("Lower gastrointestinal bleeding"),
    ],
  }),
  gp({
    id: "catatonia",
    name: "Catatonia",
    common: "Catatonia (awake but not talking, moving, eating or drinking)",
    icd: "F06.1",
    tri: "emergency",
    prior: prior(0.8, { bands: TEEN_ADULT }),
    lk: "catatonic_stupor .95, speech_delay .5, unable_to_drink .5, appetite_loss .7, agitation .2, hallucinations .2, delusions .2, low_mood .3, elevated_mood .1, insomnia .3, confusion .15, fever .1, recent_delivery .05",
    desc: "Catatonia is a state in which a person is awake but stops talking and moving, stares, keeps odd positions (an arm stays where it is put) or resists being moved; some swing into purposeless excitement. It comes with severe depression, mania, schizophrenia and after childbirth, and also with brain infections, fits and drugs. Someone who has stopped eating and drinking can become dehydrated, get blood clots or develop a dangerous fever with stiffness.",
    causes:
      "Severe depression or mania (bipolar disorder); Schizophrenia or another psychosis; After childbirth; Brain infection (encephalitis), fits or a head injury; Stopping or starting some medicines, drugs",
    see: "Hospital now: blood tests and a check for infection and brain causes, fluids by drip if the person is not drinking, and a test dose of lorazepam, which often brings the person back within hours; psychiatric care for the cause.",
    home: "Go now: Take the person to a hospital with a psychiatric or medical team today; do not wait for a prayer house or a herbalist, and do not force food or water into the mouth.",
    tx: "Benzodiazepines: Lorazepam is the first treatment; electroconvulsive therapy when it does not work or the person is very unwell; treating the cause.",
    src: [
      bmj("Catatonia"),
      nice("depression", "Depression - psychotic features and refusal to eat or drink need emergency assessment"),
    ],
  }),
];

export const GP9_LIKELIHOOD_ROWS: Record<string, string> = {
  cardiac_tamponade: "neck_veins_distended .6",
  heart_failure:
    "neck_veins_distended .25, fast_breathing .3, sob_rest .35, haemoptysis .12, sweating .25, high_bp_reading .35, cold_clammy .1",
  peripartum_cardiomyopathy: "neck_veins_distended .2",
  dilated_cardiomyopathy: "neck_veins_distended .2",
  endomyocardial_fibrosis: "neck_veins_distended .35",
  rheumatic_heart_disease: "neck_veins_distended .1",
  pulmonary_embolism: "neck_veins_distended .2",
  pericarditis: "neck_veins_distended .1",
  hyperkalaemia: "orthopnoea .4, neck_veins_distended .2",
  upper_gi_bleed: "rectal_bleeding_heavy .15",
  intussusception: "rectal_bleeding_heavy .1",
  colorectal_cancer: "rectal_bleeding_heavy .05",
  ulcerative_colitis: "rectal_bleeding_heavy .05",
  typhoid_perforation: "rectal_bleeding_heavy .05",
  empyema: "recent_pneumonia .6",
  pleural_effusion: "recent_pneumonia .2",
  lung_abscess: "recent_pneumonia .3",
};
