// The curated fact base: short passages, each from one named public-health source with its address.
// Wording is HealthBuddy's own; the facts are the sources'. A clinician reviews this file like code.
export type Source = { name: string; url: string };
export type Fact = {
  id: string;
  title: string;
  text: string;
  source: Source;
  /** Extra words people use for this topic. */ keywords?: string;
};

const NHS_IBU: Source = {
  name: "NHS: Ibuprofen for adults",
  url: "https://www.nhs.uk/medicines/ibuprofen-for-adults/",
};
const NHS_ACNE: Source = { name: "NHS: Acne", url: "https://www.nhs.uk/conditions/acne/" };
const NHS_UNDERWEIGHT: Source = {
  name: "NHS: Advice for underweight adults",
  url: "https://www.nhs.uk/live-well/healthy-weight/managing-your-weight/advice-for-underweight-adults/",
};
const NHS_DISCHARGE: Source = {
  name: "NHS: Vaginal discharge",
  url: "https://www.nhs.uk/conditions/vaginal-discharge/",
};
const NHS_NAPPY: Source = { name: "NHS: Nappy rash", url: "https://www.nhs.uk/conditions/nappy-rash/" };
const NHS_BITES: Source = {
  name: "NHS: Insect bites and stings",
  url: "https://www.nhs.uk/conditions/insect-bites-and-stings/",
};
const NHS_DANDRUFF: Source = { name: "NHS: Dandruff", url: "https://www.nhs.uk/conditions/dandruff/" };
const NHS_TIRED: Source = {
  name: "NHS: Tiredness and fatigue",
  url: "https://www.nhs.uk/conditions/tiredness-and-fatigue/",
};
const NHS_BURNS: Source = { name: "NHS: Burns and scalds", url: "https://www.nhs.uk/conditions/burns-and-scalds/" };
const NHS_SPRAIN: Source = {
  name: "NHS: Sprains and strains",
  url: "https://www.nhs.uk/conditions/sprains-and-strains/",
};
const NHS_HANGOVER: Source = { name: "NHS: Hangovers", url: "https://www.nhs.uk/conditions/hangovers/" };
const NHS_PERIODS: Source = { name: "NHS: Periods", url: "https://www.nhs.uk/conditions/periods/" };
const NHS_BP_READINGS: Source = {
  name: "NHS: High blood pressure",
  url: "https://www.nhs.uk/conditions/high-blood-pressure-hypertension/",
};
const NICE_FAMILIAL_BREAST: Source = {
  name: "NICE CG164: Familial breast cancer",
  url: "https://www.nice.org.uk/guidance/cg164",
};
const WHO_CHOLERA: Source = { name: "WHO: Cholera", url: "https://www.who.int/news-room/fact-sheets/detail/cholera" };
const NHS_CUTS: Source = { name: "NHS: Cuts and grazes", url: "https://www.nhs.uk/conditions/cuts-and-grazes/" };
const NHS_PARA: Source = {
  name: "NHS: Paracetamol for adults",
  url: "https://www.nhs.uk/medicines/paracetamol-for-adults/",
};
const CDC_ABX: Source = {
  name: "CDC: Antibiotic use, common illnesses",
  url: "https://www.cdc.gov/antibiotic-use/about/index.html",
};
const WHO_AMR: Source = {
  name: "WHO: Antimicrobial resistance",
  url: "https://www.who.int/news-room/fact-sheets/detail/antimicrobial-resistance",
};
const WHO_DIARR: Source = {
  name: "WHO: Diarrhoeal disease",
  url: "https://www.who.int/news-room/fact-sheets/detail/diarrhoeal-disease",
};
const WHO_OBESITY: Source = {
  name: "WHO: Obesity and overweight",
  url: "https://www.who.int/news-room/fact-sheets/detail/obesity-and-overweight",
};
const NHS_BMI: Source = {
  name: "NHS: What is the body mass index (BMI)?",
  url: "https://www.nhs.uk/conditions/obesity/",
};
const WHO_TYPHOID: Source = { name: "WHO: Typhoid", url: "https://www.who.int/news-room/fact-sheets/detail/typhoid" };
const NHS_CONSTIPATION: Source = { name: "NHS: Constipation", url: "https://www.nhs.uk/conditions/constipation/" };
const NHS_DEHYDRATION: Source = { name: "NHS: Dehydration", url: "https://www.nhs.uk/conditions/dehydration/" };
const NHS_FEBRILE: Source = { name: "NHS: Febrile seizures", url: "https://www.nhs.uk/conditions/febrile-seizures/" };
const NHS_HEART_RECOVERY: Source = {
  name: "NHS: Heart attack, recovery",
  url: "https://www.nhs.uk/conditions/heart-attack/recovery/",
};
const NHS_VAGINA: Source = {
  name: "NHS: Keeping your vagina clean and healthy",
  url: "https://www.nhs.uk/live-well/sexual-health/keeping-your-vagina-clean-and-healthy/",
};
const NHS_C25K: Source = {
  name: "NHS: Get running with Couch to 5K",
  url: "https://www.nhs.uk/live-well/exercise/running-and-aerobic-exercises/get-running-with-couch-to-5k/",
};
const NHS_EXAMS: Source = {
  name: "NHS: Tips on preparing for exams",
  url: "https://www.nhs.uk/mental-health/children-and-young-adults/help-for-teenagers-young-adults-and-students/tips-on-preparing-for-exams/",
};
const WHO_MALARIA: Source = { name: "WHO: Malaria", url: "https://www.who.int/news-room/fact-sheets/detail/malaria" };
const CDC_SCD: Source = {
  name: "CDC: Sickle cell trait",
  url: "https://www.cdc.gov/sickle-cell/about/sickle-cell-trait.html",
};
const NHS_SCD: Source = {
  name: "NHS: Sickle cell disease, causes",
  url: "https://www.nhs.uk/conditions/sickle-cell-disease/causes/",
};
const WHO_HTN: Source = {
  name: "WHO: Hypertension",
  url: "https://www.who.int/news-room/fact-sheets/detail/hypertension",
};
const WHO_SALT: Source = {
  name: "WHO: Sodium reduction",
  url: "https://www.who.int/news-room/fact-sheets/detail/sodium-reduction",
};
const WHO_ACTIVITY: Source = {
  name: "WHO: Physical activity",
  url: "https://www.who.int/news-room/fact-sheets/detail/physical-activity",
};
const CDC_SLEEP: Source = { name: "CDC: About sleep", url: "https://www.cdc.gov/sleep/about/index.html" };
const WHO_FP: Source = {
  name: "WHO: Family planning/contraception methods",
  url: "https://www.who.int/news-room/fact-sheets/detail/family-planning-contraception",
};
const WHO_EC: Source = {
  name: "WHO: Emergency contraception",
  url: "https://www.who.int/news-room/fact-sheets/detail/emergency-contraception",
};
const WHO_HPV: Source = {
  name: "WHO: Human papillomavirus and cancer",
  url: "https://www.who.int/news-room/fact-sheets/detail/human-papilloma-virus-and-cancer",
};
const WHO_PREG_DANGER: Source = {
  name: "WHO: Pregnancy, childbirth, postpartum and newborn care (danger signs)",
  url: "https://www.who.int/publications/i/item/9789241549356",
};
const NHSBT_ELIGIBILITY: Source = {
  name: "NHS Blood and Transplant: Who can give blood",
  url: "https://www.blood.co.uk/who-can-give-blood/",
};
const WHO_IMM: Source = {
  name: "WHO: Immunization coverage",
  url: "https://www.who.int/news-room/fact-sheets/detail/immunization-coverage",
};
const CDC_PEP: Source = { name: "CDC: Preventing HIV with PEP", url: "https://www.cdc.gov/hiv/prevention/pep.html" };
const WHO_HIV: Source = { name: "WHO: HIV and AIDS", url: "https://www.who.int/news-room/fact-sheets/detail/hiv-aids" };
const WHO_DIET: Source = {
  name: "WHO: Healthy diet",
  url: "https://www.who.int/news-room/fact-sheets/detail/healthy-diet",
};
const NHS_PERIOD: Source = { name: "NHS: Period pain", url: "https://www.nhs.uk/conditions/period-pain/" };
const NHS_HEADACHE: Source = { name: "NHS: Headaches", url: "https://www.nhs.uk/conditions/headaches/" };
const WHO_TOBACCO: Source = { name: "WHO: Tobacco", url: "https://www.who.int/news-room/fact-sheets/detail/tobacco" };
const WHO_ALCOHOL: Source = { name: "WHO: Alcohol", url: "https://www.who.int/news-room/fact-sheets/detail/alcohol" };
const CDC_HANDS: Source = { name: "CDC: About handwashing", url: "https://www.cdc.gov/clean-hands/about/index.html" };
const WHO_DEPRESSION: Source = {
  name: "WHO: Depressive disorder (depression)",
  url: "https://www.who.int/news-room/fact-sheets/detail/depression",
};
const NHS_METRO: Source = { name: "NHS: Metronidazole", url: "https://www.nhs.uk/medicines/metronidazole/" };
const WHO_SKIN: Source = {
  name: "WHO: Mercury in skin lightening products",
  url: "https://www.who.int/publications/i/item/WHO-CED-PHE-EPE-19.13",
};
const NHS_PREG: Source = {
  name: "NHS: Pregnancy tests",
  url: "https://www.nhs.uk/pregnancy/trying-for-a-baby/doing-a-pregnancy-test/",
};
const NHS_DIABETES: Source = {
  name: "NHS: Type 2 diabetes symptoms",
  url: "https://www.nhs.uk/conditions/type-2-diabetes/symptoms/",
};
const NHS_COLD: Source = { name: "NHS: Common cold", url: "https://www.nhs.uk/conditions/common-cold/" };
const NHS_FLU: Source = { name: "NHS: Flu", url: "https://www.nhs.uk/conditions/flu/" };
const NHS_STROKE: Source = { name: "NHS: Stroke symptoms", url: "https://www.nhs.uk/conditions/stroke/symptoms/" };
const NHS_HEART: Source = { name: "NHS: Heart attack", url: "https://www.nhs.uk/conditions/heart-attack/" };
const NHS_WATER: Source = {
  name: "NHS: Water, drinks and your health",
  url: "https://www.nhs.uk/live-well/eat-well/food-guidelines-and-food-labels/water-drinks-nutrition/",
};
const NHS_SEIZURE: Source = {
  name: "NHS: What to do if someone has a seizure",
  url: "https://www.nhs.uk/conditions/epilepsy/what-to-do-if-someone-has-a-seizure-fit/",
};
const NHS_CPR: Source = { name: "NHS: CPR", url: "https://www.nhs.uk/conditions/first-aid/cpr/" };
const NHS_CHOKING: Source = { name: "NHS: Choking", url: "https://www.nhs.uk/conditions/choking/" };
const WHO_SNAKE: Source = {
  name: "WHO: Snakebite envenoming",
  url: "https://www.who.int/news-room/fact-sheets/detail/snakebite-envenoming",
};
const NHS_NOSEBLEED: Source = { name: "NHS: Nosebleed", url: "https://www.nhs.uk/conditions/nosebleed/" };
const NHS_POISONING: Source = { name: "NHS: Poisoning", url: "https://www.nhs.uk/conditions/poisoning/" };
const NHS_PANIC: Source = {
  name: "NHS: Panic disorder",
  url: "https://www.nhs.uk/mental-health/conditions/panic-disorder/",
};
const NHS_FAINT: Source = { name: "NHS: Fainting", url: "https://www.nhs.uk/conditions/fainting/" };
const NHS_ANAPHYLAXIS: Source = { name: "NHS: Anaphylaxis", url: "https://www.nhs.uk/conditions/anaphylaxis/" };
const NHS_BLEEDING: Source = {
  name: "NHS: First aid, heavy bleeding",
  url: "https://www.nhs.uk/conditions/first-aid/",
};
const NHS_PARA_CHILD: Source = {
  name: "NHS: Paracetamol for children",
  url: "https://www.nhs.uk/medicines/paracetamol-for-children/",
};
const NHS_PARA_PREG: Source = {
  name: "NHS: Paracetamol in pregnancy",
  url: "https://www.nhs.uk/medicines/paracetamol-for-adults/pregnancy-breastfeeding-and-fertility-while-taking-paracetamol-for-adults/",
};
const NHS_FEVER_CHILD: Source = {
  name: "NHS: Fever in children",
  url: "https://www.nhs.uk/conditions/fever-in-children/",
};
const NHS_COUGH: Source = { name: "NHS: Cough", url: "https://www.nhs.uk/conditions/cough/" };
const NHS_IRON: Source = { name: "NHS: Iron", url: "https://www.nhs.uk/conditions/vitamins-and-minerals/iron/" };
const NHS_TEETH: Source = {
  name: "NHS: How to keep your teeth clean",
  url: "https://www.nhs.uk/live-well/healthy-teeth-and-gums/how-to-keep-your-teeth-clean/",
};
const NHS_HEAD_INJURY: Source = {
  name: "NHS: Head injury and concussion",
  url: "https://www.nhs.uk/conditions/head-injury-and-concussion/",
};
const NHS_CHD: Source = {
  name: "NHS: Coronary heart disease, causes",
  url: "https://www.nhs.uk/conditions/coronary-heart-disease/causes/",
};
const NHS_APNOEA: Source = { name: "NHS: Sleep apnoea", url: "https://www.nhs.uk/conditions/sleep-apnoea/" };
const NHS_BACK: Source = { name: "NHS: Back pain", url: "https://www.nhs.uk/conditions/back-pain/" };
const NHS_STROKE_RECOVERY: Source = {
  name: "NHS: Stroke, recovery",
  url: "https://www.nhs.uk/conditions/stroke/recovery/",
};
const NHS_CONDOMS: Source = {
  name: "NHS: Condoms",
  url: "https://www.nhs.uk/contraception/methods-of-contraception/condoms/",
};
const NHS_STROKE_PREVENT: Source = {
  name: "NHS: Stroke, prevention",
  url: "https://www.nhs.uk/conditions/stroke/prevention/",
};
const NHS_MENINGITIS: Source = { name: "NHS: Meningitis", url: "https://www.nhs.uk/conditions/meningitis/" };
const NHS_DIABETES_FOOD: Source = {
  name: "NHS: Type 2 diabetes, food and keeping active",
  url: "https://www.nhs.uk/conditions/type-2-diabetes/food-and-keeping-active/",
};
const NHS_POISONING_PREVENTION: Source = {
  name: "NHS: Poisoning, prevention",
  url: "https://www.nhs.uk/conditions/poisoning/prevention/",
};
const NHS_BLEEDING_AFTER_SEX: Source = {
  name: "NHS: Bleeding after sex",
  url: "https://www.nhs.uk/symptoms/bleeding-after-sex/",
};
const NHS_GRIEF: Source = {
  name: "NHS: Grief after bereavement or loss",
  url: "https://www.nhs.uk/mental-health/feelings-symptoms-behaviours/feelings-and-symptoms/grief-bereavement-loss/",
};
const NHS_HYPO: Source = {
  name: "NHS: Low blood sugar (hypoglycaemia)",
  url: "https://www.nhs.uk/conditions/low-blood-sugar-hypoglycaemia/",
};
const NHS_SCD_LIVING: Source = {
  name: "NHS: Sickle cell disease, living with",
  url: "https://www.nhs.uk/conditions/sickle-cell-disease/living-with/",
};
const NHS_PREGNANCY_DIET: Source = {
  name: "NHS: Have a healthy diet in pregnancy",
  url: "https://www.nhs.uk/pregnancy/keeping-well/have-a-healthy-diet/",
};
const NHS_PREGNANCY_EXERCISE: Source = {
  name: "NHS: Exercise in pregnancy",
  url: "https://www.nhs.uk/pregnancy/keeping-well/exercise/",
};
const NHS_STRESS: Source = {
  name: "NHS Every Mind Matters: Stress",
  url: "https://www.nhs.uk/every-mind-matters/mental-health-issues/stress/",
};
const WHO_METHANOL: Source = {
  name: "WHO: Methanol poisoning outbreaks (information note)",
  url: "https://www.who.int/publications/m/item/methanol-poisoning-outbreaks",
};
const NHS_EPILEPSY_LIVING: Source = {
  name: "NHS: Epilepsy, living with",
  url: "https://www.nhs.uk/conditions/epilepsy/living-with/",
};
const NHS_SOLIDS: Source = {
  name: "NHS: Your baby's first solid foods",
  url: "https://www.nhs.uk/conditions/baby/weaning-and-feeding/babys-first-solid-foods/",
};
const NHS_BREAKFAST: Source = {
  name: "NHS: Eat well, healthy breakfasts",
  url: "https://www.nhs.uk/live-well/eat-well/healthy-eating/",
};
const NHS_EATING_OUT: Source = {
  name: "NHS: Eat well, fat and salt",
  url: "https://www.nhs.uk/live-well/eat-well/food-types/different-fats-nutrition/",
};
const WHO_IYCF: Source = {
  name: "WHO: Infant and young child feeding",
  url: "https://www.who.int/news-room/fact-sheets/detail/infant-and-young-child-feeding",
};
const NHS_SCARS: Source = { name: "NHS: Scars", url: "https://www.nhs.uk/conditions/scars/" };
const WHO_DIARR_CHILD: Source = {
  name: "WHO: The treatment of diarrhoea",
  url: "https://www.who.int/publications/i/item/9241593180",
};
const NHS_ULCER: Source = { name: "NHS: Stomach ulcer", url: "https://www.nhs.uk/conditions/stomach-ulcer/" };
const NHS_TYPHOID: Source = { name: "NHS: Typhoid fever", url: "https://www.nhs.uk/conditions/typhoid-fever/" };
const NHS_BO: Source = { name: "NHS: Body odour (BO)", url: "https://www.nhs.uk/conditions/body-odour-bo/" };
const NHS_HAIR_LOSS: Source = { name: "NHS: Hair loss", url: "https://www.nhs.uk/conditions/hair-loss/" };
const NHS_ED: Source = {
  name: "NHS: Erection problems (erectile dysfunction)",
  url: "https://www.nhs.uk/conditions/erection-problems-erectile-dysfunction/",
};
// Round 16 (chat30).
const NHS_BP_TREATMENT: Source = {
  name: "NHS: High blood pressure, treatment",
  url: "https://www.nhs.uk/conditions/high-blood-pressure/treatment/",
};
const NHS_BREASTFEEDING_PAIN: Source = {
  name: "NHS: Breastfeeding problems",
  url: "https://www.nhs.uk/baby/breastfeeding-and-bottle-feeding/breastfeeding-problems/",
};
const NHS_BABY_BLUES: Source = {
  name: "NHS: Feeling depressed after childbirth",
  url: "https://www.nhs.uk/conditions/baby/support-and-services/feeling-depressed-after-childbirth/",
};
const NCDC_LASSA: Source = { name: "NCDC: Lassa fever", url: "https://ncdc.gov.ng/diseases/factsheet/47" };
const NHS_PREG_TEST: Source = {
  name: "NHS: Doing a pregnancy test",
  url: "https://www.nhs.uk/pregnancy/trying-for-a-baby/doing-a-pregnancy-test/",
};
const WHO_VACCINE_SAFETY: Source = {
  name: "WHO: Vaccines and immunization, what is vaccination?",
  url: "https://www.who.int/news-room/questions-and-answers/item/vaccines-and-immunization-what-is-vaccination",
};
const FDA_INSULIN: Source = {
  name: "FDA: Insulin storage in an emergency",
  url: "https://www.fda.gov/drugs/emergency-preparedness-drugs/information-regarding-insulin-storage-and-switching-between-products-emergency",
};
const NHS_WARFARIN: Source = { name: "NHS: Warfarin", url: "https://www.nhs.uk/medicines/warfarin/" };
const NHS_CIPRO: Source = { name: "NHS: Ciprofloxacin", url: "https://www.nhs.uk/medicines/ciprofloxacin/" };
const WHO_TB: Source = {
  name: "WHO: Tuberculosis",
  url: "https://www.who.int/news-room/fact-sheets/detail/tuberculosis",
};
const NHS_DRY_SKIN: Source = { name: "NHS: Emollients", url: "https://www.nhs.uk/conditions/emollients/" };
const NHS_PUBERTY: Source = {
  name: "NHS: Stages of puberty",
  url: "https://www.nhs.uk/live-well/sexual-health/stages-of-puberty-what-happens-to-boys-and-girls/",
};
const NHS_MISSED_PERIOD: Source = {
  name: "NHS: Stopped or missed periods",
  url: "https://www.nhs.uk/conditions/stopped-or-missed-periods/",
};
const WHO_FASTING_GLUCOSE: Source = {
  name: "WHO: Mean fasting blood glucose (indicator)",
  url: "https://www.who.int/data/gho/indicator-metadata-registry/imr-details/2380",
};
const NHS_HIV_TEST: Source = {
  name: "NHS: HIV and AIDS, diagnosis",
  url: "https://www.nhs.uk/conditions/hiv-and-aids/diagnosis/",
};
const CDC_HEPB_VACCINE: Source = {
  name: "CDC: Hepatitis B vaccine information statement",
  url: "https://www.cdc.gov/vaccines/hcp/current-vis/hepatitis-b.html",
};
const NHS_ABX_ALCOHOL: Source = {
  name: "NHS: Antibiotics, things to consider",
  url: "https://www.nhs.uk/conditions/antibiotics/considerations/",
};
const NHS_LONELY: Source = {
  name: "NHS Every Mind Matters: Loneliness",
  url: "https://www.nhs.uk/every-mind-matters/lifes-challenges/loneliness/",
};
const WHO_MALARIA_GUIDELINES: Source = {
  name: "WHO: Guidelines for malaria",
  url: "https://www.who.int/publications/i/item/guidelines-for-malaria",
};
const WHO_GONORRHOEA: Source = {
  name: "WHO: Gonorrhoea (Neisseria gonorrhoeae infection)",
  url: "https://www.who.int/news-room/fact-sheets/detail/gonorrhoea-(neisseria-gonorrhoeae-infection)",
};
const CDC_PREP: Source = { name: "CDC: Preventing HIV with PrEP", url: "https://www.cdc.gov/hiv/prevention/prep.html" };
const NHS_T2D_CAUSES: Source = {
  name: "NHS: Type 2 diabetes, causes",
  url: "https://www.nhs.uk/conditions/type-2-diabetes/causes/",
};
const NIH_ODS_EXERCISE: Source = {
  name: "NIH Office of Dietary Supplements: Supplements for exercise and athletic performance",
  url: "https://ods.od.nih.gov/factsheets/ExerciseAndAthleticPerformance-Consumer/",
};

const NHS_CONTRACEPTIVE_INJECTION: Source = {
  name: "NHS: Contraceptive injection",
  url: "https://www.nhs.uk/contraception/methods-of-contraception/contraceptive-injection/",
};

const NHS_BLOOD_GROUPS: Source = { name: "NHS: Blood groups", url: "https://www.nhs.uk/conditions/blood-groups/" };
const NHS_BAD_BREATH: Source = { name: "NHS: Bad breath", url: "https://www.nhs.uk/conditions/bad-breath/" };
const NHS_TOOTHACHE: Source = { name: "NHS: Toothache", url: "https://www.nhs.uk/conditions/toothache/" };

// Round 10 (chat24): sources for the everyday questions set 11 found unanswered.
const NHS_STIS: Source = {
  name: "NHS: Sexually transmitted infections (STIs)",
  url: "https://www.nhs.uk/conditions/sexually-transmitted-infections/",
};
const NHS_LOW_BP: Source = {
  name: "NHS: Low blood pressure (hypotension)",
  url: "https://www.nhs.uk/conditions/low-blood-pressure-hypotension/",
};
const NHS_CANNABIS: Source = {
  name: "NHS: Cannabis, the facts",
  url: "https://www.nhs.uk/live-well/addiction-support/cannabis-the-facts/",
};
const NHS_PILL: Source = {
  name: "NHS: Combined pill",
  url: "https://www.nhs.uk/contraception/methods-of-contraception/combined-pill/",
};
const NHS_ASTHMA: Source = { name: "NHS: Asthma", url: "https://www.nhs.uk/conditions/asthma/" };
const NHS_ASPIRIN: Source = {
  name: "NHS: Aspirin for pain relief",
  url: "https://www.nhs.uk/medicines/aspirin-for-pain-relief/",
};
const WHO_VITAMIN_A: Source = {
  name: "WHO: Vitamin A deficiency",
  url: "https://www.who.int/data/nutrition/nlis/info/vitamin-a-deficiency",
};

// Round 11 (chat25): first aid after a dog bite, medicines and herbs for a parent's blood pressure, checking blood
// pressure at home, the fertile window, how meningitis spreads, helping a brother who withdraws or a friend who
// drinks, palm wine and beer, HbA1c, bedwetting, nightmares, NHIA, remembering daily pills.
const WHO_RABIES: Source = { name: "WHO: Rabies", url: "https://www.who.int/news-room/fact-sheets/detail/rabies" };
const NHS_AMLODIPINE: Source = { name: "NHS: Amlodipine", url: "https://www.nhs.uk/medicines/amlodipine/" };
const NHS_BP_TEST: Source = {
  name: "NHS: Blood pressure test",
  url: "https://www.nhs.uk/conditions/blood-pressure-test/",
};
const NHS_FERTILE_WINDOW: Source = {
  name: "NHS: Fertility in the menstrual cycle",
  url: "https://www.nhs.uk/conditions/periods/fertility-in-the-menstrual-cycle/",
};
const WHO_MENINGITIS: Source = {
  name: "WHO: Meningitis",
  url: "https://www.who.int/news-room/fact-sheets/detail/meningitis",
};
const WHO_ADOLESCENT_MH: Source = {
  name: "WHO: Mental health of adolescents",
  url: "https://www.who.int/news-room/fact-sheets/detail/adolescent-mental-health",
};
const NHS_ALCOHOL_SUPPORT: Source = {
  name: "NHS: Alcohol support",
  url: "https://www.nhs.uk/live-well/alcohol-advice/alcohol-support/",
};
const MEDLINEPLUS_HERBAL: Source = {
  name: "NIH MedlinePlus: Herbal medicine",
  url: "https://medlineplus.gov/herbalmedicine.html",
};
const NICE_NG28: Source = {
  name: "NICE NG28: Type 2 diabetes in adults",
  url: "https://www.nice.org.uk/guidance/ng28",
};
const NHS_BEDWETTING: Source = {
  name: "NHS: Bedwetting in children",
  url: "https://www.nhs.uk/conditions/bedwetting/",
};
const NHS_NIGHTMARES: Source = {
  name: "NHS: Night terrors and nightmares",
  url: "https://www.nhs.uk/conditions/night-terrors/",
};
const NHIA: Source = { name: "NHIA: National Health Insurance Authority (Nigeria)", url: "https://www.nhia.gov.ng/" };

const WHO_YELLOW_FEVER: Source = {
  name: "WHO: Yellow fever",
  url: "https://www.who.int/news-room/fact-sheets/detail/yellow-fever",
};
const WHO_MEASLES: Source = { name: "WHO: Measles", url: "https://www.who.int/news-room/fact-sheets/detail/measles" };
const CDC_UU: Source = {
  name: "CDC: Viral suppression and undetectable viral load (U=U)",
  url: "https://www.cdc.gov/hiv/treatment/index.html",
};
const NHS_ARV: Source = {
  name: "NHS: HIV and AIDS, treatment",
  url: "https://www.nhs.uk/conditions/hiv-and-aids/treatment/",
};
const NHS_EPILEPSY: Source = { name: "NHS: Epilepsy", url: "https://www.nhs.uk/conditions/epilepsy/" };
const NHS_TRAMADOL: Source = { name: "NHS: Tramadol", url: "https://www.nhs.uk/medicines/tramadol/" };
const NHS_CODEINE: Source = { name: "NHS: Codeine", url: "https://www.nhs.uk/medicines/codeine/" };
const CDC_SYNTHETIC: Source = {
  name: "CDC: Synthetic cannabinoids",
  url: "https://www.cdc.gov/cannabis/health-effects/synthetic-cannabinoids.html",
};
const NHS_UNITS: Source = {
  name: "NHS: Alcohol units",
  url: "https://www.nhs.uk/live-well/alcohol-advice/calculating-alcohol-units/",
};
const WHO_SCREEN: Source = {
  name: "WHO: Physical activity, sedentary behaviour and sleep for children under 5 (2019)",
  url: "https://www.who.int/publications/i/item/9789241550536",
};
const NHS_BULIMIA: Source = { name: "NHS: Bulimia", url: "https://www.nhs.uk/mental-health/conditions/bulimia/" };

const NHS_STROKE_CAUSES: Source = { name: "NHS: Stroke, causes", url: "https://www.nhs.uk/conditions/stroke/causes/" };
const NHS_HBP_TREATMENT: Source = {
  name: "NHS: High blood pressure, treatment",
  url: "https://www.nhs.uk/conditions/high-blood-pressure-hypertension/treatment/",
};
const NHS_SLEEP_TIPS: Source = {
  name: "NHS Every Mind Matters: How to fall asleep faster and sleep better",
  url: "https://www.nhs.uk/every-mind-matters/mental-wellbeing-tips/how-to-fall-asleep-faster-and-sleep-better/",
};
const NHS_RINGWORM: Source = { name: "NHS: Ringworm", url: "https://www.nhs.uk/conditions/ringworm/" };

// Round 13 (chat27) sources.
const WHO_HB: Source = {
  name: "WHO: Haemoglobin concentrations for the diagnosis of anaemia",
  url: "https://www.who.int/publications/i/item/WHO-NMH-NHD-MNM-11.1",
};
const NHS_ABUSE: Source = {
  name: "NHS: Getting help for domestic violence and abuse",
  url: "https://www.nhs.uk/live-well/getting-help-for-domestic-violence/",
};
const NHS_PILES: Source = {
  name: "NHS: Piles (haemorrhoids)",
  url: "https://www.nhs.uk/conditions/piles-haemorrhoids/",
};
const NHS_TEETHING: Source = {
  name: "NHS: Baby teething symptoms",
  url: "https://www.nhs.uk/baby/babys-development/teething/baby-teething-symptoms/",
};
const WHO_STH: Source = {
  name: "WHO: Soil-transmitted helminth infections",
  url: "https://www.who.int/news-room/fact-sheets/detail/soil-transmitted-helminth-infections",
};
const NPHCDA_NPI: Source = {
  name: "NPHCDA: National routine immunisation schedule (Nigeria)",
  url: "https://nphcda.gov.ng/",
};
const WHO_POSTNATAL: Source = {
  name: "WHO: Recommendations on maternal and newborn care for a positive postnatal experience",
  url: "https://www.who.int/publications/i/item/9789240045989",
};
const NHS_PLANNING: Source = {
  name: "NHS: Planning your pregnancy",
  url: "https://www.nhs.uk/pregnancy/trying-for-a-baby/planning-your-pregnancy/",
};
const NHS_PULSE: Source = {
  name: "NHS: How do I check my pulse?",
  url: "https://www.nhs.uk/common-health-questions/accidents-first-aid-and-treatments/how-do-i-check-my-pulse/",
};
const NHS_FIRST_AID_KIT: Source = {
  name: "NHS: What should I keep in my first aid kit?",
  url: "https://www.nhs.uk/common-health-questions/accidents-first-aid-and-treatments/what-should-i-keep-in-my-first-aid-kit/",
};
const NHS_PREG_FOODS: Source = {
  name: "NHS: Foods to avoid in pregnancy",
  url: "https://www.nhs.uk/pregnancy/keeping-well/foods-to-avoid/",
};
const NHS_VITAMIN_C: Source = {
  name: "NHS: Vitamins and minerals, vitamin C",
  url: "https://www.nhs.uk/conditions/vitamins-and-minerals/vitamin-c/",
};
const NHS_FIBROIDS: Source = { name: "NHS: Fibroids", url: "https://www.nhs.uk/conditions/fibroids/" };
const NHS_BREAST_LUMPS: Source = { name: "NHS: Breast lumps", url: "https://www.nhs.uk/conditions/breast-lumps/" };
const NHS_SLEEP_WORRY: Source = {
  name: "NHS Every Mind Matters: Sleep problems",
  url: "https://www.nhs.uk/every-mind-matters/mental-health-issues/sleep/",
};
const NHS_NEWBORN_JAUNDICE: Source = {
  name: "NHS: Newborn jaundice",
  url: "https://www.nhs.uk/conditions/jaundice-newborn/",
};
const WHO_ANC: Source = {
  name: "WHO: Recommendations on antenatal care for a positive pregnancy experience",
  url: "https://www.who.int/publications/i/item/9789241549912",
};

// Round 17 (chat31): prevention, myths and traditional remedies that set 18's topics showed without a passage.
const NHS_HEAT: Source = {
  name: "NHS: Heatwave, how to cope in hot weather",
  url: "https://www.nhs.uk/live-well/seasonal-health/heatwave-how-to-cope-in-hot-weather/",
};
const CDC_WATER: Source = {
  name: "CDC: Making water safe in an emergency",
  url: "https://www.cdc.gov/water-emergency/about/index.html",
};
const WHO_HEPB: Source = {
  name: "WHO: Hepatitis B",
  url: "https://www.who.int/news-room/fact-sheets/detail/hepatitis-b",
};
const NHS_TETANUS: Source = { name: "NHS: Tetanus", url: "https://www.nhs.uk/conditions/tetanus/" };
const WHO_TRAD: Source = {
  name: "WHO: Traditional, complementary and integrative medicine",
  url: "https://www.who.int/health-topics/traditional-complementary-and-integrative-medicine",
};
const NHS_EPILEPSY_DIAG: Source = {
  name: "NHS: Epilepsy, diagnosis",
  url: "https://www.nhs.uk/conditions/epilepsy/diagnosis/",
};

export const FACTS: Fact[] = [
  {
    id: "para-ibu-together",
    title: "Paracetamol and ibuprofen together",
    keywords: "both at same time alternate painkillers combine mix",
    text: "Adults can take paracetamol and ibuprofen together, or one after the other, if neither on its own is enough and they're safe for you. Don't take two medicines that contain the same drug, and keep to each packet's dose.",
    source: NHS_IBU,
  },
  {
    id: "ibu-caution",
    title: "Who should be careful with ibuprofen",
    keywords: "nsaid brufen empty stomach ulcer asthma kidney",
    text: "Take ibuprofen with or just after food or milk, so it's less likely to upset your stomach. Ask a pharmacist first if you have had a stomach ulcer, asthma made worse by painkillers, kidney, liver or heart problems, or are pregnant.",
    source: NHS_IBU,
  },
  {
    id: "para-dose",
    title: "Paracetamol: how much is safe",
    keywords: "maximum dose panadol how many tablets adult limit 4g 500mg",
    text: "The usual adult dose is one or two 500 mg tablets up to 4 times in 24 hours, with at least 4 hours between doses: no more than 8 tablets (4 g) in 24 hours. Taking more can seriously damage the liver, even if you feel fine.",
    source: NHS_PARA,
  },
  {
    id: "para-what",
    title: "What paracetamol does",
    keywords:
      "paracetamol panadol how does work works working what is it for used for pain fever temperature how long kick in",
    text: "Paracetamol is a common painkiller for aches and pains, and it also lowers a high temperature (fever). It can take up to an hour to work. Many cold and flu remedies also contain it, so don't take them together with paracetamol tablets: that is how people overdose by accident.",
    source: NHS_PARA,
  },
  {
    id: "para-expired",
    title: "Out-of-date medicines",
    keywords: "expired expiry date old tablets",
    text: "Don't take medicines after their expiry date: they may not work as well. Take out-of-date medicines back to a pharmacy to be disposed of safely.",
    source: NHS_PARA,
  },
  {
    id: "abx-cold",
    title: "Antibiotics don't treat colds or flu",
    keywords: "antibiotic amoxicillin cold flu catarrh cough virus viral sore throat runny nose",
    text: "Colds, flu and most coughs and sore throats are caused by viruses, and antibiotics don't work against viruses. Taking them when they aren't needed won't make you better faster and can cause side effects. Rest, fluids and paracetamol for fever help; see a health worker if you get worse or aren't better in about 10 days.",
    source: CDC_ABX,
  },
  {
    id: "abx-resistance",
    title: "Using antibiotics safely",
    keywords: "antibiotic share leftover finish course resistance",
    text: "Only take antibiotics prescribed for you by a qualified health worker, take them exactly as advised, and never share them or use leftovers. Misuse makes bacteria resistant, so antibiotics stop working when you really need them.",
    source: WHO_AMR,
  },
  {
    id: "metronidazole-alcohol",
    title: "Metronidazole and alcohol",
    keywords: "flagyl alcohol drink beer",
    text: "Don't drink alcohol while taking metronidazole (Flagyl) and for 2 days after finishing it: together they can cause sickness, vomiting, flushing and a pounding heart.",
    source: NHS_METRO,
  },
  {
    id: "ors-recipe",
    title: "How to make ORS at home",
    keywords: "oral rehydration solution salt sugar water recipe diarrhoea dehydration homemade",
    text: "To make oral rehydration solution at home, mix 6 level teaspoons of sugar and half a level teaspoon of salt in 1 litre of clean, boiled and cooled water, and stir until dissolved. Give small, frequent sips after every loose stool. Use ready-made ORS sachets if you can get them, and give zinc to children with diarrhoea as a health worker advises.",
    source: WHO_DIARR,
  },
  {
    id: "bmi",
    title: "What a healthy BMI is",
    keywords: "body mass index weight height overweight obese underweight kg m2 27",
    text: "BMI is your weight in kilograms divided by your height in metres squared. For adults, 18.5 to 24.9 is a healthy range; 25 to 29.9 is overweight, 30 or more is obese, and under 18.5 is underweight. BMI is a rough guide: waist size, fitness and muscle matter too.",
    source: NHS_BMI,
  },
  {
    id: "weight-loss",
    title: "Losing weight healthily",
    keywords: "lose weight slim diet garri belly fat fattening late night snacks snacking calories",
    text: "Weight is lost by eating a little less energy than you use, steadily: more vegetables, fruit, beans and whole grains, fewer sugary drinks and fried foods, smaller portions, and regular activity. Crash diets and slimming teas don't last.",
    source: WHO_OBESITY,
  },
  {
    id: "typhoid-malaria",
    title: "Typhoid and malaria are different infections",
    keywords: "typhoid malaria together both same time myth widal test always",
    text: "Malaria is spread by mosquitoes; typhoid by food or water contaminated with faeces. They can occur together but usually don't, and fever alone can't tell them apart. Get tested before treatment: a malaria test (RDT or microscopy) and, for typhoid, a blood or stool culture. The Widal test is often wrong, so treating 'both' without a test wastes medicine and breeds resistance.",
    source: WHO_TYPHOID,
  },
  {
    id: "malaria-prevent",
    title: "Preventing malaria",
    keywords: "mosquito net insecticide treated net repellent prevent malaria travel travelling trip",
    text: "Sleep under an insecticide-treated mosquito net every night, clear standing water around the home, and use repellent and long sleeves in the evening. Any fever in a malaria area needs a malaria test within 24 hours.",
    source: WHO_MALARIA,
  },
  {
    id: "sickle-genotype",
    title: "Genotype and the chance of sickle cell",
    keywords: "genotype AS AA SS AC sickle cell trait carrier partner child children marry marriage chances",
    text: "If both parents carry the sickle cell trait (AS and AS), each pregnancy has a 1 in 4 (25%) chance of a child with sickle cell disease (SS), a 1 in 2 (50%) chance of a child who carries the trait (AS), and a 1 in 4 chance of AA. If one parent is AA, no child will have sickle cell disease, though each has a 1 in 2 chance of carrying the trait. A genotype blood test tells you your type.",
    source: NHS_SCD,
  },
  {
    id: "sickle-trait",
    title: "Sickle cell trait (AS) is not the disease",
    keywords: "sickle cell trait AS carrier genotype",
    text: "People with sickle cell trait (AS) carry one sickle gene but do not have sickle cell disease and usually live normal, healthy lives. Drink plenty of water, especially in heat and during hard exercise, and know that you can pass the gene on.",
    source: CDC_SCD,
  },
  {
    id: "blood-donation-sickle",
    title: "Giving blood with sickle cell trait",
    keywords: "donate donating donation give blood donor sickle cell trait AS genotype eligible",
    text: "People with sickle cell trait (AS) can usually donate blood: the trait is not the disease, and blood services such as NHS Blood and Transplant accept donors with the trait. People with sickle cell disease (SS) should not donate. Donors must be well on the day, usually 17 or 18 to 65 years old and over 50 kg; rules differ by country, so check with your national blood service before you go.",
    source: NHSBT_ELIGIBILITY,
  },
  {
    id: "pregnancy-danger-signs",
    title: "Danger signs in pregnancy",
    keywords: "danger signs warning signs pregnancy pregnant watch out emergency antenatal",
    text: "Go to a hospital at once, day or night, if you have any danger sign in pregnancy: bleeding from the vagina; a severe headache, blurred vision or swelling of the face and hands; fits; severe belly pain; fever or feeling very weak; fast or difficult breathing; the baby moving less than usual; or the waters breaking before labour. Keep every antenatal visit and carry your antenatal card.",
    source: WHO_PREG_DANGER,
  },
  {
    id: "bp-lifestyle",
    title: "Lowering blood pressure without medicines",
    keywords: "high blood pressure hypertension lower reduce naturally bp",
    text: "You can lower blood pressure by eating less salt (under 5 g, about a teaspoon, a day), eating more vegetables and fruit, being active for at least 150 minutes a week, keeping a healthy weight, not smoking and limiting alcohol. Check your blood pressure regularly; some people still need medicines.",
    source: WHO_HTN,
  },
  {
    id: "salt",
    title: "How much salt is too much",
    keywords: "salt sodium maggi seasoning cube a day",
    text: "Adults should eat less than 5 g of salt a day, just under a teaspoon, including the salt in seasoning cubes, processed foods and snacks. Too much salt raises blood pressure.",
    source: WHO_SALT,
  },
  {
    id: "activity",
    title: "How much exercise you need",
    keywords: "exercise workout physical activity how much minutes week fitness",
    text: "Adults need at least 150 to 300 minutes of moderate activity a week (brisk walking, dancing, cycling), or 75 to 150 minutes of vigorous activity, plus muscle-strengthening twice a week. Teenagers need an average of 60 minutes a day.",
    source: WHO_ACTIVITY,
  },
  {
    id: "sleep",
    title: "How much sleep you need",
    keywords:
      "sleep sleeping hours how many teenager student students university insomnia rest night wake up earlier alarm bedtime oversleep adult adults enough sleephours",
    text: "Adults need at least 7 hours of sleep a night; teenagers (13 to 18) need 8 to 10 hours. Keep regular sleep times, avoid screens and caffeine late in the day, and keep your room dark and cool.",
    source: CDC_SLEEP,
  },
  {
    id: "contraception",
    title: "Contraception options",
    keywords: "contraceptive family planning pill implant injection iud coil condom student",
    text: "Options include condoms (the only method that also protects against STIs and HIV), the pill, injections, implants, intrauterine devices (IUD) and emergency contraception. Implants and IUDs are the most effective and last for years. Family-planning clinics and primary health centres can help you choose.",
    source: WHO_FP,
  },
  {
    id: "implant",
    title: "Contraceptive implant side effects",
    keywords: "implant jadelle implanon side effects bleeding how long last lasts years work arm rod",
    text: "The implant is over 99% effective for 3 to 5 years. The commonest side effect is a change in bleeding: irregular, lighter, heavier or no periods. It can be removed at any time and fertility returns quickly.",
    source: WHO_FP,
  },
  {
    id: "emergency-contraception",
    title: "Emergency contraception",
    keywords: "morning after pill postinor emergency contraception after sex twice again often times month",
    text: "Emergency contraception can prevent pregnancy after unprotected sex. Levonorgestrel pills (such as Postinor) work best as soon as possible and within 72 hours (3 days); ulipristal pills and a copper IUD work up to 5 days (120 hours). It does not cause an abortion. Using it more than once, even in the same cycle, is safe, but it can change the timing of your next period and is less effective than a regular method, so if you need it often, ask a clinic about regular contraception.",
    source: WHO_EC,
  },
  {
    id: "hpv",
    title: "The HPV vaccine",
    keywords: "hpv vaccine cervical cancer girls boys safe",
    text: "The HPV vaccine protects against the virus that causes most cervical cancer. WHO recommends it for girls aged 9 to 14, before they become sexually active; some countries vaccinate boys too. It is safe: mild soreness or fever are the usual side effects.",
    source: WHO_HPV,
  },
  {
    id: "vaccines",
    title: "Routine vaccines",
    keywords:
      "vaccine vaccines vaccination immunisation baby newborn child children kid son daughter which need schedule measles adults tetanus hepatitis diphtheria pentavalent",
    text: "Babies get routine vaccines from birth through the first year and beyond (BCG, polio, pentavalent (which protects against diphtheria, tetanus, whooping cough, hepatitis B and Hib), pneumococcal, rotavirus, measles, yellow fever), free at primary health centres; keep the vaccination card. Adults may need tetanus, hepatitis B and HPV.",
    source: WHO_IMM,
  },
  {
    id: "pep",
    title: "PEP after a possible exposure to HIV",
    keywords: "pep post exposure prophylaxis hiv after sex condom burst rape",
    text: "PEP (post-exposure prophylaxis) is HIV medicine taken after a possible exposure, such as unprotected sex or sexual assault. It must be started within 72 hours, the sooner the better, and taken for 28 days. Go to a hospital or HIV clinic straight away.",
    source: CDC_PEP,
  },
  {
    id: "hiv-basics",
    title: "HIV: testing and prevention",
    keywords: "hiv aids test transmitted condom prep how often",
    text: "HIV spreads through unprotected sex, shared needles, blood, and from mother to baby; not through hugging or sharing food. Condoms used every time, PrEP and treating HIV early all prevent it. Test at least once, and every year or more often if you are at higher risk; testing is free at many clinics.",
    source: WHO_HIV,
  },
  {
    id: "condom-use",
    title: "Using a condom properly",
    keywords: "condom condoms use properly correctly put on wear how to burst split broke male external",
    text: "Use a new condom every time, before the penis touches the partner. Check the date and that the pack is not damaged, open it carefully without teeth or nails, pinch the tip to squeeze out air and roll it all the way down the erect penis. After sex, hold the base while pulling out, then throw it away. Use a water-based lubricant with latex condoms, never oil or lotion. Used correctly every time, male condoms are 98% effective and also protect against STIs and HIV.",
    source: NHS_CONDOMS,
  },
  {
    id: "healthy-diet",
    title: "A healthy diet",
    keywords:
      "food eat healthy diet nutrition strong body vitamins fruit vegetables budget heart meals chop how many times a day",
    text: "Eat a mix of foods every day: vegetables and fruit (at least 5 portions), beans and whole grains, with fish, eggs or lean meat. Limit sugar, salt and fried or processed food, and drink water rather than sugary drinks.",
    source: WHO_DIET,
  },
  {
    id: "water",
    title: "How much to drink",
    keywords: "water drink how much litres hydration skin",
    text: "Most people need about 6 to 8 glasses of fluid a day, more in hot weather or when active. Water is best; pale yellow urine means you're drinking enough.",
    source: NHS_WATER,
  },
  {
    id: "period-pain",
    title: "Period pain",
    keywords: "period pain cramps menstrual dysmenorrhoea monthly",
    text: "Period pain is common and usually normal. Ibuprofen (taken with food) works well, and paracetamol helps too; a warm water bottle on your belly, a warm bath, and gentle exercise also help. See a health worker if the pain stops you from going to school or work, or comes with heavy bleeding or pain between periods.",
    source: NHS_PERIOD,
  },
  {
    id: "headache",
    title: "Headache self-care",
    keywords: "headache head ache what can i take laptop screen computer",
    text: "Most headaches get better with rest, drinking water, and paracetamol or ibuprofen as the packet directs. Get help urgently for a sudden, very severe headache, or one with a stiff neck, fever, confusion, weakness or after a head injury.",
    source: NHS_HEADACHE,
  },
  {
    id: "smoking",
    title: "Stopping smoking",
    keywords: "quit smoking cigarettes tobacco stop",
    text: "Quitting at any age helps: within a year the risk of heart disease falls sharply. Set a date, tell people, avoid triggers, and ask a health worker about nicotine replacement and counselling, which double your chances.",
    source: WHO_TOBACCO,
  },
  {
    id: "alcohol",
    title: "Alcohol",
    keywords: "alcohol drinking beer weekend binge teenager teenagers teens teen youth underage",
    text: "No amount of alcohol is completely safe. Heavy drinking on one occasion raises the risk of injuries, violence and unsafe sex; regular drinking harms the liver, heart and mind. Drink less, never drive after drinking, and avoid alcohol under 18 and in pregnancy.",
    source: WHO_ALCOHOL,
  },
  {
    id: "handwashing",
    title: "Washing your hands properly",
    keywords: "hand washing wash hands soap germs",
    text: "Wet your hands with clean water, lather with soap and scrub all surfaces, between fingers and under nails, for at least 20 seconds, rinse and dry. Wash before eating or cooking and after the toilet.",
    source: CDC_HANDS,
  },
  {
    id: "depression",
    title: "Depression",
    keywords: "depressed depression sad low mood mental health signs friend",
    text: "Depression is more than feeling sad for a few days: low mood or loss of interest most of the day for at least two weeks, with poor sleep, tiredness, or feeling worthless. It is common and treatable with talking therapies and sometimes medicines. Talk to someone you trust and see a health worker.",
    source: WHO_DEPRESSION,
  },
  {
    id: "skin-bleaching",
    title: "Skin-lightening creams",
    keywords: "bleaching cream skin lightening toning mercury",
    text: "Many skin-lightening (bleaching) creams contain mercury or strong steroids, which can damage the skin and the kidneys and cause rashes and scarring. Avoid them; for dark marks, use sunscreen and see a health worker.",
    source: WHO_SKIN,
  },
  {
    id: "pregnancy-test",
    title: "A late period and pregnancy tests",
    keywords: "late period missed period pregnant pregnancy test",
    text: "If your period is late and you've had sex, a urine pregnancy test is reliable from the first day of the missed period; test again a few days later if it is negative but your period still hasn't come.",
    source: NHS_PREG,
  },
  {
    id: "diabetes",
    title: "Signs of diabetes",
    keywords: "diabetes sugar symptoms signs blood sugar thirst",
    text: "Signs of diabetes include passing urine often, being very thirsty, tiredness, weight loss without trying, blurred vision and cuts that heal slowly. A blood sugar test at a clinic can check.",
    source: NHS_DIABETES,
  },
  {
    id: "stroke-signs",
    title: "Signs of a stroke: think FAST",
    keywords: "stroke signs symptoms fast face arms speech time spot recognise recognize warning",
    text: "Think FAST. Face: has one side of the face dropped, or can't they smile? Arms: can they lift both arms and keep them there? Speech: is it slurred or muddled? Time: call the emergency number at once if you see any of these. Sudden loss of vision, dizziness or a sudden severe headache can also be signs.",
    source: NHS_STROKE,
  },
  {
    id: "heart-attack-signs",
    title: "Signs of a heart attack",
    keywords: "heart attack signs symptoms chest pain",
    text: "A heart attack usually causes chest pain or pressure that can spread to the arms, jaw, neck or back, often with sweating, feeling sick, breathlessness or light-headedness. Call the emergency number at once; don't drive yourself.",
    source: NHS_HEART,
  },
  {
    id: "cold",
    title: "Colds",
    keywords: "cold catarrh runny nose sneezing how long",
    text: "A cold usually gets better in 1 to 2 weeks. Rest, drink plenty of fluids, and take paracetamol or ibuprofen for aches or fever; antibiotics don't help.",
    source: NHS_COLD,
  },
  {
    id: "flu",
    title: "Flu",
    keywords: "flu influenza how long",
    text: "Flu usually gets better in about a week. Rest, keep warm, drink fluids and use paracetamol or ibuprofen; antibiotics don't work on flu. Get help if breathing becomes hard or you don't improve.",
    source: NHS_FLU,
  },
  {
    id: "iron-foods",
    title: "Foods rich in iron",
    keywords: "iron rich foods high in iron anaemia anemia low haemoglobin hb",
    text: "Good sources of iron are liver, red meat, fish, beans, lentils, groundnuts and other nuts, dried fruit, fortified breakfast cereals and dark green leafy vegetables such as ugu, spinach or kale. Eating fruit or another vitamin C food with them helps the body absorb the iron; tea and coffee with meals lower it. Tiredness and paleness can be anaemia, so ask for a blood test if you're worried.",
    source: NHS_IRON,
  },
  {
    id: "teeth",
    title: "Keeping your teeth clean",
    keywords: "brush teeth brushing toothbrush toothpaste fluoride how many times a day dental gums mouth",
    text: "Brush your teeth twice a day, last thing at night and one other time, for about 2 minutes, with a fluoride toothpaste. Spit the toothpaste out after brushing but don't rinse, so the fluoride keeps working. Clean between your teeth, cut down on sugary food and drinks, and see a dentist for check-ups.",
    source: NHS_TEETH,
  },
  {
    id: "head-injury",
    title: "After a knock to the head",
    keywords: "head injury concussion hit head bump knock banged",
    text: "After a minor knock to the head, a mild headache, feeling sick or dizzy for a short while is common: rest, use paracetamol and hold something cold on the bump. Concussion symptoms can last up to 2 weeks. Go to hospital straight away if the person was knocked out, keeps vomiting, is drowsy or confused, has a fit, has memory loss, or has clear fluid or blood coming from the ears or nose.",
    source: NHS_HEAD_INJURY,
  },
  {
    id: "heart-family-history",
    title: "Heart disease in the family",
    keywords:
      "family history father grandfather uncle brother died young heart disease heart attack inherited genetic runs in the family should i get checked check",
    text: "Heart disease in a close relative (a father or brother before 55, or a mother or sister before 65) raises your own risk. It's worth checking your blood pressure, cholesterol and blood sugar regularly. You can lower the risk a lot: don't smoke, stay active, keep to a healthy weight and eat less salt and fatty food.",
    source: NHS_CHD,
  },
  {
    id: "sleep-apnoea",
    title: "Loud snoring and sleep apnoea",
    keywords:
      "snore snores snoring loud sleep apnoea apnea stops breathing at night gasping choking noises tired daytime",
    text: "Loud snoring with pauses in breathing, gasping, snorting or choking noises during sleep can be obstructive sleep apnoea, especially with daytime sleepiness. It's worth seeing a doctor: it is treatable, and untreated it raises blood pressure and the risk of accidents. Losing weight, cutting down on alcohol, stopping smoking and sleeping on your side can help.",
    source: NHS_APNOEA,
  },
  {
    id: "scars",
    title: "Old scars",
    keywords: "scar scars fade old marks keloid silicone dark spots marks after pimples acne",
    text: "Scars fade slowly, over up to 2 years. Silicone gels or sheets can help them flatten and fade, sunscreen stops them darkening, and camouflage make-up can cover them. A doctor can refer you to a skin specialist for other treatments. If things ever feel hard again, talking to someone you trust helps.",
    source: NHS_SCARS,
  },
  // First aid: what to do for someone else, with the emergency number (the engine adds the person's own).
  {
    id: "seizure-first-aid",
    title: "Helping someone having a seizure",
    keywords: "seizure fit convulsion convulse convulsing convulses epilepsy first aid someone help what to do jerking",
    text: "Stay with them and keep them safe: move hard or sharp things away and cushion their head. Don't hold them down and don't put anything in their mouth. Time the seizure. When the jerking stops, turn them onto their side (the recovery position) and stay until they are fully awake. Call the emergency number if it lasts more than 5 minutes, it is their first seizure, they are injured, or they don't wake up or breathe normally afterwards.",
    source: NHS_SEIZURE,
  },
  {
    id: "cpr",
    title: "How to do CPR",
    keywords: "cpr chest compressions resuscitation not breathing collapsed unresponsive first aid how",
    text: "If someone is unresponsive and not breathing normally, call the emergency number, then push hard and fast in the centre of their chest: heel of one hand, other hand on top, arms straight, about 5 to 6 cm deep, 100 to 120 times a minute. Don't stop until help arrives or they start breathing normally. Use a defibrillator (AED) if one is available.",
    source: NHS_CPR,
  },
  {
    id: "choking",
    title: "Helping someone who is choking",
    keywords: "choking choke choked something stuck throat food swallowed first aid back blows abdominal thrusts help",
    text: "If they can cough, encourage them to keep coughing. If they can't cough, speak or breathe, give up to 5 firm back blows between the shoulder blades with the heel of your hand, then up to 5 abdominal thrusts (fist just above the belly button, pull sharply in and up). Call the emergency number if it doesn't clear and keep repeating. Babies under one need back blows and chest thrusts instead.",
    source: NHS_CHOKING,
  },
  {
    id: "snake-first-aid",
    title: "First aid for a snake bite",
    keywords: "snake bite snakebite bitten first aid what to do",
    text: "Keep the person still and calm, remove rings and tight things near the bite, and keep the bitten limb still, like a broken bone. Don't tie a tourniquet, cut the bite, suck out the venom or use herbs or a black stone. Get them to a hospital that has antivenom as fast as possible, carried if you can.",
    source: WHO_SNAKE,
  },
  {
    id: "nosebleed",
    title: "Stopping a nosebleed",
    keywords: "nosebleed nose bleed bleeding nose stop epistaxis",
    text: "Sit down and lean forward (not back), then pinch the soft part of the nose just above the nostrils for 10 to 15 minutes while breathing through your mouth. A cold pack on the bridge of the nose can help. Get urgent help if it lasts longer than 30 minutes, is very heavy, or follows a blow to the head.",
    source: NHS_NOSEBLEED,
  },
  {
    id: "poison-first-aid",
    title: "If someone swallows kerosene or poison",
    keywords: "poison swallowed kerosene paraffin bleach insecticide sniper drank child first aid what to do",
    text: "Don't make them vomit and don't give milk, palm oil or salt water. Take them to a hospital at once, even if they seem well, and take the bottle or packet with you. If they are drowsy, having trouble breathing or fitting, call the emergency number.",
    source: NHS_POISONING,
  },
  {
    id: "panic-attack",
    title: "Helping someone through a panic attack",
    keywords: "panic attack anxiety attack help someone friend breathing calm",
    text: "Stay with them and speak calmly. Help them breathe slowly: in through the nose for a count of 4, out through the mouth for a count of 4 or longer. Get them to focus on something they can see or touch. A panic attack usually passes within 5 to 20 minutes. If it's the first one, or there is chest pain, get them checked by a doctor.",
    source: NHS_PANIC,
  },
  {
    id: "fainting",
    title: "If someone faints",
    keywords: "faint fainted fainting passed out collapse blackout first aid what to do help",
    text: "Lie them flat on their back and raise their legs on a bag or chair, and give them fresh air. Most people wake within a minute or two; then let them sit up slowly. If they don't wake within a minute, put them in the recovery position and call the emergency number.",
    source: NHS_FAINT,
  },
  {
    id: "anaphylaxis-first-aid",
    title: "Helping someone with a severe allergic reaction (anaphylaxis)",
    keywords:
      "anaphylaxis severe allergic reaction allergy adrenaline epinephrine epipen auto-injector first aid what to do",
    text: "Use their adrenaline auto-injector (EpiPen) if they have one, in the outer thigh, and call the emergency number straight away, even if they start to feel better. Lie them down with their legs raised, or let them sit up if breathing is hard. Give a second injection after 5 minutes if they're no better.",
    source: NHS_ANAPHYLAXIS,
  },
  {
    id: "bleeding-first-aid",
    title: "Controlling heavy bleeding",
    keywords: "bleeding bleed heavy cut wound stop blood first aid help",
    text: "Press firmly on the wound with a clean cloth or dressing and keep pressing. If blood soaks through, add another pad on top instead of removing the first. Raise an injured arm or leg if you can, and call the emergency number for any heavy bleeding.",
    source: NHS_BLEEDING,
  },
  // Medicines and common illnesses for children and in pregnancy (follow-ups ask about these).
  {
    id: "para-child",
    title: "Paracetamol for children",
    keywords: "paracetamol child children kid baby son daughter give how much dose syrup liquid calpol year old",
    text: "Use children's paracetamol (syrup or liquid) and the syringe or spoon that comes with it: the dose depends on the child's age and weight, so follow the packet exactly. Leave at least 4 hours between doses and give no more than 4 doses in 24 hours. Don't give adult tablets to young children, and ask a pharmacist or doctor first for a baby under 2 months.",
    source: NHS_PARA_CHILD,
  },
  {
    id: "para-pregnancy",
    title: "Paracetamol in pregnancy",
    keywords: "paracetamol pregnant pregnancy weeks safe take painkiller ibuprofen",
    text: "Paracetamol is the first choice of painkiller if you're pregnant: take the lowest dose that works for the shortest time. Don't take ibuprofen in pregnancy, especially from 20 weeks, unless a doctor prescribes it. Tell your antenatal clinic about a headache that is severe or won't go away.",
    source: NHS_PARA_PREG,
  },
  {
    id: "fever-child",
    title: "Looking after a child with a fever",
    keywords: "fever child children kid son daughter year old temperature thermometer hot mild runny nose serious",
    text: "Most fevers in children are from mild infections and get better in a few days. Give plenty of fluids, dress them lightly, and give children's paracetamol or ibuprofen if they are distressed. See a health worker if the fever lasts more than 5 days, they drink much less or pass little urine, or you're worried. Get urgent help for a baby under 3 months with a temperature of 38°C or more, a rash that doesn't fade under a glass, fits, or very fast breathing.",
    source: NHS_FEVER_CHILD,
  },
  {
    id: "cough",
    title: "Coughs",
    keywords: "cough coughing child kid what can i give home remedy honey syrup",
    text: "Most coughs clear up within 3 weeks. Rest, drink plenty of fluids, and try a warm drink of honey and lemon (no honey for babies under 1 year). Cough medicines aren't recommended for children under 6. See a health worker if the cough lasts more than 3 weeks, there is blood, or breathing is hard or fast.",
    source: NHS_COUGH,
  },
  {
    id: "ors-child",
    title: "How much ORS to give a child with diarrhoea",
    keywords:
      "ors oral rehydration solution child children son daughter baby year old how much drink diarrhoea loose stool give",
    text: "After each loose stool, give a child under 2 years about a quarter to half a large cup (50 to 100 ml) of ORS, and a child of 2 to 10 years half to one large cup (100 to 200 ml), in small sips; older children and adults can drink as much as they want. Keep breastfeeding and feeding, and give zinc for 10 to 14 days as a health worker advises.",
    source: WHO_DIARR_CHILD,
  },
  {
    id: "minor-cuts",
    title: "Looking after a small cut or graze",
    keywords: "small cut minor cut little cut graze scrape finger knife cooking kitchen what put on plaster clean",
    text: "Stop the bleeding by pressing on the cut with a clean cloth for a few minutes. Rinse it under clean running water, pat it dry, and cover it with a plaster or clean dressing; keep it clean and dry until it heals. See a health worker if the cut is deep or gaping, won't stop bleeding after 10 minutes of pressure, was from a dirty or rusty object or a bite, or becomes red, swollen, hot or full of pus, and ask about a tetanus booster if you haven't had one in 10 years.",
    source: NHS_CUTS,
  },
  {
    id: "acne",
    title: "Pimples (acne)",
    keywords: "pimples pimple acne spots face forehead oily skin cream treat rashes blackheads whiteheads",
    text: "Pimples are very common in young people: the hormones of puberty make the skin's glands produce more oil, which mixes with dead skin and blocks the pores (they are not caused by dirt). Wash the face twice a day with a mild soap and lukewarm water, don't squeeze or pick them, and use water-based, non-greasy products. A pharmacist can suggest a gel with benzoyl peroxide; if pimples are many, painful or leave scars, see a health worker, as prescription treatments work well. Avoid bleaching and steroid creams.",
    source: NHS_ACNE,
  },
  {
    id: "gain-weight",
    title: "Gaining weight healthily",
    keywords: "gain weight add weight underweight too thin skinny put on weight build body",
    text: "To gain weight healthily, eat three meals and two or three snacks a day, with more energy-rich healthy foods: beans, groundnuts and other nuts, eggs, fish, milk, whole grains, avocado and some healthy oils, rather than sugary drinks and junk food. Strength exercise helps the weight go on as muscle. See a health worker if you are losing weight without trying or can't gain weight despite eating well.",
    source: NHS_UNDERWEIGHT,
  },
  {
    id: "vaginal-discharge",
    title: "Normal vaginal discharge",
    keywords: "vaginal discharge white discharge normal before period clear milky smell itch",
    text: "Clear or white discharge that doesn't smell much is normal, and it changes through the monthly cycle: thicker and whiter before a period, clearer and slippery around the middle of the cycle. See a health worker if it changes colour (green, yellow, grey), smells strongly, is frothy or like cottage cheese, or comes with itching, soreness, pain when passing urine, belly pain or bleeding between periods, as these can be infections that are easy to treat.",
    source: NHS_DISCHARGE,
  },
  {
    id: "nappy-rash",
    title: "Nappy rash",
    keywords: "nappy rash diaper rash baby bottom red skin nappy area",
    text: "Nappy rash is common and usually clears in a few days. Change wet or dirty nappies as soon as you can, clean the skin gently with water, let the baby go without a nappy for a while, and use a thin layer of barrier cream; avoid powders and perfumed wipes. See a health worker if it doesn't improve after a week of this, the baby has a fever, or the rash spreads, blisters or looks bright red with spots around it.",
    source: NHS_NAPPY,
  },
  {
    id: "insect-bites",
    title: "Insect bites and stings",
    keywords: "insect bite bites sting stings mosquito bites itching itchy bump swelling ant bedbug",
    text: "Most bites and stings only cause a small itchy or painful lump for a few days. Wash the area, hold a cold, wet cloth on it, don't scratch, and a pharmacist can suggest an antihistamine or cream for the itch. Get help at once if there is swelling of the face, lips or throat, difficulty breathing or feeling faint (call the emergency number); see a health worker if the redness spreads or gets hot and painful.",
    source: NHS_BITES,
  },
  {
    id: "dandruff",
    title: "Dandruff",
    keywords: "dandruff flaky scalp itchy scalp flakes hair",
    text: "Dandruff is common and not contagious. Wash the hair regularly with an anti-dandruff shampoo (for example one with zinc pyrithione, salicylic acid, selenium or ketoconazole), leaving it on for the time the bottle says, and try another type if one doesn't help after a month. See a health worker if the scalp is very itchy, red, swollen or sore, or the flakes spread to the face.",
    source: NHS_DANDRUFF,
  },
  {
    id: "tiredness",
    title: "Feeling tired all the time",
    keywords: "tired tiredness always tired fatigue exhausted no energy weak after work sleepy",
    text: "Tiredness is most often from too little or poor sleep, stress, long hours, too little food or water, or too little activity. Keep regular sleep times, eat regular meals, drink water, move a little every day and cut down on alcohol and late caffeine. See a health worker if you are tired for more than a few weeks without a reason, or it comes with weight loss, fever, paleness, breathlessness or low mood, as a blood test can look for causes such as anaemia.",
    source: NHS_TIRED,
  },
  {
    id: "minor-burns",
    title: "A small burn or scald",
    keywords: "burn burnt burned small burn scald hot water pot iron oil kitchen red skin what put",
    text: "Cool the burn under cool or lukewarm running water for 20 minutes as soon as possible, remove rings or clothing near it unless they are stuck, then cover it loosely with cling film or a clean plastic bag. Don't use ice, butter, toothpaste or oil. Paracetamol or ibuprofen helps the pain. Go to hospital for a burn bigger than the person's hand, any burn with blisters on the face, hands, feet, genitals or joints, deep or white or charred burns, chemical or electrical burns, and any burn in a young child.",
    source: NHS_BURNS,
  },
  {
    id: "sprain",
    title: "A sprained ankle or wrist",
    keywords: "sprain sprained twisted ankle wrist strain rolled ankle can walk swelling",
    text: "For the first days, rest it, hold an ice pack (or frozen vegetables in a towel) on it for up to 20 minutes every 2 to 3 hours, and keep it raised; paracetamol or ibuprofen helps the pain. Start moving it gently as soon as you can. See a health worker if you can't put any weight on it, it looks out of shape, the pain is very bad or it isn't getting better after a few days.",
    source: NHS_SPRAIN,
  },
  {
    id: "hangover",
    title: "Hangovers",
    keywords: "hangover hangovers",
    text: "A hangover usually gets better within 24 hours. Drink water, eat something bland, rest, and take paracetamol for a headache (ibuprofen can upset the stomach). There is no quick cure, and more alcohol only delays it. Next time, drink water between drinks, eat before drinking and stay within low-risk limits. Get help at once if someone who drank a lot can't be woken, is breathing slowly or irregularly, or has a fit.",
    source: NHS_HANGOVER,
  },
  {
    id: "period-length",
    title: "How long a normal period lasts",
    keywords: "normal period length cycle menstrual duration",
    text: "A period usually goes on for 2 to 7 days, and most cycles (from the first day of one period to the first day of the next) are 21 to 35 days, often around 28; small changes from one cycle to the next are normal, especially in the first years. See a health worker if bleeding goes beyond 7 days, is very heavy (soaking a pad within an hour or passing large clots), periods come less than 21 days apart, or they stop for over 3 months without pregnancy.",
    source: NHS_PERIODS,
  },
  {
    id: "bp-numbers",
    title: "Blood pressure numbers",
    keywords: "normal blood pressure readings numbers what is normal bp 120 80 140 90 mmhg high low meaning",
    text: "Blood pressure is written as two numbers in mmHg, the top one (systolic) over the bottom one (diastolic). A healthy reading is between 90/60 and 120/80. High blood pressure is 140/90 or more measured on two different days (WHO); 120/80 to 140/90 is a warning to act on lifestyle. Get a check at least once a year if you are over 18, and more often if it is high or runs in your family.",
    source: NHS_BP_READINGS,
  },
  {
    id: "breast-family-history",
    title: "Breast cancer in the family and screening",
    keywords: "breast cancer mother mum sister family history screening mammogram when start check breasts",
    text: "Tell a health worker about a mother's or sister's breast cancer and the age it was found: depending on that and on other relatives, you may be offered earlier or more frequent screening (NICE offers yearly mammograms from 40 to women at moderate or high family risk) or genetic counselling. Meanwhile, know how your breasts normally look and feel, and see a health worker about any lump, skin or nipple change, or discharge.",
    source: NICE_FAMILIAL_BREAST,
  },
  {
    id: "cholera",
    title: "Preventing cholera",
    keywords: "cholera kwalara prevent protect avoid water food outbreak vaccine",
    text: "Cholera spreads through water and food dirtied by stool. Drink only boiled, treated or bottled water, wash your hands with soap after the toilet and before food, eat food cooked well and still hot, and use a latrine. An oral cholera vaccine is used in outbreaks. Anyone with sudden watery diarrhoea should start ORS at once and go to a health facility quickly.",
    source: WHO_CHOLERA,
  },
  {
    id: "malaria-treatment",
    title: "How malaria is treated",
    keywords: "malaria treatment treat treated cure drug medicine act artemisinin course coartem",
    text: "Malaria should be confirmed with a test first. Uncomplicated malaria is treated with an artemisinin-based combination therapy (ACT) such as artemether-lumefantrine (Coartem), taken as the full course: 6 doses over 3 days, with food, even if you feel better after the first doses. Severe malaria needs hospital treatment with injectable artesunate. Don't rely on single drugs like chloroquine or on herbs.",
    source: WHO_MALARIA,
  },
  {
    id: "back-desk",
    title: "Back pain from sitting",
    keywords: "back ache aches backache lower back desk sitting chair office computer posture stiff work all day",
    text: "Back pain from long sitting usually gets better in a few weeks. Keep moving: get up and walk about every 30 to 60 minutes, do gentle stretches, set your screen at eye level with your feet flat and your lower back supported, and use paracetamol or ibuprofen if needed. See a health worker if it isn't better after a few weeks; get help at once if you have numbness between the legs or around the bottom, or can't control your bladder or bowels.",
    source: NHS_BACK,
  },
  {
    id: "stroke-prevention",
    title: "Preventing another stroke",
    keywords:
      "stroke again another avoid prevent prevention after a stroke recovered food eat diet had a stroke before grandad papa",
    text: "After a stroke, the same steps that prevent a first one lower the chance of another: take the blood pressure, cholesterol and blood-thinning medicines prescribed, every day; eat less salt and fatty food and more vegetables, fruit and whole grains; be active; stop smoking; limit alcohol; and keep diabetes under control. Keep every follow-up visit.",
    source: NHS_STROKE_PREVENT,
  },
  {
    id: "stroke-exercise",
    title: "Exercise after a stroke",
    keywords:
      "stroke exercise exercises physio physiotherapy physiotherapist walking walk active recovering recovery after a stroke movement balance",
    text: "After a stroke, a physiotherapist plans exercises to rebuild strength, balance and walking, starting gently and building up; keep doing them at home. Once recovering, regular activity such as walking also lowers the chance of another stroke: adults are advised to build up to at least 150 minutes of moderate activity a week, as able. Ask the stroke team or physiotherapist before starting something new.",
    source: NHS_STROKE_RECOVERY,
  },
  {
    id: "meningitis-signs",
    title: "Signs of meningitis",
    keywords: "meningitis signs symptoms outbreak sankarau cerebrospinal",
    text: "Meningitis can start like flu and get worse fast. Signs include a high temperature, a severe headache, being sick, a stiff neck, dislike of bright lights, drowsiness or confusion, fits, and a rash that doesn't fade when a glass is pressed on it; babies may be floppy, refuse feeds or have a bulging soft spot. Go to the emergency department at once if you see these. Vaccines protect against the commonest types.",
    source: NHS_MENINGITIS,
  },
  {
    id: "epilepsy-driving",
    title: "Seizures and driving",
    keywords: "seizure seizures epilepsy fit fits drive driving licence car learn to drive",
    text: "Whether someone who has had seizures can drive depends on the type of seizure and how long they have been free of them: in the UK, for example, people usually need to be free of seizures for a year. A seizure in childhood with none for many years may not stop you, but ask your doctor and tell the licensing authority before you start learning.",
    source: NHS_EPILEPSY_LIVING,
  },
  {
    id: "baby-solids",
    title: "A baby's first solid food",
    keywords: "solid food solids weaning wean baby complementary feeding pap months",
    text: "Start solid food when the baby is around 6 months old, alongside breast milk: before then breast milk (or formula) is all the baby needs (WHO advises breast milk only for the first 6 months). Begin with soft, mashed foods such as vegetables, fruit and fortified pap, and keep breastfeeding up to 2 years or beyond.",
    source: NHS_SOLIDS,
  },
  {
    id: "breakfast-budget",
    title: "A healthy breakfast on a budget",
    keywords: "breakfast morning cheap budget little money student healthy",
    text: "A healthy breakfast doesn't have to cost much: oats or pap with milk, eggs, beans (akara or moi moi), wholemeal bread with groundnut paste, and a piece of fruit such as a banana or orange. Cut down on sugary drinks, sweetened cereals and fried snacks, and drink water.",
    source: NHS_BREAKFAST,
  },
  {
    id: "fast-food",
    title: "Fast food such as shawarma",
    keywords: "shawarma fast food takeaway suya burger pizza fries eating out healthy junk",
    text: "Fast food is fine now and then, but it is often high in fat, salt and calories. Choose grilled rather than fried, ask for less mayonnaise or sauce, add vegetables, share a large portion, and drink water instead of a sugary drink. Most of the week, eat home-cooked meals with vegetables, beans and whole grains.",
    source: NHS_EATING_OUT,
  },
  {
    id: "breastfeeding",
    title: "How long to breastfeed",
    keywords: "breastfeed breastfeeding breast milk how long exclusive months years wean",
    text: "WHO advises giving only breast milk for the first 6 months (no water, other drinks or food), then adding other foods while breastfeeding continues up to 2 years of age or beyond. Breastfeed whenever the baby wants, day and night. A health worker or breastfeeding counsellor can help with latching or sore nipples.",
    source: WHO_IYCF,
  },
  // Round 5 (chat): everyday questions that recurred without a passage of their own.
  {
    id: "constipation-food",
    title: "Foods and habits that ease constipation",
    keywords: "constipation constipated hard stool stools poo foods help fibre fiber prunes",
    text: "Eat more fibre: fruit (prunes, pawpaw, oranges), vegetables, beans, oats and wholegrain foods. Drink plenty of fluids, move about more, and don't hold it in when you need to go. See a doctor if it lasts, keeps coming back, or comes with blood in the stool, weight loss or a lot of pain.",
    source: NHS_CONSTIPATION,
  },
  {
    id: "baby-dehydration",
    title: "Signs a baby is dehydrated",
    keywords:
      "dehydrated dehydration baby child signs how know tell watch out fewer wet nappies diapers sunken soft spot tears dry mouth",
    text: "Signs of dehydration in a baby are fewer wet nappies, dark yellow urine, a dry mouth, few or no tears when crying, a sunken soft spot on the head and being drowsy or irritable. Keep giving breast milk or fluids, small and often, and see a health worker the same day; go to hospital at once if the baby is very sleepy, floppy or not feeding.",
    source: NHS_DEHYDRATION,
  },
  {
    id: "febrile-seizures",
    title: "Febrile seizures (fits with a fever in young children)",
    keywords: "febrile seizure seizures convulsion convulsions fever fit toddler child epilepsy later does it mean",
    text: "Febrile seizures are fits caused by a high temperature in young children, most often between 6 months and 3 years. They are frightening but usually harmless, and most children grow out of them. Having had them does not usually mean epilepsy: only a small number of children go on to develop it. A doctor can advise if you have had seizures since.",
    source: NHS_FEBRILE,
  },
  {
    id: "heart-attack-recovery",
    title: "Exercise and life after a heart attack",
    keywords: "after heart attack exercise walk active cardiac rehabilitation rehab back to normal",
    text: "After a heart attack most people can get back to normal activity, and regular exercise helps the heart recover: start gently, such as walking, and build up. A cardiac rehabilitation programme, and the doctor who follows them up, can say what level of activity suits them. Keep taking the prescribed medicines, eat healthily, stop smoking and get help at once for any chest pain.",
    source: NHS_HEART_RECOVERY,
  },
  {
    id: "vagina-hygiene",
    title: "Keeping the vagina clean",
    keywords: "vagina vaginal wash washing clean soap perfumed scented douche douching feminine hygiene",
    text: "The vagina cleans itself, so it doesn't need washing inside (douching). Wash the outside (the vulva) gently with plain water or a mild unperfumed soap once a day. Perfumed soaps, gels and douches can upset the natural balance and cause irritation or infections. See a health worker for discharge that smells, itches or changes colour.",
    source: NHS_VAGINA,
  },
  {
    id: "start-running",
    title: "Starting to run as a beginner",
    keywords: "running run jogging beginner how often week times couch 5k",
    text: "A beginner does well running 3 times a week, with a rest day between. Start by mixing short spells of running with walking, and build up a little each week: the NHS Couch to 5K plan takes a beginner to 30 minutes of running in 9 weeks. Warm up first, and slow down if you can't talk while running.",
    source: NHS_C25K,
  },
  {
    id: "exam-study",
    title: "Studying for exams without burning out",
    keywords: "exam exams study studying reading revise revision focus focused concentrate tips tired school",
    text: "Study in short blocks with regular breaks, sleep well (late-night cramming makes recall worse), drink water, eat regular meals and get some exercise or fresh air. Set a simple timetable, and talk to someone if exam stress feels too much.",
    source: NHS_EXAMS,
  },
  // Round 7 (chat): a background (diabetes, sickle cell, epilepsy, pregnancy) with an ordinary question, and themes that recurred.
  {
    id: "epilepsy-swimming",
    title: "Swimming and water safety with epilepsy",
    keywords:
      "epilepsy seizures fits swim swimming pool bath bathing water safe safety alone brother sister son daughter",
    text: "Most people with epilepsy can swim, but never alone: swim with someone who knows about the seizures and can help in the water, where there is a lifeguard, and avoid open water if seizures are not controlled. At home, a shower is safer than a bath.",
    source: NHS_EPILEPSY_LIVING,
  },
  {
    id: "diabetes-food",
    title: "Eating well with diabetes",
    keywords:
      "diabetes diabetic sugar food eat eating diet meals snacks snack breakfast fruit fruits between meals mum dad mother father bread malt agege soft drinks",
    text: "With diabetes no food is banned: eat a mix of foods, with plenty of vegetables and fruit, wholegrain starchy foods (oats, brown rice, wholemeal bread), beans, fish and lean meat, and cut down on sugar, sugary drinks, salt and fat. Keep to regular meals, breakfast included. Good snacks between meals are a piece of whole fruit rather than juice, vegetable sticks, a small handful of unsalted nuts or plain yoghurt, instead of biscuits, cakes or sweets.",
    source: NHS_DIABETES_FOOD,
  },
  {
    id: "diabetes-exercise",
    title: "Exercise and fasting with diabetes",
    keywords:
      "diabetes diabetic exercise exercising active jogging running sport gym walk fasting fast ramadan skip meals insulin hypo",
    text: "Being active helps control blood sugar: aim for 150 minutes a week, such as brisk walking, and build up slowly. Activity, fasting and skipped meals lower blood sugar, so with insulin or tablets such as gliclazide, check your sugar before and after, carry a sugary snack or drink in case of a hypo, and talk to your doctor or diabetes nurse before starting a new exercise plan or fasting, as doses may need changing.",
    source: NHS_HYPO,
  },
  {
    id: "sickle-living",
    title: "Staying well with sickle cell disease",
    keywords:
      "sickle cell ss sickler travel travelling holiday trip flying fly plane altitude cold weather exercise sport crisis triggers",
    text: "To lower the chance of a crisis, drink plenty of water, keep warm and avoid sudden changes of temperature (cold wind, cold water), avoid very strenuous exercise (take breaks and drink during sport), and avoid alcohol and smoking. Before travelling, especially flying or going to high places where there is less oxygen, talk to your doctor, keep drinking fluids on the way, keep warm and take your medicines and malaria protection with you.",
    source: NHS_SCD_LIVING,
  },
  {
    id: "pregnancy-diet",
    title: "Eating well in pregnancy",
    keywords: "pregnant pregnancy food eat eating diet folic acid iron months weeks",
    text: "In pregnancy, eat a variety of foods: plenty of fruit and vegetables, starchy foods, protein such as beans, fish, eggs and lean meat, and dairy. Take folic acid (400 micrograms a day) until 12 weeks, and eat iron-rich foods such as beans, green leafy vegetables and meat. Cook eggs and meat well, avoid liver, and you don't need to eat for two.",
    source: NHS_PREGNANCY_DIET,
  },
  {
    id: "pregnancy-exercise",
    title: "Exercise in pregnancy",
    keywords: "pregnant pregnancy exercise sport active gym walking swimming months weeks safe",
    text: "Keeping active in pregnancy is good for you and the baby: walking, swimming and pregnancy exercise classes are safe for most women. Keep to what you did before, don't exhaust yourself, avoid contact sports and lying flat on your back for long after 16 weeks, and ask your midwife or doctor if you have a health condition.",
    source: NHS_PREGNANCY_EXERCISE,
  },
  {
    id: "stress-switch-off",
    title: "Managing stress and switching off",
    keywords: "stress stressed switch off after work relax relaxing unwind rest boss landlord pressure manage cope",
    text: "To manage stress: take regular breaks, get active (even a walk helps), talk to someone you trust about how you feel, set a time to stop work and put the phone away, keep to a regular sleep time, and try slow breathing or a relaxing routine in the evening. Cutting down on alcohol and caffeine helps too.",
    source: NHS_STRESS,
  },
  {
    id: "methanol",
    title: "Methanol in illicit alcohol",
    keywords: "illicit alcohol local gin ogogoro kai-kai chang'aa gongo pombe haramu methanol poisoning blind",
    text: "Illicit or home-made spirits can contain methanol, a poison that is made in bad distilling or added to stretch the drink. It can cause blindness, coma and death, and the first signs often come only hours after drinking, so people seek help late. Anyone who feels very unwell or has blurred vision after such a drink needs a hospital at once.",
    source: WHO_METHANOL,
  },
  // Round 8 (chat): the everyday questions young people ask that had no passage of their own.
  {
    id: "ulcer-food",
    title: "Food and habits with a stomach ulcer",
    keywords: "stomach ulcer ulcers peptic gastric food foods eat eating avoid diet pepper spicy",
    text: "There is no special ulcer diet, but eat regular, balanced meals and avoid what makes your pain worse: for many people spicy or peppery, fatty or acidic food and coffee. Cut down on alcohol, stop smoking, and avoid ibuprofen, aspirin and other anti-inflammatory painkillers (paracetamol is safer). An ulcer is treated with medicine that lowers stomach acid, and antibiotics if H. pylori is found, so see a doctor. Go to hospital at once if you vomit blood or pass black, sticky stool.",
    source: NHS_ULCER,
  },
  {
    id: "typhoid-food",
    title: "Eating and recovering with typhoid",
    keywords: "typhoid fever food foods eat eating diet recover recovering meals",
    text: "Typhoid is treated with antibiotics from a doctor: take the whole course even when you feel better. While you recover, rest, drink plenty of fluids, and eat regular meals; small, frequent, soft meals that are easy to digest are often easier. Wash your hands with soap after the toilet and don't cook for others until a doctor says you are clear. See a doctor again at once if you get severe belly pain, vomit blood or become confused.",
    source: NHS_TYPHOID,
  },
  {
    id: "body-odour",
    title: "Body odour",
    keywords: "body odour odor smell smells smelling bo armpit armpits sweat sweating bath baff deodorant",
    text: "Body odour comes from sweat mixed with bacteria on the skin. Wash every day with soap, especially the armpits, groin and feet, and dry well; use an antiperspirant (it reduces sweat) rather than only a deodorant; shave or trim armpit hair; wear cotton or other natural fabrics and change and wash clothes, socks and underwear every day. See a doctor if you sweat a lot, or the smell changes or is strong despite this.",
    source: NHS_BO,
  },
  {
    id: "hair-loss",
    title: "Hair loss",
    keywords: "hair loss losing thinning breaking bald balding patches edges hairline receding",
    text: "Losing some hair every day is normal. A hairline that recedes at the temples or thins on the crown in a man is usually male-pattern baldness: it runs in families, is not a sign of illness, and a pharmacist or doctor can talk about treatments such as minoxidil. More hair loss can follow stress, an illness, having a baby, losing weight quickly or too little iron, and tight braids, weaves or ponytails pull hair out at the edges (traction alopecia); these usually recover once the cause is dealt with. Eat a balanced diet and loosen tight hairstyles. See a doctor if it is sudden, comes out in patches or clumps, the scalp is itchy, burning or sore, or it worries you.",
    source: NHS_HAIR_LOSS,
  },
  {
    id: "erection-problems",
    title: "Erection problems",
    keywords: "erection erections hard stay hard penis weak impotence erectile dysfunction manhood stand morning",
    text: "Erection problems are common and usually not serious, especially now and then: stress, tiredness, anxiety (including nerves with a new partner) and drinking too much alcohol are the usual causes. If you still get erections at some times, such as in the morning, the cause is more likely anxiety than your body. Cut down on alcohol and smoking, sleep and exercise, and talk to your partner. See a doctor if it keeps happening; don't buy 'power' drugs online.",
    source: NHS_ED,
  },
  {
    id: "wet-dreams",
    title: "Wet dreams",
    keywords: "wet dream dreams nocturnal emission semen ejaculate sleep night boys puberty",
    text: "Wet dreams (ejaculating during sleep) are normal and common, especially in the teenage years during puberty. They are not a sign of illness and don't weaken the body; they usually happen less often with age.",
    source: NHS_PUBERTY,
  },
  {
    id: "missed-period",
    title: "Why a period can be late",
    keywords: "late period missed delayed reason reasons negative long longer cycle irregular",
    text: "A period can be late because of pregnancy, stress, losing weight quickly, being overweight, a lot of exercise, hormonal contraception, or a hormone condition such as polycystic ovary syndrome (PCOS). If you have had sex, do a pregnancy test. See a health worker if periods stop for several months and you are not pregnant, or you are worried.",
    source: NHS_MISSED_PERIOD,
  },
  {
    id: "fasting-glucose",
    title: "Normal fasting blood sugar",
    keywords: "fasting blood sugar glucose level levels normal range reading mmol mg dl prediabetes number",
    text: "Fasting blood sugar (glucose, after no food for at least 8 hours) is normal between 3.9 and 5.6 mmol/L (70 to 100 mg/dL). From 5.6 to 6.9 mmol/L (100 to 125 mg/dL), changes in diet and activity and regular checks are advised. 7.0 mmol/L (126 mg/dL) or more on two separate tests means diabetes.",
    source: WHO_FASTING_GLUCOSE,
  },
  {
    id: "hiv-test-window",
    title: "When an HIV test can show infection",
    keywords: "hiv test testing window how long wait self test kit accurate accuracy weeks months",
    text: "An HIV test can't show an infection straight away. The blood tests most clinics use usually find HIV from about 4 weeks after exposure, and are certain from 45 days; finger-prick self-test kits are accurate for sex more than 3 months (90 days) before. If you test earlier, test again after this window. If the sex was in the last 72 hours, go to a clinic today and ask about PEP.",
    source: NHS_HIV_TEST,
  },
  {
    id: "hepb-vaccine",
    title: "Hepatitis B vaccine for adults",
    keywords: "hepatitis b hep vaccine vaccination doses dose shots how many adult adults jab",
    text: "Hepatitis B vaccine is usually given as 3 doses for adults: the second 1 month after the first, the third 6 months after the first (some brands use 2 or 4 doses). Finish the whole series for lasting protection. A blood test first shows whether you already have hepatitis B.",
    source: CDC_HEPB_VACCINE,
  },
  {
    id: "antibiotics-alcohol",
    title: "Alcohol while taking antibiotics",
    keywords: "alcohol drink drinking beer wine antibiotic antibiotics amoxicillin ampiclox course while",
    text: "It is sensible to avoid alcohol while you are taking medicine or feeling unwell, but a moderate drink is unlikely to cause problems with most common antibiotics. Never drink alcohol with metronidazole (Flagyl) or tinidazole, and for 2 to 3 days after finishing them: together they cause sickness, flushing and a pounding heart.",
    source: NHS_ABX_ALCOHOL,
  },
  {
    id: "loneliness",
    title: "Feeling lonely",
    keywords: "lonely loneliness alone no friends isolated new city moved relocated miss home",
    text: "Feeling lonely is common, especially after moving to a new place. Small steps help: call or message family and old friends, say yes to invitations, join a group around something you like (a sport, a class, a religious community, volunteering), and talk to people you see often. Keep to a routine, sleep and move every day. If loneliness is making you feel low for weeks, talk to someone you trust or a health worker.",
    source: NHS_LONELY,
  },
  {
    id: "diabetes-family",
    title: "Diabetes in the family",
    keywords:
      "diabetes diabetic family history mum dad mother father grandmother grandfather parent parents brother sister runs in the family inherit will i get it risk",
    text: "Having a parent, brother or sister with type 2 diabetes makes you more likely to get it, and so does being of Black African origin (risk starts from age 25), being overweight, especially around the waist, and being inactive; it is not certain you will get it. You can lower your risk by keeping a healthy weight, eating well, being active and not smoking, and by having your blood sugar checked regularly.",
    source: NHS_T2D_CAUSES,
  },
  {
    id: "paracetamol-malaria",
    title: "Paracetamol with malaria medicine",
    keywords: "paracetamol panadol with together coartem combine join same time",
    text: "Paracetamol can be taken with artemether-lumefantrine (Coartem) or another malaria medicine, to bring down the fever and ease aches: keep to the usual paracetamol dose. Take the malaria medicine with food or milk and finish all its doses. Go to hospital if the person vomits the doses, gets confused, very weak or has fits.",
    source: WHO_MALARIA_GUIDELINES,
  },
  {
    id: "gonorrhoea-treatment",
    title: "Treating gonorrhoea",
    keywords:
      "gonorrhoea gonorrhea gono discharge penis burning urine sti std drug cure ampiclox ampicillin antibiotic treatment",
    text: "Gonorrhoea is cured with the right antibiotic, now usually an injection at a clinic, because it has become resistant to many older antibiotics such as penicillins (ampicillin, Ampiclox) and tetracyclines. Get tested at a clinic rather than buying drugs, take all the treatment, make sure your partners are treated too, and avoid sex until you're both cleared. Test for HIV and syphilis at the same visit.",
    source: WHO_GONORRHOEA,
  },
  {
    id: "prep",
    title: "PrEP: medicine that prevents HIV",
    keywords: "prep pre exposure prophylaxis prevent hiv daily pill who should take truvada",
    text: "PrEP is HIV medicine taken before possible exposure, to prevent HIV. Taken as prescribed it lowers the risk of getting HIV from sex by about 99%. It is for people at higher risk: a partner with HIV who is not on effective treatment, several partners or partners whose status you don't know, a recent STI, or sex work. You need an HIV test before starting and regular tests while on it; it doesn't protect against other STIs, so use condoms too.",
    source: CDC_PREP,
  },
  {
    id: "overdose-how",
    title: "Overdoses, and why they are often accidents",
    keywords: "overdose overdoses overdosed too many pills tablets accidental accident",
    text: "An overdose is taking more of a medicine or drug than the body can safely handle. It often happens by accident: two products that contain the same medicine (many cold remedies contain paracetamol), doses taken too close together, or medicines, alcohol and drugs that slow breathing (sleeping pills, opioids such as tramadol) taken together. Some, like paracetamol, cause no symptoms at first but damage the liver over days, so anyone who has taken too much needs a hospital at once, even if they feel fine. Keep medicines out of children's reach.",
    source: NHS_POISONING,
  },
  {
    id: "creatine",
    title: "Creatine and other gym supplements",
    keywords: "creatine supplement supplements kidney kidneys",
    text: "Creatine is one of the most studied sports supplements and appears safe for healthy adults at the usual doses; it can cause weight gain from water, and stomach upset. People with kidney disease, or taking medicines that affect the kidneys, should not take it without a doctor. Drink enough water, buy from a trusted seller, and remember that food, training and sleep do most of the work.",
    source: NIH_ODS_EXERCISE,
  },
  // Round 9: the recurring gym, painkiller and contraception questions that had no passage of their own.
  {
    id: "protein-muscle",
    title: "Protein, whey and building muscle",
    keywords:
      "whey protein proteins powder shake shakes muscle muscles build building bulk bulking mass gym add gain eat food",
    text: "Muscle is built by regular strength training with enough food overall, including some protein at each meal (eggs, beans, fish, chicken, milk, groundnuts); most people can get all the protein they need from food. Whey is a protein from milk: as a supplement it is generally safe for healthy adults at the amounts on the label, but it is not needed if your diet has enough protein. People with kidney disease should ask a doctor before taking protein supplements; buy from a trusted seller, and sleep well, since rest is when muscle grows.",
    source: NIH_ODS_EXERCISE,
  },
  {
    id: "ulcer-painkillers",
    title: "Ibuprofen and other painkillers with a stomach ulcer",
    keywords: "ibuprofen brufen diclofenac aspirin nsaid nsaids painkiller painkillers ulcer ulcers stomach safe",
    text: "Ibuprofen, diclofenac, aspirin and other anti-inflammatory painkillers (NSAIDs) can cause stomach ulcers and make them bleed, so avoid them if you have an ulcer now or have had one, unless a doctor tells you otherwise. Paracetamol is usually the safer painkiller for someone with an ulcer. Go to hospital at once if you vomit blood or pass black, sticky stool.",
    source: NHS_ULCER,
  },
  {
    id: "implant-vs-injection",
    title: "The implant and the injection compared",
    keywords:
      "implant injection jab depo provera sayana press noristerat difference compare which family planning how long last",
    text: "Both are more than 99% effective when used correctly, and neither protects against STIs. The implant is a small rod put under the skin of the upper arm: it works for 3 years, can be taken out at any time, and fertility returns as soon as it is removed. The injection (Depo-Provera or Sayana Press) lasts 13 weeks, about 3 months (Noristerat 8 weeks), so it is repeated four times a year; after stopping it, periods and fertility can take up to a year to return. Both can change your periods.",
    source: NHS_CONTRACEPTIVE_INJECTION,
  },
  {
    id: "back-exercise",
    title: "Back pain after the gym or lifting",
    keywords:
      "back pain ache backache lower back gym exercise exercising lifting lift weights workout training strain strained pulled muscle",
    text: "Back pain after exercise or lifting is usually a strained muscle and gets better within a few weeks. Stay as active as you can rather than resting in bed, use a heat pack, gentle stretches, and ibuprofen if you need a painkiller; go back to training gently and lift with your knees bent and the weight close to you. See a health worker if it isn't better after a few weeks or keeps getting worse; get help at once if you have numbness between the legs or around the bottom, weakness in the legs, or can't control your bladder or bowels.",
    source: NHS_BACK,
  },
  {
    id: "metronidazole-painkillers",
    title: "Metronidazole (Flagyl) with paracetamol or ibuprofen",
    keywords: "flagyl metronidazole painkiller painkillers",
    text: "It's safe to take paracetamol or ibuprofen with metronidazole (Flagyl), at their usual doses. What you must avoid with metronidazole is alcohol, during the course and for 2 days after it. Finish the whole course, even when you feel better.",
    source: NHS_METRO,
  },
  {
    id: "condom-broke",
    title: "If a condom breaks or comes off",
    keywords: "condom burst broke broken split tore torn slipped came off during sex what do i do",
    text: "If a condom splits or comes off during sex, emergency contraception can prevent pregnancy: the pill (such as Postinor) works best as soon as possible and within 72 hours, a copper IUD up to 5 days. If there is a chance of HIV, go to a clinic or hospital for PEP as soon as possible and within 72 hours. Get tested for STIs, and use a new condom the right way next time.",
    source: NHS_CONDOMS,
  },
  {
    id: "genotype-blood-group",
    title: "Genotype and blood group are different",
    keywords: "genotype blood group difference aa as ss o positive negative rhesus a b ab type",
    text: "Your genotype (AA, AS, SS, AC) is the type of haemoglobin you inherited: it shows whether you have sickle cell trait or disease and matters when choosing a partner. Your blood group (A, B, AB or O, positive or negative) is about markers on your red blood cells: it matters for blood transfusions and in pregnancy (a rhesus-negative mother). They are separate tests and one doesn't tell you the other.",
    source: NHS_BLOOD_GROUPS,
  },
  {
    id: "shisha",
    title: "Shisha (waterpipe) is not safer than cigarettes",
    keywords: "shisha hookah waterpipe water pipe cigarettes smoking smoke flavoured",
    text: "All forms of tobacco are harmful, shisha included. The water does not filter out the poisons; a session lasts a long time, so you breathe in a lot of smoke, nicotine and carbon monoxide, and a shared mouthpiece can pass on infections. It carries the same risks of heart disease, lung disease and cancer, and of addiction.",
    source: WHO_TOBACCO,
  },
  {
    id: "bad-breath",
    title: "Bad breath",
    keywords: "bad breath mouth smell smells smelling odour odor halitosis breath stink morning",
    text: "Bad breath is usually caused by what's in the mouth: brush your teeth twice a day and gently brush your tongue, clean between your teeth every day, and see a dentist regularly, since gum disease is a common cause. Strong foods, smoking and a dry mouth make it worse; sugar-free gum and drinking water help. See a dentist if it doesn't go away, or a doctor if your dentist finds no cause.",
    source: NHS_BAD_BREATH,
  },
  {
    id: "toothache",
    title: "Toothache",
    keywords: "toothache tooth ache teeth pain painful tooth dentist what can i take",
    text: "See a dentist if toothache lasts more than 2 days or doesn't settle with painkillers. Until then, paracetamol or ibuprofen can ease the pain (children under 16 should not take aspirin); avoid very hot, cold or sugary food and drink, and rinse with salt water. Go to hospital at once if your face or eye swells so much you can't open it, or you have trouble breathing or swallowing.",
    source: NHS_TOOTHACHE,
  },
  // Round 10 (chat24).
  {
    id: "sti-signs",
    title: "Signs of an STI and getting tested",
    keywords: "sti stis std stds sexually transmitted infection infections signs symptoms tested testing",
    text: "Many sexually transmitted infections cause no symptoms at all, so a test is the only way to know. Signs can include unusual discharge from the vagina or penis, pain or burning when peeing, sores, lumps, blisters or a rash around the genitals or anus, itching, pain during sex, or bleeding between periods or after sex. After sex without a condom, get tested at a sexual health clinic, a hospital or a primary health centre (testing is confidential), even with no symptoms, and avoid sex until you and your partner are tested and treated: most STIs are easy to treat.",
    source: NHS_STIS,
  },
  {
    id: "dizzy-standing",
    title: "Getting up too quickly: postural hypotension",
    keywords: "stand standing stand up get up getting up postural hypotension",
    text: "Feeling dizzy or light-headed for a few seconds when you stand up quickly is usually a short drop in blood pressure on standing (postural hypotension). It is more likely when you are dehydrated, hot, hungry, unwell or have been drinking alcohol. Get up slowly (sit on the edge of the bed for a moment first), drink enough water, eat regular meals, and sit or lie down until it passes. See a doctor if it comes back often, you pass out or fall, or it started with a new medicine.",
    source: NHS_LOW_BP,
  },
  {
    id: "cannabis-stop",
    title: "Cannabis (weed) and how to stop",
    keywords: "weed cannabis marijuana igbo skunk ganja joint",
    text: "Cannabis can make you anxious or paranoid, harms memory and concentration, and smoking it every day can become a dependence; heavy use, especially starting young or with strong weed, raises the risk of psychosis. To stop: choose a date, clear it out of your room, avoid the people and places you smoke with for a while, and tell someone who will support you. Poor sleep, irritability, low appetite and cravings are common for the first one to two weeks and then ease; exercise, regular meals and keeping busy help. A doctor or a drug treatment service can help if you can't stop on your own.",
    source: NHS_CANNABIS,
  },
  {
    id: "missed-pill",
    title: "If you miss a contraceptive pill",
    keywords: "miss missed missing forget forgot forgotten late pill pills combined contraceptive",
    text: "For the combined pill: if one pill is missed (less than 48 hours since it was due), take it as soon as you remember, even if that means two pills in one day, and carry on as normal: you are still protected. If two or more are missed, take the last missed pill now, carry on, and use condoms for the next 7 days; if they were in the first week of the pack and you had sex without a condom in the days before, you may need emergency contraception. The mini pill (progestogen-only) has a shorter window of 3 hours (12 hours for desogestrel). The leaflet in the pack or a pharmacist can tell you what applies to your brand.",
    source: NHS_PILL,
  },
  {
    id: "pill-weight-fertility",
    title: "Myths about the contraceptive pill",
    keywords: "pill pills combined contraceptive fat weight",
    text: "There is no evidence that the combined pill makes you gain weight, and it does not make you infertile: your fertility returns to normal soon after you stop taking it. Some women notice headaches, sore breasts or mood changes in the first months, which usually settle. A family-planning clinic can help you choose the method that suits you.",
    source: NHS_PILL,
  },
  {
    id: "inhaler-technique",
    title: "Using an inhaler properly",
    keywords:
      "inhaler inhalers pump puffer ventolin salbutamol spacer puff puffs asthma technique use using properly correctly",
    text: "For a standard puffer: take off the cap and shake it, breathe out gently away from it, seal your lips around the mouthpiece, start breathing in slowly and press it once, keep breathing in slowly and deeply, then hold your breath for about 10 seconds. Wait about 30 seconds before a second puff. A spacer (a plastic tube the puffer fits into) gets more medicine into the lungs and is the easiest way for children. Rinse your mouth after a preventer (steroid) inhaler, and ask a pharmacist, nurse or doctor to check how you use it. If the reliever is needed more than three times a week, the asthma needs a review.",
    source: NHS_ASTHMA,
  },
  {
    id: "aspirin-daily",
    title: "Aspirin and Alabukun powder",
    keywords: "aspirin alabukun powder painkiller",
    text: "Alabukun powder is aspirin with caffeine. Aspirin taken often can irritate the stomach and cause ulcers and bleeding, so take it with or after food, only now and then, and never give it to children under 16. Don't take it if you have had a stomach ulcer, have asthma made worse by painkillers, are pregnant or take a blood thinner. Black stools or vomiting blood need a hospital at once. Needing a painkiller most days is a reason to see a health worker about the cause: taking painkillers very often can itself cause daily headaches. Low-dose aspirin that a doctor prescribed to protect the heart is different: keep taking it as prescribed.",
    source: NHS_ASPIRIN,
  },
  {
    id: "garri-eyes",
    title: "Drinking garri and your eyes",
    keywords: "garri gari eba cassava soak soaking",
    text: "There is no good evidence that drinking or eating garri in normal amounts damages the eyes. Garri is cassava that has been grated, fermented, pressed and roasted, which removes most of cassava's natural cyanide, so well-made garri is safe. What the eyes need is vitamin A, and garri has very little: a diet that is mostly garri can lack it, and too little vitamin A causes night blindness. Eat garri with beans, fish, eggs, vegetables, orange fruits or palm oil rather than on its own.",
    source: WHO_VITAMIN_A,
  },
  // Round 11 (chat25).
  {
    id: "dog-bite",
    title: "First aid after a dog bite (rabies)",
    keywords: "dog dogs bite bites bitten stray rabies animal cat monkey bat scratch first aid",
    text: "Wash the bite or scratch at once with soap and plenty of running water for 15 minutes, put on an antiseptic if you have one, and cover it loosely. Dogs in Nigeria and much of Africa can carry rabies, which is almost always fatal once signs start but is prevented by vaccine given soon after the bite: go to a health facility the same day for rabies vaccine (and sometimes immunoglobulin) and a tetanus check, even for a small wound, without waiting to see whether the dog falls ill.",
    source: WHO_RABIES,
  },
  {
    id: "amlodipine-painkillers",
    title: "Amlodipine and painkillers",
    keywords: "amlodipine nifedipine painkiller painkillers paracetamol panadol",
    text: "Paracetamol is safe to take with amlodipine and other blood pressure medicines, at the usual dose (for adults, two 500 mg tablets up to 4 times in 24 hours). Ibuprofen, diclofenac and other anti-inflammatory painkillers are best avoided unless a doctor agrees, because they can raise blood pressure and, with some blood pressure medicines, strain the kidneys. Ask a pharmacist before adding any other medicine, herb or supplement.",
    source: NHS_AMLODIPINE,
  },
  {
    id: "bp-at-home",
    title: "Checking blood pressure at home",
    keywords: "check checking measure measuring blood pressure home monitor machine cuff",
    text: "Use an upper-arm monitor. For 30 minutes before, avoid caffeine, smoking and exercise; empty the bladder, then sit quietly for 5 minutes with the back supported, feet flat and the arm resting on a table at heart level. Put the cuff on the bare upper arm, don't talk during the reading, and take two readings a minute apart, morning and evening, writing them down for the health worker, who judges them against the lower limits used for home readings.",
    source: NHS_BP_TEST,
  },
  {
    id: "fertile-window",
    title: "The fertile window and ovulation",
    keywords: "fertile fertility window ovulation ovulate ovulating track tracking calendar mucus kits",
    text: "Ovulation, when an egg is released, usually happens 12 to 16 days before the next period starts: around day 14 of a 28-day cycle, later in longer cycles. The fertile window is about 6 days, the 5 days before ovulation and the day itself, because sperm can live for up to 5 days (sometimes 7). Without kits you can track it by noting your cycles on a calendar or app, by vaginal mucus that turns clear, wet and slippery like raw egg white near ovulation, and by a small rise in body temperature after it. These methods are not reliable contraception unless learned carefully.",
    source: NHS_FERTILE_WINDOW,
  },
  {
    id: "meningitis-spread",
    title: "How meningitis spreads",
    keywords: "spread spreads spreading menafrivac menfive meningococcal",
    text: "Bacterial meningitis such as meningococcal meningitis spreads from person to person through droplets from the nose and throat: coughing, sneezing, kissing and living or sleeping close together, worst in crowded places and in the dry season across the African meningitis belt, which includes northern Nigeria. Vaccines protect: the meningococcal conjugate vaccines (MenAfriVac, and the newer five-strain Men5CV, MenFive) in campaigns and routine immunisation, and the childhood pneumococcal and Hib vaccines. Close contacts of a case may be given antibiotics.",
    source: WHO_MENINGITIS,
  },
  {
    id: "helping-withdrawn",
    title: "Helping someone who has withdrawn",
    keywords: "withdrawn withdraw room isolating isolates hasn't left barely talks talking anyone stays quiet",
    text: "A young person who stays in their room, stops talking to people or drops what they enjoyed for weeks may be struggling with low mood, anxiety, bullying or something else happening to them. Pick a calm moment, tell them what you've noticed and that you care, and listen without judging or lecturing; keep inviting them to small things. Encourage them to talk to a parent, teacher, counsellor or doctor, and offer to go with them. If they talk about hurting themselves or not wanting to live, get help the same day.",
    source: WHO_ADOLESCENT_MH,
  },
  {
    id: "friend-drinking",
    title: "Worried about a friend's drinking",
    keywords: "drinker drinkers preachy alcoholic",
    text: 'Choose a calm moment when your friend is sober. Tell them what you have noticed and that you are worried about them, then listen; avoid labels such as "alcoholic" and lecturing. Offer to go with them to a doctor or a support group such as Alcoholics Anonymous. A heavy drinker should not stop suddenly without a health worker\'s advice, as sudden withdrawal can be dangerous.',
    source: NHS_ALCOHOL_SUPPORT,
  },
  {
    id: "palm-wine",
    title: "Palm wine, beer and spirits: the alcohol is the same",
    keywords: "palm wine beer spirits ogogoro burukutu local gin",
    text: "Palm wine, beer, burukutu, ogogoro and other spirits all contain the same alcohol (ethanol); what harms the liver, heart and mind is how much alcohol is drunk, not the kind of drink. Palm wine keeps fermenting, so its strength varies from weak when fresh to as strong as beer or stronger by evening, and it is easy to drink a lot of it. No drink is safer for someone who drinks a lot; local spirits can also contain deadly methanol.",
    source: WHO_ALCOHOL,
  },
  {
    id: "agbo-medicines",
    title: "Herbal mixtures (agbo) with prescribed medicines",
    keywords: "agbo herbal herbs herb mixture mixtures traditional native concoction roots interact",
    text: "Herbal mixtures such as agbo are medicines too: their strength and contents vary from batch to batch, some contain plants that harm the liver or kidneys, and some change how prescribed medicines work, blood pressure and diabetes medicines included. Taking agbo for everything alongside BP drugs is not known to be safe. Don't stop the prescribed medicines; tell the doctor or pharmacist about every herb taken, and bring the bottle.",
    source: MEDLINEPLUS_HERBAL,
  },
  {
    id: "hba1c",
    title: "What an HbA1c result means",
    keywords: "hba1c a1c glycated haemoglobin target average",
    text: "HbA1c shows the average blood sugar over the past 2 to 3 months. For an adult with type 2 diabetes the usual target is 48 mmol/mol (6.5%), or 53 mmol/mol (7.0%) for someone on a medicine that can cause low sugar. A result of 7.5% (58 mmol/mol) is above target but not an emergency: it is a reason to review food, activity and medicines with the doctor, and it is usually checked again every 3 to 6 months.",
    source: NICE_NG28,
  },
  {
    id: "bedwetting",
    title: "Bedwetting in children",
    keywords: "bedwetting bed wetting wets wet bed-wetting",
    text: "Bedwetting is common in young children: many still wet the bed at 5, and it usually stops on its own, so treatment isn't usually needed under 5. Don't punish or shame the child; give enough to drink in the day but less in the hour before bed, use the toilet before sleep, and avoid fizzy or caffeinated drinks. See a doctor if a child over 5 wets often and it bothers them, starts wetting again after being dry for 6 months, or has pain passing urine, great thirst, weight loss or blood in the urine.",
    source: NHS_BEDWETTING,
  },
  {
    id: "nightmares",
    title: "Nightmares in children",
    keywords: "nightmare nightmares bad dreams dream terrors frightening",
    text: "Nightmares are common in children and often follow something frightening, such as an accident seen in real life or on TV; they usually fade within a few weeks. Talk with the child about the dream and what they saw, reassure them that they are safe, keep a calm bedtime routine, and avoid scary films or news before bed. See a doctor if the nightmares go on for weeks, get worse, or the child is very anxious or upset during the day.",
    source: NHS_NIGHTMARES,
  },
  {
    id: "nhia",
    title: "NHIA health insurance in Nigeria",
    keywords: "nhia nhis insurance hmo enrol premium scheme",
    text: "The National Health Insurance Authority (NHIA, formerly NHIS) runs health insurance in Nigeria, and the NHIA Act 2022 aims to cover every Nigerian. Workers are usually enrolled through their employer; others register with their State health insurance scheme or an NHIA-accredited HMO and pay a yearly premium, and can add family members. Members choose a clinic and get covered care there: consultations, common drugs on the NHIA list, antenatal care and delivery, some tests and referrals; some services are excluded or need a co-payment. Ask your State scheme, an HMO or the NHIA office how to register parents.",
    source: NHIA,
  },
  {
    id: "remembering-pills",
    title: "Remembering daily medicines",
    keywords: "forget forgets forgetting forgot remember remembering reminder reminders pillbox alarm tricks doses",
    text: "Link the pill to something done every day (brushing teeth, breakfast), set a phone alarm, use a weekly pill box with a compartment for each day, and tick a chart. If a dose is forgotten, take it when remembered unless it is nearly time for the next one, and never take two doses together. A pharmacist can suggest other ways, and a doctor can sometimes change to a once-a-day pill.",
    source: NHS_AMLODIPINE,
  },
  {
    id: "yellow-fever-vaccine",
    title: "The yellow fever vaccine",
    keywords: "yellow fever yellow-fever travel travelling ghana certificate card",
    text: "One dose of the yellow fever vaccine protects for life: WHO says no booster is needed. It is given at 9 months in Nigeria's routine schedule, and travellers to or from countries with yellow fever, Ghana and Nigeria among them, often need the yellow card (international certificate) at the border. Get the vaccine at least 10 days before travel, since that is when the protection and the certificate start. People who are very unwell or have a weak immune system should ask a doctor first.",
    source: WHO_YELLOW_FEVER,
  },
  {
    id: "measles-vaccine",
    title: "The measles vaccine",
    keywords: "measles measle mmr injection jab",
    text: "In Nigeria's routine schedule the first measles vaccine dose is given at 9 months, and a second dose at 15 months; both doses are needed for full protection. A baby of 7 months is not late: wait for the 9-month visit unless there is an outbreak, when health workers may give an extra early dose. The vaccine is free at primary health centres, and measles is dangerous for young children, so don't skip it.",
    source: WHO_MEASLES,
  },
  {
    id: "u-equals-u",
    title: "Undetectable = untransmittable (U=U)",
    keywords: "undetectable untransmittable viral load suppressed u=u i=i indetectable partner transmit pass",
    text: "Someone with HIV who takes their treatment every day and keeps an undetectable viral load (confirmed by tests, usually after about 6 months on treatment) does not pass HIV to a partner through sex: undetectable = untransmittable (U=U). Keep taking every dose and doing the viral load tests; condoms still protect against other STIs and pregnancy.",
    source: CDC_UU,
  },
  {
    id: "missed-arv",
    title: "A missed dose of HIV treatment",
    keywords: "arv arvs antiretroviral antiretrovirals tld dolutegravir hiv",
    text: "If you miss a dose of HIV treatment (such as TLD), take it as soon as you remember, unless it is nearly time for the next one; then skip it and carry on, never taking two doses together. One missed dose is not a disaster, but missing doses often lets the viral load rise and the virus become resistant to the medicines, so take it at the same time every day (a phone alarm helps) and tell your clinic if you keep missing doses.",
    source: NHS_ARV,
  },
  {
    id: "epilepsy-triggers",
    title: "Epilepsy triggers",
    keywords: "trigger triggers cause causes bring provoke epilepsy",
    text: "Common triggers of seizures in someone with epilepsy are missed epilepsy medicine, lack of sleep, alcohol or recreational drugs, stress, being unwell with a fever, and, for a few people, flashing or flickering lights. Taking the medicine every day, regular sleep, and a diary of when seizures happen help to find and avoid one's own triggers; see the doctor if seizures come back or change.",
    source: NHS_EPILEPSY,
  },
  {
    id: "asthma-triggers",
    title: "Asthma triggers: dust, smoke and harmattan",
    keywords: "trigger triggers harmattan dust firewood asthma attack attacks",
    text: "Asthma is often made worse by triggers such as harmattan dust and smoke from firewood, cigarettes or burning rubbish. Keep away from smoke where you can (cook outside or in a well-aired place), cover the nose and mouth in dusty wind, and use the preventer (often brown) every day as prescribed, with the reliever (often blue) for symptoms. Needing the reliever 3 or more times a week means asthma is not controlled: see a doctor.",
    source: NHS_ASTHMA,
  },
  {
    id: "reliever-preventer",
    title: "Reliever and preventer: the blue and the brown",
    keywords: "blue brown reliever preventer salbutamol ventolin steroid difference",
    text: "The blue one is usually the reliever (salbutamol): it acts quickly to ease wheezing and tightness when symptoms start. The brown (or orange or purple) one is usually a preventer, a steroid taken every day, even on good days, to calm the airways so attacks happen less; it takes weeks to help, not minutes. Needing the blue one often is a sign to see a doctor about the preventer.",
    source: NHS_ASTHMA,
  },
  {
    id: "tramadol",
    title: "Tramadol: misuse, addiction and fits",
    keywords: "tramadol tramol tramadols harder work energy",
    text: "Tramadol is a prescription opioid painkiller, not an energy drug. Taken every day without a doctor it causes dependence (addiction) and withdrawal when stopped, and high doses can cause fits (seizures), slowed breathing and death, more so with alcohol or other sedatives. Someone who wants to stop after taking it for a long time should get help from a doctor, since stopping suddenly can cause withdrawal.",
    source: NHS_TRAMADOL,
  },
  {
    id: "codeine",
    title: "Codeine syrup: misuse and addiction",
    keywords: "codeine syrup cough syrup lean",
    text: "Codeine, in cough syrups and some painkillers, is an opioid. Drinking codeine syrup for a high causes addiction (dependence) within weeks, constipation, drowsiness and, in large amounts or with alcohol, slowed breathing that can kill. Someone who wants to stop should talk to a doctor or a drug treatment service: withdrawal can be eased with help, and support works better than stopping alone.",
    source: NHS_CODEINE,
  },
  {
    id: "colorado",
    title: "Colorado (synthetic cannabinoids)",
    keywords: "colorado colos monkey tail synthetic cannabinoid cannabinoids spice k2",
    text: '"Colorado" is a synthetic cannabinoid: chemicals sprayed on dried leaves and smoked, made to act like cannabis but far stronger and unpredictable. They can cause agitation, paranoia and psychosis, fits, a fast heart and chest pain, vomiting, and addiction; some batches have killed people. Anyone who smokes it and becomes confused, very agitated, has chest pain or a fit needs a hospital now.',
    source: CDC_SYNTHETIC,
  },
  {
    id: "alcohol-units",
    title: "Drink units: the weekly limit",
    keywords: "units unit weekly",
    text: "UK guidance (NHS) advises drinking no more than 14 units of alcohol a week, spread over 3 or more days with some alcohol-free days; 14 units is about 6 bottles of beer (5%) or 6 medium glasses of wine. Drinking more than that, week after week, harms the liver, heart and brain and raises the risk of several cancers. There is no completely safe level, and under-18s are safest not drinking at all, since alcohol harms the growing brain and liver. Drinking a lot in one session (binge drinking) is especially risky.",
    source: NHS_UNITS,
  },
  {
    id: "screen-time-children",
    title: "Screen time for young children",
    keywords: "screen screens phone tablet tv television cartoons screen-time",
    text: "WHO advises no screen time for babies under 2, and no more than 1 hour a day for children aged 2 to 4 (less is better), sitting watching with them where possible. Young children need active play, talking and reading with adults, and 10 to 13 hours of sleep; keep screens out of the bedroom and away in the hour before bed.",
    source: WHO_SCREEN,
  },
  {
    id: "bulimia",
    title: "Bulimia and other eating disorders",
    keywords: "bulimia purging purge binge disorder",
    text: "Making oneself sick after meals, often after binges, can be a sign of bulimia, an eating disorder: a serious mental health condition, not a diet. Repeated purging harms the body (it can lower potassium and upset the heart rhythm). Talk to your friend kindly and in private, without blaming or commenting on her body, and encourage her to see a doctor; eating disorders can be treated, and early help works best.",
    source: NHS_BULIMIA,
  },
  {
    id: "stroke-family-history",
    title: "A stroke in the family: your own risk",
    keywords: "stroke family history died risk inherit",
    text: "A close relative who had a stroke, especially a parent or sibling at a young age, raises your own risk a little, and so do high blood pressure, diabetes, smoking, being overweight and inactive, and having African or Caribbean family roots. Most of that risk can be lowered: have your blood pressure checked every year from adulthood, eat less salt, stay active, don't smoke and keep alcohol low. A relative's stroke long ago is not an emergency for you now.",
    source: NHS_STROKE_CAUSES,
  },
  {
    id: "bp-medicines-stopping",
    title: "Stopping blood pressure medicines",
    keywords: "stop stopping lifelong",
    text: "High blood pressure usually causes no symptoms, so feeling fine does not mean it is cured: the medicines are what keep it down, and most people need them for life. Don't stop them, or take them only on some days, without talking to the doctor, because the pressure rises again and the risk of a stroke or heart attack comes back. If a medicine gives side effects, the doctor can change it; keep checking the blood pressure.",
    source: NHS_HBP_TREATMENT,
  },
  {
    id: "phone-sleep",
    title: "Phones and screens at bedtime",
    keywords: "phone phones screen screens scrolling social media tiktok instagram 3am late",
    text: "Phones keep the mind busy and their light keeps the brain awake. Put the phone away (out of reach, on silent) at least an hour before bed, keep the same bed and waking time every day, wind down with something calm instead, avoid caffeine in the afternoon and evening, and get daylight and some exercise in the day. If nights stay poor for weeks despite this, see a doctor.",
    source: NHS_SLEEP_TIPS,
  },
  {
    id: "scalp-ringworm",
    title: "Ringworm of the scalp",
    keywords: "scalp ringworm tinea capitis scaly patch patches hair breaking bald",
    text: "Scaly, itchy patches on the scalp where the hair breaks off or falls out are often ringworm of the scalp, a fungal infection common in children. It does not clear with creams alone: a doctor or clinic usually prescribes antifungal tablets (such as griseofulvin or terbinafine) with an antifungal shampoo. Don't share combs, caps or towels, and check other children in the house.",
    source: NHS_RINGWORM,
  },
  {
    id: "ibuprofen-pregnancy",
    title: "Ibuprofen in pregnancy",
    keywords: "ibuprofen brufen nsaid pregnant pregnancy",
    text: "Ibuprofen is not usually recommended in pregnancy, especially from 20 weeks, unless a doctor prescribes it, because it can affect the baby's heart and kidneys and the amount of fluid around the baby. Paracetamol is the usual first choice for pain or fever in pregnancy, at the lowest dose for the shortest time; ask a pharmacist, midwife or doctor before taking any painkiller while pregnant.",
    source: NHS_IBU,
  },
  // Round 13 (chat27): lab values, everyday aches, relationships, piles, babies (teething, cord, deworming, the NPI
  // schedule), pregnancy planning and antenatal contacts, and myths people ask about.
  {
    id: "pcv-haemoglobin",
    title: "PCV and haemoglobin results",
    keywords: "pcv packed cell volume haematocrit hematocrit hb haemoglobin hemoglobin anaemia",
    text: "The PCV (packed cell volume, or haematocrit) is the share of the blood made of red cells, about three times the haemoglobin (Hb). WHO counts anaemia from an Hb below 12 g/dL in women (a PCV below about 36), below 13 in men and below 11 in pregnancy. A PCV of 28 (Hb about 9) is low: moderate anaemia. Common causes are heavy periods, too little iron in food, malaria, worms and sickle cell disease. See a health worker to find the cause and treat it, often with iron tablets, and eat iron-rich foods (beans, green leafy vegetables, meat, fish). Get care quickly if you are breathless, dizzy or very weak.",
    source: WHO_HB,
  },
  {
    id: "body-aches-work",
    title: "Aching muscles after hard physical work",
    keywords: "aching muscles lifting carrying labour blocks",
    text: "Aching muscles after a day of lifting or carrying are common and usually settle within a few days. Rest, keep moving gently and stretch, use a warm bath or a warm cloth, and take paracetamol or ibuprofen (with food) if you need it, as the packet says. Lift with bent knees and the load close to your body, and take breaks. See a health worker if the pain is severe, lasts more than a week, or comes with fever, dark urine, weakness or numbness.",
    source: NHS_BACK,
  },
  {
    id: "controlling-partner",
    title: "A controlling or violent partner",
    keywords:
      "boyfriend girlfriend controlling controls checks phone jealous beat beats beating slap abuse abusive violence",
    text: "In a healthy relationship partners trust and respect each other. Checking your phone, deciding who you can talk to, getting angry when you see friends, or threats are controlling behaviour, a form of abuse: it is not normal and not your fault. Hitting or slapping is violence, and it usually happens again even after an apology. Talk to someone you trust, a counsellor or a health worker; keep a phone and a safe place you can go to, and call the emergency number if you are in danger.",
    source: NHS_ABUSE,
  },
  {
    id: "piles",
    title: "Piles (haemorrhoids)",
    keywords: "piles pile haemorrhoids hemorrhoids anus bottom straining",
    text: "Piles are swollen blood vessels in and around the bottom, often from constipation and straining, but also from pregnancy, heavy lifting or sitting for long; sometimes there is no clear cause. They often get better on their own. Eat more fibre (fruit, vegetables, beans, whole grains), drink plenty of water, don't strain or sit on the toilet for long, wipe gently, soak in a warm bath to ease pain, and take paracetamol (not codeine, which constipates). A pharmacist can suggest a cream. See a doctor if it is no better after 7 days, bleeding keeps coming back, or the stool is black.",
    source: NHS_PILES,
  },
  {
    id: "teething",
    title: "Teething",
    keywords: "teething teeth tooth drool drooling dribble gums chewing",
    text: "Baby teeth usually start coming through around 6 months. Teething can make the gums sore and red, the cheeks flushed, and the baby dribble (drool), chew things and be fussy. Let them chew a clean, cool teething ring (or cold fruit or vegetables from 6 months), rub the gums gently with a clean finger, and give sugar-free children's paracetamol or ibuprofen if they are in pain. Teething does not cause a high fever or diarrhoea: see a health worker for those.",
    source: NHS_TEETHING,
  },
  {
    id: "deworming",
    title: "Deworming children",
    keywords: "deworm deworming worms worm albendazole mebendazole zentel vermox",
    text: "Where worms are common, as in Nigeria, WHO advises deworming every child from 1 year of age once or twice a year, with a single dose of albendazole (200 mg from 12 to 23 months, 400 mg from 2 years) or mebendazole 500 mg, often given at clinics or schools. Wash hands with soap after the toilet and before eating, wear shoes outside, wash fruit and vegetables, and keep nails short.",
    source: WHO_STH,
  },
  {
    id: "npi-schedule",
    title: "Nigeria's childhood immunisation schedule",
    keywords:
      "immunisation immunization schedule vaccines vaccine npi pentavalent penta pneumococcal rotavirus polio bcg",
    text: "Nigeria's national schedule, free at primary health centres: at birth BCG, polio (OPV0) and hepatitis B; at 6, 10 and 14 weeks pentavalent, pneumococcal (PCV), polio and rotavirus vaccines, with the injected polio vaccine (IPV) at 14 weeks; vitamin A from 6 months; at 9 months measles, yellow fever and meningitis A; and a second measles dose at 15 months. Mild fever or soreness after a vaccine is normal. Keep the card, and if a dose was missed, go anyway: the clinic catches up.",
    source: NPHCDA_NPI,
  },
  {
    id: "cord-care",
    title: "Caring for the umbilical cord stump",
    keywords: "umbilical cord stump navel belly button chlorhexidine",
    text: "Keep the cord stump clean and dry: wash your hands before touching it, fold the nappy below it, and if it gets dirty clean it with clean water and dry it. Where newborn infections are common, as in Nigeria, WHO advises chlorhexidine gel on the stump; put nothing else on it (no ash, herbs, oil or toothpaste). It falls off within about 1 to 2 weeks. See a health worker at once if the skin around it is red or swollen, it smells or oozes pus, or the baby has a fever or won't feed.",
    source: WHO_POSTNATAL,
  },
  {
    id: "planning-pregnancy",
    title: "Before trying for a baby",
    keywords: "trying for a baby planning preconception conceive folic",
    text: "Start folic acid, 400 micrograms a day, before you try and until 12 weeks of pregnancy. Stop smoking and alcohol, aim for a healthy weight and eat well. See a health worker or clinic before you try: check your and your partner's genotype (sickle cell), HIV, hepatitis B and syphilis, whether you need vaccines, and whether any medicines you take are safe in pregnancy.",
    source: NHS_PLANNING,
  },
  {
    id: "antenatal-contacts",
    title: "When to start antenatal care",
    keywords: "antenatal anc cpn prenatal booking contacts visits",
    text: "Book antenatal care as early as you can, within the first 12 weeks of pregnancy. WHO advises at least 8 antenatal contacts during pregnancy, where the midwife or doctor checks your blood pressure, urine, blood (anaemia, HIV, syphilis, blood group), the baby's growth, and gives tetanus vaccine, iron and folic acid and malaria prevention. Carry your antenatal card to every visit.",
    source: WHO_ANC,
  },
  {
    id: "resting-heart-rate",
    title: "A normal resting heart rate",
    keywords: "heart rate pulse resting beats per minute bpm normal",
    text: "A normal resting heart rate for adults is between 60 and 100 beats a minute; it is lower in fit people and rises with exercise, fever, caffeine or anxiety. Check it after resting for 5 minutes: count the beats at the wrist for 60 seconds. See a doctor if it is often above 120 or below 40 at rest, or irregular, and get help at once if a fast or slow pulse comes with chest pain, fainting or breathlessness.",
    source: NHS_PULSE,
  },
  {
    id: "first-aid-kit",
    title: "What to keep in a first aid box",
    keywords: "first aid box kit keep put in home what",
    text: "A home first aid box: plasters in different sizes, sterile gauze dressings, bandages (including a crepe bandage), disposable gloves, tweezers, scissors, safety pins, sticky tape, alcohol-free cleansing wipes or antiseptic, a thermometer, painkillers such as paracetamol and ibuprofen, an antihistamine, and oral rehydration salts. Keep it out of children's reach and replace used or expired items.",
    source: NHS_FIRST_AID_KIT,
  },
  {
    id: "pineapple-pregnancy",
    title: "Pineapple and other foods in pregnancy",
    keywords: "pineapple miscarriage pawpaw papaya fruit foods avoid pregnancy pregnant myth safe",
    text: "Pineapple is not among the foods to avoid in pregnancy: there is no evidence that normal amounts cause a miscarriage, so it can be part of a balanced diet with other fruit and vegetables. The foods to avoid are raw or undercooked meat and eggs, liver, unpasteurised milk, fish high in mercury and alcohol; keep caffeine under 200 mg a day.",
    source: NHS_PREG_FOODS,
  },
  {
    id: "vitamin-c-daily",
    title: "Vitamin C: how much a day",
    keywords: "ascorbic vitamin c daily every day supplement",
    text: "Adults need about 40 mg of vitamin C a day, and a normal diet with fruit such as oranges gives it. A vitamin C supplement is safe if you keep under 1,000 mg a day; more than that can cause stomach pain, diarrhoea and wind.",
    source: NHS_VITAMIN_C,
  },
  {
    id: "fibroids-myths",
    title: "Fibroids and food myths",
    keywords: "fibroid fibroids womb",
    text: "Fibroids are non-cancerous growths in the womb. Their cause is not fully known: they are linked to the hormone oestrogen, are more common in Black women and between 30 and 50, and can run in families. Cold water, sugar or particular foods do not cause them, so drinking cold water after eating is fine. Many fibroids give no symptoms; see a doctor for heavy or painful periods, a swollen belly, passing urine often or trouble getting pregnant.",
    source: NHS_FIBROIDS,
  },
  {
    id: "acne-myths",
    title: "Pimples and sex: a myth",
    keywords: "sex not having sex abstinence sexually inactive dirt chocolate sebum",
    text: "Pimples come from hormones, mostly at puberty, that make the skin's oil glands produce more oil (sebum); it blocks the pores with dead skin, and bacteria then inflame them. Acne often runs in families. Having sex or not having sex and dirty skin do not cause it: that is a myth. Wash twice a day with a mild soap, don't squeeze, and a pharmacist can suggest a treatment.",
    source: NHS_ACNE,
  },
  {
    id: "breast-lump-young",
    title: "A breast lump in a young woman",
    keywords: "breast lump lumps moves mobile rubbery young worried fibroadenoma cyst",
    text: "Most breast lumps are not cancer, especially under 30. A smooth, firm, rubbery lump that moves easily under the fingers is often a fibroadenoma, a harmless growth common in young women, or a cyst. Still, see a doctor or clinic for any new lump so it can be examined, and an ultrasound done if needed. Go sooner if it grows, feels hard and fixed, or the skin or nipple changes.",
    source: NHS_BREAST_LUMPS,
  },
  {
    id: "sleep-worry",
    title: "When worries keep you awake",
    keywords:
      "can't sleep sleepless worry worries worrying thinking overthinking money mind racing night insomnia awake",
    text: "If worries keep you awake, set aside some worry time earlier in the evening: write the worries down with one small next step, then leave them until tomorrow. Keep the same bed and waking time, avoid caffeine after midday and phones or screens in the hour before bed, and try slow breathing or relaxing your muscles in bed. Talking to someone you trust about money worries helps too. See a doctor if poor sleep lasts more than a few weeks.",
    source: NHS_SLEEP_WORRY,
  },
  {
    id: "paracetamol-alcohol",
    title: "Paracetamol and alcohol",
    keywords: "paracetamol panadol alcohol drink drinking beer liver",
    text: "It is usually safe to drink a small amount of alcohol while taking paracetamol at the normal dose. Never go over the maximum dose: too much paracetamol damages the liver, and drinking heavily most days puts the liver more at risk, so if you drink a lot, ask a pharmacist or doctor before taking it.",
    source: NHS_PARA,
  },
  {
    id: "newborn-jaundice",
    title: "Yellow skin in a newborn (jaundice)",
    keywords: "yellow yellowish jaundice newborn baby babies child skin eyes first week",
    text: "A yellow tinge to a newborn's skin or eyes is common: it usually starts 2 to 3 days after birth and fades within about 2 weeks. Keep feeding often. Have the baby seen the same day if the yellow starts in the first 24 hours of life, spreads to the legs, palms or soles, lasts more than 2 weeks, or the baby is very sleepy, feeds poorly, or passes pale stools or dark urine. Don't use sunlight to treat it: hospitals use special light treatment.",
    source: NHS_NEWBORN_JAUNDICE,
  },
  // Round 14 (chat28).
  {
    id: "snake-prevention",
    title: "Staying safe from snakes",
    keywords: "prevent avoid farm bush",
    text: "Most snakebites happen on farms, in the bush and at night. Wear boots or closed shoes and long trousers when farming or walking in grass, carry a torch at night, look before putting hands into holes, bushes or firewood piles, clear grass and rubbish from around the house, and sleep on a raised bed under a mosquito net. After a snakebite, keep still and go to a hospital with antivenom.",
    source: WHO_SNAKE,
  },
  {
    id: "first-sex-bleeding",
    title: "Bleeding the first time you have sex",
    keywords: "bleed bleeding blood sex first time virgin hymen",
    text: "It is common to bleed a little the first time you have vaginal sex, as the hymen (a thin stretchy tissue at the opening of the vagina) can stretch or tear; not everyone bleeds. It should be light and stop within a day or so. See a doctor or sexual health clinic if the bleeding is heavy or doesn't stop, if there is severe pain, or if you keep bleeding after sex later on.",
    source: NHS_BLEEDING_AFTER_SEX,
  },
  {
    id: "grief-support",
    title: "Helping a friend who is grieving",
    keywords: "grief grieving bereavement bereaved mourning died death lost father mother sad support friend",
    text: "Grief after a death can bring deep sadness, anger, guilt, tiredness and trouble sleeping, and it comes in waves for months. To help a friend: be there and listen, let them talk about the person who died and say their name, offer practical help (food, errands), and keep in touch after the funeral, when others move on. Encourage them to see a doctor or counsellor if the grief stops them coping for a long time; if they talk of not wanting to live, get help at once.",
    source: NHS_GRIEF,
  },
  // Round 19 (chat33): whether laughing is good or bad for the body, asked after "dying of laughter" (laughing as an
  // asthma trigger: NHS asthma, causes and triggers).
  {
    id: "laughter",
    title: "Laughing and your health",
    keywords: "laugh laughing laughter laughed too much good bad for body health belly sore",
    text: "Laughing is a normal, healthy thing and is not harmful in itself. Laughing hard for a long time can leave the belly muscles sore, as after exercise, and that settles by itself. In people with asthma, laughing and strong emotions can set off coughing or wheezing: keep the reliever inhaler close.",
    source: NHS_ASTHMA,
  },
  // Round 19 (chat33): how typhoid is prevented, which no passage said (WHO typhoid fact sheet).
  {
    id: "typhoid-prevent",
    title: "Preventing typhoid",
    keywords: "typhoid prevent prevention avoid protect spread vaccine vaccination",
    text: "Typhoid spreads through food and water contaminated with the faeces of an infected person. To prevent it, drink safe water (boiled, treated or sealed bottled water), wash your hands with soap after the toilet and before cooking or eating, eat food that is well cooked and still hot, wash and peel fruit yourself, and use a clean toilet or latrine. WHO recommends the typhoid conjugate vaccine where typhoid is common: ask at a health centre.",
    source: WHO_TYPHOID,
  },
  {
    id: "fainting-causes",
    title: "Why people faint",
    keywords: "faint fainted fainting why causes cause reason assembly",
    text: "Fainting happens when the brain briefly gets too little blood. Common triggers are standing for a long time (at a school assembly, say), a hot crowded place, not eating or drinking enough, getting up quickly, pain, fear or the sight of blood. It is usually harmless and people recover within a minute or two. See a doctor if someone faints more than once, faints during exercise, or has chest pain, a pounding heartbeat or a fit with it.",
    source: NHS_FAINT,
  },
  {
    id: "poison-storage",
    title: "Keeping medicines and chemicals away from children",
    keywords: "store storing keep away out of reach locked cupboard kerosene bleach chemicals medicines safely",
    text: "Keep medicines and household chemicals (kerosene, bleach, insecticide, rat poison) out of children's reach and sight, best in a locked or high cupboard, and put them back straight after use. Keep them in their original containers with the lids closed: never pour kerosene or chemicals into drink bottles or cups. Take old medicines back to a pharmacy. If a child swallows something, call the emergency number or go to hospital at once with the container.",
    source: NHS_POISONING_PREVENTION,
  },
  {
    id: "low-sugar-signs",
    title: "Low blood sugar (hypoglycaemia): the signs and what to do",
    keywords: "low blood sugar hypo hypoglycaemia hypoglycemia signs symptoms sugar dropped",
    text: "Low blood sugar (under 4 mmol/L, or 70 mg/dL) mostly happens to people with diabetes on insulin or some tablets. Early signs are sweating, shaking, feeling hungry, dizziness, tiredness, tingling lips, a fast heartbeat, feeling irritable or going pale. Take a sugary drink or sweets at once (such as a small glass of juice or a non-diet soft drink), check again after 15 minutes, then eat a snack. Confusion, strange behaviour, a fit or passing out is an emergency: call the emergency number, and give nothing by mouth to someone who is not fully awake.",
    source: NHS_HYPO,
  },
  {
    id: "heart-healthy-eating",
    title: "Eating for the heart, and after a heart attack",
    keywords: "heart foods food eat eating diet cholesterol after heart attack",
    text: "For the heart, and after a heart attack, a Mediterranean-style diet is advised: more vegetables, fruit, beans, whole grains and fish, less red and processed meat, and vegetable oils in small amounts in place of butter and other saturated fat. Cut down on salt and on fried and sugary foods, keep to a healthy weight, stop smoking and keep alcohol low. After a heart attack, keep taking the prescribed medicines too.",
    source: NHS_HEART_RECOVERY,
  },
  // Round 15 (chat29): the adult doses people ask for by name.
  {
    id: "ibuprofen-adult-dose",
    title: "Ibuprofen: the adult dose",
    keywords: "ibuprofen brufen dose dosage adult how much how many tablets mg maximum day",
    text: "The usual adult dose of ibuprofen is one or two 200 mg tablets (200 to 400 mg) every 4 to 6 hours, taken with or after food or milk. Don't take more than 1,200 mg (six 200 mg tablets) in 24 hours unless a doctor prescribes more. Avoid it if you have a stomach ulcer, are in later pregnancy, or have kidney or heart problems, unless a doctor says it's fine.",
    source: NHS_IBU,
  },
  {
    id: "coartem-adult-dose",
    title: "Coartem (artemether-lumefantrine): the adult dose",
    keywords: "coartem artemether lumefantrine dose dosage adult how many tablets tabs malaria treatment course days",
    text: "For an adult (35 kg or more), Coartem (artemether 20 mg with lumefantrine 120 mg) is 4 tablets a dose, 6 doses over 3 days: the first dose, a second 8 hours later, then one dose twice a day on the next 2 days (24 tablets in all). Take each dose with food or milk that has some fat, and finish the course even when you feel better. If you vomit within an hour of a dose, take it again; get care if you keep vomiting, get worse or are pregnant.",
    source: WHO_MALARIA_GUIDELINES,
  },
  // Round 16 (chat30): common questions of young people that had no passage (a pregnancy test read, when pregnancy
  // can happen, puberty and first periods, period products, vaccine safety and myths, where malaria comes from) and
  // set 16's remaining answers (insulin without a fridge, a bruise on warfarin, vitamins with antibiotics, extra
  // paracetamol by mistake, a cough of three weeks and TB).
  {
    id: "pregnancy-test-results",
    title: "Pregnancy tests: when to do one and how to read it",
    keywords:
      "pregnancy test tests strip kit result results light line lines pale accurate reliable wrong lie false when to test after sex",
    text: "Most urine pregnancy tests work from the first day of a missed period; if you don't know when your period is due, test at least 21 days after the sex. Urine from any time of day will do. A positive result is almost always right; a negative one is less reliable, mostly because the test was done too early, so if your period still doesn't come, test again a few days later or see a health worker. If a line is very light or you are unsure, check the test's instructions and repeat it in a few days. Contraceptive pills do not change the result.",
    source: NHS_PREG_TEST,
  },
  {
    id: "pregnancy-when-possible",
    title: "When sex can lead to pregnancy",
    keywords:
      "get pregnant first time during period menstruation safe period withdrawal pull out pulling out before he comes pre-cum chance possible can i",
    text: "Pregnancy can happen the first time you have sex, and any time sperm gets into the vagina without contraception, including during or just after a period, because sperm can live in the body for up to 7 days. Pulling out before ejaculation (withdrawal) is not reliable: fluid that comes out earlier can carry sperm, and in real use about 1 in 5 couples who rely on it get pregnant within a year. A condom, the pill, an injection, an implant or an IUD protects much better; after unprotected sex, emergency contraception works best the sooner it is taken.",
    source: WHO_FP,
  },
  {
    id: "puberty-stages",
    title: "Puberty: what changes and when",
    keywords:
      "puberty age start starting first period periods breasts breast growing budding uneven unequal one bigger voice breaking deep hair armpit pubic growth spurt pimples boys girls teen teenager normal late early",
    text: "Puberty usually starts between 8 and 13 in girls and between 9 and 14 in boys. In girls the breasts grow first (one often grows faster than the other, which is normal), then body hair, and periods usually start about 2 years later, on average around 12. In boys the testicles and penis grow, the voice breaks, hair grows and wet dreams are common. Pimples and sweat come with it in both. See a health worker if a girl has no breasts by 13 or no period by 16, or a boy has no signs of puberty by 14.",
    source: NHS_PUBERTY,
  },
  {
    id: "period-products",
    title: "Pads, tampons and menstrual cups",
    keywords: "pad pads sanitary towel tampon tampons menstrual cup change how often use wear period products",
    text: "Pads, tampons and menstrual cups are all safe ways to manage a period. Change a pad every 3 to 4 hours or when it feels full; change a tampon at least every 4 to 8 hours and use the lowest absorbency you need; empty and rinse a cup every 4 to 8 hours. Wash your hands before and after. A reusable cloth pad is fine if it is washed well with soap and dried in the sun.",
    source: NHS_PERIODS,
  },
  {
    id: "vaccine-safety",
    title: "Are vaccines safe? Common myths",
    keywords: "vaccine safe safety side effects myth myths covid corona coronavirus jab dangerous",
    text: "Vaccines are tested in large trials before use and watched for safety afterwards. Most side effects are mild and short: a sore arm, a mild fever or tiredness for a day or two; serious reactions are very rare, and the vaccine protects far more than it risks. Vaccines, including the HPV, tetanus and COVID-19 vaccines, do not cause infertility. Vaccines are free at primary health centres in Nigeria; ask the health worker about any worry before the jab.",
    source: WHO_VACCINE_SAFETY,
  },
  {
    id: "malaria-myths",
    title: "Where malaria comes from (and where it does not)",
    keywords: "malaria cause causes myth myths mango mangoes oily food mosquito bite spread typhoid catch",
    text: "Malaria comes only from the bite of an infected female Anopheles mosquito, which passes the parasite into the blood; it does not spread from person to person. Mangoes, oily food, sugar, sun, rain or stress do not cause it: malaria is common in the rainy season and mango season because more mosquitoes breed then. Typhoid is a different illness that spreads through food and water dirtied by faeces, not through mosquitoes. Sleep under a treated net, and get a test (RDT) for a fever before treatment.",
    source: WHO_MALARIA,
  },
  {
    id: "insulin-storage",
    title: "Keeping insulin cool without a fridge",
    keywords:
      "insulin store storage storing keep cool cold fridge refrigerator light power nepa no light heat hot pen vial room temperature",
    text: "Keep spare insulin in a fridge (2 to 8 °C), never in the freezer. When there is no power, opened or unopened insulin can be kept out of the fridge, between 15 and 30 °C, for up to 28 days and still work. Keep it in the coolest shaded place you have, away from sunlight and heat (not in a car or on a window), for example in a covered clay pot or a container kept cool. Don't use insulin that has been frozen, has changed colour or has clumps; ask your clinic or pharmacist about storage where you live.",
    source: FDA_INSULIN,
  },
  {
    id: "warfarin-bruise",
    title: "Bruising and bleeding on warfarin",
    keywords: "warfarin blood thinner anticoagulant bruise bruises bruising bleed bleeding easily bump knock inr",
    text: "On warfarin you bruise more easily, and a small bruise after a knock is common and fades like any bruise. Tell the doctor or clinic soon if bruises appear without a reason or keep spreading, your gums or nose bleed a lot, or you need your INR checked. Get emergency help for bleeding that won't stop, vomiting blood, black or bloody stools, blood in the urine, or a bad knock to the head while on warfarin.",
    source: NHS_WARFARIN,
  },
  {
    id: "supplements-antibiotics",
    title: "Taking supplements with an antibiotic",
    keywords:
      "supplement supplements multivitamin zinc iron calcium magnesium antacid milk with antibiotic antibiotics ciprofloxacin cipro doxycycline together",
    text: "Vitamin C is not known to stop common antibiotics working, but it doesn't replace them or make them work faster. Minerals do matter: iron, zinc, calcium or magnesium (in multivitamins, antacids and milk) stop some antibiotics, such as ciprofloxacin and doxycycline, being absorbed, so take those antibiotics 2 hours before or 4 to 6 hours after the supplement. Finish the course, and ask the pharmacist about anything else you take.",
    source: NHS_CIPRO,
  },
  {
    id: "para-extra-by-mistake",
    title: "Taking extra paracetamol by mistake",
    keywords:
      "paracetamol panadol extra mistake accident accidentally double doubled another dose too soon early again took more",
    text: "Taking 1 or 2 extra paracetamol tablets by mistake is unlikely to harm you, as long as the total stays under 8 tablets (4 g) in 24 hours. Wait until at least 4 hours after the last dose before taking any more, and count everything that contains paracetamol (many cold and flu remedies do). If you have taken more than 8 tablets in 24 hours, go to hospital now even if you feel well: the liver damage shows only later.",
    source: NHS_PARA,
  },
  {
    id: "tb-cough",
    title: "A cough for 3 weeks or more: could it be TB?",
    keywords:
      "tb tuberculosis cough coughing three 3 weeks long weeks blood night sweats weight loss test testing free dots",
    text: "A cough that lasts 3 weeks or more, especially with fever, night sweats, weight loss or blood in the sputum, can be tuberculosis (TB) and needs a test. TB spreads through the air when a person with it coughs. A sputum test at a clinic or DOTS centre finds it; in Nigeria, TB testing and treatment are free at public DOTS centres; with the full 6-month course, most people are cured. Cover coughs and keep rooms aired while you wait for the result.",
    source: WHO_TB,
  },
  {
    id: "dry-skin",
    title: "Dry, itchy skin",
    keywords:
      "dry skin itchy itching scaly flaky cracked ashy moisturiser moisturizer cream lotion shea butter emollient",
    text: "Dry, itchy skin is helped by a plain moisturiser (emollient) used often, especially after washing, by washing with lukewarm water and a mild soap or soap substitute, and by avoiding perfumed products and hard scrubbing. Plain petroleum jelly or shea butter are cheap options. See a health worker if the skin cracks and bleeds, looks infected, the itch keeps you from sleeping, or it doesn't improve.",
    source: NHS_DRY_SKIN,
  },
  // Set 17 (chat30): how Lassa fever spreads, and sport with asthma.
  {
    id: "lassa-spread",
    title: "How Lassa fever spreads and how to prevent it",
    keywords: "lassa fever spread spreads catch rats rat mastomys rodent urine food prevent outbreak",
    text: "Lassa fever spreads mainly from food or household things soiled by the urine or droppings of infected rats (the multimammate rat), and from person to person through the blood, urine, vomit or other body fluids of someone who is ill, which is why carers and health workers must use gloves. Keep food in covered, rat-proof containers, don't dry food on the roadside or on the floor, keep the home and its surroundings clean, and set rat traps. Anyone with a fever that doesn't get better with malaria treatment, especially with bleeding, should go to a health facility early: Lassa fever can be treated, and treatment works best when started early.",
    source: NCDC_LASSA,
  },
  {
    id: "asthma-exercise",
    title: "Sport and exercise with asthma",
    keywords: "asthma inhaler wheeze reliever before",
    text: "People with asthma can and should play sport, football included: being active is good for the lungs. Use your preventer every day as prescribed, keep your reliever (blue) inhaler with you, warm up before you play, and if exercise brings on symptoms, ask a health worker whether to take the reliever before you start. Stop and use your reliever if you get wheezy, tight or breathless; get help at once if it doesn't help or you can't speak in full sentences.",
    source: NHS_ASTHMA,
  },
  {
    id: "bp-medicine-side-effects",
    title: "Side effects of blood pressure medicines",
    keywords: "blood pressure bp side effect effects dizzy dizziness standing ankles swollen amlodipine diuretic",
    text: "Blood pressure medicines can have side effects, usually mild: water tablets (diuretics) make you pee more, especially in the first hours after the dose; amlodipine can swell the ankles; some others cause a dry cough, tiredness or cold hands; and any of them can make you dizzy when you stand up quickly, so get up slowly. Don't stop the medicine because of a side effect: tell the doctor or pharmacist, who can change the dose or the medicine. See a doctor soon for fainting or falls.",
    source: NHS_BP_TREATMENT,
  },
  {
    id: "breastfeeding-pain",
    title: "Sore breasts or nipples when breastfeeding",
    keywords:
      "breastfeeding breast feeding breastfeed sore pain painful nipple nipples cracked latch attach attachment position new mother mama after birth",
    text: "Sore nipples or breasts in the first weeks of breastfeeding are common and are most often from how the baby is attached: bring the baby to the breast with the chin touching it and a wide-open mouth taking in much of the dark skin, and change position if it hurts. Feed often, and let the baby finish one breast. A midwife, nurse or health worker can watch a feed and help. See them soon if a part of the breast is red, hot, hard and painful, or you have a fever (mastitis).",
    source: NHS_BREASTFEEDING_PAIN,
  },
  {
    id: "baby-blues",
    title: "Baby blues and postnatal depression",
    keywords:
      "new mother mum mama baby blues tearful weepy after birth childbirth delivery postnatal postpartum depression",
    text: "Feeling tearful, low or anxious in the first 2 weeks after giving birth (the baby blues) is very common and usually passes on its own. If it lasts longer than 2 weeks, keeps coming back, or makes it hard to look after yourself or the baby, it may be postnatal depression, which is common and treatable: talk to a midwife, doctor or health worker. Rest when you can, accept help, and talk to someone you trust. Get help at once if you think of harming yourself or the baby.",
    source: NHS_BABY_BLUES,
  },
  // Round 17 (chat31): set 18's prevention, myth and pharmacy topics that had no passage.
  {
    id: "hot-weather",
    title: "Staying safe in hot weather",
    keywords:
      "heat hot weather too hot heatwave heatstroke heat stroke heat exhaustion hot season dry season harmattan sunstroke shade collapse from the heat",
    text: "In very hot weather keep taking fluids through the day, before you feel thirsty; stay in the shade and out of the sun in the hottest hours (about 11am to 3pm); wear light, loose clothes and a hat; cool your skin with water; and avoid hard work or sport in the heat. Check on babies, older people and anyone ill. Headache, dizziness, heavy sweating, cramps or feeling sick are heat exhaustion: move somewhere cool, lie down with the feet raised, sip water or ORS and cool the skin. If it is not better within 30 minutes, or the person is confused, collapses, has a fit or stops sweating with hot skin, it is heatstroke: call the emergency number.",
    source: NHS_HEAT,
  },
  {
    id: "safe-water",
    title: "Making well or stream water safe",
    keywords:
      "safe clean well water borehole stream river rain tank boil boiling chlorine purify treat treatment tablets filter store container",
    text: "Water from a well, borehole, stream or tank can carry germs that cause diarrhoea even when it looks clear. Boiling makes it safe: bring it to a rolling boil for 1 minute, let it cool and keep it covered in a clean container with a lid or tap. If you can't boil it, let cloudy water settle or filter it through a clean cloth, then add treatment tablets or liquid chlorine as the label says and wait 30 minutes before use. Keep wells covered and away from latrines, and pour water out rather than dipping cups into the container.",
    source: CDC_WATER,
  },
  {
    id: "hepatitis-b-test",
    title: "Testing for hepatitis B",
    keywords: "hepatitis b hep b test testing screening screen hbsag liver blood test positive negative status",
    text: "Hepatitis B is a liver infection passed through blood, sex and from a mother to her baby at birth. Most people who have it feel well for years, so a blood test (HBsAg) is the only way to know; WHO advises testing adults in countries where it is common, Nigeria included, and every pregnant woman. If the test is negative, get the 3-dose vaccine; if it is positive, see a doctor: regular checks and treatment protect the liver, and the baby of a mother with hepatitis B needs the vaccine within 24 hours of birth.",
    source: WHO_HEPB,
  },
  {
    id: "hiv-test-where",
    title: "Where to get a free HIV test",
    keywords: "hiv test testing where free no cost cheap clinic centre self test kit hct hts result same day",
    text: "In Nigeria an HIV test is free at government hospitals, primary health centres, antenatal clinics and HIV testing (HTS/HCT) centres run by the government and NGOs; a rapid test gives the result the same day, with counselling. HIV self-test kits (a mouth swab or finger-prick) are sold at pharmacies; a positive self-test must be confirmed at a clinic. If the result is positive, HIV treatment is free too, and started early it keeps you well.",
    source: WHO_HIV,
  },
  {
    id: "tetanus-wound",
    title: "Cuts and the tetanus jab",
    keywords:
      "tetanus jab shot injection booster tt vaccine rusty nail rust metal roofing sheet cut wound dirty deep lockjaw",
    text: "Tetanus germs live in soil and dung and get in through wounds, especially deep or dirty ones, cuts from rusty metal or nails, bites and burns. Clean the wound under running water and cover it. Go to a clinic the same day for a tetanus jab if the wound is deep or dirty and you have not had all 5 tetanus doses or are not sure; some wounds also need tetanus immunoglobulin. A stiff jaw or painful muscle spasms days or weeks after a wound are tetanus: go to a hospital emergency department at once.",
    source: NHS_TETANUS,
  },
  {
    id: "hiv-virgin-myth",
    title: "Sex with a virgin does not cure HIV",
    keywords: "virgin cure hiv aids myth cures cured sleeping with a virgin cleanse rid",
    text: "Nothing cures HIV, and sex with a virgin never does: the myth only passes HIV on, and sex with a child or anyone who has not agreed is abuse and a crime. HIV treatment (ART), taken every day, keeps the virus low and stops it passing on through sex; it does not remove it. Get tested, and start treatment if the test is positive.",
    source: WHO_HIV,
  },
  {
    id: "traditional-remedies",
    title: "Bitter kola, garlic, lemon and other home remedies",
    keywords:
      "bitter kola orogbo garlic lemon lime ginger bitter leaf home remedy remedies traditional native local cure cures treat does it work herbs blood pressure bp",
    text: "Bitter kola, garlic, lemon, ginger and bitter leaf are foods that many people value, and some have been studied in the laboratory, but none has been shown to cure malaria, typhoid, any infection or high blood pressure. Used as food they are generally safe; the danger is relying on them instead of a test and treatment that works, or stopping the drugs prescribed for blood pressure or diabetes because of them. A fever in a malaria area needs a malaria test; keep taking prescribed drugs, and tell the doctor or pharmacist about any remedy you take.",
    source: WHO_TRAD,
  },
  {
    id: "after-first-seizure",
    title: "After a seizure, even when the person is well again",
    keywords: "seizure fit convulsion first seizure epilepsy after see a doctor check neurologist well now had a fit",
    text: "Anyone who has had a seizure for the first time should see a doctor, even if they are well again: a doctor asks what happened, may arrange an EEG or a brain scan, and refers to a specialist who decides whether it was epilepsy and whether treatment is needed. Write down what was seen (how long it lasted, what the body did, how they were after). Until then, avoid swimming alone, heights and driving.",
    source: NHS_EPILEPSY_DIAG,
  },
];
