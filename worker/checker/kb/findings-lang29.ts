// Language round 29 (ck-lang29): lay names of a sign appended to existing findings (added only when no finding has
// them yet, kb/index.ts). Registered once in the lang29 entry of ROUNDS.
export const LANG29_ALIASES: Record<string, string> = {
  // NICE CKS Acute childhood limp: a limp is an abnormal gait, not pain on walking; it had been an alias of
  // walking_pain (a painless limp of a hip that slipped read as pain when walking). "limping" and "limp" move here.
  // NICE NG37 Fractures (complex): an open fracture is a bone through the skin; it had met "skin and bones" (a thin
  // child's poor growth). Read as the deformity finding, whose aliases already hold "bone sticking out".
  deformity:
    "bone through the skin|bone came through the skin|bone coming through the skin|bone poking through the skin|bone poking out|bone coming out of the skin|bone came out of the skin|bone sticking through the skin|bone through his skin|bone through her skin|bone through my skin",
  limp: "limp|limping|limps|limped|walks with a limp|walking with a limp|has a limp|have a limp|started limping|is limping|keeps limping",
};

/**
 * A limp on the conditions of a painful leg that lacked one (before round 29 "limping" was read as walking pain, which
 * these conditions have): a painful leg makes an antalgic limp. NICE CKS Acute childhood limp (septic arthritis,
 * toddler's fracture and trauma among its causes; a limping child with fever is septic arthritis until shown
 * otherwise), NICE CKS Sprains and strains (pain and difficulty walking), NICE CKS Achilles tendinopathy (rupture:
 * a limp, unable to push off), NICE CKS Knee pain - assessment (ligament and meniscus injury, osteoarthritis, a
 * dislocated kneecap). Each below the condition's walking_pain row.
 */
export const LANG29_LIKELIHOOD_ROWS: Record<string, string> = {
  septic_arthritis: "limp .6",
  toddler_fracture: "limp .8",
  ankle_sprain: "limp .55",
  // Round 30: no limp row on the general fracture (an emergency condition): a limp with no injury told had made it
  // lead, so a 5-year-old's limp without fever, unable to bear weight, became an emergency where NICE CKS Acute
  // childhood limp asks for a same-day assessment. A fracture is read from its injury findings.
  foot_toe_fracture: "limp .5",
  knee_injury: "limp .45",
  patellar_dislocation: "limp .4",
  achilles_rupture: "limp .6",
  hamstring_strain: "limp .4",
  thigh_contusion: "limp .45",
  knee_osteoarthritis: "limp .3",
};
