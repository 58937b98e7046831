// Medicines as findings (round med13): a person who names a common medicine, by brand or generic name as it is
// sold in Nigeria, gives the checker a drug-class finding that links the medicine to its known side effects
// (conditions-medicines.ts). Existing drug findings are reused where they fit (steroid_use, ace_inhibitor,
// oxidant_trigger, uses_insulin, antiemetic_taken, hormonal_contraception, drug_use, poisoning); each finding
// below is created only where none fits, and a medicine taken as prescribed is kept apart from an overdose or a
// child's accidental swallowing (iron_tablets_swallowed, bp_tablets_swallowed, diabetes_tablets_swallowed).
// Sources: BNF (side effects of each drug named), NICE CKS (oral candidiasis, hypertension, iron deficiency
// anaemia, contraception, cough), FSRH (progestogen-only injectable, combined hormonal contraception), WHO
// (consolidated TB guidelines, malaria guidelines, immunisation safety), MHRA drug safety updates (SGLT2
// inhibitors and diabetic ketoacidosis), TOXBASE/NPIS (beta-blockers, lithium, camphor, synthetic cannabinoids,
// serotonin toxicity).
import type { Finding } from "../types.ts";
import { finding as f } from "./define.ts";

export const MED13_FINDINGS: Finding[] = [
  // BNF inhaled corticosteroids: oral candidiasis and hoarseness are common; rinsing and a spacer prevent them.
  f(
    "inhaled_steroid",
    "Uses a steroid (preventer) inhaler",
    "Do you use a steroid 'preventer' inhaler (brown, orange or purple: beclometasone, budesonide, fluticasone, Seretide, Symbicort)?",
    "steroid inhaler|started a steroid inhaler|uses a steroid inhaler|brown inhaler|preventer inhaler|beclometasone|beclomethasone|budesonide|fluticasone|seretide|symbicort|symbicort inhaler|seretide inhaler|budesonide inhaler|fluticasone inhaler|beclometasone inhaler|clenil|qvar|pulmicort|flixotide|inhaled steroid|inhaled steroids|steroid pump|brown pump",
    { group: "history", base: 0.01 },
  ),
  // BNF calcium-channel blockers: dose-related ankle oedema (amlodipine, nifedipine) and gingival hyperplasia.
  f(
    "ccb_drug",
    "Takes a calcium-channel blocker for blood pressure (amlodipine, nifedipine)",
    "Do you take amlodipine, nifedipine (Adalat) or another calcium-channel blocker for blood pressure?",
    "amlodipine|taking amlodipine|on amlodipine|nifedipine|taking nifedipine|on nifedipine|adalat|adalat retard|norvasc|felodipine|calcium channel blocker|bp drug nifedipine|bp drug amlodipine",
    { group: "history", base: 0.03 },
  ),
  // SDCEP / BNF: gingival overgrowth with calcium-channel blockers, phenytoin and ciclosporin.
  f(
    "gum_overgrowth",
    "Gums growing over the teeth",
    "Are your gums growing bigger, creeping over the teeth?",
    "gums growing over the teeth|gums growing over my teeth|gum growing over my teeth|gum dey grow cover my teeth|gum don dey grow|gums covering the teeth|gums covering my teeth|overgrown gums|gum overgrowth|gums overgrowing|gum enlargement|enlarged gums|gums getting bigger",
    { group: "mouth", base: 0.002, parent: "swollen_gums" },
  ),
  // MHRA 2016/2020: SGLT2 inhibitors can cause diabetic ketoacidosis with blood glucose below 14 mmol/L.
  f(
    "sglt2_inhibitor",
    "Takes an SGLT2 inhibitor diabetes tablet (empagliflozin, dapagliflozin)",
    "Do you take a '-gliflozin' diabetes tablet (empagliflozin / Jardiance, dapagliflozin / Forxiga, canagliflozin)?",
    "empagliflozin|dapagliflozin|canagliflozin|jardiance|forxiga|synjardy|xigduo|sglt2 inhibitor|gliflozin|started empagliflozin|started dapagliflozin",
    { group: "history", base: 0.002, implies: ["known_diabetes"] },
  ),
  // BNF sulfonylureas: hypoglycaemia, prolonged with glibenclamide, worse with missed meals or kidney disease.
  f(
    "sulfonylurea_use",
    "Takes a sulfonylurea diabetes tablet (glibenclamide, gliclazide)",
    "Do you take glibenclamide (Daonil), gliclazide (Diamicron) or glimepiride (Amaryl) for diabetes?",
    "glibenclamide|taking glibenclamide|on glibenclamide|gliclazide|taking gliclazide|glimepiride|daonil|diamicron|amaryl|sulfonylurea|sulphonylurea",
    { group: "history", base: 0.01, implies: ["known_diabetes"] },
  ),
  // BNF metformin: stomach upset at the start; long use lowers vitamin B12 (NICE CKS type 2 diabetes: check B12
  // with neuropathy or anaemia).
  f(
    "metformin_use",
    "Takes metformin for diabetes",
    "Do you take metformin (Glucophage) for diabetes?",
    "metformin|on metformin|taking metformin|takes metformin|glucophage|metformin for sugar|metformin for diabetes",
    { group: "history", base: 0.02, implies: ["known_diabetes"] },
  ),
  // WHO malaria guidelines: quinine stimulates insulin release; hypoglycaemia is common, above all in children
  // and in pregnancy.
  f(
    "quinine_treatment",
    "Being treated with quinine (tablets, injection or drip)",
    "Is the person being treated with quinine (tablets, an injection or a drip)?",
    "quinine|quinine drip|quinine injection|treated with quinine|on quinine|taking quinine|quinine tablets|quinine for malaria",
    { group: "history", base: 0.005 },
  ),
  // WHO TB guidelines / BNF rifampicin: harmless orange-red urine, sweat and tears; isoniazid: neuropathy.
  f(
    "tb_treatment",
    "Taking TB treatment (rifampicin, isoniazid)",
    "Are you taking TB treatment (rifampicin, isoniazid, the 'TB drugs' from the DOTS clinic)?",
    "tb treatment|started tb treatment|on tb treatment|tb drugs|on tb drugs|tb medicine|tb medicines|tb tablets|anti-tb drugs|anti tb drugs|rifampicin|rifampin|isoniazid|rifater|rifinah|dots clinic|treatment for tuberculosis|tuberculosis treatment|tb treatment last week",
    { group: "history", base: 0.005 },
  ),
  f(
    "orange_body_fluids",
    "Orange or orange-red urine, sweat or tears",
    "Is your urine, sweat or tears orange or orange-red (not dark brown)?",
    "orange urine|orange-red urine|orange red urine|urine is orange|urine turned orange|orange coloured urine|orange tears|orange-red tears|tears are orange|orange sweat|sweat is orange|red-orange urine|urine dey orange",
    { group: "urinary", base: 0.003 },
  ),
  // NICE CKS iron deficiency anaemia / BNF: oral iron darkens the stools and causes constipation or upset stomach.
  f(
    "oral_iron",
    "Taking iron tablets (ferrous sulphate) as prescribed",
    "Are you taking iron tablets (ferrous sulphate, ferrous fumarate or a 'blood tonic' with iron)?",
    "taking iron tablets|on iron tablets|iron tablets|my iron tablets|taking ferrous sulphate|on ferrous sulphate|gave me ferrous sulphate|ferrous fumarate|ferrous gluconate|after the iron tablets|started after the iron tablets|since the iron tablets|iron supplement|iron supplements|blood tonic|haematinic|haematinics|fesolate|taking iron",
    { group: "history", base: 0.02 },
  ),
  // FSRH progestogen-only injectable: amenorrhoea in about half of users by a year, expected and harmless.
  f(
    "injectable_contraceptive",
    "Uses the contraceptive injection (Depo-Provera, Sayana Press, Noristerat)",
    "Do you use the three-monthly family planning injection (Depo-Provera, Sayana Press, Noristerat)?",
    "depo|depo-provera|depo provera|depo injection|sayana press|noristerat|contraceptive injection|injection for family planning|on the family planning injection|three monthly injection|3 monthly injection|family planning injection every three months",
    { group: "history", base: 0.01, sex: "female", parent: "hormonal_contraception" },
  ),
  // FSRH combined hormonal contraception: unscheduled bleeding is common in the first 3 months.
  f(
    "combined_pill",
    "Takes the combined contraceptive pill",
    "Do you take a daily family planning pill (the combined pill: Microgynon, Yasmin and others)?",
    "combined pill|the combined pill|started the combined pill|family planning pill|started the family planning pill|started the pill|taking the pill|taking the pill every day|microgynon|yasmin|oral contraceptive|combined oral contraceptive|family planning tablets|on the pill|contraceptive pill|contraceptive pills|birth control pill|birth control pills|oral contraceptive pill",
    { group: "history", base: 0.02, sex: "female", parent: "hormonal_contraception" },
  ),
  f(
    "pregnancy_test_negative",
    "A pregnancy test was negative",
    "Have you done a pregnancy test, and was it negative?",
    "pregnancy test negative|negative pregnancy test|pregnancy test was negative|my pregnancy test was negative|had pregnancy test|had a pregnancy test|did a pregnancy test|i don test no belle|test no belle|no belle",
    { group: "history", base: 0.02, sex: "female" },
  ),
  // BNF hydralazine: drug-induced lupus, more with doses over 100 mg a day, slow acetylators and women.
  f(
    "hydralazine_use",
    "Takes hydralazine for blood pressure",
    "Do you take hydralazine (Apresoline) for blood pressure?",
    "hydralazine|taking hydralazine|on hydralazine|apresoline",
    { group: "history", base: 0.003 },
  ),
  // NICE CG185 / TOXBASE lithium: narrow margin; vomiting, diarrhoea, dehydration, NSAIDs and diuretics raise
  // levels into toxicity.
  f(
    "lithium_use",
    "Takes lithium",
    "Do you take lithium (Priadel, Camcolit) for bipolar disorder or depression?",
    "lithium|on lithium|takes lithium|taking lithium|lithium carbonate|priadel|camcolit|lithium for bipolar",
    { group: "history", base: 0.002 },
  ),
  // BNF SSRIs / TOXBASE serotonin toxicity: with tramadol, pethidine, MDMA, linezolid or another antidepressant.
  f(
    "ssri_use",
    "Takes an antidepressant (fluoxetine, sertraline, citalopram)",
    "Do you take an antidepressant such as fluoxetine (Prozac), sertraline, citalopram, escitalopram or paroxetine?",
    "fluoxetine|takes fluoxetine|on fluoxetine|prozac|sertraline|zoloft|citalopram|escitalopram|paroxetine|ssri|antidepressant|antidepressants|on antidepressants|taking antidepressants",
    { group: "history", base: 0.01 },
  ),
  f(
    "tramadol_use",
    "Took tramadol (at a usual dose)",
    "Have you taken tramadol (Tramol) in the last day or two, even at a normal dose?",
    "took tramadol|taking tramadol|on tramadol|tramadol for pain|tramadol for back pain|tramol|tramadol tablets|took tramadol for pain",
    // Tramadol is also the drug most misused in Nigeria (NDLEA / UNODC drug use survey 2018): it stays a drug use.
    { group: "history", base: 0.01, parent: "drug_use" },
  ),
  // TOXBASE: clonus and jerking muscles (myoclonus) are the key signs of serotonin toxicity (Hunter criteria).
  f(
    "muscle_jerks",
    "Muscles jerking or twitching (while awake)",
    "Are the muscles jerking or twitching on their own while the person is awake and talking?",
    "muscle jerks|muscles keep jerking|my muscles keep jerking|muscles jerking|jerking muscles|muscle jerking|legs keep jerking|muscle spasms jerking|myoclonus|clonus",
    { group: "neuro", base: 0.005 },
  ),
  // TOXBASE synthetic cannabinoid receptor agonists ("colorado", "spice", "K2", "kush"): seizures, agitation,
  // tachycardia, psychosis, far more toxic than cannabis.
  f(
    "synthetic_cannabinoid",
    "Smoked 'colorado' or another synthetic cannabis (spice, K2)",
    "Did the person smoke 'colorado', 'Arizona', spice, K2 or another synthetic cannabis?",
    "smoked colorado|colorado weed|smoke colorado|took colorado|synthetic cannabis|synthetic cannabinoid|synthetic weed|k2 spice|smoked k2|smoked spice|arizona weed|smoked arizona",
    { group: "history", base: 0.002, parent: "drug_use" },
  ),
  // TOXBASE camphor: seizures within 2 hours of a child swallowing camphor; no safe amount in a toddler. In Nigeria
  // "camphor" also names naphthalene mothballs (an oxidant trigger of G6PD haemolysis, findings-body.ts), so only
  // words of eating or swallowing it are this finding.
  f(
    "camphor_ingestion",
    "Swallowed or chewed camphor",
    "Could the child have chewed or swallowed camphor (the white wardrobe cubes, 'kafura') or camphorated oil?",
    "ate camphor|chewed camphor|chewed some camphor|swallowed camphor|swallowed some camphor|ate camphor cubes|ate some camphor|chew kafura|chew some kafura|ate kafura|chewed kafura|drank camphorated oil|swallowed camphorated oil|drank camphor oil",
    { group: "poison", base: 0.0005, parent: "poisoning" },
  ),
  // TOXBASE beta-blockers: bradycardia, hypotension, collapse and, with propranolol, seizures.
  f(
    "beta_blocker_overdose",
    "Swallowed many beta-blocker tablets (propranolol, atenolol)",
    "Did the person swallow many propranolol, atenolol or other beta-blocker tablets?",
    "swallowed many propranolol tablets|swallowed propranolol|propranolol overdose|took many propranolol|many propranolol tablets|propranolol tablets|atenolol overdose|swallowed atenolol|beta blocker overdose|beta-blocker overdose",
    { group: "poison", base: 0.0003, parent: "poisoning" },
  ),
  // WHO / NHS immunisation: fever, fussiness and a sore swelling at the site in the first 48 hours are common.
  f(
    "recent_vaccination",
    "Had vaccines (immunisation) in the last two days",
    "Did the child (or you) have any vaccines or immunisation injections in the last two days?",
    "had vaccines|had vaccines yesterday|had his vaccines|had her vaccines|had his injections yesterday|had her injections yesterday|had his injections|had her injections|had immunisation|had immunization|immunisation yesterday|immunization yesterday|vaccinated yesterday|after vaccination|after immunisation|after immunization|after his vaccines|after her vaccines|baby injections|routine immunisation|had jabs|had his jabs|took injection for immunisation",
    { group: "history", base: 0.01 },
  ),
  f(
    "injection_site_swelling",
    "Swelling or redness where an injection was given",
    "Is there a sore, swollen or red spot where the injection was given?",
    "swelling where the injection was given|swollen where they injected|injection site swelling|swelling at the injection site|leg where they injected is swollen|lump where the injection was given|red where the injection was given|sore where injected|injection site is swollen|injection place swell",
    { group: "skin", base: 0.01 },
  ),
];

// Lay words appended to existing findings (kb/index.ts adds an alias only when no finding has it yet).
export const MED13_ALIASES: Record<string, string> = {
  // "e dey bleed when I brush" said of the gums.
  bleeding_gums_brushing: "bleed when i brush|e dey bleed when i brush|bleeds when i brush|bleeding when i brush",
  high_sugar:
    "blood sugar 19|sugar was high at the pharmacy|blood sugar high at the pharmacy|sugar reading high|my sugar was high|sugar high for chemist",
  hiv_exposure:
    "partner's hiv status unknown|partner hiv status unknown|don't know his status|dont know his status|don't know her status|unknown hiv status|drugs that stop hiv|want pep|need pep",
  restlessness:
    "keeps walking up and down|walking up and down|pacing up and down|feels like jumping out of his skin|jumping out of my skin",
};

// Likelihood rows on existing conditions for the findings above (added only where the condition has none).
export const MED13_LIKELIHOOD_ROWS: Record<string, string> = {
  // WHO malaria guidelines: quinine-induced hypoglycaemia; BNF: sulfonylurea hypoglycaemia.
  hypoglycaemia: "quinine_treatment .1, sulfonylurea_use .35",
  // MHRA: SGLT2 inhibitors in DKA.
  dka: "sglt2_inhibitor .05",
  // A negative pregnancy test speaks against pregnancy.
  early_pregnancy: "pregnancy_test_negative .03",
  oral_thrush: "inhaled_steroid .2",
  // The illness each medicine is taken for: naming the medicine is evidence of the illness too.
  // FSRH UKMEC / NICE CKS: the combined pill raises blood pressure in some women.
  hypertension: "combined_pill .08, ccb_drug .4, hydralazine_use .05",
  type2_diabetes: "sulfonylurea_use .3, sglt2_inhibitor .1, metformin_use .6",
  b12_deficiency: "metformin_use .3",
  asthma: "inhaled_steroid .3",
  asthma_severe: "inhaled_steroid .3",
  tb_pulmonary: "tb_treatment .3",
  iron_deficiency_anaemia: "oral_iron .5",
  malaria: "quinine_treatment .03",
  severe_malaria: "quinine_treatment .2",
  depression: "ssri_use .3",
  bipolar_disorder: "lithium_use .4",
  mania: "lithium_use .2",
  opioid_use_disorder: "tramadol_use .8",
  // BNF: metronidazole, rifampicin and isoniazid are among the drugs that injure the liver (TB drugs first).
  drug_induced_liver_injury: "tb_treatment .3",
  // TOXBASE serotonin toxicity: an SSRI with tramadol; clonus and myoclonus (Hunter criteria).
  serotonin_syndrome: "ssri_use .8, tramadol_use .5, muscle_jerks .7, restlessness .6",
  // WHO G6PD / BSH acute haemolysis: the sudden anaemia makes a child listless and breathe fast.
  g6pd_haemolysis: "fast_breathing .3, drowsiness .25",
};
