// Findings for the emergency round 16 of issue 10 (ck-em16): the lay words of danger signs that were read as nothing,
// so a person who had the sign then said "no" to its name. The rules that make them emergencies are in
// red-flag-rules-em16.ts.
// - A heart "too fast to count" is a rate beyond what a parent or the person can follow (over about 180-220 a
//   minute): a re-entrant tachycardia (SVT) rather than the fast beating of fear or exercise (Resuscitation Council UK
//   paediatric and adult tachycardia algorithms; NICE CKS Palpitations).
import type { Finding } from "../types.ts";
import { finding as f } from "./define.ts";

export const EM16_FINDINGS: Finding[] = [
  f(
    "heart_too_fast_to_count",
    "Heartbeat too fast to count",
    "Is the heartbeat so fast that it cannot be counted?",
    "too fast to count|heart too fast to count|heartbeat too fast to count|heart beat too fast to count|pulse too fast to count|heart beating too fast to count|heart is beating too fast to count|heart dey beat too fast to count|heart dey beat pass to count|cannot count the heartbeat|can't count the heartbeat|cant count his heartbeat|cant count her heartbeat|could not count the heartbeat|heart beating so fast we could not count|heart racing so fast you can't count|so fast i no fit count|beat so fast i no fit count|dey beat so fast i no fit count am|so fast i cannot count|so fast i can't count|so fast i could not count it|so fast we could not count it|so fast we couldn't count",
    { group: "cardio", base: 0.0005, implies: ["palpitations"] },
  ),
];

/** Lay words for existing findings (added only where no finding has the alias yet). */
export const EM16_ALIASES: Record<string, string> = {
  // NICE NG143 Fever in under 5s: a parent's report that the child feels hot is taken as a fever; "warm body" is how
  // it is told in Nigerian English.
  fever:
    "warm body|slight warm body|body warm|body is warm|body warm small|body dey warm|body warm since yesterday|baby is warm|my baby is warm|baby has been warm|baby feels warm|she is warm to touch|he is warm to touch|warm to the touch all over|is warm since yesterday|warm since yesterday|has been warm since yesterday|has been warm since morning|burning up|is burning up|burning up with fever|body burning up",
  // WHO IMCI Anaemia: severe palmar pallor and white inner eyelids (conjunctival pallor), told as "white like paper".
  severe_pallor:
    "inside of eyelids white|inside of the eyelids white|inside of her eyelids white|inside of his eyelids white|inner eyelids white|inside of the eyes white|eye inside dey white|inside eye dey white|her eye inside dey white|his eye inside dey white|palm dey white like paper|palm and eye inside dey white|white like paper|pale like paper|palms pale like paper|tongue and palms very pale|lips and palms white",
  // NICE CG192 / RCOG: hallucinations told as what is seen or talked to, not named.
  hallucinations:
    "talking to people others cannot see|talking to people others can't see|talks to people others cannot see|talking to people we cannot see|talking to people nobody can see|talking to people who are not there|talks to people who are not there|dey talk to people wey we no see|talk to people wey we no see|she dey talk to people wey we no see|he dey talk to people wey we no see|seeing insects on the wall|seeing insects that are not there|sees insects on the wall|dey see insect for wall|seeing people who are not there|sees people who are not there|seeing things that are not there|hearing things that are not there|hears people who are not there|seeing ghosts|sees ghosts|seeing spirits|seeing dead people|sees dead people",
  // NICE CG192 / RCOG Good Practice 14: after a birth, a belief that the baby is not hers, is evil or is in danger
  // from others is a delusion (postpartum psychosis). "Her own" is told as "hers" (lay-constructions.ts round27):
  // "own" is no content word, and "says the baby is not her own" met "says the baby has not moved".
  delusions:
    "says the baby is not hers|talk say the baby no be hers|say the baby no be hers|says her baby is not hers|says the baby is not her baby|says the baby is not her child|thinks the baby is not hers|thinks the baby was swapped|says the baby was swapped|says the baby is evil|thinks the baby is evil|says the baby is a spirit|thinks people want to take the baby|says people want to take her baby|says people are poisoning her food|says people are poisoning his food|thinks people are poisoning her food|thinks people are poisoning his food",
  // NICE CKS Retinal detachment: the field loss is told as a shadow rising or falling, and the new floaters as a
  // shower of dots.
  curtain_vision:
    "dark shadow coming up from the bottom of my eye|shadow coming up from the bottom of my eye|dark shadow coming up|dark shadow coming down|shadow coming up over my vision|shadow coming down over my vision|dark shadow like a curtain|shadow like a curtain|dark shadow over part of the vision|black curtain over my eye|part of my sight is blacked out|part of my vision is blacked out|dark shadow dey cover my eye|shadow dey cover part of my eye",
  floaters:
    "black dots like pepper|lots of black dots|black dots in my vision|black dots in my eye|dots like pepper|shower of black spots|shower of floaters|shower of black dots|many black spots in my eye|black spots like pepper|black dots dey my eye",
  // RCOG Green-top 63 Antepartum haemorrhage: in an abruption the womb is hard ("woody"), told as hard like a stone.
  rigid_abdomen:
    "womb hard like a stone|womb hard like stone|womb is hard like a stone|womb is hard like stone|womb hard|womb is hard|womb dey hard|belly hard like a stone|belly hard like stone|belle hard like stone|belle dey hard like stone|tummy hard like a stone|e dey hard like stone|hard like stone and no dey soft",
  // NICE CKS Atopic eczema (eczema herpeticum): sores like small punched-out holes, with fluid, spreading.
  punched_out_sores:
    "like small holes with water|sores like small holes|small holes with water|sores like small holes with water|punched-out sores with fluid|sores like holes on the eczema|small round sores spreading on the eczema|new sores spreading on the eczema",
};

/** Likelihood rows on existing conditions (added only where a condition has none). */
export const EM16_LIKELIHOOD_ROWS: Record<string, string> = {
  svt: "heart_too_fast_to_count .35",
  atrial_fibrillation: "heart_too_fast_to_count .1",
  panic_disorder: "heart_too_fast_to_count .01",
  // NICE CKS Addison's disease and Society for Endocrinology adrenal crisis guidance: low blood pressure on
  // standing (dizzy or faint when getting up) is a cardinal sign of a crisis after steroids are stopped.
  adrenal_crisis: "dizzy_standing .55, dizziness .6",
  // NICE CKS Otitis media - acute (complications): a child with mastoiditis is unwell and irritable, a few drowsy
  // or confused as it spreads inside the skull.
  mastoiditis: "irritable_child .4, confusion .08, drowsiness .1",
  // How far the pregnancy has gone (text.ts reads "7 months pregnant" as late, "6 weeks pregnant" as early), on the
  // conditions of pregnancy that lacked it: pre-eclampsia and eclampsia from 20 weeks (NICE NG133), chorioamnionitis
  // in the second half (RCOG / NICE NG195), peripartum cardiomyopathy in the last month (ESC); ectopic pregnancy and
  // miscarriage mostly before 12 weeks (NICE NG126), hyperemesis and morning sickness from 4-7 weeks, easing by 16-20
  // (RCOG Green-top 69); infections and anaemia in any trimester (WHO antenatal care).
  pre_eclampsia: "pregnant_late .95",
  eclampsia: "pregnant_late .8",
  chorioamnionitis: "pregnant_late .9",
  peripartum_cardiomyopathy: "pregnant_late .4",
  // Kept low where the woman may not yet know she is pregnant (NICE NG126: test every woman of reproductive age with
  // belly pain), so a "no" to early pregnancy barely lowers them.
  ectopic_pregnancy: "pregnant_early .3",
  miscarriage: "pregnant_early .4",
  hyperemesis: "pregnant_early .75",
  morning_sickness: "pregnant_early .75",
  early_pregnancy: "pregnant_early .5",
  uti_in_pregnancy: "pregnant_late .45, pregnant_early .3",
  anaemia_in_pregnancy: "pregnant_late .6, pregnant_early .15",
  malaria_in_pregnancy: "pregnant_late .45, pregnant_early .3",
  round_ligament_pain: "pregnant_late .45, pregnant_early .1",
  // Appendicitis is the commonest non-obstetric surgical emergency of pregnancy (about 1 in 1,000 pregnancies, any
  // trimester; RCOG / StatPearls Appendicitis in pregnancy): a pregnancy must not by itself push it out of the list.
  appendicitis: "pregnant .05, pregnant_late .03, pregnant_early .02",
};
