// Findings of the emergency round 27 of issue 10 (ck-em27): a known condition or medicine that changes triage, told
// as one item next to an ordinary symptom. Every alias is a way of saying the finding, whoever says it (ck-lang27 owns
// lay-phrase reading in general; the aliases here are the words a rule of this round needs: a fever told as a body
// that "is hot", next to "has sickle cell", "on chemo", "delivered last week").
import type { Finding } from "../types.ts";
import { finding as f } from "./define.ts";

export const EM27_FINDINGS: Finding[] = [
  // NICE CKS Appendicitis (pain that starts around the navel and moves to the right iliac fossa, with anorexia,
  // nausea or vomiting: refer for same-day surgical assessment) and the Alvarado score (migration of pain is one of
  // its three symptoms): the pain's travel is the telling sign, said before the pain's place; "moved" had been read
  // as pain on moving.
  f(
    "pain_migrated_rlq",
    "Belly pain that started around the belly button and moved to the lower right",
    "Did the pain start around the belly button (or the middle of the belly) and then move to the lower right side?",
    "pain started around the navel and moved to the right|pain moved from the navel to the right|pain moved from navel to right side|pain started around the belly button and moved to the right|pain moved from the belly button to the right|pain started in the middle and moved to the right|started around the navel then moved to the right|pain begin for middle of belle come move go right side|pain move go right side of belle|pain migrated to the right|migrated to the right|pain moved to the lower right|belly pain moved to the lower right|moved to the right lower belly|pain moved to the right lower side",
    { group: "gi", base: 0.004, parent: "abdominal_pain", implies: ["rlq_pain"] },
  ),
  // WHO Consolidated HIV guidelines (2021): the first weeks of antiretroviral treatment are when nevirapine or
  // co-trimoxazole cause Stevens-Johnson syndrome and when IRIS unmasks cryptococcal or TB meningitis; "since I
  // started my HIV drugs" tells both that the person lives with HIV and that a medicine is new. Read when told, never
  // asked (the interview asks hiv_positive and new_medicine themselves).
  {
    ...f(
      "started_hiv_drugs",
      "Started HIV medicines (antiretroviral treatment) in the past weeks",
      "Did you start HIV medicines (ARVs) in the past few weeks?",
      "started my HIV drugs|started HIV drugs|started the HIV drugs|started my HIV medicine|started HIV medicine|started my ARVs|started ARVs|started the ARVs|on HIV drugs started|HIV drugs started|started HIV treatment|started antiretroviral|started antiretrovirals",
      { group: "general", base: 0.001, implies: ["hiv_positive", "new_medicine"] },
    ),
    ages: [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY],
  },
];

/** Aliases added to existing findings (the telling words of an emergency). */
export const EM27_ALIASES: Record<string, string> = {
  // NICE NG143 / WHO IMCI: a parent's or a person's "is hot" is how a fever is most often told (the thermometer comes
  // later); "feels hot" and "body hot" were read, "he is hot" and "hot to the touch" were not.
  // A part that is "hot to the touch" (a wound, a leg, a joint) is local inflammation, not a fever (NICE NG141
  // cellulitis: a warm, red area): only the person is hot here (lead, session 40).
  fever: "he is hot|she is hot",
  // WHO Abortion care guideline (2022) / NICE NG126: a miscarriage in the past weeks is told as a lost pregnancy; a
  // fever after it is a septic miscarriage like a septic abortion.
  // WHO Rabies (category III exposure: a bite on the face, head or hands - immediate vaccine and immunoglobulin): the
  // place of the bite is told after the animal ("bitten by a stray dog on the face").
  bite_deep_or_face:
    "bitten by a dog on the face|bitten by a stray dog on the face|bite on the face|bite on his face|bite on her face|bitten on the face|bitten on his face|bitten on her face",
  // WHO IMCI (measles: clouding of the cornea): the cornea is told as the front or the black of the eye turning white
  // or cloudy (the em27 rule measles_cornea).
  corneal_white_spot:
    "front of the eye looks cloudy|front of the eye is cloudy|front of the eye looks cloudy white|front of the eye looks white|eye looks cloudy white|black of the eye turned white|clouding of the cornea|cloudy cornea|cornea cloudy|cornea is cloudy",
  // BAD SJS/TEN 2016 / WHO Consolidated HIV guidelines (nevirapine, co-trimoxazole): a drug started in the past weeks
  // is told by its name.
  new_medicine: "started nevirapine|started on nevirapine|started septrin|started co-trimoxazole|started a new drug",
  // NICE CKS Chickenpox: the spots named by the disease ("he has chickenpox spots").
  chickenpox_rash: "chickenpox spots|chicken pox spots|chickenpox rash|chicken pox rash",
  // NICE CKS Mastitis and breast abscess: an abscess is told as a lump that is soft in the middle (fluctuant).
  breast_soft_swelling:
    "lump soft in the middle|lump is soft in the middle|soft in the middle of the lump|lump feels soft in the middle|lump soft like water inside",
  // NICE NG225 Self-harm / WHO mhGAP: "tired of this life" is how a wish to die is often told.
  suicidal: "tired of this life|tired of my life|tired of living|tired of this world",
  // TOXBASE / WHO: a toddler who ate the mother's iron ("blood") tablets from the antenatal clinic.
  iron_tablets_swallowed:
    "pregnancy blood tablets|blood tablets|mama pregnancy tablets|blood tonic tablets|her pregnancy tablets|his mama pregnancy tablets|mother's pregnancy tablets",
  // EAU / NICE CKS Scrotal pain: Nigerian English and Pidgin call the testicles "eggs".
  testicular_pain:
    "pain in his eggs|pain in my eggs|his eggs are paining|my eggs dey pain|im eggs dey pain|pain for his eggs",
  // WHO Abortion care (2022): a late period "brought down" with something from a chemist is an attempt to end a
  // pregnancy (Nigerian English).
  recent_abortion:
    "make my period come down|bring my period down|make my period come|bring down my period|to bring my period|recent miscarriage|had a miscarriage|miscarried|lost my pregnancy|lost the pregnancy|lost her pregnancy",
};

/** Likelihood rows appended to existing conditions (only where a condition has none for the finding). */
export const EM27_LIKELIHOOD_ROWS: Record<string, string> = {
  // NICE CKS Appendicitis / Alvarado (migration of pain in about half to two thirds of appendicitis; uncommon in its
  // look-alikes: mesenteric adenitis, gastroenteritis, an ovarian cyst, a kidney stone).
  appendicitis: "pain_migrated_rlq .55",
  mesenteric_adenitis: "pain_migrated_rlq .1",
  gastroenteritis: "pain_migrated_rlq .01",
};

/** Implications added to existing findings: a present finding that makes another present, named with its source. */
export const EM27_IMPLIES: Record<string, string[]> = {
  // NHS Heatstroke / TOXBASE anticholinergic syndrome: "hot, dry, flushed and confused" (the finding's own words, read
  // from "his skin is hot and dry and he is confused") is hot dry skin, so a collapse or confusion with it is the
  // heat-or-poison emergency (fumes_heat_brain_signs); the reading had swallowed the heatstroke's telling.
  dilated_pupils_hot: ["hot_dry_skin"],
};
