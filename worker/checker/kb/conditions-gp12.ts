// Twelfth round (what a GP must tell apart where tune9 and tune8's remaining misses showed gaps): a corneal
// abrasion apart from a foreign body, a third nerve palsy (an aneurysm until scanned), and a hair tourniquet;
// and likelihood rows appended to existing conditions for the findings of findings-gp12.ts, so the condition a
// sign points to also explains it (a row is added only where the condition has none for that finding,
// kb/index.ts).
// Sources: NICE CKS corneal superficial injury (abrasion: same-day assessment; high-velocity injury: eye
// casualty), RCOphth (third nerve palsy with a painful or dilated pupil: emergency imaging for a posterior
// communicating artery aneurysm), NICE CKS headache (red flags), RCEM / BAPU (hair tourniquet), NICE CKS
// insect bites and stings, NICE CKS palpitations, WHO typhoid fever, NICE CKS dental abscess, UKHSA / NICE
// CKS toxic shock.
import type { Condition } from "../types.ts";
import { MALE, prior } from "./define.ts";
import { gp } from "./gp.ts";
import { nice, statpearls } from "./sources.ts";

// NICE CKS infantile colic: a baby who cries and cannot be settled is examined for other causes (an injury, a
// hair tourniquet round a toe, finger or the penis) before colic is diagnosed.
const CRYING_BABY = nice("colic-infantile", "Infantile colic - other causes of excessive crying (hair tourniquet)");

// Infants and toddlers (hair from the parent wound round a toe or the penis inside a nappy or sock).
const INFANT: Array<[number, number, number]> = [
  [0, 2, 1],
  [2.01, 6, 0.2],
  [6.01, 200, 0.02],
];

export const GP12_CONDITIONS: Condition[] = [
  gp({
    id: "corneal_abrasion",
    name: "Corneal abrasion (scratched eye)",
    common: "Scratched eye",
    icd: "S05.0",
    tri: "consultation_24",
    // Among the commonest eye injuries in primary care, at any age (fingernails, twigs, paper, make-up brushes);
    // the prior is kept below the foreign body's so a red painful eye without a scratch is not called one.
    prior: prior(5),
    lk: "eye_scratched .85, eye_pain .9, watery_eyes .8, photophobia .6, red_eyes .5, foreign_body_eye .45, vision_blurred .25, eye_injury .3, eye_discharge .05",
    desc: "A corneal abrasion is a scratch on the clear window at the front of the eye, from a fingernail, a twig, paper or a contact lens. It hurts a lot, waters, feels as if something is in the eye, and light hurts. Most heal within 1 to 3 days; a clinician checks the eye with a dye and makes sure nothing is stuck in it or has gone through it.",
    causes:
      "A fingernail (often a baby's), a twig or branch, paper or a make-up brush; Contact lenses worn too long; Rubbing an eye with grit in it",
    see: "A same-day check with fluorescein dye; an eye casualty visit if vision is reduced, the injury was from a fast-flying fragment (hammering, grinding) or the pain is getting worse after a day.",
    home: [
      "Don't rub: Keep the eye closed when it hurts, don't rub it and don't wear contact lenses until healed.",
      "Sunglasses and pain relief: Dark glasses ease the light sensitivity; paracetamol helps the pain.",
    ],
    tx: "Clinician care: Antibiotic eye ointment or drops to prevent infection while it heals; anaesthetic drops are not for home use.",
    src: [nice("corneal-superficial-injury", "Corneal superficial injury"), statpearls("Corneal Abrasion")],
  }),
  gp({
    id: "third_nerve_palsy",
    name: "Third nerve palsy (possible brain aneurysm)",
    common: "Droopy eyelid with double vision (third nerve palsy)",
    icd: "H49.0",
    tri: "emergency",
    prior: prior(0.2, {
      bands: [
        [0, 15, 0.1],
        [15.01, 200, 1],
      ],
    }),
    lk: "drooping_eyelids .9, double_vision .85, squint .6, unequal_pupils .55, headache .6, pain_behind_eyes .45, eye_pain .4, vomiting .15, known_diabetes .15, high_bp_reading .2, headache_sudden .2",
    desc: "The third nerve moves the eyelid and most of the eye's muscles and narrows the pupil. When it stops working the eyelid droops, the eye turns out and down so things look double, and the pupil may be large. With a headache or eye pain it can be a swelling on a brain artery (an aneurysm) pressing on the nerve, which can burst: an emergency scan is needed the same day.",
    causes:
      "A brain artery aneurysm pressing on the nerve (with headache and a large pupil); Diabetes or high blood pressure starving the nerve of blood; Head injury; Raised pressure in the skull",
    see: "An emergency brain scan of the arteries (CT or MR angiography) and eye and nerve examination; an aneurysm is treated by a neurosurgeon or radiologist.",
    home: "Go now: Do not wait to see if it settles; a droopy eyelid with double vision and headache needs a scan today.",
    tx: "Hospital treatment: An aneurysm is sealed with a coil or clip; other causes are treated and the nerve often recovers over months.",
    src: [
      nice("headache-assessment", "Headache - assessment (red flags: third nerve palsy)"),
      statpearls("Oculomotor Nerve Palsy"),
    ],
  }),
  gp({
    id: "hair_tourniquet_penis",
    name: "Penile hair tourniquet",
    common: "Hair wrapped round the penis",
    icd: "N48.8",
    tri: "emergency",
    prior: prior(0.05, { ...MALE, bands: INFANT }),
    lk: "hair_tourniquet .95, penis_swollen_bruised .7, long_crying .6, penis_tip_sore .4, irritable_child .4, urinary_retention .1",
    desc: "A hair (often the mother's) or a thread can wind tightly round a baby's penis, usually under the foreskin, and cut off the blood supply and the urine pipe. The penis swells and goes red or dark and the baby cries and cannot be settled. It must be removed urgently.",
    causes: "A loose hair or thread caught in the nappy; Common after birth when mothers lose more hair",
    see: "Urgent removal of the hair (with a probe, hair-removing cream or a small cut) and a check of the urethra.",
    home: "Go now: Do not try to cut it with scissors at home; hair-removal cream can be used only on the advice of a clinician.",
    tx: "Hospital treatment: The hair is removed under magnification; a urologist checks for injury.",
    src: [CRYING_BABY, statpearls("Hair Tourniquet Syndrome")],
  }),
  gp({
    id: "hair_tourniquet_digit",
    name: "Hair tourniquet of a toe or finger",
    common: "Hair wrapped round a toe or finger",
    icd: "S90.4",
    tri: "emergency",
    prior: prior(0.1, { bands: INFANT }),
    lk: "hair_tourniquet .95, long_crying .6, irritable_child .4, bruising .2",
    desc: "A hair or thread can wind tightly round a baby's toe or finger inside a sock or mitten and cut off its blood supply: the toe swells, goes red or purple beyond a deep groove, and the baby cries. It must be removed within hours.",
    causes: "A loose hair or thread inside a sock, mitten or sleepsuit",
    see: "Urgent removal of the hair (with a probe, hair-removing cream or a small cut) and a check of the blood supply.",
    home: "Go now: Do not dig at it with sharp scissors; cover the foot or hand and go.",
    tx: "Hospital treatment: The hair is unwound or cut under magnification.",
    src: [CRYING_BABY, statpearls("Hair Tourniquet Syndrome")],
  }),
];

export const GP12_LIKELIHOOD_ROWS: Record<string, string> = {
  // NICE CKS insect bites and stings: the local reaction is redness, swelling and pain where stung.
  insect_bite_reaction: "sting_site_reaction .7",
  anaphylaxis: "sting_site_reaction .2",
  bee_sting_mass: "sting_site_reaction .6",
  // UKHSA toxic shock: about half of staphylococcal cases are menstrual (tampons, cups).
  toxic_shock: "tampon_use .55",
  eye_foreign_body: "eye_high_velocity .25, eye_scratched .3",
  penetrating_eye_injury: "eye_high_velocity .6",
  // NICE CKS palpitations: SVT starts and stops suddenly and is regular; panic builds and settles.
  svt: "palpitations_sudden_regular .85",
  atrial_fibrillation: "palpitations_sudden_regular .35",
  panic_disorder: "palpitations_sudden_regular .2",
  // WHO typhoid fever: perforation in the second to fourth week, often after treatment has started.
  typhoid_perforation: "recent_typhoid .6",
  typhoid: "recent_typhoid .4",
  // NICE CKS dental abscess: a red, swollen gum over the tooth, often with pus.
  // A gum abscess is often called a boil; by a painful tooth the site decides (NICE CKS dental abscess).
  dental_abscess: "gum_abscess .35, swollen_gums .5, boil .3",
  pericoronitis: "gum_abscess .3",
  gingivitis: "gum_abscess .05",
  dental_caries: "gum_abscess .03",
  myasthenia_gravis: "unequal_pupils .02",
};
