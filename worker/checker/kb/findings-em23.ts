// Findings of the emergency round 23 of issue 10 (ck-em23): emergencies of each body system that present unusually,
// and the risk findings a clinician uses to tell them. Every alias is a way of saying the finding, whoever says it.
// - NICE CKS Toxic shock syndrome / UKHSA: the rash of toxic shock is a widespread red rash "like sunburn"; told so,
//   it is a rash (the finding every toxic-shock rule and screen asks), not a sunburn from the sun.
// - NICE CKS Scrotal pain and swelling / BAUS priapism: pain in the penis is pain in the private parts (the male
//   private-part screen then asks the erection that will not go down, the ring stuck round it, the stuck foreskin).
// - WHO Rabies fact sheet: hydrophobia (fear of water, throat spasms on trying to drink) is the sign of furious rabies.
// - ESC 2013 position statement on myocarditis; NICE CKS Guillain-Barre syndrome: a cold or flu in the past weeks
//   is the history that tells myocarditis (and Guillain-Barre) from the common causes of tiredness or breathlessness.
// - BOAST Compartment syndrome of the limbs (2014): a limb that feels very tight and painful.
// - NICE NG141 Cellulitis and erysipelas: redness spreading round a cut or wound is a skin infection.
// - WHO / NCDC immunisation: "has not had her vaccines", "never had a tetanus injection" mean unvaccinated.
import type { Finding } from "../types.ts";
import { finding as f } from "./define.ts";

export const EM23_FINDINGS: Finding[] = [
  // BTS Guideline for pleural disease (2023) / NICE CKS Pneumothorax - spontaneous: primary spontaneous pneumothorax
  // is typically in tall, thin young men (and smokers); a clinician asks it of a sudden one-sided chest pain.
  f(
    "tall_thin",
    "Tall and thin build",
    "Are you tall and thin (slim) for your age?",
    "tall and thin|tall and slim|tall and skinny|very tall and thin|very tall and slim|i am tall and thin|i am tall and slim|he is tall and thin|tall thin",
    { group: "history", base: 0.08 },
  ),
  // RCOphth / NICE CKS Retinal detachment: short sight (myopia), especially strong lenses, is the main risk factor for
  // a retinal tear or detachment; floaters and flashes in a short-sighted person are seen the same day.
  f(
    "short_sighted",
    "Short-sighted (needs glasses to see far)",
    "Are you short-sighted, needing glasses or lenses to see things far away?",
    "short sighted|short-sighted|very short sighted|very short-sighted|i am short sighted|i am short-sighted|thick glasses|i wear thick glasses|strong glasses|myopia|myopic|glasses for distance",
    { group: "eye", base: 0.1 },
  ),
  // NICE CKS Heavy menstrual bleeding and NICE NG88: fibroids already known are a cause a clinician counts first for
  // a heavy period (flooding, clots) and its anaemia; in pregnancy they can bring pain (red degeneration).
  f(
    "known_fibroids",
    "Known fibroids",
    "Have you been told you have fibroids in the womb?",
    "known fibroids|i have fibroids|i get fibroids|told i have fibroids|diagnosed with fibroids|fibroids in my womb|my fibroids|she has fibroids|history of fibroids",
    { group: "history", base: 0.03, sex: "female" },
  ),
];

/** Aliases added to existing findings. */
export const EM23_ALIASES: Record<string, string> = {
  rash: "rash like sunburn|rash like a sunburn|sunburn like rash|sunburn-like rash|red all over like sunburn|skin red like sunburn|skin looks like sunburn|rash that looks like sunburn",
  private_part_pain_male:
    "painful penis|penis is painful|penis is paining|penis pain|pain in my penis|pain in his penis|pain in the penis|my penis hurts|his penis hurts|my penis dey pain|him penis dey pain|manhood is painful|my manhood dey pain",
  hydrophobia:
    "scared of water|scared of drinking water|afraid to drink water|afraid to drink|fears water|he fears water|she fears water|runs away from water|chokes with spasms when drinking|throat goes into spasm when drinking|throat spasm when drinking",
  recent_viral_illness:
    "had flu two weeks ago|since i had flu|since i had the flu|since he had flu|since she had flu|had a cold last week|had a cold two weeks ago",
  tight_limb_pain:
    "leg feels very tight|my leg feels tight|arm feels very tight|my arm feels tight|calf feels very tight|leg is very tight and painful|arm is very tight and painful|cast feels too tight|plaster feels too tight",
  cellulitis_skin:
    "red skin around the cut|red skin around the wound|redness around the cut|redness around the wound|skin around the cut is red|skin around the wound is red|redness spreading from the cut|redness spreading from the wound",
  // NICE CKS Phimosis and paraphimosis: a foreskin pulled back that will not come forward again (Pidgin "e no fit come
  // front") is a paraphimosis, an emergency; told so, the swollen "head" is the penis's, not a headache.
  foreskin_stuck:
    "foreskin pull back and e no fit come front|foreskin no fit come front|foreskin no fit come forward|foreskin no gree come front|foreskin cannot come back forward|foreskin cant come back forward|foreskin does not come forward|foreskin doesnt come forward|foreskin wont go forward|foreskin will not come forward",
  // WHO Drowning fact sheet / ERC 2021 drowning: someone pulled from water after going under is a drowning, whatever
  // the water (a stream, a river, a well, a pool, a bucket for a toddler).
  near_drowning:
    "pulled out of the stream|pulled out of the river|pulled out of the pool|pulled out of the well|pulled from the water|pulled from the river|pulled from the pool|pulled from the stream|after going under the water|after going under|went under in the pool|went under in the river|fell into the river|fell into the pool|fell into a well|fell into the well|fell into a bucket of water|face down in the water",
  // WHO Managing complications in pregnancy and childbirth (MCPC): labour over 12 hours, or a head that does not come
  // down, is prolonged or obstructed labour (an ambulance to a hospital that can operate).
  labour_prolonged:
    "labour since two days|labour for two days|in labour for two days|in labour since yesterday|labouring since yesterday|labouring for two days|been in labour for a day|in labour for more than a day|dey labour since two days|dey labour since yesterday|baby head no dey come down|baby head not coming down|the head is not coming down|head no dey come down",
  unvaccinated:
    "not had her vaccines|not had his vaccines|has not had her vaccines|has not had his vaccines|hasnt had her vaccines|hasnt had his vaccines|never had vaccines|never had any vaccines|no vaccines at all|never had tetanus injection|never had a tetanus injection|no tetanus injection|never had tetanus jab|no tetanus vaccine",
};

/** Likelihood rows appended to existing conditions (only where a condition has none for the finding). */
export const EM23_LIKELIHOOD_ROWS: Record<string, string> = {
  // BAUS / EAU priapism: a painful, rigid erection; the person says "my penis is painful".
  priapism: "private_part_pain_male .6",
  // CDC toxic shock syndrome case definition (2011): vomiting or diarrhoea at onset is one of the organ criteria;
  // told as vomiting again and again.
  toxic_shock: "vomiting_persistent .3",
  // WFH Guidelines for the management of haemophilia (3rd ed., 2020): most people with a joint bleed already know
  // they have haemophilia; a known bleeding disorder is what tells a haemarthrosis from an arthritis.
  haemophilia: "known_bleeding_disorder .6, procedure_bleeding .5",
  // NICE CKS Heavy menstrual bleeding (an inherited bleeding disorder from menarche) and the ISTH bleeding assessment
  // tool: bleeding long after a tooth is pulled and nosebleeds that last are the bleeds of von Willebrand disease and
  // haemophilia.
  von_willebrand: "nosebleed_prolonged .5, procedure_bleeding .5, known_bleeding_disorder .3",
  // WHO AFP surveillance: acute flaccid paralysis is usually one limb, told as "one leg is weak".
  acute_flaccid_paralysis: "weakness_one_side .35",
  // ERC Guidelines 2021 (Drowning) / WHO Drowning: after being under water, fast or hard breathing, blue lips, froth
  // and drowsiness are the lungs and brain short of oxygen; without rows, a drowning with them ranked below pneumonia.
  drowning: "fast_breathing .5, cyanosis .3, sob_rest .35, chest_indrawing .2, confusion .2",
  // WHO neonatal tetanus: a newborn stops sucking (the first sign), then stiffens.
  tetanus: "unable_to_drink .3",
  // StatPearls Appendicitis in pregnancy / RCOG: appendicitis is the commonest non-obstetric surgical emergency of
  // pregnancy (about 1 in 1,500); later in pregnancy the appendix is pushed up and the pain is felt in the right side
  // or flank rather than low on the right. Without rows, a pregnancy made appendicitis all but impossible.
  appendicitis: "pregnant .03, pregnant_late .015, flank_pain .15",
  // The new risk findings above, on the conditions they belong to.
  pneumothorax: "tall_thin .45",
  retinal_detachment: "short_sighted .45",
  posterior_vitreous_detachment: "short_sighted .3",
  refractive_error: "short_sighted .4",
  fibroids: "known_fibroids .6",
  menorrhagia: "known_fibroids .2",
  adenomyosis: "known_fibroids .2",
  // RCOG Green-top 37a (venous thromboembolism risk rises through pregnancy and is highest in the third trimester and
  // after the birth) and NICE CKS topics on pregnancy's common complaints (haemorrhoids, carpal tunnel, varicose veins,
  // restless legs, thrush, gum bleeding, folate and iron deficiency are mostly of the second half): conditions that list
  // a pregnancy without its stage take the second half at about the same rate. Without a row, someone more than 20
  // weeks pregnant had a clot in the calf ranked below swollen ankles of pregnancy (the stage was a penalty).
  dvt: "pregnant_late .07",
  pulmonary_embolism: "pregnant_late .06",
  cerebral_venous_thrombosis: "pregnant_late .1",
  superficial_thrombophlebitis: "pregnant_late .07",
  haemorrhoids: "pregnant_late .07",
  carpal_tunnel: "pregnant_late .08",
  varicose_veins: "pregnant_late .1",
  restless_legs_syndrome: "pregnant_late .15",
  vaginal_candidiasis: "pregnant_late .05",
  gingivitis: "pregnant_late .06",
  folate_deficiency: "pregnant_late .2",
  iron_deficiency_anaemia: "pregnant_late .06",
  hepatitis_e: "pregnant_late .07",
  cervical_ectropion: "pregnant_late .12",
  melasma: "pregnant_late .14",
  meralgia_paraesthetica: "pregnant_late .1",
};
