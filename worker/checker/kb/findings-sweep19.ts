// Sixth blind emergency sweep (round 19, ck-sweep19): plainly told emergencies across all systems, onset and course
// carrying the danger, young people's first presentations and substances. Lay words for findings the knowledge base
// already has (so the sign told in a person's own words is the one the checker asks) and likelihood rows for
// conditions whose own signs were missing. The rules that make these emergencies are in red-flag-rules-sweep19.ts.
// Appended only where no finding has the phrase yet (kb/index.ts refuses a phrase claimed by two findings).

/** Likelihood rows appended to existing conditions (only where the condition has no row for the finding). */
export const SWEEP19_LIKELIHOOD_ROWS: Record<string, string> = {
  // StatPearls Rhabdomyolysis: trauma and crush (a person trapped under rubble or a wall) are among its commonest
  // causes, with swollen, painful limbs.
  rhabdomyolysis: "injury .3, leg_swelling .3, tight_limb_pain .2",
  // UKHSA / NICE CKS Toxic shock syndrome (case definition: fever, a diffuse sunburn-like rash, hypotension —
  // dizziness on standing or fainting — and vomiting or diarrhoea): the rash is told as sunburn.
  toxic_shock: "sunburn .35, dizzy_standing .6",
  // NICE CKS Addison's disease / Society for Endocrinology adrenal crisis guidance (postural hypotension, profound
  // weakness, collapse): the person cannot stand and is dizzy on standing.
  adrenal_crisis: "dizzy_standing .6, prostration .5",
  // NICE NG148 Acute kidney injury (hypovolaemia from diarrhoea and vomiting is its commonest cause; postural
  // dizziness is the sign of the fluid lost).
  acute_kidney_injury: "dizzy_standing .35",
  // NICE CKS Gastroenteritis / Diarrhoea - adults (severe dehydration: postural hypotension, reduced urine).
  dehydration: "dizzy_standing .45",
  severe_dehydration: "dizzy_standing .55",
  // NICE CG95 Chest pain of recent onset (unstable angina: exertional pain that is new, worsening or now at rest).
  acute_coronary_syndrome: "exertional_chest_pain .4",
  // NICE NG228 Subarachnoid haemorrhage (thunderclap headache with neck pain or stiffness).
  subarachnoid_haemorrhage: "neck_pain .4",
  // NICE CKS / NHS Guillain-Barré syndrome (about a quarter follow a diarrhoeal illness, Campylobacter).
  guillain_barre: "recent_diarrhoea_episode .3",
  // NICE CKS Dental abscess / Ludwig's angina (airway compromise: breathless, cannot lie flat).
  ludwigs_angina: "sob_rest .25",
  // NICE CKS Scrotal pain and swelling (torsion: constant pain getting worse over hours, often unable to walk
  // comfortably); the evaluator does not always tell it as sudden.
  testicular_torsion: "pain_worsening_hours .4, cant_bear_weight .2",
  // NICE NG225 Self-harm (cutting deep enough to need stitches or to bleed heavily is an emergency attendance).
  self_harm: "wound_bleeding_heavy .2",
};

/** Lay words for signs the knowledge base already has. */
export const SWEEP19_ALIASES: Record<string, string> = {
  // NICE CKS Insomnia: "hard to sleep" is trouble falling asleep, not drowsiness ("hard to wake"); read as
  // drowsiness it made an anxious student's worry an emergency.
  insomnia:
    "hard to sleep|difficult to sleep|hard to fall asleep|difficult to fall asleep|struggling to sleep|struggle to sleep|find it hard to sleep|finding it hard to sleep|cant sleep well|cannot sleep well|sleep dey hard for me|i no dey sleep well",
  // NICE NG118 Renal and ureteric stones (pain from the loin to the groin): the textbook words a patient repeats.
  pain_to_groin:
    "loin to groin|pain loin to groin|from my side to my groin|side going to my groin|side going down to my groin|pain in my side going to my groin|pain from my back to my groin|back going to my groin",
  // NICE CKS Dental abscess / SDCEP (spreading facial swelling from a tooth: refer to hospital): a swelling that
  // started at a tooth and is spreading over the face.
  swollen_face:
    "face swelling spreading|face swelling is spreading|swelling spreading on my face|swelling spreading over my face|swelling from my tooth|swelling from my upper tooth|swelling from my lower tooth|swelling from my bad tooth|swelling from the tooth|tooth swelling reached my eye|swelling reached my eye",
  // NICE CKS Neck pain / NICE NG41 Spinal injury (altered sensation in the limbs after a neck injury): limbs that
  // "feel strange" are pins and needles or numbness (read as "strangled" by the spelling layer before).
  numbness:
    "arms feel strange|arm feels strange|legs feel strange|leg feels strange|hands feel strange|feet feel strange|strange feeling in my arms|strange feeling in my legs",
  // TOXBASE Codeine / Tramadol (opioid overdose): bottles of codeine cough syrup drunk at once.
  opioid_overdose:
    "many bottles of codeine|bottles of codeine syrup|drank many bottles of cough syrup|too much codeine syrup|too much cough syrup|plenty codeine|overdose of codeine syrup|drank plenty codeine",
  // NICE CKS Acute abdomen / NICE NG126 Ectopic pregnancy (one-sided abdominal pain): belly pain told by its side.
  abdominal_pain:
    "belly pain one side|belly pain on one side|pain on one side of my belly|pain one side of the belly|one sided belly pain|one-sided belly pain|tummy pain one side",
};
