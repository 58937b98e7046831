// Language round 22: lay words appended to existing findings (added only when no finding has them yet, kb/index.ts).
// Each is the plain wording of the finding's own meaning, for the whole family of ways people say it.
export const LANG22_ALIASES: Record<string, string> = {
  // NICE CKS Tetanus / trismus: a jaw that is stuck or a mouth that will not open (not the mouth stuck open of a
  // dislocated jaw, which keeps its own words: "jaw stuck open", "mouth won't close").
  lockjaw:
    "jaw stuck|jaw is stuck|jaw stuck shut|jaw locked shut|jaw is locked|mouth wont open|mouth will not open|mouth cant open|mouth cannot open|mouth no gree open|cant open her mouth|cant open his mouth|cannot open her mouth|cannot open his mouth",
  // NICE CKS Blepharitis: crusts and flakes on the lashes and lid margins.
  eyelid_crusting:
    "crust on the eyelashes|crusts on the eyelashes|crusty eyelashes|crusting on the eyelashes|crust on the lashes|crusts on the lashes|crusty lashes|crust on the eyelids|crusts on the eyelids",
  // NICE CKS Ascites (cirrhosis): a belly swollen with fluid, told as water.
  distension_fluid:
    "belly swollen with water|swollen belly with water|stomach swollen with water|water in the belly|water in her belly|water in his belly|water in my belly|water in the stomach|water in his stomach|water in her stomach|fluid in the stomach",
  // NICE CKS Chest pain / pleurisy: chest pain on a deep breath in.
  pleuritic_pain:
    "chest pain on deep breath|chest pain on a deep breath|pain on deep breath|pain on a deep breath|sharp pain on deep breath|hurts to take a deep breath|hurts when i take a deep breath|hurts when i breathe in|chest hurts when i breathe in|chest pain on breathing in",
  // NICE CKS Shingles: a blistering rash in a band on one side.
  dermatomal_rash:
    "blistering rash on one side|blistering rash on one side of the chest|blistering rash on one side of the body|blisters on one side of the chest|blisters on one side of the back|blistering rash on one side of the back",
  // NICE CKS Candida oral: white patches or a coating that can be wiped off.
  oral_thrush:
    "white coating inside the cheeks|white coating inside cheeks|white coating inside the mouth|white coating in the mouth|white coating in her mouth|white coating in his mouth|white patches that wipe off|white coating that wipes off",
  // BTS/SIGN asthma: asthma in childhood is a history of asthma (it can come back).
  known_asthma:
    "used to have asthma|had asthma as a child|asthma as a child|childhood asthma|asthma when i was a child|asthma when i was young|asthma in childhood",
  // Resuscitation Council UK / WHO: many stings at once (a swarm).
  bee_swarm: "bee stings all over|stung all over by bees|stung all over|stings all over the body|stings all over",
  // NICE CKS Heart failure: waking breathless or gasping (paroxysmal nocturnal dyspnoea).
  orthopnoea:
    "woke up gasping for air|wakes up gasping for air|woke up gasping|wakes up gasping|waking up gasping|woke up breathless|wakes up breathless|waking up breathless",
  // NICE CKS Fever: shaking with cold is a rigor.
  chills: "shaking with cold|shivering with cold|shaking from cold|shaking with the cold",
  // NICE CKS Migraine: light that hurts is photophobia.
  photophobia: "light hurts|the light hurts|light hurts her eyes|light hurts his eyes|light hurts the eyes",
  // WHO child growth / malnutrition: a pot belly is a distended belly.
  distension: "pot belly|potbelly|pot bellied|big pot belly",
  // NICE CKS LUTS: passing urine often, told by the hour or at night (nocturia).
  frequent_urination:
    "passing urine every hour|urinating every hour|peeing every hour|pee every hour|urine every hour|passing urine many times at night|urinating many times at night",
  // NICE CKS Low back pain: both sides of the lower back is low back pain, not the one-sided loin pain.
  back_pain: "both sides of the lower back|both sides of my lower back|across the lower back",
  // NICE CKS Dyspareunia: pain during sex, in the lower belly.
  painful_sex: "belly pain during sex|lower belly pain during sex|tummy pain during sex|pain in the belly during sex",
  // NICE CKS (course): getting worse by the hour, said of the complaint.
  pain_worsening_hours:
    "getting worse every hour|getting worse by the hour|worse every hour|worse by the hour|worsening every hour|worse hour by hour|getting worse hour by hour",
  // WHO ETAT (AVPU): slipping away, drifting in and out of consciousness is a lowered level of consciousness. NICE NG143
  // (traffic light: "no response to social cues, wakes only with prolonged stimulation"): "sleepy" told of someone ill
  // is drowsiness (lay-constructions round22: the word "sleepy" itself, not "sleep" or "sleeping").
  drowsiness:
    "slipping away|is slipping away|drifting away|slipping in and out of consciousness|drifting in and out of consciousness",
  // WHO IMCI: gone limp, quiet and limp (a lethargic, floppy child or adult).
  prostration: "gone limp|went limp|go limp|quiet and limp|limp and quiet|gone quiet and limp|limp and not moving",
};
