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
  // NICE CKS Bites - human and animal: refer to the emergency department a bite that has penetrated deep
  // (tendons, joints, bone, vessels) or is on the face, and consider it for the hands, feet or genitals;
  // WHO rabies: bites to the head, face, neck and hands carry the shortest incubation (rabies immunoglobulin
  // and vaccine at once).
  f(
    "bite_deep_or_face",
    "A deep bite, or a bite on the face, head, neck or hand",
    "Is the bite deep (a gaping or torn wound), or on the face, head, neck or hand?",
    "deep bite|bite is deep|deep bite wound|the bite is deep|bitten on the face|bite on the face|bite on his face|bite on her face|bite on my face|bit him on the face|bit her on the face|bit me on the face|bit his face|bit her face|deep bite on face|dog bit his cheek|dog bit her cheek|dog bit my cheek|dog bite on the cheek|bite on the head|bitten on the head|bite on the neck|bitten on the neck|bite on the hand|bitten on the hand|bit my hand|bit his hand|bit her hand|torn skin from a bite|bite tore the skin",
    { group: "injury", rf: true, base: 0.001 },
  ),
];

/** Likelihood rows of the new findings on existing conditions (added only where a condition has none). */
export const EM10_LIKELIHOOD_ROWS: Record<string, string> = {
  // BOAST compartment syndrome: fractures in a cast are a leading cause in the limbs.
  compartment_syndrome: "limb_in_cast .4, painkillers_not_helping .6",
  // NICE CKS Osteomyelitis / BSCR: acute osteomyelitis in a child is a very tender bone, a limp or refusal to
  // bear weight or use the limb, with fever.
  osteomyelitis: "bone_tenderness .4, cant_bear_weight .45, limb_not_used .2",
  // WHO rabies epidemiology / NICE CKS bites: about a third of dog bites in children are to the head and
  // face; deep and hand bites are the ones that get infected.
  dog_bite: "bite_deep_or_face .3",
  human_bite: "bite_deep_or_face .3",
};
