// Emergency round 23 of issue 10 (ck-em23): emergencies of each body system that present unusually. Each screen asks,
// of the complaint the person actually starts from, the sign that tells the emergency hiding behind it; the sign then
// escalates through the rules that already hold it (red-flag-rules.ts) whatever condition leads. Appended to
// COMPLAINT_SCREENS (danger-screens.ts); only a type import here, so that file can spread this array without a cycle.
import type { Source } from "../types.ts";
import type { ComplaintScreen } from "./danger-screens.ts";

const SFE_ADRENAL: Source = {
  name: "Society for Endocrinology: Emergency management of acute adrenal insufficiency (adrenal crisis) in adult patients, and the NHS Steroid Emergency Card (vomiting or diarrhoea on long-term steroids: emergency hydrocortisone)",
  url: "https://www.endocrinology.org/media/4091/spiking-adrenal-crisis_2020.pdf",
};
const NICE_ADDISON: Source = {
  name: "NICE CKS: Addison's disease - adrenal crisis (sick day rules; vomiting and unable to take tablets)",
  url: "https://cks.nice.org.uk/topics/addisons-disease/",
};
const BAUS_PRIAPISM: Source = {
  name: "NICE CKS: Scrotal pain and swelling, and BAUS/EAU priapism guidance (an erection over 4 hours is an emergency; a ring stuck round the penis, paraphimosis)",
  url: "https://cks.nice.org.uk/topics/scrotal-pain-swelling/",
};
const WHO_RABIES: Source = {
  name: "WHO: Rabies fact sheet (furious rabies: hyperactivity, excited behaviour, hydrophobia, after a dog bite weeks to months before)",
  url: "https://www.who.int/news-room/fact-sheets/detail/rabies",
};
const NCDC_RABIES: Source = {
  name: "NCDC: Rabies (dog bites; post-exposure care and referral)",
  url: "https://ncdc.gov.ng/diseases/factsheet/",
};
const ESC_MYOCARDITIS: Source = {
  name: "ESC 2013 position statement: Current state of knowledge on aetiology, diagnosis, management and therapy of myocarditis (chest pain, breathlessness, palpitations or syncope after a viral illness)",
  url: "https://academic.oup.com/eurheartj/article/34/33/2636/408735",
};
const NICE_GBS: Source = {
  name: "NICE CKS: Guillain-Barre syndrome (weakness of both legs spreading upward, days to weeks after an infection: emergency admission)",
  url: "https://cks.nice.org.uk/topics/guillain-barre-syndrome/",
};

const WHO_NNT: Source = {
  name: "WHO: Neonatal tetanus - vaccine-preventable diseases surveillance standards (a newborn who sucked normally for two days, then cannot suck and becomes stiff or has spasms)",
  url: "https://www.who.int/publications/m/item/vaccine-preventable-diseases-surveillance-standards-nt",
};

export const EM23_SCREENS: ComplaintScreen[] = [
  {
    // RCH Melbourne clinical practice guideline Neonatal mastitis / StatPearls: a baby's swollen breast that is red,
    // hot and tender is an infection (admit for antibiotics), not the harmless swelling from the mother's hormones.
    id: "baby_breast",
    name: "a baby's swollen breast",
    ages: [0, 1],
    triggers: ["baby_breast_swelling"],
    items: ["breast_red_hot", "fever"],
    sources: [
      {
        name: "RCH Melbourne Clinical Practice Guidelines: Neonatal mastitis (red, hot, tender breast swelling in a baby: admit for intravenous antibiotics)",
        url: "https://www.rch.org.au/clinicalguide/",
      },
    ],
  },
  {
    // WHO acute flaccid paralysis surveillance (polio eradication; NCDC): a child under 15 with a limb gone weak is asked
    // whether it is floppy (acute flaccid paralysis: same-day notification and assessment).
    id: "child_weak_limb_floppy",
    name: "a child's weak leg or arm",
    ages: [0, 14.99],
    triggers: ["weakness_one_side", "leg_weakness_both", "cant_bear_weight"],
    items: ["floppy_limb"],
    sources: [
      {
        name: "WHO: Acute flaccid paralysis surveillance - vaccine-preventable diseases surveillance standards (any child under 15 with sudden floppy weakness of a limb)",
        url: "https://www.who.int/publications/m/item/vaccine-preventable-diseases-surveillance-standards-polio",
      },
    ],
  },
  {
    // WHO neonatal tetanus case definition: a newborn (days 3 to 28) who stops sucking and turns stiff or has spasms;
    // still seen in Nigeria after home births with an unclean cord cut (NCDC). A newborn who is not feeding is asked
    // about stiffness and spasms (IMCI already asks convulsions).
    id: "newborn_not_sucking",
    name: "a newborn who is not feeding",
    ages: [0, 0.1],
    triggers: ["unable_to_drink", "poor_feeding"],
    items: ["spasms"],
    sources: [WHO_NNT],
  },
  {
    // Society for Endocrinology / NICE CKS Addison's disease: a person on long-term steroids (or who has just stopped
    // them, or has Addison's disease) who is vomiting or has diarrhoea cannot keep the tablets in: an adrenal crisis
    // until shown otherwise (red-flag-rules.ts steroid_dependent_vomiting, sweep19 steroids_vomiting_collapse). The
    // steroids are asked with the other medicines of the vomiting screen (insulin, a poison).
    id: "vomiting_steroids",
    name: "vomiting or diarrhoea",
    triggers: ["vomiting", "vomiting_persistent", "diarrhoea", "diarrhoea_profuse"],
    items: ["steroid_use"],
    sources: [SFE_ADRENAL, NICE_ADDISON],
  },
  {
    // NICE CKS Scrotal pain and swelling and BAUS priapism: pain in a boy's or man's private parts is asked for the
    // emergencies of the penis as well as torsion: an erection that will not go down (priapism, often in sickle cell
    // disease), something stuck round the penis, a foreskin stuck back (paraphimosis).
    id: "private_part_pain_male",
    name: "pain in the private parts",
    sex: "male",
    triggers: ["private_part_pain_male"],
    items: ["testicular_pain_sudden", "priapism", "penile_constriction", "foreskin_stuck"],
    sources: [BAUS_PRIAPISM],
  },
  {
    // WHO Rabies fact sheet / NCDC: new agitation, confusion or strange behaviour with fever, and a fear of water, are
    // asked about a dog (or other animal) bite in the past months: clinical rabies is an emergency (barrier care,
    // palliation) and the people bitten with it need post-exposure prophylaxis.
    id: "agitation_rabies",
    name: "agitation or confusion",
    triggers: ["agitation", "confusion", "hydrophobia"],
    items: ["animal_bite", "hydrophobia"],
    sources: [WHO_RABIES, NCDC_RABIES],
  },
  {
    // ESC 2013 myocarditis and NICE CKS Guillain-Barre syndrome: after a cold, flu or stomach bug, chest pain, a
    // racing heart, breathlessness or a faint is myocarditis until shown otherwise, and weakness of both legs is
    // Guillain-Barre syndrome; both are emergencies (conditions-cardio-neuro.ts).
    id: "after_viral_illness",
    name: "a recent viral illness",
    triggers: ["recent_viral_illness"],
    items: ["chest_pain", "palpitations", "sob", "fainting", "leg_weakness_both"],
    sources: [ESC_MYOCARDITIS, NICE_GBS],
  },
];
