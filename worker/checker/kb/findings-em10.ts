// Findings for the emergency round of issue 10 (ck-em10): a danger sign that has to be asked because of the
// complaint, where no existing finding says it. Each is created only where no existing finding fits.
// - A plaster cast (POP, "plaster of Paris" in Nigerian English) or a splint on an arm or leg is the setting
//   of acute compartment syndrome and of a cast that strangles the limb: NHS plaster-cast care advice and
//   BOAST (compartment syndrome) send anyone in a cast with pain that painkillers do not ease, numb, tingling,
//   cold or blue fingers or toes, or fingers or toes that cannot be moved, to the emergency department at once.
//   (A cast alone is not an injury to triage again: the broken bone has been treated; it is the cast's danger
//   signs that decide.)
import type { Finding } from "../types.ts";
import { finding as f } from "./define.ts";

export const EM10_FINDINGS: Finding[] = [
  f(
    "limb_in_cast",
    "An arm or leg in a plaster cast (POP) or splint",
    "Is the arm or leg in a plaster cast (POP), a back-slab or a splint?",
    "plaster cast|plaster of paris|in a plaster cast|in plaster|put pop|pop for my leg|pop for his leg|pop for her leg|pop for my hand|pop for his hand|pop for her hand|pop on my leg|pop on my arm|pop on his leg|pop on her leg|pop cast|cast on my leg|cast on the leg|cast on my arm|cast on the arm|cast on his leg|cast on her leg|cast on his arm|cast on her arm|arm in a cast|arm in plaster|leg in plaster|foot in a cast|back slab|backslab|wearing a cast|has a cast",
    { group: "injury", base: 0.002 },
  ),
];

/** Likelihood rows of the new findings on existing conditions (added only where a condition has none). */
export const EM10_LIKELIHOOD_ROWS: Record<string, string> = {
  // BOAST compartment syndrome: fractures in a cast are a leading cause in the limbs.
  compartment_syndrome: "limb_in_cast .4, painkillers_not_helping .6",
  // NICE CKS Osteomyelitis / BSCR: acute osteomyelitis in a child is a very tender bone, a limp or refusal to
  // bear weight or use the limb, with fever.
  osteomyelitis: "bone_tenderness .4, cant_bear_weight .45, limb_not_used .2",
};
