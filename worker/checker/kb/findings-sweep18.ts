// Fifth blind emergency sweep (round 18, ck-sweep18): emergencies told under a milder self-diagnosis ("my ulcer",
// "food poisoning", "sprain", "catarrh"), adult infection emergencies and the small systems' emergencies in lay words.
// Lay words for danger signs the knowledge base already has (so the sign told in a person's own words is the one the
// checker asks), and one new finding: spraying pesticide on a farm. The rules that make these emergencies are in
// red-flag-rules-sweep18.ts, the screens in danger-screens-sweep18.ts. Appended only where no finding has the phrase
// yet (kb/index.ts refuses a phrase claimed by two findings).
import type { Finding } from "../types.ts";
import { finding as f } from "./define.ts";

export const SWEEP18_FINDINGS: Finding[] = [
  // WHO Public health impact of pesticides / TOXBASE Organophosphates (occupational exposure: poisoning through the
  // skin and by breathing the spray, symptoms within hours): spraying a farm is the commonest way an adult in
  // Nigeria meets an organophosphate without swallowing it. Not a danger sign alone: with sweating, drooling,
  // twitching, small pupils or breathlessness it is (red-flag-rules-sweep18.ts).
  f(
    "farm_spraying",
    "Sprayed insecticide, pesticide or weed killer in the last day",
    "Have you sprayed insecticide, pesticide or weed killer (on a farm, crops or the house) in the last day?",
    "sprayed the farm|spraying the farm|sprayed my farm|spraying my farm|sprayed the crops|spraying the crops|sprayed pesticide|spraying pesticide|sprayed insecticide on the farm|sprayed chemical on the farm|spraying chemical on the farm|sprayed weed killer|spraying weed killer|sprayed herbicide|spraying herbicide|spray farm chemical|i spray farm|i spray chemical for farm",
    { group: "poison", base: 0.004 },
  ),
];

/** Likelihood rows for the new finding on the conditions it belongs to. */
export const SWEEP18_LIKELIHOOD_ROWS: Record<string, string> = {
  // WHO / TOXBASE: occupational spraying is a common route of organophosphate and carbamate poisoning.
  organophosphate_poisoning: "farm_spraying .45",
};

/** Lay words for signs the knowledge base already has. */
export const SWEEP18_ALIASES: Record<string, string> = {
  // NICE CG95 Chest pain of recent onset (pain described as indigestion or "gas" may be cardiac): "gas in the chest"
  // is the Nigerian name for a burning or pressing chest, asked about as heartburn so its cardiac screen follows.
  heartburn:
    "gas in my chest|gas in the chest|gas for my chest|gas for chest|gas dey my chest|gas dey worry me for chest|gas dey hold my chest",
  // NICE NG228 Subarachnoid haemorrhage / NICE CKS Headache (thunderclap: peak intensity within a minute): a
  // headache that hit in a second, like a blow, is sudden.
  headache_sudden:
    "hit in one second|came in one second|reached its worst in one second|came like a hammer blow|like a hammer blow|like i was hit with a hammer|like someone hit me with a hammer|like someone hit my head|like something hit my head|headache hit me suddenly",
  // NICE CKS Acute abdomen (peritonitis: lies still, pain on any movement): lying still because moving hurts.
  pain_movement:
    "lie still and cannot turn|lying still and cannot turn|lie still no fit turn|i lie still|i have to lie still|must lie still|lying very still|lies very still|i no fit turn|cannot turn in bed|cant turn in bed|any movement pains me|any movement pain me|every movement hurts|hurts to move at all",
  // BOAST Compartment syndrome of the limbs: a tense, swollen limb after an injury.
  tight_limb_pain:
    "leg swollen and tight like a drum|leg swollen and tight like drum|leg tight like a drum|leg tight like drum|arm swollen and tight like a drum|swollen and tight like a drum|calf tight like a drum",
  // NICE NG141 Cellulitis / CREST necrotising soft tissue infection: pain out of proportion to how the skin looks.
  spreading_severe_skin_pain:
    "pain too much for the look of it|pain too much for how it looks|pain much more than how it looks|pain much more than how the skin looks|pain more than how it looks|pain worse than how it looks|pain too much for how the skin looks",
  // NICE NG19 Diabetic foot problems (gangrene: emergency): a foot or toes turning black.
  finger_black:
    "foot turning black|foot is turning black|foot has turned black|foot going black|foot is black|toes turning black|toes are black|toes going black|toe turning black",
  // NICE NG19 Diabetic foot problems: a smelly or discharging foot sore is an infected ulcer.
  foot_ulcer:
    "smelly sore on my foot|sore on my foot smelling|sore on my foot is smelling|sore on the foot smells|wound on my foot smelling|foot sore smelling|foot wound smelling|smelling wound on the foot",
  // NICE NG104 Pancreatitis (alcohol): a binge told in everyday words.
  heavy_drinking: "drank plenty beer|drank a lot of beer|drinking plenty beer|drank plenty alcohol|drank heavily",
  // WHO Tetanus (prone wounds: contaminated with rust or soil).
  dirty_wound: "rusty iron|rusty zinc|rusty object|rusty blade",
  // NICE NG38 Fractures (deformity): a wrist bent like a dinner fork is a displaced fracture.
  deformity:
    "bent like a fork|bent like fork|wrist bent like a fork|looks like a fork|bent out of shape|bent the wrong way|leg bent the wrong way",
  // NICE NG38 / Ottawa rules: a kick or tackle in football is an injury.
  injury:
    "kicked on the shin|kicked on my shin|kicked on the leg|kicked on my leg|kicked in the leg|tackled in football|tackle in football",
  // NICE CKS Acute abdomen and pain assessment: pain told as very strong is severe.
  pain_severe: "pain very strong|very strong pain|the pain is very strong|pain is too strong|pain too strong",
  // WHO pesticide poisoning / TOXBASE organophosphates (muscarinic signs: salivation): saliva pouring out.
  drooling:
    "spit coming out plenty|saliva coming out plenty|plenty spit coming out|spit dey comot plenty|mouth full of spit",
  // NCDC Lassa fever case definition (contact: caring for a person with a fever who died or bled): nursing someone
  // who died of a fever is a Lassa contact.
  contact_lassa:
    "cared for someone who died of fever|cared for someone who died of a fever|nursed someone who died of fever|nursed a relative who died of fever|looked after a relative who died of fever|looked after someone who died of fever|relative died of fever|died of a strange fever",
  // NICE CG95 Chest pain (jaw pain on exertion may be angina): jaw or tooth pain that comes on walking fast.
  exertional_chest_pain:
    "jaw pain when i walk fast|jaw pain on exertion|jaw pain when climbing stairs|toothache when climbing stairs|toothache when i climb stairs|toothache when i walk fast|jaw ache when walking fast",
  // NICE CKS Haemoptysis: coughing blood by the cupful is massive haemoptysis.
  haemoptysis_massive: "coughing blood more than a cup|cough out blood like a cup|coughing out a cup of blood",
  // NICE CKS Inguinal hernia (irreducible, painful: emergency referral): a groin lump that cannot be pushed back.
  // NICE NG141 / CREST: an injection into a muscle told by its place (the site of a recent injection).
  recent_injection:
    "injection place|the injection place|place of the injection|where they gave me injection|where they gave me the injection|injection site is painful|injection spot",
  hernia_stuck: "lump in my groin cannot push back|groin lump cannot go back|lump in my groin is now painful and hard",
  // BTS/SIGN Asthma (cannot complete sentences) / NICE CKS Sore throat (cannot swallow): "can hardly" and "can
  // barely" are the sign, not a small amount of it.
  sob: "can hardly breathe|can barely breathe|hardly able to breathe|barely able to breathe",
  painful_swallowing: "can hardly swallow|can barely swallow|hardly able to swallow|barely able to swallow",
  // RCOphth / TOXBASE methanol (blurred vision, "snowfield"): not seeing well is blurred sight.
  vision_blurred: "cannot see well|cant see well|not seeing well|i no fit see well|no fit see well|my eyes no see well",
  // WHO Vitamin A deficiency (night blindness): not seeing well at night stays night blindness, not blurred sight.
  night_blindness:
    "cant see well at night|cannot see well at night|cant see well in the night|cannot see well in the night",
  // NICE NG39 Major trauma / WHO Basic emergency care: a stab told in the past tense is a stab wound.
  stabbed_or_shot:
    "i was stabbed|he was stabbed|she was stabbed|they stabbed me|they stabbed him|stabbed yesterday|was stabbed yesterday|stabbed last night",
  // RCOphth sudden visual loss (same day): an eye that went dark or dim suddenly.
  vision_loss:
    "eye went dark suddenly|one eye went dark|my eye went dark|sight went dark suddenly|everything went dark in one eye|my eye don dim|eye don dim suddenly",
};
