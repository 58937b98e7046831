// Findings for the eleventh round (emergencies a GP must never miss in eye, ENT, dental, skin, injuries,
// endocrine, blood, kidney, rheumatology, men's and women's health, bites and burns): danger signs and
// histories whose lay words had no finding. Each is created only where no existing finding fits.
// - A button battery in the nose or ear burns through the tissue within hours (ENT UK; NICE CKS foreign body
//   in the nose: button batteries need same-day emergency removal).
// - A wound bleeding heavily or spurting is a cut artery (WHO Basic emergency care: haemorrhage control).
// - A child with fever who will not move a leg (or an arm: arm_not_used, findings-gp3.ts) has a bone or joint infection (NICE CKS septic arthritis;
//   NICE CKS acute childhood limp: fever with a limp or a limb not used needs same-day assessment).
// - Known overactive thyroid and known lupus: the histories that turn fever, a racing heart, breathlessness or
//   little urine into a thyroid storm or a lupus flare with organ damage (NICE CKS hyperthyroidism; NICE CKS
//   systemic lupus erythematosus).
import type { Finding } from "../types.ts";
import { finding as f } from "./define.ts";

export const GP11_FINDINGS: Finding[] = [
  f(
    "battery_in_nose_ear",
    "A button battery pushed into the nose or ear",
    "Is the object in the nose or ear a small round (button or watch) battery?",
    "battery in nose|battery in the nose|battery in my nose|battery in her nose|battery in his nose|button battery in nose|button battery in the nose|watch battery in nose|battery in ear|battery in the ear|battery in her ear|battery in his ear|button battery in ear|button battery in the ear|watch battery in ear|pushed a battery into her nose|pushed a battery into his nose|put battery inside nose|battery inside nose|battery inside ear|put battery inside ear",
    { group: "ent", rf: true, base: 0.0002 },
  ),
  f(
    "wound_bleeding_heavy",
    "Bleeding that won't stop with firm pressure, or spurting",
    "Is it bleeding heavily, spurting, or still bleeding after 10 minutes of firm pressure?",
    "bleeding not stopping after pressing|bleeding not stopping|bleeding won't stop|bleeding wont stop|blood no gree stop|blood no dey stop|blood still dey come|blood spurting|blood is spurting|spurting blood|blood spurting from the cut|blood pumping out|blood pumping from the wound|wound bleeding heavily|wound is bleeding heavily|cut bleeding heavily|cut is bleeding a lot|bleeding heavily from the cut|bleeding heavily from the wound|deep cut bleeding a lot|wound bleeding a lot|wound won't stop bleeding|cut won't stop bleeding|the cut dey bleed well well|wound dey bleed well well|lot of blood from the wound",
    // Any site: a wound, the nose, the mouth, after a procedure (WHO Basic emergency care: uncontrolled
    // bleeding is an emergency whatever its source).
    { group: "injury", amb: true, base: 0.0005 },
  ),
  f(
    "limb_not_used",
    "Not moving a leg (a child keeps it still)",
    "Is there a leg the child will not move, or cries when it is moved?",
    "won't move her leg|won't move his leg|wont move her leg|wont move his leg|refuses to move her leg|refuses to move his leg|keeps her leg still|keeps his leg still|cries when her leg moves|cries when his leg moves|pseudoparalysis",
    { group: "msk", base: 0.002 },
  ),
  f(
    "known_hyperthyroid",
    "Known overactive thyroid",
    "Have you been told you have an overactive thyroid (hyperthyroidism, Graves' disease, toxic goitre)?",
    "overactive thyroid|hyperthyroidism|hyperthyroid|my thyroid is high|thyroid is high|thyroid is overactive|graves disease|graves' disease|toxic goitre|toxic goiter|high thyroid",
    { group: "history", base: 0.004 },
  ),
  f(
    "known_lupus",
    "Known lupus (SLE)",
    "Have you been told you have lupus (systemic lupus erythematosus, SLE)?",
    "lupus|i have lupus|has lupus|systemic lupus|systemic lupus erythematosus|lupus patient|have sle|i have sle|sle patient|known sle",
    { group: "history", base: 0.001 },
  ),
];
