// Findings for the eighth breadth round (conditions-gp8.ts): what a person says when the cause is a
// complication or an injury the knowledge base could not name — swelling inside the nose after a blow,
// bleeding that will not stop after a tooth was pulled or a circumcision, a jaw stuck open, a recent thyroid
// operation and hands cramping into a claw, a blow to the side (loin), a hard lump on a bone, ears blocked
// since a flight, a baby's late first stool and constipation since birth, a blue dot on the scrotum, a lot of
// blood passed from the back passage, kidney disease in the family, bloodstained nasal mucus and a sharp pain
// when letting go of a bite. Each finding is created only when no existing one fits; aliases are the words a
// patient or parent types. Findings that name a cause (an operation, a flight, a blow) are not red flags
// themselves: the conditions carry the triage, and red-flag rules name the dangerous combinations.
import type { Finding } from "../types.ts";
import { finding as f } from "./define.ts";

export const GP8_FINDINGS: Finding[] = [
  f(
    "nose_inside_swelling",
    "Swelling inside the nose blocking both sides after a blow",
    "After the blow to the nose, is there a swelling inside the nose, so both sides are blocked?",
    "swelling inside the nose|inside of my nose is swollen|inside the nose is swollen|nose swollen inside|lump inside the nose|purple swelling inside the nose|both sides of the nose blocked by swelling|septal haematoma|septal hematoma",
    { group: "injury", base: 0.001 },
  ),
  f(
    "procedure_bleeding",
    "Bleeding that will not stop after a tooth was pulled, a circumcision or an operation",
    "Is there bleeding that will not stop after a tooth was removed, a circumcision or another operation?",
    "bleeding from the tooth socket|bleeding from the socket|tooth socket bleeding|bleeding after tooth extraction|tooth removed and still bleeding|socket still bleeding|socket keeps bleeding|bleeding where the tooth was removed|bleeding after circumcision|circumcised and still bleeding|circumcision bleeding|bleeding from the circumcision|bleeding after surgery",
    { group: "blood", base: 0.001, implies: ["bleeding_unusual"] },
  ),
  f(
    "jaw_stuck_open",
    "Mouth stuck open, cannot close it",
    "Is the mouth stuck open, so the jaw cannot close?",
    "mouth stuck open|mouth is stuck open|can't close mouth|cant close my mouth|cannot close my mouth|unable to close mouth|jaw stuck open|jaw locked open|dislocated jaw|jaw dislocation|jaw out of place|mouth won't close|no fit close mouth|mouth don stuck open",
    { group: "mouth", base: 0.0005 },
  ),
  f(
    "recent_neck_surgery",
    "Recent thyroid or neck operation",
    "Has there been an operation on the thyroid (goitre) or neck in the last few weeks?",
    "thyroid operation|recent thyroid operation|thyroid surgery|goitre operation|goiter operation|goitre surgery|thyroidectomy|had my thyroid removed|neck operation|operated my goitre|operation on my neck|parathyroid surgery",
    { group: "history", base: 0.001 },
  ),
  f(
    "hand_spasm",
    "Hands or feet cramping into a claw by themselves",
    "Do the hands or feet cramp and bend by themselves, with the fingers drawn together (a claw)?",
    "hands cramp and bend|hands cramping|hand cramps|hand spasm|hands bending by themselves|fingers bending by themselves|claw hands|carpopedal spasm|tetany|fingers cramping together|fingers stiff and bent|hands stiff and bent",
    { group: "neuro", base: 0.005 },
  ),
  f(
    "flank_injury",
    "Blow or fall onto the side of the back (loin)",
    "Was there a blow, kick or fall onto the side of the back or the loin?",
    "hit his side|hit my side|hit her side|fell on the side|fell on my side|fell on his side|blow to the side|blow to the loin|kicked in the side|kicked in the back|kicked in the kidney|hit in the kidney|side injury|injured my side|loin injury|kidney injury",
    { group: "injury", base: 0.001, implies: ["injury"] },
  ),
  f(
    "bone_lump",
    "A hard lump on a bone",
    "Is there a hard lump or swelling on the bone itself (for example just above or below the knee)?",
    "hard lump near the knee|hard swelling near the knee|hard lump on the bone|lump on the bone|bony lump|bone lump|hard swelling on the bone|hard lump on my leg|hard lump above the knee|hard swelling above the knee|hard swelling at the bottom of the thigh|hard lump on the shin|hard lump on the arm bone|swelling on the bone",
    { group: "msk", base: 0.0005 },
  ),
  f(
    "after_flight_dive",
    "Ear trouble that started on or after a flight or a dive",
    "Did the ear pain or blocked ear start during or after a flight, a dive or swimming deep?",
    "ear pain after flying|ears blocked after flying|since my flight|ear pain on the plane|ears popped on the plane|ear pain after diving|scuba diving ear pain|airplane ear",
    { group: "ent", base: 0.001 },
  ),
  f(
    "late_meconium",
    "Baby's first stool came late (after the first 2 days)",
    "After birth, did the baby's first stool (black meconium) come late, after the first 2 days?",
    "late first poo|late first stool|first poo came late|delayed meconium|meconium passed late|no stool in the first two days",
    { group: "child", base: 0.002 },
  ),
  f(
    "constipation_since_birth",
    "Constipated since birth, needs help to pass stool",
    "Has the baby been constipated since birth, only passing stool with help (a finger, soap stick or suppository)?",
    "constipation since birth|constipated since birth|needs help to poo|needs help to pass stool|only poos with help|only poos with suppository|can't poo without help|cannot poo without help|no poo unless we put something|never pooed well since birth|poo only with soap stick",
    { group: "child", base: 0.002, implies: ["constipation"] },
  ),
  f(
    "blue_dot_scrotum",
    "A small blue dot at the top of the testicle",
    "Is there a small blue or dark dot at the top of the testicle, seen through the skin?",
    "blue dot on the scrotum|small blue dot on scrotum|blue dot on the testicle|blue dot sign|blue spot on the testicle|blue spot on the scrotum|dark dot on top of the testicle|blue dot on the ball|blue dot on the bag",
    { group: "genital", base: 0.0005, sex: "male" },
  ),
  f(
    "rectal_bleeding_heavy",
    "Passing a lot of blood from the back passage",
    "Is a lot of blood (more than a cupful, or stool full of dark red blood) coming from the back passage?",
    "lots of blood in the stool|plenty blood in the stool|a lot of blood from the anus|large amount of blood in stool|passing a lot of blood from the back passage|heavy bleeding from the back passage|heavy rectal bleeding|dark red blood in stool|maroon stool|passing clots of blood from the anus",
    { group: "gi", base: 0.001, rf: true, implies: ["bloody_stool"] },
  ),
  f(
    "family_kidney_disease",
    "Kidney disease in the family",
    "Has anyone in the family (parent, brother, sister, aunt or uncle) had kidney disease, dialysis or cysts on the kidneys?",
    "family history of kidney disease|kidney disease in the family|kidney disease runs in my family|kidney disease runs in the family|mother has kidney disease|father has kidney disease|mother on dialysis|father on dialysis|polycystic kidneys in the family|relatives with kidney failure",
    { group: "history", base: 0.01 },
  ),
  f(
    "bloody_nasal_mucus",
    "Blood-stained mucus from the nose",
    "Is there blood in the mucus you blow or sniff from the nose?",
    "blood in nasal mucus|bloody snot|blood in my snot|blood when i blow my nose|bloodstained nasal discharge|blood stained mucus from the nose|blood in the catarrh|bloody catarrh",
    { group: "ent", base: 0.005 },
  ),
  f(
    "pain_on_bite_release",
    "Sharp pain in one tooth when biting or letting go of a bite",
    "Is there a sharp pain in one tooth when biting on something hard, or when letting go of the bite?",
    "sharp pain when biting|pain when releasing bite|pain when i release the bite|pain on letting go of bite|tooth hurts when i bite|pain when biting hard things|cracked tooth|tooth cracked",
    { group: "mouth", base: 0.003 },
  ),
  f(
    "mumps_orchitis_past",
    "Had mumps with swollen testicles",
    "Did you ever have mumps with painful swollen testicles?",
    "had mumps with swollen testicles|mumps with swollen balls|mumps orchitis|mumps affected my testicles|swollen testicles from mumps",
    { group: "history", base: 0.005, sex: "male" },
  ),
  f(
    "recent_tooth_extraction",
    "A tooth was removed in the last few days",
    "Was a tooth removed (pulled out) in the last few days?",
    "tooth removed|tooth was removed|removed my tooth|removed a tooth|tooth removed today|tooth was pulled|pulled my tooth|pulled out my tooth|tooth extraction|tooth extracted|extracted my tooth|had a tooth out",
    { group: "mouth", base: 0.002 },
  ),
  f(
    "recent_circumcision",
    "Circumcised in the last few days",
    "Was the boy (or man) circumcised in the last few days?",
    "circumcised|circumcision|was circumcised|circumcised today|circumcise my baby|circumcised at home|they circumcise",
    { group: "genital", base: 0.002, sex: "male" },
  ),
  f(
    "partner_not_conceiving",
    "Partner not getting pregnant after a year of trying",
    "Have you and your partner been trying for a baby for a year or more without a pregnancy?",
    "my wife cannot get pregnant|my wife is not getting pregnant|wife not getting pregnant|partner not getting pregnant|trying for a baby with my wife|me and my wife trying for a child|my wife and i have been trying|we have been trying for a child|try for pikin|no child in our marriage",
    { group: "men", base: 0.005, sex: "male" },
  ),
  f(
    "blue_spells",
    "Spells of turning deep blue with fast breathing (when crying, feeding or on waking)",
    "Does the child have spells of turning deep blue, breathing fast and becoming limp or very upset, often when crying, feeding or on waking?",
    "blue spells|turns blue when crying and breathes fast|goes blue and breathes fast|turning blue spells|tet spells|tet spell|cyanotic spells|deep blue spells",
    { group: "child", base: 0.0005, implies: ["cyanosis"] },
  ),
  f(
    "squats_to_rest",
    "Child squats down to rest after running or walking",
    "Does the child squat down to rest after running or walking a short way?",
    "squats to rest|squats after running|squats after walking|squatting to rest|squats down when tired|squat after playing",
    { group: "child", base: 0.001 },
  ),
  f(
    "tender_neck_lump",
    "A painful, tender lump in the side of the neck",
    "Is there a painful, tender lump in the side of the neck or under the jaw?",
    "painful lump in the neck|tender lump in the neck|painful lump in my neck|tender neck lump|tender neck swelling|painful gland in the neck|neck gland swollen and painful|hot swelling in the neck|warm lump in the neck|lump under the jaw is painful",
    { group: "ent", base: 0.005, implies: ["swollen_glands"] },
  ),
];
