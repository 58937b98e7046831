// Findings of the emergency round 21 of issue 10 (ck-em21).
// - NICE NG232 Head injury: assessment and early management (2023), section 1.1 (referral from the community to an
//   emergency department) and 1.4 (CT criteria): after a head injury, amnesia for events before or after it, any
//   sign of a skull fracture (clear fluid running from the nose or ear, blood from the ear, bruising behind the ear
//   or around both eyes) and a high-energy injury (a fall from more than 1 metre or 5 stairs, a road crash at speed,
//   being thrown from a vehicle, a pedestrian or rider hit by a vehicle) each send the person to an emergency
//   department, even if they feel well. Vomiting, a fit, a weakness, a bleeding disorder or blood thinners, and
//   irritability in a young child were already findings (danger-screens-em21.ts asks them together).
import type { Finding } from "../types.ts";
import { finding as f } from "./define.ts";

export const EM21_FINDINGS: Finding[] = [
  f(
    "head_injury_amnesia",
    "Cannot remember what happened just before or after the head injury",
    "After the knock to the head, is there a gap in the memory: not remembering what happened just before or after it?",
    "can't remember what happened|cannot remember what happened|can't remember the accident|cannot remember the accident|doesn't remember the fall|does not remember the fall|can't remember the fall|no memory of the accident|no memory of what happened|doesn't remember what happened|does not remember what happened|he no remember wetin happen|she no remember wetin happen|no remember wetin happen",
    { group: "injury", base: 0.002 },
  ),
  f(
    "skull_fracture_signs",
    "Clear fluid or blood from the nose or ear, or bruising behind the ear or around both eyes, after a head injury",
    "Since the head injury, is clear watery fluid or blood coming from the nose or an ear, or is there bruising behind an ear or around both eyes?",
    "clear fluid from the ear|clear fluid from his ear|clear fluid from her ear|clear fluid from my ear|blood from the ear after|blood coming from his ear|blood coming from her ear|bleeding from the ear after|bruise behind the ear|bruising behind the ear|panda eyes|raccoon eyes|water dey comot from his ear|water dey comot from her ear",
    { group: "injury", base: 0.0005 },
  ),
  f(
    "head_injury_high_energy",
    "A dangerous injury: a fall from more than a metre or five stairs, a road crash at speed, or hit by a vehicle",
    "Was it a dangerous injury: a fall from higher than a metre or down five or more stairs, a road crash at speed, being thrown from a vehicle, or being hit by a car or motorbike?",
    "thrown from the car|thrown off the okada|thrown off the motorbike|high speed crash|crashed at high speed",
    { group: "injury", base: 0.003 },
  ),
];

/** Likelihood rows appended to existing conditions (only where a condition has none for the finding). */
export const EM21_LIKELIHOOD_ROWS: Record<string, string> = {
  // NICE NG232: amnesia, skull-fracture signs and a high-energy mechanism are the risk factors for a bleed or
  // fracture inside the skull; a concussion often brings a short amnesia; a minor bump rarely any.
  intracranial_haemorrhage: "head_injury_amnesia .35, skull_fracture_signs .25, head_injury_high_energy .4",
  concussion: "head_injury_amnesia .3, head_injury_high_energy .15",
  minor_head_injury: "head_injury_amnesia .02, skull_fracture_signs .002, head_injury_high_energy .05",
  // StatPearls Necrotizing Fasciitis and NICE CKS Cellulitis - acute: diabetes is present in a large share of
  // necrotising infections, most start from a cut, graze, bite or wound, and the pain is out of proportion to
  // what is seen (felt as a tight, severe limb pain); a limb, not the genitals (Fournier's gangrene).
  necrotising_fasciitis: "known_diabetes .4, wound .5, tight_limb_pain .5",
  // CDC STI Treatment Guidelines (2021), Gonococcal infections - disseminated: a few petechial or pustular skin
  // lesions on the limbs with arthritis or tenosynovitis of the wrists and hands.
  gonococcal_arthritis: "skin_pustules_few .45",
  // ESC 2013 position statement on myocarditis: palpitations and arrhythmias (an irregular pulse) after a viral
  // illness, with chest pain and breathlessness.
  myocarditis: "irregular_pulse .3",
  // NICE CKS Bartholin's cyst and abscess: an abscess is a painful swelling growing over two or three days, painful
  // to sit or walk on.
  bartholin_abscess: "pain_sitting .55, fast_growing_lump .35",
};

/** Aliases added to existing findings: a dark hole seen in a tooth is decay (SDCEP Management of caries), whoever's tooth. */
export const EM21_ALIASES: Record<string, string> = {
  tooth_decay:
    "dark hole in the tooth|dark hole in my tooth|dark hole in his tooth|dark hole in her tooth|dark holes in the teeth",
};
