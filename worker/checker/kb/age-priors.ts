// Priors that fit babies and children (issue 10 items 3, 6). The knowledge base's priors are written per
// 10,000 symptomatic presentations of people aged 10–45 (kb/define.ts); many conditions carry no age band
// for young children, or only one broad band for "0–12"/"0–17", so an infant's prior ranked tension headache,
// IBS, depression, insomnia, nicotine dependence and gambling above bronchiolitis and teething.
// This table gives, for conditions whose own bands do not describe young children, multipliers for the ages
// under 1, 1–4, 5–9 and 10–12 (0 where the condition cannot occur or is not diagnosed at that age), by ICD-10
// category where one rule fits a whole group and by id where one does not (an id row wins over a category
// row). A condition whose own bands already split childhood (a band ending by age 10, or one starting
// between 0 and 10: bronchiolitis, croup, teething, roseola...) keeps them: its author described children.
// `older` is the reverse check: a multiplier from age 13 for conditions of infancy and early childhood whose
// own bands still leave a share to adults although the condition is defined by young age.
// The figures are order-of-magnitude judgements from the sources on each row, like the priors themselves.
import { IMCI } from "./sources.ts";
import type { Condition, Source } from "../types.ts";

/** Multipliers for the ages [under 1, 1–4, 5–9, 10–12]. */
export type ChildMultipliers = readonly [number, number, number, number];

export interface AgePriorRow {
  /** Condition ids (wins over a category row). */
  ids?: readonly string[];
  /** ICD-10 categories: "F52" (one category) or "F10-F19" (an inclusive range of categories). */
  icd?: readonly string[];
  /** Multipliers for the ages under 1, 1–4, 5–9 and 10–12. */
  child: ChildMultipliers;
  /** Multiplier from age 13 (for conditions defined by young age); default 1. */
  older?: number;
  why: string;
  sources: readonly Source[];
}

const WHO_CHILD_DEATHS: Source = {
  name: "WHO: Child mortality and causes of death (pneumonia, diarrhoea, malaria lead under 5)",
  url: "https://www.who.int/data/gho/data/themes/topics/topic-details/GHO/child-mortality-and-causes-of-death",
};
const NICE_FEVER: Source = {
  name: "NICE NG143: Fever in under 5s - assessment and initial management",
  url: "https://www.nice.org.uk/guidance/ng143",
};
const DSM_ONSET: Source = {
  name: "Solmi M et al. Age at onset of mental disorders worldwide: meta-analysis of 192 studies. Mol Psychiatry 2022",
  url: "https://www.nature.com/articles/s41380-021-01161-7",
};
const ICD11_MENTAL: Source = {
  name: "WHO: ICD-11 Clinical descriptions and diagnostic requirements for mental, behavioural or neurodevelopmental disorders (developmental presentation sections)",
  url: "https://www.who.int/publications/i/item/9789240077263",
};
const NICE_DEPRESSION_CHILD: Source = {
  name: "NICE NG134: Depression in children and young people (5 to 18 years)",
  url: "https://www.nice.org.uk/guidance/ng134",
};
const NICE_SELF_HARM: Source = {
  name: "NICE NG225: Self-harm - assessment, management and preventing recurrence (ages 8 and over)",
  url: "https://www.nice.org.uk/guidance/ng225",
};
const WHO_ADOLESCENT_SUBSTANCE: Source = {
  name: "WHO: Adolescent and young adult health (tobacco, alcohol and drug use start in adolescence)",
  url: "https://www.who.int/news-room/fact-sheets/detail/adolescents-health-risks-and-solutions",
};
const WHO_MENARCHE: Source = {
  name: "NICE CKS: Dysmenorrhoea (starts 6–12 months after menarche; menarche at 10–16 years)",
  url: "https://cks.nice.org.uk/topics/dysmenorrhoea/",
};
const WHO_STI: Source = {
  name: "WHO: Guidelines for the management of symptomatic sexually transmitted infections, 2021 (an STI in a prepubertal child points to sexual abuse)",
  url: "https://www.who.int/publications/i/item/9789240024168",
};
const NICE_HEADACHE: Source = {
  name: "Abu-Arafeh I et al. Prevalence of headache and migraine in children and adolescents: systematic review. Dev Med Child Neurol 2010",
  url: "https://onlinelibrary.wiley.com/doi/10.1111/j.1469-8749.2010.03793.x",
};
const ROME_IV_CHILD: Source = {
  name: "Hyams JS et al. Functional disorders: children and adolescents (Rome IV). Gastroenterology 2016 (IBS and functional dyspepsia diagnosed from a developmental age of 4)",
  url: "https://www.gastrojournal.org/article/S0016-5085(16)00181-5/fulltext",
};
const NICE_BACK_CHILD: Source = {
  name: "NICE CKS: Low back pain without radiculopathy (adults) / back pain in children under 10 is uncommon and a red flag",
  url: "https://cks.nice.org.uk/topics/back-pain-low-without-radiculopathy/",
};
const NICE_MSK_ADULT: Source = {
  name: "NICE CKS: Shoulder pain, tennis elbow, plantar fasciitis, gout, osteoarthritis (conditions of adults; children's limb pain has its own causes)",
  url: "https://cks.nice.org.uk/specialities/musculoskeletal/",
};
const NICE_LIMP_CHILD: Source = {
  name: "NICE CKS: Acute childhood limp (toddlers fracture rather than sprain; causes differ by age)",
  url: "https://cks.nice.org.uk/topics/acute-childhood-limp/",
};
const NICE_ASTHMA: Source = {
  name: "NICE NG245 / BTS-SIGN: Asthma - diagnosis (not diagnosed under 1; uncertain under 5, wheeze with viral infections)",
  url: "https://www.nice.org.uk/guidance/ng245",
};
const NICE_SORE_THROAT: Source = {
  name: "NICE CKS: Sore throat - acute (streptococcal pharyngitis peaks at 5–15 years, rare under 3)",
  url: "https://cks.nice.org.uk/topics/sore-throat-acute/",
};
const NICE_SINUSITIS: Source = {
  name: "NICE CKS: Sinusitis (the sinuses develop through childhood; acute sinusitis uncommon under 2)",
  url: "https://cks.nice.org.uk/topics/sinusitis/",
};
const NICE_CV_ADULT: Source = {
  name: "NICE CKS: Hypertension, angina, atrial fibrillation, varicose veins (adult cardiovascular conditions)",
  url: "https://cks.nice.org.uk/specialities/cardiovascular/",
};
const WHO_PREGNANCY: Source = {
  name: "WHO: Adolescent pregnancy (pregnancy before menarche does not occur; earliest at 10–14 years)",
  url: "https://www.who.int/news-room/fact-sheets/detail/adolescent-pregnancy",
};
const NICE_SKIN_CHILD: Source = {
  name: "NICE CKS: Acne vulgaris, molluscum contagiosum, warts, head lice, tinea (age of onset)",
  url: "https://cks.nice.org.uk/specialities/skin-nail/",
};
const NICE_ORAL: Source = {
  name: "WHO: Oral health fact sheet (caries of primary teeth from eruption at 6 months; wisdom teeth from 17)",
  url: "https://www.who.int/news-room/fact-sheets/detail/oral-health",
};
const NICE_INGESTION: Source = {
  name: "WHO: World report on child injury prevention, 2008 (poisoning, choking and burns peak at 1–4 years)",
  url: "https://www.who.int/publications/i/item/9789241563574",
};
const NICE_UTI_CHILD: Source = {
  name: "NICE NG224 / CKS: Urinary tract infection in children (febrile UTI common in infants)",
  url: "https://cks.nice.org.uk/topics/urinary-tract-infection-children/",
};
const NICE_NEPHROTIC: Source = {
  name: "NICE CKS / ISKDC: Nephrotic syndrome in children (peak 2–6 years); post-streptococcal glomerulonephritis 5–12 years",
  url: "https://cks.nice.org.uk/topics/nephrotic-syndrome/",
};
const WHO_NTD: Source = {
  name: "WHO: Trachoma, onchocerciasis, lymphatic filariasis, Buruli ulcer fact sheets (age profiles of infection and disease)",
  url: "https://www.who.int/health-topics/neglected-tropical-diseases",
};
const NICE_HERNIA_CHILD: Source = {
  name: "NICE CKS / BAPS: Inguinal hernia and hydrocele in infants (highest in the first year, incarceration commonest in infants)",
  url: "https://cks.nice.org.uk/topics/scrotal-swellings/",
};
const FEBRILE_SEIZURE_DEF: Source = {
  name: "NICE CKS: Febrile seizure (defined for ages 6 months to 5 years)",
  url: "https://cks.nice.org.uk/topics/febrile-seizure/",
};
const NICE_APPENDICITIS: Source = {
  name: "NICE CKS: Appendicitis (peak 10–20 years; uncommon under 3)",
  url: "https://cks.nice.org.uk/topics/appendicitis/",
};
const NICE_ENDOCRINE: Source = {
  name: "NICE CKS: Type 2 diabetes, hyperthyroidism, PCOS, hyperprolactinaemia (adult and post-pubertal onset)",
  url: "https://cks.nice.org.uk/specialities/endocrine-metabolic/",
};
const NICE_EYE_ENT: Source = {
  name: "NICE CKS: Tinnitus, vertigo, dry eye, refractive error in children (age profiles; young children cannot report tinnitus or blur)",
  url: "https://cks.nice.org.uk/specialities/eyes/",
};
const CANCER_CHILD: Source = {
  name: "WHO: Childhood cancer fact sheet (leukaemia peaks at 2–5; carcinomas of adults almost never occur in children)",
  url: "https://www.who.int/news-room/fact-sheets/detail/cancer-in-children",
};

/** The table. Rows are grouped by organ system; see each row's sources. */
export const AGE_PRIOR_ROWS: readonly AgePriorRow[] = [
  // ---- Conditions that cannot occur before puberty or are not diagnosed in children (0) ----
  {
    icd: ["O00-O99", "Z33", "Z30"],
    child: [0, 0, 0, 1],
    why: "pregnancy needs ovulation; the KB's own 12–15 band keeps early adolescent pregnancy",
    sources: [WHO_PREGNANCY],
  },
  {
    icd: ["N91-N95", "N80-N83", "N97", "N98", "N70-N77", "N86"],
    child: [0, 0, 0, 0.3],
    why: "menstrual, ovarian and upper genital tract conditions start after menarche",
    sources: [WHO_MENARCHE],
  },
  {
    icd: ["N60", "N61", "N63", "N64", "D24", "D25", "E28"],
    child: [0, 0, 0, 0.3],
    why: "adult breast and uterine conditions, PCOS and ovarian failure follow puberty",
    sources: [WHO_MENARCHE, NICE_ENDOCRINE],
  },
  {
    icd: ["F52", "N46", "N48.4", "N41", "N39.3", "N81", "N82", "R36"],
    child: [0, 0, 0, 0],
    why: "sexual function, prostate, fertility, pelvic floor and semen disorders are adult conditions",
    sources: [NICE_MSK_ADULT, WHO_MENARCHE],
  },
  {
    icd: ["A50-A64", "B23", "B85.3"],
    child: [0, 0, 0.1, 0.4],
    why: "sexually transmitted infections are acquired by sexual contact (abuse before puberty: small)",
    sources: [WHO_STI],
  },
  {
    icd: ["F10-F19"],
    child: [0, 0, 0, 0.05],
    why: "substance dependence needs years of use; use starts in adolescence",
    sources: [WHO_ADOLESCENT_SUBSTANCE, DSM_ONSET],
  },
  { ids: ["gambling_disorder"], child: [0, 0, 0, 0], why: "gambling is an adult activity", sources: [DSM_ONSET] },
  {
    icd: ["F20-F29", "F30", "F31"],
    child: [0, 0, 0.01, 0.1],
    why: "psychosis, mania and bipolar disorder start in late adolescence; very rare before 13",
    sources: [DSM_ONSET, ICD11_MENTAL],
  },
  {
    icd: ["F32", "F53"],
    child: [0, 0.01, 0.1, 0.4],
    why: "depression is rare before 7 and rises through adolescence",
    sources: [NICE_DEPRESSION_CHILD, DSM_ONSET],
  },
  {
    icd: ["F40-F48"],
    child: [0, 0.03, 0.3, 0.6],
    why: "anxiety, stress and somatic disorders are diagnosed from school age (separation fears of toddlers are normal)",
    sources: [DSM_ONSET, ICD11_MENTAL],
  },
  {
    ids: ["panic_disorder", "health_anxiety", "non_epileptic_attacks"],
    child: [0, 0, 0.05, 0.3],
    why: "panic disorder, health anxiety and dissociative seizures start around puberty",
    sources: [DSM_ONSET],
  },
  {
    ids: ["ptsd", "adjustment_disorder"],
    child: [0, 0.1, 0.4, 0.7],
    why: "stress reactions are recognised from preschool age",
    sources: [ICD11_MENTAL],
  },
  {
    icd: ["F50"],
    child: [0, 0, 0.03, 0.3],
    why: "eating disorders start in adolescence",
    sources: [DSM_ONSET],
  },
  {
    ids: ["insomnia"],
    child: [0.02, 0.1, 0.3, 0.5],
    why: "insomnia disorder is a diagnosis of older children and adults; infants' night waking is normal",
    sources: [ICD11_MENTAL],
  },
  {
    ids: ["adhd"],
    child: [0, 0.1, 1, 1],
    why: "ADHD is not diagnosed before about 5 (NICE NG87)",
    sources: [
      { name: "NICE NG87: Attention deficit hyperactivity disorder", url: "https://www.nice.org.uk/guidance/ng87" },
    ],
  },
  {
    ids: ["suicidal_crisis", "self_harm"],
    child: [0, 0, 0.05, 0.3],
    why: "suicidal acts and self-harm are assessed from age 8; not in infants and toddlers",
    sources: [NICE_SELF_HARM],
  },
  {
    ids: ["grief_reaction", "hyperventilation_syndrome", "hyperhidrosis"],
    child: [0, 0.02, 0.3, 0.6],
    why: "work stress, grief disorders, hyperventilation and primary hyperhidrosis are conditions of older children and adults",
    sources: [DSM_ONSET, ICD11_MENTAL],
  },
  { ids: ["burnout"], child: [0, 0, 0, 0.05], why: "burnout is occupational", sources: [ICD11_MENTAL] },

  // ---- Headache and nervous system ----
  {
    icd: ["G43"],
    child: [0, 0.05, 0.4, 0.8],
    why: "migraine: ~3% at 3–7, 4–11% at 7–11, more in adolescents; not diagnosed in infants",
    sources: [NICE_HEADACHE],
  },
  {
    ids: ["tension_headache"],
    child: [0, 0.05, 0.5, 0.8],
    why: "a baby or toddler cannot report a headache; tension-type headache rises through school age",
    sources: [NICE_HEADACHE],
  },
  {
    ids: ["cluster_headache", "medication_overuse_headache"],
    child: [0, 0, 0.05, 0.2],
    why: "adult headaches",
    sources: [NICE_HEADACHE],
  },
  {
    ids: ["trigeminal_neuralgia", "carpal_tunnel", "multiple_sclerosis", "tia", "narcolepsy", "restless_legs_syndrome"],
    child: [0, 0.02, 0.05, 0.2],
    why: "adult neurological conditions; rare before adolescence",
    sources: [NICE_MSK_ADULT],
  },
  {
    ids: ["bells_palsy"],
    child: [0.3, 0.5, 0.7, 0.8],
    why: "Bell's palsy is less common in young children",
    sources: [NICE_MSK_ADULT],
  },
  {
    ids: ["idiopathic_intracranial_hypertension", "vasovagal_syncope", "pots", "orthostatic_hypotension"],
    child: [0, 0.1, 0.5, 0.8],
    why: "fainting and postural syndromes are conditions of older children and adults (toddlers have breath-holding spells)",
    sources: [NICE_FEVER],
  },

  // ---- Back, joints and work-related pain ----
  {
    icd: ["M54", "M53", "M45"],
    child: [0, 0.02, 0.1, 0.4],
    why: "back and neck pain is uncommon under 10 and then a red flag for a serious cause",
    sources: [NICE_BACK_CHILD],
  },
  {
    icd: ["M75", "M77", "M70", "M72", "M76", "M17", "M10", "M06", "M79", "M65", "M22", "M84", "M87", "K07"],
    child: [0, 0.02, 0.15, 0.5],
    why: "tendon, bursa, fascia and degenerative joint pain come from years of load; children's limb pain has other causes",
    sources: [NICE_MSK_ADULT, NICE_LIMP_CHILD],
  },
  {
    ids: [
      "knee_osteoarthritis",
      "gout",
      "rheumatoid_arthritis",
      "frozen_shoulder",
      "rotator_cuff",
      "achilles_rupture",
      "fibromyalgia",
    ],
    child: [0, 0, 0, 0.05],
    why: "adult joint disease (children have juvenile idiopathic arthritis instead)",
    sources: [NICE_MSK_ADULT],
  },
  {
    ids: [
      "muscle_strain",
      "costochondritis",
      "ganglion",
      "shin_splints",
      "patellofemoral_pain",
      "whiplash",
      "shoulder_dislocation",
      "scaphoid_fracture",
      "tmj_dislocation",
    ],
    child: [0, 0.1, 0.4, 0.8],
    why: "strains and sports injuries of older children and adults",
    sources: [NICE_LIMP_CHILD],
  },
  {
    ids: ["ankle_sprain", "knee_injury"],
    child: [0, 0.15, 0.6, 1],
    why: "infants do not walk and toddlers fracture a growth plate rather than sprain a ligament",
    sources: [NICE_LIMP_CHILD],
  },

  // ---- Gut ----
  {
    ids: ["ibs", "functional_dyspepsia"],
    child: [0, 0.05, 0.5, 0.8],
    why: "functional abdominal pain disorders are diagnosed from a developmental age of 4",
    sources: [ROME_IV_CHILD],
  },
  {
    ids: ["gastritis", "peptic_ulcer", "gerd", "haemorrhoids"],
    child: [0.05, 0.15, 0.4, 0.7],
    why: "adult dyspepsia diagnoses; infants have reflux of infancy instead and children rarely have ulcers or piles",
    sources: [ROME_IV_CHILD],
  },
  {
    ids: ["lactose_intolerance"],
    child: [0.3, 0.3, 0.6, 1],
    why: "primary lactase decline starts after age 5",
    sources: [ROME_IV_CHILD],
  },
  {
    ids: ["appendicitis"],
    child: [0.05, 0.3, 1.2, 1.5],
    why: "appendicitis is uncommon under 3 and peaks at 10–20",
    sources: [NICE_APPENDICITIS],
  },
  {
    ids: ["crohns_disease", "ulcerative_colitis", "fatty_liver", "pilonidal_disease"],
    child: [0, 0.1, 0.3, 0.6],
    why: "inflammatory bowel disease, fatty liver and pilonidal disease mostly start in adolescence",
    sources: [ROME_IV_CHILD],
  },
  {
    ids: ["alcoholic_liver_disease"],
    child: [0, 0, 0, 0],
    why: "needs years of heavy drinking",
    sources: [WHO_ADOLESCENT_SUBSTANCE],
  },
  {
    ids: ["inguinal_hernia", "strangulated_hernia", "hydrocele"],
    child: [3, 1.5, 1, 0.7],
    why: "inguinal hernia and hydrocele are commonest in the first year, when incarceration is commonest",
    sources: [NICE_HERNIA_CHILD],
  },
  {
    ids: ["mesenteric_adenitis"],
    child: [0.3, 2, 2.5, 1.5],
    why: "a common cause of abdominal pain in children",
    sources: [NICE_APPENDICITIS],
  },

  // ---- Respiratory and ENT: IMCI's common childhood illnesses ----
  {
    ids: ["pneumonia"],
    child: [2, 3, 1.5, 1],
    why: "pneumonia is the leading infectious cause of death under 5 (IMCI cough or difficult breathing)",
    sources: [IMCI, WHO_CHILD_DEATHS],
  },
  {
    ids: ["gastroenteritis"],
    child: [2, 2, 1, 1],
    why: "diarrhoea is the second leading cause of death under 5 (IMCI diarrhoea)",
    sources: [IMCI, WHO_CHILD_DEATHS],
  },
  {
    ids: ["asthma", "asthma_severe", "allergic_rhinitis"],
    child: [0.05, 0.4, 1.2, 1.2],
    why: "asthma is not diagnosed under 1 (wheeze is bronchiolitis) and is uncertain under 5; hay fever starts in school age",
    sources: [NICE_ASTHMA],
  },
  {
    ids: ["strep_throat", "peritonsillar_abscess"],
    child: [0.05, 0.3, 2, 1.5],
    why: "streptococcal sore throat peaks at 5–15 and is rare under 3",
    sources: [NICE_SORE_THROAT],
  },
  {
    ids: ["sinusitis", "chronic_rhinosinusitis"],
    child: [0.05, 0.4, 1, 1],
    why: "the sinuses are small in infancy",
    sources: [NICE_SINUSITIS],
  },
  {
    ids: ["viral_pharyngitis", "laryngitis", "acute_bronchitis"],
    child: [0.3, 1, 1, 1],
    why: "infants show a cold, croup or bronchiolitis rather than a sore throat, hoarse voice or bronchitis",
    sources: [IMCI],
  },
  {
    ids: ["tinnitus", "bppv", "vestibular_neuritis", "menieres_disease", "dry_eye", "pterygium", "episcleritis"],
    child: [0, 0.05, 0.3, 0.5],
    why: "young children cannot report ringing or spinning; these ear and eye conditions are of adults",
    sources: [NICE_EYE_ENT],
  },
  {
    ids: ["refractive_error", "allergic_conjunctivitis"],
    child: [0.1, 0.4, 1, 1],
    why: "short sight and hay-fever eyes show from school age",
    sources: [NICE_EYE_ENT],
  },
  {
    ids: ["otitis_externa", "ear_wax"],
    child: [0.3, 0.7, 1, 1],
    why: "swimmer's ear and wax blockage are complaints of older children and adults",
    sources: [NICE_EYE_ENT],
  },

  // ---- Heart, blood vessels, hormones ----
  {
    icd: ["I10-I16", "I20-I25", "I48", "I71", "I74", "I83", "I86", "I87", "I80"],
    child: [0.05, 0.1, 0.15, 0.3],
    why: "adult cardiovascular disease; children's hypertension is secondary and rare",
    sources: [NICE_CV_ADULT],
  },
  {
    ids: ["ectopic_beats", "raynauds"],
    child: [0.1, 0.2, 0.4, 0.7],
    why: "palpitations and Raynaud's are complaints of older children and adults",
    sources: [NICE_CV_ADULT],
  },
  {
    ids: ["rheumatic_fever"],
    child: [0, 0.2, 1.5, 1.5],
    why: "acute rheumatic fever peaks at 5–15 and is rare under 3",
    sources: [
      {
        name: "WHO: Rheumatic heart disease fact sheet",
        url: "https://www.who.int/news-room/fact-sheets/detail/rheumatic-heart-disease",
      },
    ],
  },
  {
    icd: ["E11", "E22", "E05", "E24"],
    child: [0, 0.05, 0.2, 0.5],
    why: "type 2 diabetes, hyperthyroidism, prolactin and cortisol excess are adult or pubertal",
    sources: [NICE_ENDOCRINE],
  },
  {
    ids: ["gilbert_syndrome", "goitre"],
    child: [0.1, 0.1, 0.3, 0.7],
    why: "Gilbert's and goitre show after puberty",
    sources: [NICE_ENDOCRINE],
  },

  // ---- Cancers ----
  {
    icd: ["C11-C21", "C50", "C53", "D17"],
    child: [0, 0.02, 0.05, 0.1],
    why: "carcinomas and lipomas are adult tumours",
    sources: [CANCER_CHILD],
  },
  { ids: ["leukaemia"], child: [1, 3, 1.5, 1], why: "childhood leukaemia peaks at 2–5", sources: [CANCER_CHILD] },

  // ---- Skin, hair, mouth ----
  {
    ids: ["acne"],
    child: [0.3, 0.05, 0.1, 1],
    why: "acne starts at puberty (neonatal acne in the first weeks)",
    sources: [NICE_SKIN_CHILD],
  },
  {
    ids: [
      "pseudofolliculitis",
      "acne_keloidalis",
      "hidradenitis",
      "melasma",
      "dermatosis_papulosa_nigra",
      "rosacea",
      "bleaching_damage",
    ],
    child: [0, 0, 0.02, 0.15],
    why: "shaving bumps, acne keloidalis, hidradenitis, melasma and skin-bleaching damage are post-pubertal",
    sources: [NICE_SKIN_CHILD],
  },
  {
    ids: [
      "tinea_pedis",
      "onychomycosis",
      "pityriasis_versicolor",
      "lichen_planus",
      "psoriasis",
      "acanthosis_nigricans",
      "pityriasis_rosea",
      "epidermoid_cyst",
    ],
    child: [0.05, 0.1, 0.3, 0.7],
    why: "these skin conditions mostly start in adolescence or adulthood",
    sources: [NICE_SKIN_CHILD],
  },
  {
    ids: ["atopic_eczema"],
    child: [2, 2, 1.3, 1],
    why: "eczema usually starts under 2; 1 in 5 children",
    sources: [{ name: "NICE CG57 / CKS: Atopic eczema in under 12s", url: "https://www.nice.org.uk/guidance/cg57" }],
  },
  {
    ids: ["molluscum"],
    child: [0.5, 3, 3, 1.5],
    why: "molluscum is commonest at 1–10",
    sources: [NICE_SKIN_CHILD],
  },
  {
    ids: ["warts", "head_lice", "pinworm", "tinea_capitis"],
    child: [0.1, 0.7, 1.2, 1],
    why: "warts, head lice, threadworm and scalp ringworm are school-age conditions, uncommon in infants",
    sources: [NICE_SKIN_CHILD],
  },
  {
    ids: ["oral_thrush"],
    child: [3, 0.5, 0.2, 0.3],
    why: "oral thrush is common in babies",
    sources: [{ name: "NICE CKS: Candida - oral", url: "https://cks.nice.org.uk/topics/candida-oral/" }],
  },
  {
    ids: ["dental_caries", "dental_abscess", "gingivitis", "aphthous_ulcers", "herpes_labialis"],
    child: [0.05, 0.7, 1.2, 1],
    why: "tooth and gum complaints need erupted teeth (first teeth at about 6 months)",
    sources: [NICE_ORAL],
  },
  {
    ids: ["dentine_hypersensitivity", "dry_socket", "salivary_stone"],
    child: [0, 0.05, 0.3, 0.6],
    why: "adult dental complaints",
    sources: [NICE_ORAL],
  },

  // ---- Infections with an age profile ----
  {
    ids: ["onchocerciasis", "lymphatic_filariasis", "leprosy", "mycetoma", "cryptococcal_meningitis", "hepatitis_c"],
    child: [0, 0.05, 0.3, 0.5],
    why: "these infections need years of exposure or immune failure before disease shows",
    sources: [WHO_NTD],
  },
  { ids: ["trachoma"], child: [1, 3, 2, 1], why: "active trachoma peaks in preschool children", sources: [WHO_NTD] },
  {
    ids: ["buruli_ulcer"],
    child: [0.3, 1, 2, 2],
    why: "Buruli ulcer affects children under 15 most",
    sources: [WHO_NTD],
  },
  {
    ids: ["schistosomiasis_urinary", "schistosomiasis_intestinal", "hookworm", "ascariasis"],
    child: [0.1, 0.6, 1.2, 1.2],
    why: "worm loads build up from water and soil contact in school age; infants have little exposure",
    sources: [WHO_NTD],
  },
  {
    ids: ["infectious_mononucleosis", "shingles"],
    child: [0.05, 0.2, 0.5, 0.8],
    why: "glandular fever and shingles are mostly silent or rare in young children",
    sources: [NICE_SKIN_CHILD],
  },
  {
    ids: ["typhoid"],
    child: [0.3, 0.7, 1.2, 1.2],
    why: "enteric fever is commonest in school-age children; less typical under 2",
    sources: [{ name: "WHO: Typhoid fact sheet", url: "https://www.who.int/news-room/fact-sheets/detail/typhoid" }],
  },

  // ---- Kidney and urinary ----
  {
    ids: ["nephrotic_syndrome"],
    child: [0.2, 3, 2, 1],
    why: "childhood nephrotic syndrome peaks at 2–6",
    sources: [NICE_NEPHROTIC],
  },
  {
    ids: ["glomerulonephritis", "iga_nephropathy"],
    child: [0.05, 0.5, 1.2, 1],
    why: "post-streptococcal glomerulonephritis peaks at 5–12, rare under 2",
    sources: [NICE_NEPHROTIC],
  },
  {
    ids: ["kidney_stone", "interstitial_cystitis", "urethral_stricture", "varicocele"],
    child: [0.05, 0.1, 0.2, 0.4],
    why: "adult urological conditions",
    sources: [NICE_UTI_CHILD],
  },
  {
    ids: ["pyelonephritis"],
    child: [1.5, 1, 1, 1],
    why: "febrile urinary infection is a common serious bacterial infection of infants",
    sources: [NICE_UTI_CHILD, NICE_FEVER],
  },

  // ---- Injury and poisoning: toddlers explore, older people work ----
  {
    ids: ["choking", "caustic_ingestion", "poisoning"],
    child: [1.5, 4, 1, 0.5],
    why: "choking on objects and accidental poisoning peak at 1–4",
    sources: [NICE_INGESTION],
  },

  // ---- Exceptions inside the groups above: these do occur in young children ----
  {
    ids: ["ovarian_torsion", "necrotising_fasciitis"],
    child: [1, 1, 1, 1],
    why: "ovarian torsion occurs before menarche; necrotising fasciitis complicates chickenpox in children",
    sources: [WHO_MENARCHE, NICE_SKIN_CHILD],
  },
  {
    ids: ["juvenile_idiopathic_arthritis"],
    child: [0.3, 3, 3, 3],
    why: "JIA is the commonest chronic arthritis of childhood: a child's swollen joint for weeks is JIA, not adult rheumatoid arthritis",
    sources: [
      {
        name: "NICE CKS / Ravelli A, Martini A. Juvenile idiopathic arthritis. Lancet 2007 (commonest chronic rheumatic disease of childhood)",
        url: "https://cks.nice.org.uk/topics/juvenile-idiopathic-arthritis/",
      },
    ],
  },
  {
    ids: ["trigger_finger"],
    child: [0.5, 1, 0.5, 0.5],
    why: "trigger thumb of toddlers",
    sources: [NICE_LIMP_CHILD],
  },
  {
    ids: ["traction_alopecia"],
    child: [0.1, 0.7, 1, 1],
    why: "tight braiding starts in toddlers; babies' hair is rarely pulled tight",
    sources: [NICE_SKIN_CHILD],
  },
  {
    ids: ["epistaxis"],
    child: [0.1, 0.8, 1.5, 1.2],
    why: "nosebleeds are common at 2–10 and uncommon (and worrying) in infants",
    sources: [
      { name: "NICE CKS: Epistaxis (nosebleeds)", url: "https://cks.nice.org.uk/topics/epistaxis-nosebleeds/" },
    ],
  },
  {
    ids: ["measles"],
    child: [1, 1.5, 1, 0.7],
    why: "measles strikes unvaccinated children under 5 hardest (IMCI classifies measles)",
    sources: [
      IMCI,
      { name: "WHO: Measles fact sheet", url: "https://www.who.int/news-room/fact-sheets/detail/measles" },
    ],
  },
  {
    ids: ["otitis_media"],
    child: [1.5, 1.5, 0.8, 0.5],
    why: "acute otitis media peaks at 6–24 months (IMCI ear problem)",
    sources: [
      IMCI,
      { name: "NICE CKS: Otitis media - acute", url: "https://cks.nice.org.uk/topics/otitis-media-acute/" },
    ],
  },

  // ---- The reverse: conditions defined by young age get ~0 in older people ----
  {
    ids: ["febrile_seizure"],
    child: [1, 1, 1, 1],
    older: 0,
    why: "febrile seizures are defined for ages 6 months to 5 years",
    sources: [FEBRILE_SEIZURE_DEF],
  },
  {
    ids: ["hand_foot_mouth"],
    child: [1, 1, 1, 1],
    older: 0.2,
    why: "hand, foot and mouth disease is a disease of under 10s; adults catch it rarely",
    sources: [NICE_SKIN_CHILD],
  },
];

const catKey = (code: string): [string, number] | null => {
  const m = /^([A-Z])(\d{2})/.exec(code);
  return m ? [m[1] as string, Number(m[2])] : null;
};

/** True when an ICD-10 code falls under a pattern: a category ("F52"), a code prefix ("N48.4") or a range ("F10-F19"). */
export function icdMatches(code: string, pattern: string): boolean {
  const dash = pattern.indexOf("-");
  if (dash < 0) return code === pattern || code.startsWith(pattern.includes(".") ? pattern : `${pattern}`);
  const c = catKey(code);
  const lo = catKey(pattern.slice(0, dash));
  const hi = catKey(pattern.slice(dash + 1));
  if (!c || !lo || !hi || c[0] !== lo[0] || c[0] !== hi[0]) return false;
  return c[1] >= lo[1] && c[1] <= hi[1];
}

/** The row for a condition: the last id row naming it, else the last category row that matches its code. */
export function agePriorRow(c: Pick<Condition, "id" | "icd10">): AgePriorRow | undefined {
  let byCode: AgePriorRow | undefined;
  let byId: AgePriorRow | undefined;
  for (const row of AGE_PRIOR_ROWS) {
    if (row.ids?.includes(c.id)) byId = row;
    else if (row.icd?.some((p) => icdMatches(c.icd10, p))) byCode = row;
  }
  return byId ?? byCode;
}

/** A condition's own bands describe children when a band ends by age 10 or starts between 0 and 10. */
export function ownBandsDescribeChildren(c: Pick<Condition, "prior">): boolean {
  return c.prior.bands.some(([min, max]) => max <= 10 || (min > 0 && min <= 10));
}

const cache = new WeakMap<object, { row: AgePriorRow | undefined; own: boolean }>();

/**
 * The table's multiplier for this condition at this age (1 where no row applies). Under 13 it applies only
 * to conditions whose own bands do not describe children; `older` applies from 13 to everyone it names.
 */
export function ageTableMultiplier(c: Condition, age: number): number {
  let hit = cache.get(c);
  if (!hit) {
    hit = { row: agePriorRow(c), own: ownBandsDescribeChildren(c) };
    cache.set(c, hit);
  }
  const row = hit.row;
  if (!row) return 1;
  if (age >= 13) return row.older ?? 1;
  if (hit.own) return 1;
  const i = age < 1 ? 0 : age < 5 ? 1 : age < 10 ? 2 : 3;
  return row.child[i] as number;
}
