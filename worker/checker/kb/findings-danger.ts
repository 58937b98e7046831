// Findings that exist for danger screening and severity grading (WHO IMCI / ETAT general danger signs):
// signs that make a common illness severe. Owned with danger-screens.ts and severity.ts.
// Infant signs: WHO IMCI chart booklet (2014), "young infant" (0-2 months): not feeding well is a sign of
// possible serious bacterial infection; NICE NG143 (fever in under 5s): bulging fontanelle is a red
// feature. Known bleeding disorder: World Federation of Hemophilia guidelines (2020): a suspected joint or
// head bleed is treated at once. Belly pain going through to the back: NICE CKS / BSG acute pancreatitis, and a penetrating ulcer.
// On chemotherapy: NICE NG151 (neutropenic sepsis): fever during anticancer treatment is an emergency.
import type { Finding } from "../types.ts";
import { finding as f } from "./define.ts";

export const DANGER_FINDINGS: Finding[] = [
  f(
    "unable_to_drink",
    "Unable to drink or breastfeed",
    "Is the person unable to drink, or (for a baby) unable to breastfeed?",
    "unable to drink|cant drink anything|not able to drink|refusing to breastfeed|cannot suck|too weak to drink|not able to breastfeed|unable to breastfeed|baby not breastfeeding|not sucking|cant suck|stopped sucking|will not take the breast|wont take the breast|refuses the breast|not drinking|refusing to drink|wont drink|cant drink|baby wont breastfeed|baby cant breastfeed|baby will not breastfeed",
    { group: "danger", rf: true, base: 0.003 },
  ),
  f(
    "chest_indrawing",
    "Chest sucks in when breathing in",
    "Does the lower chest or the skin between the ribs suck in with each breath?",
    "chest indrawing|chest pulling in|ribs sucking in|lower chest wall indrawing|chest sinking in when breathing|subcostal recession|skin under the ribs sinks in|skin under his ribs sinks in|skin between the ribs pulls in|ribs sink in|ribs sinking in when breathing|belly sucks in under the ribs|head bobbing|head bobbing with each breath|head nodding with each breath|ribs pull in|ribs pulling in|ribs dey pull in|ribs pull in when he breathes|ribs pull in when she breathes",
    { group: "resp", rf: true, base: 0.003 },
  ),
  f(
    "bulging_fontanelle",
    "Bulging soft spot on a baby's head",
    "Is the soft spot on top of the baby's head bulging or raised?",
    "bulging soft spot|bulging fontanelle|soft spot is bulging|soft spot on the head is bulging|raised soft spot|fontanelle bulging|swollen soft spot on the head",
    { group: "danger", amb: true, base: 0.0005 },
  ),
  f(
    "poor_feeding",
    "Baby feeding poorly",
    "Is the baby feeding less than usual or feeding poorly?",
    "poor feeding|feeding poorly|feeding less|feeds less|feeding badly|refusing feeds|weak sucking|baby not feeding well|refusing to suck|not feeding|not feeding well|stopped feeding|refuses feeds|not sucking well|not breastfeeding well|wont feed|will not feed|baby wont feed|takes small feeds",
    { group: "danger", base: 0.01 },
  ),
  f(
    "pain_to_back",
    "Belly pain going through to the back",
    "Does the belly pain go straight through to your back?",
    "pain going to the back|pain spreading to the back|pain going through to the back|belly pain going to the back|pain through to my back|upper belly pain going to the back|pain radiating to the back",
    { group: "gi", base: 0.005, parent: "abdominal_pain" },
  ),
  f(
    "known_bleeding_disorder",
    "Known bleeding disorder or on blood thinners",
    "Do you have haemophilia or another bleeding disorder, or take blood thinners such as warfarin?",
    "known haemophilia|i have haemophilia|haemophilia|hemophilia|bleeding disorder|von willebrand disease|on blood thinners|taking warfarin|on warfarin",
    { group: "history", base: 0.003 },
  ),
  f(
    "on_chemotherapy",
    "On chemotherapy or other treatment that weakens immunity",
    "Are you having chemotherapy for cancer, or taking other medicines that weaken the immune system?",
    "on chemotherapy|having chemotherapy|receiving chemotherapy|on chemo|having chemo|recent chemo|chemotherapy|chemo drugs|cancer drugs|on cancer treatment|cancer treatment|immunosuppressant drugs",
    { group: "history", base: 0.002 },
  ),
  f(
    "nosebleed_prolonged",
    "Nosebleed not stopping after 15 minutes of pressing",
    "Has the nosebleed gone on for more than 15 minutes even while pinching the soft part of the nose?",
    "nose bleeding not stopping|nosebleed not stopping|nosebleed wont stop|nose wont stop bleeding|nose bleeding for long|nosebleed for more than 15 minutes|nose still bleeding after pressing",
    { group: "danger", rf: true, base: 0.002, parent: "nosebleed" },
  ),
  // NICE CKS haemoptysis / BTS: coughing up a large amount of blood (more than a few spoonfuls, or blood that
  // keeps coming) is massive haemoptysis, an emergency: the airway can flood (TB, bronchiectasis, lung abscess).
  f(
    "haemoptysis_massive",
    "Coughing up a lot of blood",
    "Are you coughing up a lot of blood: more than a few spoonfuls, or blood that keeps coming?",
    "coughing up a lot of blood|coughing a lot of blood|coughing out plenty blood|coughing up lots of blood|cupful of blood|cup of blood when coughing|blood keeps coming when i cough|coughing blood clots|massive haemoptysis|massive hemoptysis|large amount of blood when coughing|blood pouring when coughing",
    { group: "resp", amb: true, base: 0.0003, parent: "haemoptysis" },
  ),
];
