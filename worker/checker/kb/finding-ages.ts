// Ages at which a finding can be asked (issue 10 items 1, 4). Findings carry a sex limit ("missed period" is
// asked of women only); these rows give the age limit: a toddler's danger screen no longer asks whether she is
// pregnant, suicidal or smokes. A finding outside the person's age is never asked (engine.ts treats it as
// already asked with no answer); what a person volunteers is still read.
// Limits are the youngest age at which the guideline on each row describes the situation, rounded down so
// that an early case is still asked (early puberty, young carers of a pregnancy, early substance use).
import type { Finding, Source } from "../types.ts";
import { IMCI, nice, who } from "./sources.ts";

export interface FindingAgeRow {
  ids: readonly string[];
  /** Youngest age asked (years). */
  minAge?: number;
  /** Oldest age asked (years). */
  maxAge?: number;
  why: string;
  sources: readonly Source[];
}

const PUBERTY: Source = nice(
  "puberty-delayed-or-precocious",
  "Puberty - delayed or precocious (onset 8-13 in girls, 9-14 in boys; menarche rarely before 9)",
);
const ADOLESCENT_PREGNANCY: Source = who("adolescent-pregnancy", "Adolescent pregnancy (counted from age 10)");
const SELF_HARM: Source = {
  name: "NICE NG225: Self-harm - assessment, management and preventing recurrence (ages 8 and over)",
  url: "https://www.nice.org.uk/guidance/ng225",
};
const SUBSTANCES: Source = who(
  "adolescents-health-risks-and-solutions",
  "Adolescents: health risks and solutions (tobacco, alcohol and drug use start in adolescence)",
);
const EATING: Source = {
  name: "NICE NG69: Eating disorders - recognition and treatment (children and young people)",
  url: "https://www.nice.org.uk/guidance/ng69",
};
const SEXUAL_HEALTH: Source = who(
  "adolescents-health-risks-and-solutions",
  "Adolescents: health risks and solutions (sexual and reproductive health from age 10)",
);
const NG143: Source = {
  name: "NICE NG143: Fever in under 5s - assessment and initial management",
  url: "https://www.nice.org.uk/guidance/ng143",
};
const CHILD_MSK: Source = nice(
  "limp-in-children",
  "Limp in children (septic arthritis, transient synovitis, Perthes disease)",
);
const MENOPAUSE: Source = {
  name: "NICE NG23: Menopause (premature ovarian insufficiency before 40)",
  url: "https://www.nice.org.uk/guidance/ng23",
};

export const FINDING_AGE_ROWS: readonly FindingAgeRow[] = [
  {
    ids: [
      "pregnant",
      "pregnant_early",
      "pregnant_late",
      "pregnancy_symptoms",
      "missed_period",
      "recent_delivery",
      "recent_abortion",
      "reduced_fetal_movements",
      "cord_seen",
      "contractions",
      "tightenings_irregular",
      "waters_broken",
      "smelly_waters",
      "painless_bleeding_late",
      "itchy_palms_soles",
      "passed_tissue",
      "foul_lochia",
      "labour_prolonged",
      "labour_pain_stopped",
      "labour_stimulants",
      "perineal_wound",
      "high_bp_pregnancy_first",
      "sugar_in_pregnancy",
      "previous_caesarean",
      "past_due_date",
      "pph_history",
      "vaginal_mass_after_birth",
      "breastfeeding",
      "engorged_breasts",
      "cracked_nipples",
      "no_breast_milk",
      "fertility_treatment",
      "trying_to_conceive",
      "ec_wanted",
      "hormonal_contraception",
      "contraceptive_implant_iud",
    ],
    minAge: 9,
    why: "Pregnancy, childbirth, breastfeeding and contraception need puberty: not asked before 9",
    sources: [PUBERTY, ADOLESCENT_PREGNANCY],
  },
  {
    ids: [
      "period_pain",
      "heavy_periods",
      "irregular_periods",
      "bleeding_between",
      "midcycle_pain",
      "periods_stopped",
      "pain_with_stool_period",
      "breast_pain_cyclical",
      "periods_started_recently",
      "tampon_use",
      "retained_object",
    ],
    minAge: 8,
    why: "Periods start at puberty (from 8 at the earliest): period questions are not asked of younger girls",
    sources: [PUBERTY],
  },
  {
    ids: ["periods_never"],
    minAge: 13,
    why: "Periods not started is a question from 13 (delayed puberty is considered when none by 15)",
    sources: [PUBERTY],
  },
  {
    ids: ["suicidal", "self_harm", "goodbye_note"],
    minAge: 8,
    why: "Suicidal thoughts and self-harm are assessed from age 8",
    sources: [SELF_HARM],
  },
  {
    ids: ["fear_weight_gain"],
    minAge: 8,
    why: "Eating disorders are recognised from about 8",
    sources: [EATING],
  },
  {
    ids: [
      "heavy_drinking",
      "alcohol_stopped",
      "morning_drinking",
      "tremor_better_alcohol",
      "drunk_now",
      "drug_use",
      "injecting_drugs",
      "stimulant_use",
      "party_pills",
      "jaw_clenching",
      "smoker",
      "wants_quit_smoking",
      "gambling",
    ],
    minAge: 10,
    why: "Habitual drinking, drug use, smoking and gambling start in adolescence: not asked of young children",
    sources: [SUBSTANCES],
  },
  {
    ids: [
      "unprotected_sex",
      "painful_sex",
      "low_libido",
      "infertility",
      "partner_not_conceiving",
      "erectile_difficulty",
      "early_ejaculation",
      "partner_sti",
    ],
    minAge: 10,
    why: "Sexual health questions are asked from adolescence (sexual assault is asked at every age)",
    sources: [SEXUAL_HEALTH],
  },
  {
    ids: ["postmenopausal_bleeding"],
    minAge: 30,
    why: "Bleeding after the menopause is asked from 30 (premature menopause is before 40)",
    sources: [MENOPAUSE],
  },
  // Fourteenth round (kb/findings-gp14.ts).
  {
    ids: ["clings_to_parent", "only_school_days"],
    minAge: 3,
    maxAge: 17,
    why: "Separation anxiety and school refusal are questions from 3 (a baby's and toddler's separation fears are normal) to 17",
    sources: [
      {
        name: "NICE CG159: Social anxiety disorder (children and young people)",
        url: "https://www.nice.org.uk/guidance/cg159",
      },
    ],
  },
  {
    ids: ["foreskin_balloons"],
    maxAge: 17,
    why: "A ballooning, non-retractile foreskin is a question about boys (it loosens through childhood)",
    sources: [nice("balanitis", "Balanitis (phimosis in children)")],
  },
  {
    ids: ["penetration_impossible", "vagina_tightens", "fear_of_sex"],
    minAge: 10,
    why: "Sexual health questions are asked from adolescence",
    sources: [SEXUAL_HEALTH],
  },
  {
    ids: ["periods_after_dc", "light_periods", "cyclic_pain_no_bleed"],
    minAge: 8,
    why: "Period questions are not asked before puberty",
    sources: [PUBERTY],
  },
  {
    ids: ["nipple_pain_feeding", "poor_latch"],
    minAge: 9,
    why: "Breastfeeding needs puberty and a pregnancy: not asked before 9",
    sources: [ADOLESCENT_PREGNANCY],
  },
  {
    ids: ["reading_difficulty", "letters_mixed", "spelling_poor", "bright_verbally"],
    minAge: 4,
    maxAge: 17,
    why: "Reading and spelling are asked of school children (reading is taught from about 5; British Dyslexia Association)",
    sources: [nice("autism-in-children", "Learning and developmental difficulties in children (assessment)")],
  },
  // Signs that only a baby shows, and questions worded about a child (lead, session 36): a 25-year-old with a
  // fever was asked "Child won't use one arm" and "Not moving a leg (a child keeps it still)" on the web flow's
  // last pages. Adults have their own findings for these (weakness of a limb, unable to bear weight). Child findings
  // that adults' own words find ("irritable", "can still walk on it", "legs ache", "a firm lump in the belly",
  // "chews hard things") stay askable at every age: the evaluator and the interview only learn what is asked.
  {
    ids: [
      "newborn_baby",
      "umbilical_pus",
      "yellow_palms_soles",
      "baby_breast_swelling",
      "projectile_vomiting",
      "long_crying",
    ],
    maxAge: 1,
    why: "Newborn and young-infant signs (cord stump, newborn jaundice, pyloric stenosis at 2-8 weeks, colic) are asked of babies up to 1",
    sources: [IMCI, nice("jaundice-in-the-newborn", "Jaundice in newborn babies under 28 days (CG98)")],
  },
  {
    ids: [
      "bulging_fontanelle",
      "head_big",
      "hip_click_baby",
      "tongue_tie",
      "posseting",
      "sticky_eye_baby",
      "sweats_feeding",
    ],
    maxAge: 2,
    why: "The soft spot closes by about 18 months; reflux, blocked tear duct, tongue-tie, hip and head-growth checks are infant questions",
    sources: [NG143, IMCI],
  },
  {
    ids: ["poor_feeding", "weaned_early", "grunting", "high_pitched_cry"],
    maxAge: 5,
    why: "Feeding, growth, grunting and the cry are the IMCI and NICE NG143 signs of children under 5 (older people are asked about eating and breathing)",
    sources: [IMCI, NG143],
  },
  {
    ids: [
      "arm_not_used",
      "limb_not_used",
      "thigh_knee_pain_child",
      "joint_swelling_weeks",
      "neck_held_stiff_child",
      "poor_growth",
      "hair_colour_change",
      "growth_spurt",
      "body_odour",
      "breath_holding",
      "blue_spells",
      "squats_to_rest",
      "soiling",
      "mouth_breathing",
      "speech_delay",
      "late_meconium",
      "constipation_since_birth",
    ],
    maxAge: 17,
    why: "Questions about a child's limb, growth, development or behaviour are asked of children (adults are asked about weakness, weight and bowels in their own words)",
    sources: [CHILD_MSK, IMCI],
  },
  {
    ids: ["urine_hesitancy", "bladder_not_empty"],
    minAge: 12,
    why: "Hesitancy and incomplete emptying are lower urinary tract symptoms of adolescents and adults (NICE CG97)",
    sources: [nice("luts-in-men", "LUTS in men")],
  },
];

/** Sets each listed finding's `ages` from the rows; throws on an unknown id or a finding in two rows. */
export function applyFindingAges(findings: Finding[], rows: readonly FindingAgeRow[] = FINDING_AGE_ROWS): void {
  const byId = new Map(findings.map((f) => [f.id, f] as const));
  const seen = new Set<string>();
  for (const row of rows)
    for (const id of row.ids) {
      const f = byId.get(id);
      if (!f) throw new Error(`finding-ages: unknown finding ${id}`);
      if (seen.has(id)) throw new Error(`finding-ages: ${id} is in two rows`);
      seen.add(id);
      f.ages = [row.minAge ?? 0, row.maxAge ?? 120];
    }
}

/** Whether a finding may be asked of a person of this age. */
export function fitsAge(f: Pick<Finding, "ages">, age: number): boolean {
  return !f.ages || (age >= f.ages[0] && age <= f.ages[1]);
}
