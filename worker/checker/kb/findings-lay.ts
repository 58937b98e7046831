// Findings people name in lay words that the knowledge base lacked: a baby who grunts, stops breathing or is
// cold to touch, skin that goes back slowly when pinched, someone found not breathing, and a numb face ("my
// face is numb on one side"). Walking
// unsteadily already had a finding (`unsteady_walk`, gp4); it gains its likelihood rows here. Each finding is created only when no existing one means the same thing (a floppy or lethargic
// child is `drowsiness`, a baby not sucking is `unable_to_drink`, cold clammy hands are `cold_clammy`); the
// aliases are the words a parent or patient types (NHS and WHO lay wording, Nigerian English).
//
// Sources (danger signs and their weight):
// - WHO IMCI chart booklet (2014): young infant "very severe disease" = not feeding well, convulsions, fast
//   breathing, severe chest indrawing, fever or low body temperature (below 35.5 °C), movement only when
//   stimulated; severe dehydration = two of lethargic/unconscious, sunken eyes, not able to drink, skin pinch
//   goes back very slowly.
// - WHO Pocket book of hospital care for children (2013): grunting and apnoea in young infants are signs of
//   severe respiratory distress; hypothermia in severe acute malnutrition.
// - WHO: The treatment of diarrhoea (2005): the skin pinch test for dehydration.
// - NICE NG143 (fever in under 5s) traffic lights: grunting is a red (high risk) sign; NICE NG9 (bronchiolitis):
//   apnoea means emergency referral; CDC pertussis: apnoea in infants.
// - Resuscitation Council UK / WHO Basic Emergency Care: unresponsive and not breathing normally = call an
//   ambulance and start CPR.
// - NHS: Stroke symptoms (sudden numbness of one side of the face or body, loss of balance: BE-FAST);
//   NICE CKS vertigo.
import type { Condition, Finding, Source } from "../types.ts";
import { finding as f, likelihoods } from "./define.ts";

export const LAY_FINDINGS: Finding[] = [
  f(
    "grunting",
    "Grunting with each breath",
    "Does the child make a short grunting sound each time they breathe out?",
    "grunting|grunting breathing|grunting when breathing|baby is grunting|grunts with each breath|grunting noise when breathing out|making grunting sound",
    { group: "resp", rf: true, base: 0.001 },
  ),
  f(
    "apnoea",
    "Stops breathing for a while (pauses in breathing)",
    "Has the baby or child stopped breathing for a while (about 20 seconds or more) or gone blue or limp while not breathing?",
    "stopped breathing for some seconds|stops breathing for some seconds|baby stopped breathing|pauses in breathing|apnoea|apnea|breathing pauses",
    { group: "resp", amb: true, base: 0.0005 },
  ),
  f(
    "not_breathing",
    "Collapsed and not breathing (or only gasping)",
    "Is the person unresponsive and not breathing normally, or only gasping?",
    "not breathing|is not breathing|he is not breathing|she is not breathing|collapsed and not breathing|not breathing at all",
    { group: "resp", amb: true, base: 0.0003 },
  ),
  f(
    "hypothermia",
    "Body cold to touch (hypothermia)",
    "Does the body (not just the hands and feet) feel cold to touch, or is the temperature below 35.5 °C?",
    "hypothermia|baby is cold|baby feels cold|baby is very cold|newborn is cold|cold baby|baby body is cold all over",
    { group: "general", rf: true, base: 0.001 },
  ),
  f(
    "slow_skin_pinch",
    "Pinched skin goes back slowly",
    "When you pinch the skin of the belly and let go, does it go back slowly (takes 2 seconds or more)?",
    "skin pinch goes back slowly|skin goes back slowly|pinched skin goes back slowly|skin stays up when pinched|skin pinch slow|skin goes back very slowly|skin stays tented|loss of skin turgor",
    { group: "general", base: 0.002 },
  ),
  f(
    "face_numbness",
    "Numbness of the face",
    "Is part of your face numb or tingling (on one side or around the mouth)?",
    "face is numb|numb face|facial numbness|face numbness|numbness of the face|one side of my face is numb|numb on one side of my face|face feels numb|numbness on my face|numb cheek|cheek is numb|numbness of the cheek",
    { group: "neuro", base: 0.005, parent: "numbness" },
  ),
  // "I can't sit" because of a painful lump is local pain, not prostration (too weak to sit up).
  f(
    "pain_sitting",
    "Pain when sitting",
    "Is it painful to sit down (pain near the anus, vaginal opening or tailbone)?",
    "cant sit|cant sit well|painful to sit|pain when sitting down|hurts to sit|pain on sitting down|cant sit because of pain|cant sit on my buttocks",
    { group: "pain", base: 0.01 },
  ),
  f(
    "phonophobia",
    "Noise bothers you (sensitive to sound)",
    "Does ordinary noise bother you or make the headache worse?",
    "sensitive to noise|noise makes it worse|cant stand noise|sound hurts my ears|phonophobia|noise makes the headache worse",
    { group: "head", base: 0.02 },
  ),
  f(
    "lump_mobile",
    "Lump moves freely under the fingers",
    "Does the lump move easily under your fingers (not fixed to the skin or deeper tissue)?",
    "lump moves easily|lump moves around|movable lump|mobile lump|lump that moves|lump slips under my fingers|moves under my fingers|lump that moves under the fingers",
    { group: "skin", base: 0.01 },
  ),
  f(
    "tooth_decay",
    "Tooth decay (holes or black spots in the teeth)",
    "Do any teeth have holes, black or brown spots, or are they breaking down?",
    "black teeth|rotten teeth|tooth has a hole|hole in the tooth|cavity in my tooth|teeth decaying|black spots on teeth|teeth crumbling",
    { group: "mouth", base: 0.02 },
  ),
  f(
    "sugary_drinks",
    "Sugary drinks or sweets often",
    "Does the person often have sweet drinks or snacks, or (for a child) sleep with a bottle of milk or juice?",
    "sugary drinks|sleeps with bottle|sleeps with a feeding bottle|drinks a lot of soft drinks|eats a lot of sweets",
    { group: "history", base: 0.1 },
  ),
  // NCDC Lassa fever case definition: fever not responding to antimalarial and antibiotic treatment. Said
  // as "not responding", it was read as an unconscious person.
  f(
    "treatment_not_working",
    "Not getting better with treatment (e.g. fever despite malaria drugs)",
    "Has the illness not improved after a full course of treatment (malaria drugs or antibiotics)?",
    "not responding to malaria drugs|not responding to treatment|fever not responding to treatment|not getting better with treatment|not better after malaria treatment|treatment not working|not responding to antibiotics|no improvement with antibiotics|no improvement after malaria drugs|malaria drugs not working|no gree go with malaria drugs|not better with malaria drugs|not going with malaria drugs|malaria drugs no work|fever no gree go with drugs|malaria drugs did not help|refusing to go with malaria drugs|even with malaria drugs|not going even with malaria drugs|fever refusing to go with drugs",
    { group: "history", base: 0.03 },
  ),
  // Family history in a parent or sibling (first-degree), as the phrase sets and NICE risk tools count it.
  f(
    "family_asthma",
    "Family history of asthma or allergies",
    "Does a parent, brother or sister have asthma, eczema or hay fever?",
    "asthma runs in my family|family history of asthma|asthma in the family|mother has asthma|father has asthma|mum has asthma|dad has asthma|brother has asthma|sister has asthma",
    { group: "history", base: 0.1 },
  ),
  f(
    "family_epilepsy",
    "Family history of epilepsy or fits",
    "Does a parent, brother or sister have epilepsy, or did they have fits with fever as a child?",
    "epilepsy runs in my family|family history of epilepsy|epilepsy in the family|father had epilepsy|mother had epilepsy|father has epilepsy|mother has epilepsy|brother has epilepsy|sister has epilepsy|fits run in the family",
    { group: "history", base: 0.03 },
  ),
  f(
    "family_breast_cancer",
    "Family history of breast cancer",
    "Has your mother, sister or daughter had breast (or ovarian) cancer?",
    "family history of breast cancer|mother had breast cancer|mum had breast cancer|sister had breast cancer|mother has breast cancer|breast cancer runs in my family|breast cancer in the family",
    { group: "history", base: 0.05 },
  ),
  f(
    "family_heart_disease",
    "Heart attack or sudden death in the family at a young age",
    "Did a parent, brother or sister have a heart attack or die suddenly before the age of 60?",
    "family history of heart disease|father died of heart attack|dad died of heart attack|father had a heart attack|mother had a heart attack|heart disease runs in my family|heart attack runs in the family|sudden death in the family|brother had a heart attack|sister had a heart attack|brother died of a heart attack|sister died of a heart attack|brother died suddenly|sister died suddenly|father died suddenly|mother died suddenly|dad died suddenly|mum died suddenly|died suddenly at a young age",
    { group: "history", base: 0.06 },
  ),
  // Bleeding a year or more after the last period is never normal: NICE NG12 refers women of 55 and over on the
  // suspected cancer pathway (endometrial cancer), and it tells cervical cancer and atrophy from the bleeding
  // conditions of pregnancy and the menstrual years (ck-lang8: "I dey see blood after menopause").
  f(
    "postmenopausal_bleeding",
    "Bleeding from the vagina after the menopause",
    "Have you had any bleeding from the vagina a year or more after your periods stopped (after the menopause)?",
    "postmenopausal bleeding|bleeding after menopause|bleeding after the menopause|see blood after menopause|bleeding after my periods stopped for good|spotting after menopause|blood after change of life",
    { group: "gyn", base: 0.002, sex: "female", parent: "vaginal_bleeding" },
  ),
  // One's own kidney disease ("known kidney disease", "my daughter has nephrotic syndrome"): it tells the
  // complications of nephrotic syndrome and chronic kidney disease (infection, peritonitis, high potassium) from
  // the same symptoms in anyone else (KDIGO 2021 glomerular diseases; NICE NG203 chronic kidney disease).
  f(
    "known_kidney_disease",
    "Known kidney disease (nephrotic syndrome or chronic kidney disease)",
    "Have you been told by a doctor that you have kidney disease, such as nephrotic syndrome or chronic kidney disease?",
    "known kidney disease|has kidney disease|kidney disease patient|known nephrotic syndrome|has nephrotic syndrome|nephrotic syndrome relapse|known chronic kidney disease|told my kidneys are weak|kidney problem for years",
    { group: "history", base: 0.01 },
  ),
];

/** Likelihood rows P(finding | condition) for the lay findings, added to existing conditions with their source. */
interface LayRows {
  condition: string;
  lk: string;
  source: Source;
}

const IMCI: Source = {
  name: "WHO: Integrated Management of Childhood Illness (IMCI) chart booklet",
  url: "https://www.who.int/publications/m/item/integrated-management-of-childhood-illness---chart-booklet-(march-2014)",
};
const WHO_POCKET: Source = {
  name: "WHO: Pocket book of hospital care for children (2013) - grunting, apnoea, hypothermia",
  url: "https://www.who.int/publications/i/item/978-92-4-154837-3",
};
const WHO_DIARRHOEA: Source = {
  name: "WHO: The treatment of diarrhoea - a manual for physicians and other senior health workers",
  url: "https://www.who.int/publications/i/item/9241593180",
};
const NICE_BRONCHIOLITIS: Source = {
  name: "NICE NG9: Bronchiolitis in children - apnoea, grunting and severe chest recession need emergency care",
  url: "https://www.nice.org.uk/guidance/ng9",
};
const CDC_PERTUSSIS: Source = {
  name: "CDC: Pertussis (whooping cough) - signs and symptoms (apnoea in infants)",
  url: "https://www.cdc.gov/pertussis/signs-symptoms/",
};
const WHO_BEC: Source = {
  name: "WHO: Basic emergency care - approach to the acutely ill and injured (unresponsive, not breathing: CPR)",
  url: "https://www.who.int/publications/i/item/basic-emergency-care-approach-to-the-acutely-ill-and-injured",
};
const WHO_DROWNING: Source = {
  name: "WHO: Drowning fact sheet",
  url: "https://www.who.int/news-room/fact-sheets/detail/drowning",
};
const WHO_SAM: Source = {
  name: "WHO: Guideline - updates on the management of severe acute malnutrition (hypothermia, dehydration)",
  url: "https://www.who.int/publications/i/item/9789241506328",
};
const NICE_STROKE: Source = {
  name: "NICE NG128: Stroke and TIA - sudden numbness or loss of balance (BE-FAST)",
  url: "https://www.nice.org.uk/guidance/ng128",
};
const NICE_VERTIGO: Source = {
  name: "NICE CKS: Vertigo (vestibular neuritis, Meniere's disease) and WHO alcohol fact sheet (ataxia)",
  url: "https://cks.nice.org.uk/topics/vertigo/",
};

const NICE_ASTHMA_DX: Source = {
  name: "NICE NG245: Asthma - diagnosis (a personal or family history of atopy makes asthma more likely)",
  url: "https://www.nice.org.uk/guidance/ng245",
};
const NICE_FEBRILE_SEIZURE: Source = {
  name: "NICE CKS: Febrile seizure (family history in a first-degree relative) and NICE NG217 epilepsies",
  url: "https://cks.nice.org.uk/topics/febrile-seizure/",
};
const NICE_FAMILIAL_BREAST: Source = {
  name: "NICE CG164: Familial breast cancer - family history in first-degree relatives",
  url: "https://www.nice.org.uk/guidance/cg164",
};
const NICE_CVD_RISK: Source = {
  name: "NICE NG238 / CG181: Cardiovascular disease risk (premature coronary disease in a first-degree relative); ESC 2023 cardiomyopathies (sudden death in the family)",
  url: "https://www.nice.org.uk/guidance/ng238",
};
const NICE_RENAL_COLIC: Source = {
  name: "NICE CKS: Renal or ureteric colic - acute (loin pain radiating to the groin)",
  url: "https://cks.nice.org.uk/topics/renal-or-ureteric-colic-acute/",
};
const NCDC_LASSA: Source = {
  name: "NCDC: Lassa fever case definition (fever not responding to antimalarial and antibiotic treatment) and WHO typhoid/malaria guidance",
  url: "https://ncdc.gov.ng/diseases/info/L",
};
const NICE_PERIANAL: Source = {
  name: "NICE CKS: Perianal abscess, Bartholin's cyst and abscess, pilonidal sinus - pain on sitting",
  url: "https://cks.nice.org.uk/topics/haemorrhoids/",
};
const NICE_MIGRAINE: Source = {
  name: "NICE CKS: Migraine (ICHD-3 criteria: nausea, or light and sound sensitivity) and NICE CG150 headaches",
  url: "https://cks.nice.org.uk/topics/migraine/",
};
const NICE_BREAST_LUMP: Source = {
  name: "NICE CKS: Breast lump / NICE NG12 (a smooth mobile lump in a young woman is usually a fibroadenoma) and StatPearls lipoma",
  url: "https://cks.nice.org.uk/topics/breast-pain-cyclical/",
};
const WHO_ORAL: Source = {
  name: "WHO: Oral health and Sugars and dental caries fact sheets (free sugars, bottle feeding at night)",
  url: "https://www.who.int/news-room/fact-sheets/detail/sugars-and-dental-caries",
};
const BTS_ASTHMA: Source = {
  name: "NICE NG245 / BTS-SIGN asthma guideline and WHO pocket book: severe asthma in children - chest recession (indrawing)",
  url: "https://www.nice.org.uk/guidance/ng245",
};

const NICE_NG12_PMB: Source = {
  name: "NICE NG12: Suspected cancer - recognition and referral (post-menopausal bleeding: endometrial and cervical cancer)",
  url: "https://www.nice.org.uk/guidance/ng12",
};

const KDIGO_NEPHROTIC: Source = {
  name: "StatPearls: Nephrotic Syndrome (relapse, infections and spontaneous bacterial peritonitis; KDIGO 2021 glomerular diseases)",
  url: "https://www.ncbi.nlm.nih.gov/books/NBK470444/",
};
const NICE_CKD: Source = {
  name: "NICE NG203: Chronic kidney disease - assessment and management",
  url: "https://www.nice.org.uk/guidance/ng203",
};

const ROWS: LayRows[] = [
  // One's own known kidney disease (KDIGO 2021; NICE NG203).
  { condition: "nephrotic_syndrome", lk: "known_kidney_disease .6", source: KDIGO_NEPHROTIC },
  { condition: "peritonitis", lk: "known_kidney_disease .05", source: KDIGO_NEPHROTIC },
  { condition: "chronic_kidney_disease", lk: "known_kidney_disease .7", source: NICE_CKD },
  { condition: "polycystic_kidney_disease", lk: "known_kidney_disease .4", source: NICE_CKD },
  { condition: "hyperkalaemia", lk: "known_kidney_disease .4", source: NICE_CKD },
  { condition: "iga_nephropathy", lk: "known_kidney_disease .3", source: KDIGO_NEPHROTIC },
  // Post-menopausal bleeding: cervical cancer bleeds after the menopause as well as after sex (NICE NG12);
  // perimenopause is not yet after it.
  { condition: "cervical_cancer", lk: "postmenopausal_bleeding .3", source: NICE_NG12_PMB },
  // Chest indrawing (the lay words "skin pulling in between the ribs" now reach it) is also a sign of an
  // acute severe asthma attack in a child (BTS-SIGN: use of accessory muscles, recession).
  { condition: "asthma_severe", lk: "chest_indrawing .45", source: BTS_ASTHMA },
  { condition: "asthma", lk: "chest_indrawing .03", source: BTS_ASTHMA },
  // Grunting and apnoea: severe respiratory distress in infants (WHO pocket book, NICE NG143, NICE NG9).
  { condition: "severe_pneumonia", lk: "grunting .3, apnoea .05", source: WHO_POCKET },
  { condition: "pneumonia", lk: "grunting .05", source: WHO_POCKET },
  { condition: "bronchiolitis", lk: "grunting .15, apnoea .1", source: NICE_BRONCHIOLITIS },
  { condition: "sepsis", lk: "grunting .1, apnoea .05, hypothermia .1", source: IMCI },
  { condition: "bacterial_meningitis", lk: "grunting .05, apnoea .03", source: IMCI },
  { condition: "pertussis", lk: "apnoea .2", source: CDC_PERTUSSIS },
  { condition: "breath_holding_spells", lk: "apnoea .4", source: WHO_POCKET },
  // Not breathing: arrest from drowning, choking, opioids, electric shock, anaphylaxis (WHO BEC).
  { condition: "drowning", lk: "not_breathing .35, apnoea .1, hypothermia .3", source: WHO_DROWNING },
  { condition: "choking", lk: "not_breathing .2", source: WHO_BEC },
  { condition: "opioid_overdose", lk: "not_breathing .2, apnoea .1", source: WHO_BEC },
  { condition: "electric_shock", lk: "not_breathing .1", source: WHO_BEC },
  { condition: "anaphylaxis", lk: "not_breathing .03", source: WHO_BEC },
  { condition: "status_epilepticus", lk: "apnoea .05", source: WHO_BEC },
  // Low body temperature (IMCI young infant, WHO SAM, hypothermia).
  { condition: "hypothermia", lk: "hypothermia .8", source: WHO_BEC },
  { condition: "severe_acute_malnutrition", lk: "hypothermia .15, slow_skin_pinch .3", source: WHO_SAM },
  { condition: "alcohol_poisoning", lk: "hypothermia .1, unsteady_walk .7", source: WHO_BEC },
  { condition: "hypoglycaemia", lk: "hypothermia .05, unsteady_walk .15", source: WHO_BEC },
  // The skin pinch (WHO diarrhoea manual: slowly = some, very slowly = severe dehydration).
  { condition: "severe_dehydration", lk: "slow_skin_pinch .6", source: WHO_DIARRHOEA },
  { condition: "dehydration", lk: "slow_skin_pinch .3", source: WHO_DIARRHOEA },
  { condition: "cholera", lk: "slow_skin_pinch .4", source: WHO_DIARRHOEA },
  { condition: "gastroenteritis", lk: "slow_skin_pinch .03", source: WHO_DIARRHOEA },
  { condition: "dka", lk: "slow_skin_pinch .15", source: WHO_DIARRHOEA },
  { condition: "hhs", lk: "slow_skin_pinch .3", source: WHO_DIARRHOEA },
  // Numbness of the face and unsteady walking (NHS stroke symptoms, BE-FAST; NICE CKS vertigo).
  { condition: "stroke", lk: "face_numbness .25, unsteady_walk .2", source: NICE_STROKE },
  { condition: "tia", lk: "face_numbness .25, unsteady_walk .1", source: NICE_STROKE },
  { condition: "multiple_sclerosis", lk: "face_numbness .2, unsteady_walk .3", source: NICE_STROKE },
  { condition: "migraine_aura", lk: "face_numbness .2", source: NICE_STROKE },
  { condition: "hemiplegic_migraine", lk: "face_numbness .3", source: NICE_STROKE },
  { condition: "bells_palsy", lk: "face_numbness .2", source: NICE_STROKE },
  { condition: "hyperventilation_syndrome", lk: "face_numbness .2", source: NICE_STROKE },
  { condition: "intracranial_haemorrhage", lk: "unsteady_walk .3", source: NICE_STROKE },
  { condition: "vestibular_neuritis", lk: "unsteady_walk .5", source: NICE_VERTIGO },
  { condition: "menieres_disease", lk: "unsteady_walk .3", source: NICE_VERTIGO },
  { condition: "bppv", lk: "unsteady_walk .2", source: NICE_VERTIGO },
  { condition: "wernicke_encephalopathy", lk: "unsteady_walk .8", source: NICE_VERTIGO },
  { condition: "b12_deficiency", lk: "unsteady_walk .3", source: NICE_VERTIGO },
  { condition: "guillain_barre", lk: "unsteady_walk .5", source: NICE_VERTIGO },
  { condition: "concussion", lk: "unsteady_walk .2", source: NICE_VERTIGO },
  { condition: "sedative_overdose", lk: "unsteady_walk .4", source: NICE_VERTIGO },
  // Loin pain that goes to the groin is the classic renal colic (the lay words now reach the finding).
  { condition: "kidney_stone", lk: "pain_to_groin .65", source: NICE_RENAL_COLIC },
  // Fever that treatment has not cured (NCDC Lassa case definition; WHO: think of typhoid, TB, abscess).
  { condition: "lassa_fever", lk: "treatment_not_working .6", source: NCDC_LASSA },
  { condition: "typhoid", lk: "treatment_not_working .3", source: NCDC_LASSA },
  { condition: "severe_malaria", lk: "treatment_not_working .15", source: NCDC_LASSA },
  { condition: "tb_pulmonary", lk: "treatment_not_working .25", source: NCDC_LASSA },
  { condition: "infective_endocarditis", lk: "treatment_not_working .25", source: NCDC_LASSA },
  { condition: "amoebic_liver_abscess", lk: "treatment_not_working .25", source: NCDC_LASSA },
  { condition: "advanced_hiv", lk: "treatment_not_working .15", source: NCDC_LASSA },
  { condition: "leptospirosis", lk: "treatment_not_working .2", source: NCDC_LASSA },
  { condition: "malaria", lk: "treatment_not_working .04", source: NCDC_LASSA },
  // Pain on sitting (NICE CKS: perianal and Bartholin's abscess, pilonidal sinus, prostatitis).
  { condition: "perianal_abscess", lk: "pain_sitting .7", source: NICE_PERIANAL },
  { condition: "bartholin_abscess", lk: "pain_sitting .6", source: NICE_PERIANAL },
  { condition: "pilonidal_disease", lk: "pain_sitting .7", source: NICE_PERIANAL },
  { condition: "perineal_infection", lk: "pain_sitting .5", source: NICE_PERIANAL },
  { condition: "haemorrhoids", lk: "pain_sitting .15", source: NICE_PERIANAL },
  { condition: "anal_fissure", lk: "pain_sitting .2", source: NICE_PERIANAL },
  { condition: "prostatitis", lk: "pain_sitting .3", source: NICE_PERIANAL },
  { condition: "chronic_prostatitis", lk: "pain_sitting .4", source: NICE_PERIANAL },
  // Sound sensitivity (ICHD-3 migraine criteria) and a lump that moves (fibroadenoma, cyst, lipoma).
  { condition: "migraine", lk: "phonophobia .7", source: NICE_MIGRAINE },
  { condition: "migraine_aura", lk: "phonophobia .65", source: NICE_MIGRAINE },
  { condition: "hemiplegic_migraine", lk: "phonophobia .5", source: NICE_MIGRAINE },
  { condition: "tension_headache", lk: "phonophobia .1", source: NICE_MIGRAINE },
  { condition: "concussion", lk: "phonophobia .3", source: NICE_MIGRAINE },
  { condition: "bacterial_meningitis", lk: "phonophobia .1", source: NICE_MIGRAINE },
  { condition: "viral_meningitis", lk: "phonophobia .15", source: NICE_MIGRAINE },
  { condition: "fibroadenoma", lk: "lump_mobile .85", source: NICE_BREAST_LUMP },
  { condition: "breast_cyst", lk: "lump_mobile .5", source: NICE_BREAST_LUMP },
  { condition: "lipoma", lk: "lump_mobile .8", source: NICE_BREAST_LUMP },
  { condition: "epidermoid_cyst", lk: "lump_mobile .5", source: NICE_BREAST_LUMP },
  { condition: "breast_cancer", lk: "lump_mobile .1", source: NICE_BREAST_LUMP },
  // Tooth decay and its cause (WHO oral health).
  { condition: "dental_caries", lk: "tooth_decay .75, sugary_drinks .6", source: WHO_ORAL },
  { condition: "dental_abscess", lk: "tooth_decay .5, sugary_drinks .3", source: WHO_ORAL },
  { condition: "obesity", lk: "sugary_drinks .4", source: WHO_ORAL },
  // Family history (first-degree relatives).
  { condition: "asthma", lk: "family_asthma .4", source: NICE_ASTHMA_DX },
  { condition: "asthma_severe", lk: "family_asthma .4", source: NICE_ASTHMA_DX },
  { condition: "allergic_rhinitis", lk: "family_asthma .35", source: NICE_ASTHMA_DX },
  { condition: "atopic_eczema", lk: "family_asthma .35", source: NICE_ASTHMA_DX },
  { condition: "allergic_conjunctivitis", lk: "family_asthma .3", source: NICE_ASTHMA_DX },
  { condition: "epilepsy", lk: "family_epilepsy .15", source: NICE_FEBRILE_SEIZURE },
  { condition: "absence_epilepsy", lk: "family_epilepsy .3", source: NICE_FEBRILE_SEIZURE },
  { condition: "febrile_seizure", lk: "family_epilepsy .25", source: NICE_FEBRILE_SEIZURE },
  { condition: "breast_cancer", lk: "family_breast_cancer .25", source: NICE_FAMILIAL_BREAST },
  { condition: "acute_coronary_syndrome", lk: "family_heart_disease .3", source: NICE_CVD_RISK },
  { condition: "hypertrophic_cardiomyopathy", lk: "family_heart_disease .35", source: NICE_CVD_RISK },
  { condition: "dilated_cardiomyopathy", lk: "family_heart_disease .2", source: NICE_CVD_RISK },
  { condition: "hypertension", lk: "family_heart_disease .15", source: NICE_CVD_RISK },
];

/**
 * Adds the lay findings' likelihood rows to their conditions (never overriding a row a condition file already
 * states) and cites the row's source on the condition. Returns the condition ids it could not find.
 */
export function addLayLikelihoods(conditions: Condition[]): string[] {
  const byId = new Map(conditions.map((c) => [c.id, c] as const));
  const missing: string[] = [];
  for (const row of ROWS) {
    const c = byId.get(row.condition);
    if (!c) {
      missing.push(row.condition);
      continue;
    }
    for (const [id, p] of Object.entries(likelihoods(row.lk)))
      if (c.likelihoods[id] === undefined) c.likelihoods[id] = p;
    if (!c.sources.some((s) => s.url === row.source.url)) c.sources = [...c.sources, row.source];
  }
  return missing;
}
