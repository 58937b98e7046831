// Severe forms of common illnesses, reachable from the common form through the severity modifiers of
// severity.ts (WHO IMCI/ETAT grading: a pneumonia with chest indrawing is severe pneumonia; diarrhoea with
// lethargy, sunken eyes and inability to drink is severe dehydration). Severe malaria and sepsis live in
// conditions-infections.ts; this file holds the severe forms that had no entry.
import type { Condition } from "../types.ts";
import { condition as c, EMERGENCY_NOW, FLUIDS, ORS, prior, CLINICIAN_TX } from "./define.ts";
import { nice, who } from "./sources.ts";

export const SEVERE_CONDITIONS: Condition[] = [
  c({
    id: "severe_pneumonia",
    name: "Severe pneumonia",
    common: "Severe pneumonia",
    icd10: "J18.9",
    triage: "emergency",
    prior: prior(12, {
      bands: [
        [0, 4, 4],
        [5, 14, 1.5],
        [15, 200, 1],
      ],
    }),
    lk: "cough .9, fever .85, sob .85, fast_breathing .8, chest_indrawing .6, sob_rest .45, cyanosis .2, unable_to_drink .25, drowsiness .25, confusion .25, prostration .35, phlegm .5, chest_pain .45, pleuritic_pain .35, fatigue .9, appetite_loss .6, chills .45, vomiting .2, seizure .05",
    desc: "Severe pneumonia is a lung infection that is starving the body of oxygen: breathing is fast and hard, the chest sucks in with each breath, lips may turn blue, and the person may be too ill to drink or too drowsy to respond. It needs oxygen and injected antibiotics in hospital.",
    causes: [
      "Pneumonia (bacterial or viral) that has spread or was not treated early",
      "Young age, HIV, malnutrition, sickle cell disease and smoke exposure raise the risk",
    ],
    next: [EMERGENCY_NOW],
    remedies: [
      [
        "While you get to hospital",
        "Keep the person sitting up, keep giving small sips of fluid if they can swallow, and do not wait for the fever to settle.",
      ],
    ],
    treatment: [CLINICIAN_TX("Hospital care", "Oxygen, antibiotics by injection and fluids given by health workers.")],
    sources: [
      who("pneumonia", "Pneumonia"),
      {
        name: "WHO: Integrated Management of Childhood Illness (IMCI) chart booklet",
        url: "https://www.who.int/publications/m/item/integrated-management-of-childhood-illness---chart-booklet-(march-2014)",
      },
      nice("chest-infections-adult", "Chest infections - adult"),
    ],
  }),
  c({
    id: "severe_dehydration",
    name: "Severe dehydration",
    common: "Severe dehydration",
    icd10: "E86.0",
    triage: "emergency",
    prior: prior(10, {
      bands: [
        [0, 4, 3],
        [5, 14, 1.3],
        [15, 200, 1],
      ],
    }),
    lk: "diarrhoea .7, vomiting .75, vomiting_persistent .6, sunken_eyes .7, oliguria .75, unable_to_drink .35, drowsiness .4, prostration .45, dizziness .7, fainting .3, thirst .75, dry_mouth .85, dark_urine .5, diarrhoea_profuse .4, fatigue .85, cold_clammy .2, abdominal_cramps .4, fever .3",
    desc: "Severe dehydration is a dangerous loss of body water and salts, usually from diarrhoea or vomiting: eyes are sunken, little or no urine is passed, the person is dizzy, drowsy or too weak to drink. It needs fluids through a drip without delay.",
    causes: [
      "Diarrhoea and vomiting (gastroenteritis, cholera)",
      "Heat with too little to drink",
      "Uncontrolled diabetes",
    ],
    next: [EMERGENCY_NOW],
    remedies: [ORS, FLUIDS],
    treatment: [
      CLINICIAN_TX(
        "Fluids through a drip",
        "Intravenous fluids in hospital, then oral rehydration solution as soon as the person can drink.",
      ),
    ],
    sources: [
      {
        name: "WHO: The treatment of diarrhoea - a manual for physicians and other senior health workers",
        url: "https://www.who.int/publications/i/item/9241593180",
      },
      who("diarrhoeal-disease", "Diarrhoeal disease"),
    ],
  }),
];
