// Conditions of the emergency round 24 of issue 10 (ck-em24), missing from the knowledge base (grepped by concept and
// ICD-10 first). Each is an emergency that presents with little information; its telling findings are already in the
// knowledge base.
import type { Condition } from "../types.ts";
import { prior, PREGNANCY } from "./define.ts";
import { gp } from "./gp.ts";
import { statpearls } from "./sources.ts";

export const EM24_CONDITIONS: Condition[] = [
  gp({
    id: "postpartum_preeclampsia",
    name: "Pre-eclampsia after the birth (postpartum pre-eclampsia)",
    common: "High blood pressure after giving birth (postpartum pre-eclampsia)",
    icd: "O14.9",
    tri: "emergency",
    // NICE NG133 Hypertension in pregnancy (postnatal care) and ACOG/RCOG: pre-eclampsia and eclampsia also begin in
    // the days to six weeks after the birth, often in a woman whose blood pressure was normal in pregnancy; a bad
    // headache, blurred vision or flashing lights, swelling of the face and pain under the ribs in the first weeks
    // after a birth are pre-eclampsia until her blood pressure is measured. Pre-eclampsia itself is defined in
    // pregnancy (its row "pregnant .95" is a gate), so after a birth it needed its own condition: a mother answering
    // "no" to being pregnant was ranked a post-spinal headache.
    prior: prior(1.5, PREGNANCY),
    lk: "recent_delivery .97, headache .75, vision_blurred .4, flashing_lights .3, swollen_face .45, leg_swelling .5, high_bp_reading .75, epigastric_pain .2, ruq_pain .1, nausea .2, vomiting .2, sob .1, seizure .05",
    desc: "Pre-eclampsia can start in the days or weeks after a baby is born, even when the blood pressure was normal in pregnancy. A bad headache, blurred vision or seeing spots, a swollen face or pain under the ribs are its warning signs; untreated it can cause fits (eclampsia) or a stroke.",
    causes:
      "The same placental illness as pre-eclampsia in pregnancy, showing or going on after the birth; More likely after pre-eclampsia in pregnancy, a first baby, twins, obesity or high blood pressure",
    see: "Hospital now: blood pressure and urine checks, blood tests, and treatment to bring the pressure down and prevent fits.",
    home: [
      "Go now: Go to the hospital or maternity unit where you gave birth, or the nearest emergency department; do not wait for the headache to pass.",
    ],
    tx: "Hospital treatment: Blood pressure medicines and magnesium sulphate to prevent fits, with checks for a few days.",
    src: [
      {
        name: "NICE NG133: Hypertension in pregnancy - diagnosis and management (postnatal care; pre-eclampsia after the birth)",
        url: "https://www.nice.org.uk/guidance/ng133",
      },
      statpearls("Postpartum Preeclampsia"),
    ],
  }),
];
