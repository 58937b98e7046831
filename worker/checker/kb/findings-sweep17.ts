// Fourth blind emergency sweep (round 17, ck-sweep17): children by age band, pregnancy and the weeks after birth, a
// known chronic condition that turns a common symptom into an emergency, and emergencies made by a combination of
// ordinary findings. Lay words for danger signs the knowledge base already has (so the sign a parent or patient
// tells in their own words is the one the checker asks), and one new finding: a recent operation. The rules that
// make these emergencies are in red-flag-rules-sweep17.ts. Appended only where no finding has the phrase yet
// (kb/index.ts refuses a phrase claimed by two findings).
import type { Finding } from "../types.ts";
import { finding as f } from "./define.ts";

export const SWEEP17_FINDINGS: Finding[] = [
  // NICE NG51 Sepsis (risk factors: surgery or other invasive procedures in the past 6 weeks) / NICE NG89 VTE: an
  // operation in the last weeks makes fever, worsening belly pain or breathlessness an emergency, and implies the
  // immobility the clot rules read.
  f(
    "recent_operation",
    "Had an operation in the last 6 weeks",
    "Have you had an operation in the last 6 weeks?",
    "recent operation|had an operation|operation two weeks ago|operation 2 weeks ago|belly operation|belly operation last week|operation on my belly|operation on her belly|operation on his belly|operation on my stomach|stomach operation|abdominal surgery|surgery two weeks ago|after my operation|since my operation|since the operation|after the operation|after surgery|after my surgery|operated last week|dem do me operation|i do operation",
    { group: "general", base: 0.01, implies: ["immobile_travel"] },
  ),
];

/** Lay words for signs the knowledge base already has. */
export const SWEEP17_ALIASES: Record<string, string> = {
  // NICE NG143 Fever in under 5s (red: no response to social cues, does not wake or stay awake) / NICE NG51: a
  // child or adult who will not stay awake is drowsy.
  drowsiness:
    "hard to keep awake|hard to keep him awake|hard to keep her awake|difficult to keep awake|cant keep awake|cannot stay awake|cant stay awake|keeps dozing off|keep dozing off|dey sleep anyhow",
  // NICE NG225 Self-harm / NICE CG192 (postnatal mental health): hopelessness told as others being better off
  // without the person is suicidal thinking and is asked about directly.
  suicidal:
    "better off without me|everyone is better off without me|everyone would be better off without me|they are better off without me|better off dead|i wish i was dead|wish i was dead|wish i wasnt alive|dont want to wake up|no reason to live|want to end it all|want to end everything|i no wan live again",
  // NICE CG143 Sickle cell disease (acute painful episode not controlled by home analgesia) / NICE NG118: the home
  // painkillers told as tablets or drugs that do not help the pain.
  painkillers_not_helping:
    "not helped by my tablets|pain not helped by my tablets|tablets not helping the pain|tablets are not helping the pain|my drugs at home are not working|drugs at home not working|home painkillers not working|painkillers at home not working|painkillers not touching it|painkillers not touching the pain|painkillers dont touch it|paracetamol does not touch it|paracetamol does not touch|drugs no touch am|the drugs no touch the pain",
  // NICE NG51 Sepsis (immunosuppression: transplant, immunosuppressant drugs) / KDIGO transplant care: a kidney or
  // liver transplant on anti-rejection medicine weakens immunity as chemotherapy does.
  on_chemotherapy:
    "kidney transplant|liver transplant|had a transplant|transplant patient|anti rejection medicine|anti rejection drugs|anti rejection tablets|on anti rejection|immunosuppressant|immunosuppressants|immune suppressing medicine|tacrolimus|ciclosporin|mycophenolate",
  // NICE NG143 / NG51 (amber: cold hands and feet, mottled) and WHO dengue (warning sign: cold extremities): cold
  // hands and feet in an ill person are poor circulation.
  cold_clammy:
    "cold hands and feet|hands and feet cold|hands and feet are cold|hands and feet dey cold|cold hands and cold feet|hands cold and clammy|hands cold and sweaty|hands cold and wet",
  // WHO IMCI / WHO dengue warning signs: vomiting again and again is persistent vomiting.
  vomiting_persistent:
    "vomiting many times|vomited many times|vomiting plenty times|vomiting again and again|vomiting over and over|vomits again and again|vomit many times|dey vomit many times",
  // WHO cholera: large volumes of watery stool, many times a day.
  diarrhoea_profuse: "plenty watery stool|running stomach like water|stooling like water|stool like water",
  // NICE NG240 Meningitis / NICE CKS Migraine: light that hurts or is avoided.
  photophobia:
    "hates the light|hates light|doesnt like the light|does not like the light|avoids the light|hides from the light|cant bear the light",
  // NICE CKS Bowel obstruction (absolute constipation): no stool and no wind.
  no_flatus:
    "no poo or wind|no poo or wind since yesterday|not passing poo or wind|no stool or wind|no stool and no wind|no poo and no wind|no toilet and no fart",
  // Resuscitation Council UK Choking / NICE CKS Cough (sudden onset while eating or playing: inhaled foreign body):
  // a coughing fit that began suddenly on food or a small object is a choking episode.
  choking:
    "sudden coughing fit while eating|coughing fit while eating|started coughing suddenly while eating|sudden cough while eating|sudden cough while playing|coughing suddenly while eating|coughing started suddenly while eating|choked while eating|choked on groundnut|choked on a groundnut|choked on groundnuts|choked on beans|choked on a bean|choked on a coin|choked on a sweet|choked on corn",
  // NICE NG128 Stroke (FAST: speech): the negation of talking well is a speech difficulty, not a good talker.
  slurred_speech:
    "cant talk well|cannot talk well|can not talk well|not talking well|no fit talk well|talking funny|talks funny|speaking funny|speech is funny|words are mixed up|words coming out wrong",
  // NICE NG18 / JBDS DKA: ketones on the breath told as nail polish.
  fruity_breath: "breath smells like nail polish|breath smell like nail polish|breath smells of nail polish",
};

/** Likelihood rows for conditions the findings above tell (added only where the condition has no value yet). */
export const SWEEP17_LIKELIHOOD_ROWS: Record<string, string> = {
  // NICE NG133 Hypertension in pregnancy: pre-eclampsia can first appear in the days and weeks after the birth.
  pre_eclampsia: "recent_delivery .12",
  // NICE NG51 Sepsis / NICE CKS Acute abdomen: peritonitis after an operation (anastomotic leak, collection).
  peritonitis: "recent_operation .15",
  sepsis: "recent_operation .08",
  // EAU Fournier's gangrene: it often starts from a perineal boil or abscess.
  fournier_gangrene: "boil .4",
};
