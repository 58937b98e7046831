// Clinical-terms round 23 (ck-clin23): the words a clinician writes for each finding in a case summary, appended to
// existing findings (added only when no finding has them yet, kb/index.ts). Vignettes are written by clinicians and
// resolved by search (top hit), so "syncopal episode", "left hemiparesis", "scleral icterus", "melaena" or "PV
// bleeding" must reach the finding a lay word would. Terms are taken from the NICE CKS topic names and their
// "definition" and "symptoms and signs" pages, the WHO IMCI / ETAT chart booklets, the BNF and the findings' own
// definitions; British and American spellings both (haematemesis / hematemesis, oedema / edema, dyspnoea / dyspnea,
// -aemia / -emia), Latin and Greek terms and the abbreviations of UK and Nigerian clinical notes (SOB, LOC, N&V, PV,
// PR, RUQ, LLQ, URTI, UTI, LMP). A term with a qualifier that makes the danger sign ("intractable vomiting") is read by
// the rule in search.ts / parse.ts (GRAVER_BY_QUALIFIER below), not listed here term by term.
export const CLIN23_ALIASES: Record<string, string> = {
  // ---- General (NICE CKS Fever in adults / children; WHO IMCI) ----
  fever: "pyrexia|pyrexial|febrile|febrile illness|high grade fever|high-grade fever|raised temperature|hyperpyrexia",
  fever_long: "pyrexia of unknown origin|fever of unknown origin|PUO|FUO|prolonged pyrexia|persistent pyrexia",
  night_sweats: "nocturnal sweats|drenching nocturnal sweats|nocturnal sweating|night sweating",
  sweating: "diaphoresis|diaphoretic|profuse diaphoresis|hyperhidrosis generalised|sweaty and diaphoretic",
  cold_clammy:
    "cold and clammy|clammy and diaphoretic|diaphoretic and clammy|cool peripheries|cold peripheries|mottled skin|mottled peripheries|peripherally shut down",
  fatigue:
    "malaise|generalised malaise|general malaise|lethargy|fatigued|easy fatigability|tiredness all the time|TATT",
  prostration:
    "prostrate|prostrated|unable to sit unsupported|cannot sit unsupported|unable to stand unaided|lethargic infant|lethargic child|floppy infant|floppy child|hypotonic infant",
  appetite_loss: "anorexia|poor appetite|reduced appetite|decreased appetite|anorexic",
  weight_loss: "unintentional weight loss|unintended weight loss|unexplained weight loss|cachexia|cachectic|wasting",
  thirst: "polydipsia|excessive thirst and polydipsia",
  dry_mouth: "xerostomia|dry mucous membranes|dry mucosa|dry oral mucosa",
  body_aches: "myalgia|myalgias|generalised myalgia|generalized myalgia|muscle aches",
  joint_pain: "arthralgia|arthralgias|polyarthralgia",
  joint_swelling: "joint effusion|effusion of the knee|knee effusion|synovitis|swollen joint on examination",
  hypothermia: "hypothermic|hypothermic neonate|hypothermic infant|low body temperature|temperature below 35",
  swollen_glands:
    "lymphadenopathy|cervical lymphadenopathy|axillary lymphadenopathy|inguinal lymphadenopathy|generalised lymphadenopathy|generalized lymphadenopathy|enlarged lymph nodes|lymph node enlargement|palpable lymph nodes|lymphadenitis",
  // ---- Cardiovascular (NICE CG95 chest pain; NICE CKS Heart failure, Palpitations, Blackouts) ----
  chest_pain: "central chest pain|retrosternal pain|anterior chest pain|precordial pain|atypical chest pain",
  chest_pain_pressure:
    "retrosternal crushing pain|crushing retrosternal pain|crushing central chest pain|central crushing chest pain|cardiac sounding chest pain|ischaemic chest pain|ischemic chest pain|anginal chest pain",
  pleuritic_pain: "pleuritic chest pain|pleurisy|pleuritic",
  palpitations: "tachycardia|tachycardic|sinus tachycardia|palpitation",
  slow_heartbeat: "bradycardia|bradycardic|slow pulse",
  leg_swelling:
    "pedal oedema|pedal edema|bilateral pedal oedema|bilateral pedal edema|ankle oedema|ankle edema|peripheral oedema|peripheral edema|pitting oedema|pitting edema|leg oedema|leg edema|lower limb oedema|lower limb edema",
  calf_swelling:
    "unilateral leg swelling|unilateral calf swelling|unilateral leg oedema|unilateral leg edema|suspected DVT",
  orthopnoea:
    "orthopnea|paroxysmal nocturnal dyspnoea|paroxysmal nocturnal dyspnea|PND|three-pillow orthopnoea|two-pillow orthopnoea",
  neck_veins_distended:
    "raised JVP|elevated JVP|raised jugular venous pressure|elevated jugular venous pressure|distended neck veins|jugular venous distension",
  walking_pain: "intermittent claudication|claudication|calf claudication",
  fainting:
    "syncopal episode|syncopal|syncopal attack|syncopal episodes|vasovagal syncope|transient loss of consciousness|TLOC|collapse with loss of consciousness",
  fainting_exertion: "exertional syncope|syncope on exertion|syncope during exercise|exercise-induced syncope",
  dizziness: "presyncope|presyncopal|presyncopal symptoms|light-headedness|lightheadedness|giddiness",
  dizzy_standing: "postural hypotension|orthostatic hypotension|postural dizziness|orthostatic dizziness|postural drop",
  palpitations_sudden_regular:
    "paroxysmal SVT|SVT|supraventricular tachycardia|paroxysmal tachycardia|narrow complex tachycardia",
  irregular_pulse: "atrial fibrillation|irregularly irregular pulse|arrhythmia",
  heart_murmur_heard: "cardiac murmur|systolic murmur",
  limb_cold_pale: "acute limb ischaemia|acute limb ischemia|acutely ischaemic limb|pulseless limb|cold pulseless leg",
  // ---- Respiratory (NICE CKS Cough, Breathlessness, Haemoptysis; BTS; WHO IMCI) ----
  phlegm: "sputum production|purulent sputum|expectoration|mucopurulent sputum",
  cough_chronic: "chronic cough|persistent cough over three weeks|cough over three weeks",
  haemoptysis:
    "haemoptysis|hemoptysis|frank haemoptysis|frank hemoptysis|blood-stained sputum|bloodstained sputum|blood streaked sputum",
  haemoptysis_massive: "massive haemoptysis|massive hemoptysis|major haemoptysis|life-threatening haemoptysis",
  sob: "dyspnoea|dyspnea|SOB|SOBOE|DIB|difficulty in breathing|breathlessness|dyspnoeic|dyspneic|respiratory distress",
  sob_rest:
    "dyspnoea at rest|dyspnea at rest|dyspnoeic at rest|dyspneic at rest|breathless at rest|SOB at rest|unable to complete sentences|unable to speak in full sentences|severe respiratory distress",
  exercise_breathless:
    "dyspnoea on exertion|dyspnea on exertion|exertional dyspnoea|exertional dyspnea|exertional breathlessness|SOB on exertion",
  fast_breathing: "tachypnoea|tachypnea|tachypnoeic|tachypneic|raised respiratory rate|increased respiratory rate",
  slow_breathing: "bradypnoea|bradypnea|respiratory depression|low respiratory rate",
  wheeze: "expiratory wheeze|wheezing on auscultation|polyphonic wheeze|bronchospasm",
  stridor: "inspiratory stridor|biphasic stridor",
  cyanosis: "central cyanosis|peripheral cyanosis|cyanosed|cyanotic",
  chest_indrawing:
    "subcostal recession|intercostal recession|chest wall indrawing|lower chest wall indrawing|subcostal retractions|intercostal retractions|chest recession|sternal recession",
  grunting: "grunting respirations|expiratory grunting|expiratory grunt",
  apnoea: "apnoeic episodes|apneic episodes|apnoeic spells|apneic spells|apnoea|apnea|apnoeic",
  inhaler_not_helping:
    "poor response to salbutamol|poor response to bronchodilators|not responding to salbutamol|refractory to salbutamol",
  choking: "foreign body airway obstruction|airway foreign body|inhaled foreign body|aspirated foreign body",
  skin_crackles: "subcutaneous emphysema|surgical emphysema|crepitus under the skin",
  // ---- Neurological (NICE NG128 stroke, CKS Headache, Meningitis, Epilepsy) ----
  weakness_one_side:
    "hemiparesis|left hemiparesis|right hemiparesis|left-sided hemiparesis|right-sided hemiparesis|hemiplegic|unilateral weakness|focal weakness|focal neurological deficit|left-sided weakness|right-sided weakness",
  face_droop:
    "facial palsy|facial weakness|facial asymmetry|facial droop|facial nerve palsy|Bell's palsy|Bells palsy|facial paralysis",
  slurred_speech:
    "dysarthria|dysarthric|dysarthric speech|dysphasia|aphasia|expressive dysphasia|receptive dysphasia|slurring of speech",
  numbness:
    "paraesthesia|paraesthesiae|paresthesia|paresthesias|pins and needles|sensory loss|hypoaesthesia|hypoesthesia",
  leg_weakness_both:
    "paraparesis|paraplegia|bilateral lower limb weakness|bilateral leg weakness|weakness of both lower limbs",
  floppy_limb: "acute flaccid paralysis|flaccid paralysis|flaccid limb",
  stiff_neck:
    "meningism|meningismus|nuchal rigidity|neck stiffness on examination|positive Kernig's sign|positive Brudzinski sign",
  headache_sudden:
    "thunderclap headache|worst headache of her life|worst headache of his life|worst ever headache|sudden onset severe headache|sudden-onset headache",
  drowsiness:
    "obtunded|reduced level of consciousness|reduced consciousness|altered level of consciousness|impaired consciousness|decreased level of consciousness|somnolent|somnolence|responds to voice only",
  unconscious: "unresponsive|comatose|coma|responds to pain only|unrousable",
  confusion:
    "acute confusional state|delirium|disorientated|disoriented|altered mental status|altered mental state|acutely confused",
  seizure:
    "generalised tonic-clonic seizure|generalized tonic-clonic seizure|tonic-clonic seizure|GTCS|focal seizure|convulsion|febrile convulsion|febrile seizure|seizure activity|tonic clonic seizure",
  seizure_prolonged: "status epilepticus|prolonged seizure|prolonged convulsion|cluster of seizures|serial seizures",
  unsteady_walk: "ataxic gait|ataxia|cerebellar ataxia|unsteady gait",
  tremor: "intention tremor|fine tremor|resting tremor",
  memory_problems: "memory loss|amnesia|cognitive impairment|short-term memory loss",
  head_injury_amnesia:
    "post-traumatic amnesia|retrograde amnesia|anterograde amnesia after head injury|amnesia after head injury",
  skull_fracture_signs:
    "CSF rhinorrhoea|CSF rhinorrhea|CSF otorrhoea|CSF otorrhea|CSF rhinorrhoea after head injury|basal skull fracture|Battle's sign|Battles sign|raccoon eyes|panda eyes|haemotympanum",
  head_injury_high_energy:
    "high-energy mechanism|high energy mechanism|dangerous mechanism of injury|high-speed collision|high speed RTA|ejected from vehicle",
  knocked_out: "head injury with LOC|LOC after head injury|loss of consciousness after head injury",
  // ---- Eye (NICE CKS Red eye, Diplopia, Retinal detachment) ----
  photophobia: "photophobic",
  double_vision: "diplopia|binocular diplopia",
  drooping_eyelids: "ptosis|eyelid ptosis",
  bulging_eyes: "proptosis|exophthalmos|bilateral proptosis|exophthalmia",
  red_eyes:
    "conjunctival injection|injected conjunctivae|conjunctival hyperaemia|conjunctival hyperemia|red eye|conjunctivitis",
  eye_discharge:
    "conjunctivitis with discharge|purulent conjunctivitis|mucopurulent discharge from the eye|purulent eye discharge",
  red_patch_eye: "subconjunctival haemorrhage|subconjunctival hemorrhage",
  vision_loss:
    "acute visual loss|acute vision loss|sudden visual loss|sudden painless loss of vision|sudden loss of vision|monocular vision loss|amaurosis fugax|acute loss of vision",
  vision_blurred: "blurring of vision|visual blurring|reduced visual acuity",
  flashing_lights: "photopsia|photopsias|photopsia in one eye",
  floaters: "new floaters|vitreous floaters",
  curtain_vision: "visual field loss|visual field defect|curtain over vision|retinal detachment",
  eyelid_swelling:
    "periorbital swelling|periorbital cellulitis|preseptal cellulitis|orbital cellulitis|periorbital oedema|periorbital edema",
  unequal_pupils: "anisocoria|unequal pupils|asymmetrical pupils",
  watery_eyes: "epiphora|lacrimation|excessive lacrimation",
  eye_penetrating: "penetrating eye injury|penetrating ocular injury|globe rupture|open globe injury",
  eye_high_velocity: "high-velocity eye injury|high velocity eye injury|high-velocity foreign body",
  // ---- Ear, nose and throat (NICE CKS Otitis media, Epistaxis, Sore throat) ----
  ear_pain: "otalgia",
  ear_discharge: "otorrhoea|otorrhea|purulent otorrhoea|purulent otorrhea|discharging ear",
  hearing_loss: "conductive hearing loss|sensorineural hearing loss|deafness|hypoacusis",
  tinnitus: "tinnitus",
  runny_nose:
    "rhinorrhoea|rhinorrhea|coryza|coryzal|coryzal symptoms|URTI|URTI symptoms|upper respiratory tract infection|common cold",
  blocked_nose: "nasal congestion|nasal obstruction",
  loss_smell: "anosmia|hyposmia",
  loss_taste: "ageusia|dysgeusia",
  painful_swallowing: "odynophagia|painful swallow|dysphagia|difficulty swallowing",
  swollen_tonsils: "tonsillar exudate|tonsillar enlargement|enlarged tonsils|exudative tonsillitis",
  throat_membrane: "pharyngeal membrane|greyish pharyngeal membrane|diphtheritic membrane",
  hoarse_voice: "hoarseness|dysphonia",
  voice_lost: "aphonia|aphonic",
  // ---- Mouth and teeth (NICE CKS Aphthous ulcer, Candida oral, Dental abscess) ----
  mouth_ulcers: "aphthous ulcers|aphthous ulceration|oral ulceration|oral ulcers|stomatitis",
  oral_thrush: "oral candidiasis|oral candidosis|oropharyngeal candidiasis",
  lockjaw: "trismus",
  bleeding_gums_brushing: "gingival bleeding",
  bad_breath: "halitosis|fetor",
  tooth_decay: "dental caries|caries",
  drooling: "hypersalivation|sialorrhoea|sialorrhea|unable to swallow secretions",
  gum_abscess: "periapical abscess|gingival abscess|periodontal abscess",
  gum_necrosis:
    "necrotising gingivitis|necrotizing gingivitis|acute necrotising ulcerative gingivitis|ANUG|noma|cancrum oris",
  floor_mouth_swelling: "submandibular swelling|sublingual swelling|Ludwig's angina|Ludwigs angina",
  // ---- Gastrointestinal (NICE CKS Dyspepsia, GI bleeding, Gastroenteritis, Acute abdomen) ----
  epigastric_pain: "epigastric tenderness|epigastric discomfort",
  ruq_pain:
    "right upper quadrant pain|RUQ pain|RUQ tenderness|right hypochondrial pain|right upper quadrant tenderness",
  luq_pain: "left upper quadrant pain|LUQ pain|left hypochondrial pain",
  rlq_pain: "right iliac fossa pain|right lower quadrant pain|RLQ pain",
  llq_pain: "left iliac fossa pain|left lower quadrant pain|LLQ pain",
  lower_abdominal_pain: "suprapubic pain|suprapubic tenderness|pelvic pain|hypogastric pain",
  periumbilical_pain: "periumbilical pain|umbilical pain",
  heartburn: "dyspepsia|acid reflux|GORD|GERD|gastro-oesophageal reflux|gastroesophageal reflux|pyrosis",
  nausea: "nauseated|nauseous",
  vomiting: "N&V|N and V|nausea and vomiting|emesis|vomitus|vomited",
  vomiting_persistent:
    "intractable vomiting|persistent vomiting|hyperemesis|hyperemesis gravidarum|unable to tolerate oral fluids|not tolerating oral fluids|unable to keep fluids down",
  vomiting_blood:
    "haematemesis|hematemesis|coffee ground vomitus|coffee ground vomiting|coffee-ground vomit|upper GI bleed|upper GI bleeding",
  vomiting_green: "bilious vomiting|bile-stained vomiting|bile stained vomiting|bilious vomit",
  diarrhoea: "diarrhea|loose stools",
  diarrhoea_profuse: "profuse watery diarrhoea|profuse watery diarrhea|rice water stools|rice-water stools",
  black_stool: "melaena|melena|malaena|tarry stools",
  bloody_stool:
    "PR bleeding|rectal bleeding|per rectal bleeding|bleeding per rectum|blood per rectum|fresh PR blood|lower GI bleed|lower GI bleeding",
  bright_red_blood: "haematochezia|hematochezia|fresh red rectal bleeding",
  rectal_bleeding_heavy: "massive rectal bleeding|massive PR bleeding|major lower GI bleed",
  bloody_diarrhoea: "dysentery|bloody diarrhea",
  distension: "abdominal distension|abdominal distention|distended abdomen",
  distension_fluid: "ascites|shifting dullness",
  no_flatus: "obstipation|absolute constipation|not passing flatus",
  rigid_abdomen: "peritonism|guarding|board-like rigidity|boardlike rigidity|rebound tenderness|generalised guarding",
  pale_stool: "acholic stools|acholic stool|steatorrhoea|steatorrhea",
  constipation: "constipated|infrequent stools",
  hernia_stuck:
    "irreducible hernia|irreducible inguinal hernia|incarcerated hernia|strangulated hernia|obstructed hernia",
  groin_lump: "inguinal hernia|reducible inguinal hernia|inguinal swelling",
  // ---- Liver and spleen (NICE CKS Jaundice in adults) ----
  yellow_eyes: "scleral icterus|icterus|icteric|icteric sclerae|jaundiced|clinically jaundiced|neonatal jaundice",
  dark_urine: "choluria|tea-coloured urine|cola-coloured urine",
  big_spleen: "splenomegaly|hepatosplenomegaly",
  // ---- Urinary (NICE CKS UTI, LUTS, Renal colic, AKI) ----
  dysuria: "UTI symptoms",
  frequent_urination: "urinary frequency|polyuria|nocturia",
  oliguria: "anuria|anuric|oliguric|reduced urine output|low urine output",
  urinary_retention: "acute urinary retention|urinary retention",
  haematuria:
    "frank haematuria|frank hematuria|macroscopic haematuria|macroscopic hematuria|visible haematuria|visible hematuria|hematuria",
  pain_to_groin: "renal colic|ureteric colic",
  weak_stream: "poor urinary stream|poor stream|reduced urinary stream",
  urine_leak_constant: "urinary incontinence|continuous incontinence",
  // ---- Male genital (NICE CKS Scrotal pain and swelling, Balanitis) ----
  testicular_pain_sudden: "testicular torsion|torsion of the testis|suspected torsion|acute scrotum|acute scrotal pain",
  testicular_pain: "scrotal pain|scrotal swelling|orchitis|epididymitis|epididymo-orchitis",
  foreskin_tight: "phimosis",
  foreskin_stuck: "paraphimosis",
  erectile_difficulty: "erectile dysfunction|impotence",
  penis_crack: "penile fracture|fracture of the penis",
  penile_constriction: "penile constriction band|penile strangulation|penile tourniquet",
  // ---- Gynaecology (NICE CKS Menorrhagia, Dysmenorrhoea, Amenorrhoea) ----
  vaginal_bleeding:
    "PV bleeding|PV bleed|per vaginal bleeding|per vaginam bleeding|vaginal bleed|antepartum haemorrhage|antepartum hemorrhage|APH|bleeding per vaginam",
  heavy_vaginal_bleeding: "PPH|massive PV bleeding|heavy PV bleeding|torrential vaginal bleeding",
  painless_bleeding_late: "painless antepartum haemorrhage|painless antepartum hemorrhage",
  heavy_periods: "menorrhagia|heavy menstrual bleeding",
  period_pain: "dysmenorrhoea|dysmenorrhea",
  periods_stopped: "amenorrhea|secondary amenorrhoea|secondary amenorrhea",
  missed_period: "LMP eight weeks ago|LMP six weeks ago|LMP 6 weeks ago|LMP 8 weeks ago|period overdue|late menses",
  painful_sex: "dyspareunia|deep dyspareunia|superficial dyspareunia",
  bleeding_between: "intermenstrual bleeding|postcoital bleeding",
  postmenopausal_bleeding: "PMB",
  vaginal_discharge: "offensive vaginal discharge|abnormal vaginal discharge|PV discharge",
  vaginal_itch: "pruritus vulvae|vulval pruritus|vulvovaginal itching",
  breast_pain: "mastalgia",
  breast_red_hot: "acute mastitis|mastitis|lactational mastitis",
  breast_red_swollen: "periareolar erythema|periareolar inflammation|periductal mastitis",
  breast_skin_change: "peau d'orange|peau dorange|skin tethering|skin dimpling",
  // ---- Obstetric (NICE NG201 antenatal, CG190 intrapartum, RCOG) ----
  pregnant: "positive urine hCG|positive hCG|positive pregnancy test|urine hCG positive|gravid|currently pregnant",
  reduced_fetal_movements: "reduced fetal movements|decreased fetal movements|absent fetal movements",
  waters_broken: "spontaneous rupture of membranes|SROM|rupture of membranes|ruptured membranes|PPROM|liquor draining",
  cord_seen: "cord prolapse|umbilical cord prolapse|prolapsed cord",
  smelly_waters: "offensive liquor|foul-smelling liquor|offensive amniotic fluid",
  foul_lochia: "offensive lochia|foul-smelling lochia|foul lochia",
  labour_prolonged: "prolonged labour|prolonged labor|obstructed labour|obstructed labor|failure to progress",
  vaginal_mass_after_birth: "uterine prolapse postpartum|uterine inversion|postpartum uterine prolapse",
  // ---- Children and newborns (WHO IMCI) ----
  bulging_fontanelle: "bulging anterior fontanelle|tense fontanelle|tense anterior fontanelle|full fontanelle",
  slow_skin_pinch: "reduced skin turgor|decreased skin turgor|poor skin turgor|skin pinch goes back slowly",
  poor_growth: "failure to thrive|faltering growth|growth faltering",
  poor_feeding: "poor feeding|feeding poorly|not feeding well",
  long_crying: "inconsolable crying|inconsolable|excessive crying",
  irritable_child: "irritable infant|irritable child|irritability",
  umbilical_pus: "omphalitis|omphalitis with discharge|umbilical discharge|umbilical sepsis",
  // ---- Skin (NICE CKS Urticaria, Cellulitis, Impetigo, Shingles, Bruising) ----
  itching: "pruritus|pruritic|generalised pruritus",
  hives: "urticaria|urticarial rash|wheals",
  rash_nonblanching:
    "petechial rash|petechiae|purpuric rash|purpuric|purpuric spots|purpuric lesions|non-blanching rash|nonblanching rash",
  rash: "maculopapular rash|erythematous rash|macular rash|papular rash",
  blisters: "vesicular rash|vesicles|bullae|bullous rash",
  dermatomal_rash: "herpes zoster|shingles|dermatomal vesicular rash",
  cellulitis_skin: "cellulitis|cellulitis of the leg|erysipelas",
  boil: "furuncle|furunculosis|carbuncle|skin abscess",
  honey_crusts: "impetigo",
  hair_loss: "alopecia",
  bruising: "ecchymoses|ecchymosis|bruises",
  pale: "pallor|anaemic|anemic|anaemia symptoms|anemia symptoms|conjunctival pallor",
  severe_pallor: "severe pallor|marked pallor|profound pallor|severe palmar pallor|extreme pallor",
  lip_tongue_swelling: "angioedema|angio-oedema|angio-edema|lip swelling|tongue swelling",
  thick_nails: "onychomycosis|fungal nail infection",
  nail_fold_swelling: "paronychia",
  skin_peeling:
    "Stevens-Johnson syndrome|toxic epidermal necrolysis|epidermal sloughing|epidermal necrolysis|skin sloughing",
  spreading_severe_skin_pain: "necrotising fasciitis|necrotizing fasciitis",
  finger_black: "digital gangrene|gangrene of the fingers|gangrenous toes|dry gangrene",
  foot_ulcer: "non-healing foot ulcer|diabetic foot ulcer|neuropathic foot ulcer",
  fast_growing_lump: "rapidly enlarging mass|rapidly enlarging lump|rapidly growing mass",
  // ---- Musculoskeletal (NICE CKS Back pain, Sciatica, Gout, Plantar fasciitis) ----
  back_pain: "lumbar back pain|low back pain|lower back pain|lumbago|mechanical back pain",
  sciatica_pain: "sciatica|radicular pain|lumbar radiculopathy",
  saddle_numbness:
    "saddle anaesthesia|saddle anesthesia|cauda equina|cauda equina symptoms|cauda equina syndrome|faecal incontinence|fecal incontinence",
  big_toe_pain: "podagra|gout of the big toe|monoarthritis of the big toe|acute gout",
  heel_pain: "plantar fasciitis|plantar heel pain",
  shoulder_stiff: "adhesive capsulitis|reduced range of movement in the shoulder",
  spasms: "tetanic spasms|generalised spasms|opisthotonus|opisthotonos",
  tight_limb_pain: "compartment syndrome|suspected compartment syndrome|acute compartment syndrome",
  swollen_hands_feet: "hand-foot syndrome|hand-foot dactylitis",
  // ---- Injury (NICE NG232 head injury, CG176; NICE NG37 fractures; ATLS) ----
  injury: "blunt trauma|polytrauma|RTA|road traffic accident|road traffic collision|RTC",
  wound: "laceration|lacerations|laceration to the forearm|open wound",
  twisted_ankle: "ankle sprain|inversion injury|inversion injury of the ankle|sprained ankle",
  cant_bear_weight: "non-weight bearing|non weight bearing|unable to weight bear|unable to weight-bear",
  deformity: "open fracture|compound fracture|obvious deformity|displaced fracture",
  burn: "partial thickness burn|superficial burn|scald|scalds",
  burn_major: "full-thickness burn|full thickness burn|deep dermal burn|major burn|inhalational burn",
  animal_bite: "dog bite",
  snake_bite: "envenomation|envenomation by snake|snake envenomation",
  stabbed_or_shot: "stab wound|gunshot wound|penetrating trauma",
  limb_numb_after_injury: "neurological deficit after trauma|neurovascular compromise|distal neurological deficit",
  electric_shock: "electrical injury|electrocution",
  near_drowning: "near-drowning|drowning|immersion injury|submersion injury",
  // ---- Mental health (NICE CKS Depression, GAD, Psychosis; WHO mhGAP) ----
  suicidal: "suicidal ideation|suicidal thoughts|suicidal intent",
  self_harm: "deliberate self-harm|deliberate self harm|DSH|self-injury",
  hallucinations: "auditory hallucinations|visual hallucinations|hallucinating",
  delusions: "paranoid delusions|persecutory delusions|delusional|fixed delusional beliefs|grandiose delusions",
  worry: "anxiety symptoms|generalised anxiety|generalized anxiety|anxious",
  panic_attacks: "panic disorder|panic attack",
  agitation: "psychomotor agitation|agitated|combative",
  elevated_mood: "manic episode|mania|hypomania|manic|hypomanic",
  anhedonia: "anhedonia|anhedonic",
  low_mood: "depressed mood|depressive symptoms",
  alcohol_stopped: "alcohol withdrawal|alcohol withdrawal symptoms",
  dangerous_behaviour: "reckless behaviour|reckless behavior|risk-taking behaviour|disinhibited behaviour",
  catatonic_stupor: "catatonia|catatonic|catatonic stupor",
  sexual_assault: "rape|alleged rape|alleged sexual assault",
  // ---- Endocrine and metabolic (NICE NG17/NG28 diabetes; NICE CKS Thyroid) ----
  low_sugar: "hypoglycaemia|hypoglycemia|hypoglycaemic|hypoglycemic",
  high_sugar: "hyperglycaemia|hyperglycemia|hyperglycaemic|hyperglycemic",
  deep_breathing: "Kussmaul breathing|Kussmaul respiration|acidotic breathing",
  fruity_breath: "ketotic breath|ketotic smell|acetone breath|ketones on breath",
  hirsutism: "hirsutism",
  // ---- Blood (NICE CKS Anaemia, Sickle cell, Anticoagulation) ----
  bleeding_unusual: "bleeding diathesis|bleeding tendency|spontaneous bleeding|coagulopathy",
  known_bleeding_disorder:
    "on warfarin|on anticoagulants|anticoagulated|on a DOAC|on rivaroxaban|on apixaban|haemophilia|hemophilia",
  known_sickle: "sickle cell disease|sickle cell anaemia|sickle cell anemia|HbSS",
  wbc_lowering_drug: "on carbimazole for Graves|on clozapine|on methotrexate",
  // ---- Poisoning (NPIS TOXBASE; WHO) ----
  paracetamol_overdose: "paracetamol overdose|acetaminophen overdose|paracetamol poisoning",
  pesticide_exposure: "organophosphate poisoning|organophosphate exposure|OP poisoning",
  cholinergic_signs: "cholinergic toxidrome|cholinergic syndrome|salivation, sweating and fasciculations|SLUDGE",
  kerosene_swallowed: "kerosene ingestion|hydrocarbon ingestion|paraffin ingestion|petrol ingestion",
  caustic_swallowed: "caustic ingestion|corrosive ingestion|bleach ingestion|acid ingestion",
  opioid_overdose: "opioid toxicity|opioid overdose|opiate overdose|opioid toxidrome",
  sedative_overdose: "benzodiazepine overdose|benzodiazepine toxicity|sedative overdose",
  iron_tablets_swallowed: "iron tablet ingestion|iron overdose|iron poisoning",
  hair_dye_swallowed: "hair dye ingestion|paraphenylenediamine poisoning",
  fumes: "carbon monoxide exposure|carbon monoxide poisoning|CO poisoning|CO exposure",
  poisoning: "deliberate overdose|intentional overdose|overdose|drug overdose|poisoning",
  pinpoint_pupils: "miosis|pinpoint pupils|miotic pupils",
  dilated_pupils_hot: "mydriasis|dilated pupils",
  battery_in_nose_ear: "button battery in nostril|button battery in the nose|button battery in the ear",
  soot_airway: "soot in nostrils|soot in the mouth|carbonaceous sputum|singed nasal hairs",
  // ---- Infection and exposure (NCDC; WHO) ----
  contact_tb: "contact with TB case|TB contact|household TB contact|exposure to TB",
  contact_lassa: "exposure to Lassa fever case|Lassa fever contact|contact with Lassa fever case",
  hiv_positive: "HIV positive|HIV-positive|PLHIV|retroviral disease|RVD positive",
  unprotected_sex: "unprotected sexual intercourse|UPSI|unprotected intercourse",
  hard_exercise: "strenuous exercise|vigorous exercise|strenuous exertion",
  painkillers_not_helping:
    "analgesia-refractory pain|pain refractory to analgesia|pain not responding to analgesia|uncontrolled pain despite analgesia",
};

// The lay answers of danger signs the danger3 tuning set missed, written as the family of ways each is said (the
// idiom, its verb forms and persons), never one sentence of the set. Sources as for the finding itself.
export const CLIN23_LAY_ALIASES: Record<string, string> = {
  // NICE CKS Blackouts: keeling over is a collapse.
  fainting: "keeled over|keel over|keels over|keeling over",
  // NICE CKS Vertigo: the bed or ceiling turning.
  vertigo:
    "bed is spinning|bed spinning|ceiling spinning|ceiling keeps spinning|ceiling is spinning|ceiling going round|ceiling spinning round",
  // NICE NG143 / WHO ETAT: dozing off, cannot stay awake.
  drowsiness:
    "dozy|so dozy|very dozy|nodding off|keeps nodding off|keep nodding off|wont stay awake|cant stay awake|cannot stay awake|can barely stay awake",
  // NICE CKS Headache (thunderclap): something bursting in the head.
  headache_sudden:
    "something burst in my head|something burst in her head|something burst in his head|burst in my head|exploded in my head|explosion in my head|something exploded in her head",
  // NICE NG128: slurring.
  slurred_speech: "slurring|slurring her words|slurring his words|slurring my words|slurs her words|slurs his words",
  // NICE CKS Spinal cord compression: both legs without power, giving way.
  leg_weakness_both:
    "legs have no power|no power in her legs|no power in his legs|no power in my legs|both legs gave way|both her legs gave way|both his legs gave way|legs gave way|legs gave out|both legs gave out|legs have given way",
  // NICE CKS Blurred vision.
  vision_blurred: "looks fuzzy|everything looks fuzzy|fuzzy vision|vision is fuzzy|sight is fuzzy|things look fuzzy",
  // NICE CKS Ptosis: heavy lids that droop.
  drooping_eyelids: "lids feel heavy|eyelids feel heavy|eyelids heavy|lids droop|eyelids droop|heavy eyelids",
  // WHO mhGAP: violence and throwing things in an acute disturbance.
  agitation:
    "breaking things|broke things|destroying things|become violent|became violent|turned violent|getting violent|wild and violent|throwing things at people|throwing things and fighting|smashing things",
  // NICE CKS Amenorrhoea: the "monthly" overdue.
  missed_period:
    "overdue for her monthly|overdue for my monthly|monthly is late|her monthly is late|my monthly is late|monthly is overdue|monthly has not come|monthly has not come",
  // NICE CKS Croup / WHO IMCI: a high-pitched noise breathing in.
  stridor:
    "high pitched noise when breathing in|high pitched noise when she breathes in|high pitched noise when he breathes in|high pitched sound breathing in|noise when she sucks in air|noise when he sucks in air",
  // WHO ETAT (shock): icy, damp hands.
  cold_clammy: "icy and damp|hands are icy and damp|cold and damp skin|icy cold and sweaty|icy and sweaty",
  // WHO IMCI: vomits everything, nothing stays down.
  vomiting_persistent:
    "nothing stays down|nothing stays down not even water|nothing stays down not even sips|cant keep sips down|cant even keep sips down",
  // WHO The treatment of diarrhoea: large watery stools, by the bucket.
  diarrhoea_profuse:
    "buckets of watery stool|buckets of water stool|buckets of stool|passing buckets|stool like water by the bucket",
  // NICE CKS Bowel obstruction: not even wind.
  no_flatus: "not even gas|no gas coming out|not passing gas|cant pass gas|cannot pass gas|not even wind",
  // NICE CKS LUTS.
  frequent_urination:
    "wees every few minutes|weeing every few minutes|peeing every few minutes|passing urine every few minutes",
  // NICE CKS Scrotal pain.
  testicular_pain: "testicle is aching|aching testicle|testicle aching|testicle aches|ache in my testicle",
  // NICE CKS Cellulitis: angry (red, hot) skin.
  cellulitis_skin: "angry red skin|skin is angry|angry skin|skin looks angry",
  // NICE CKS Angio-oedema / facial swelling: a bloated face.
  swollen_face: "face looks bloated|bloated face|face is bloated|face bloated",
  // WHO tetanus: a jaw clamped shut.
  lockjaw: "jaw clamped|jaw is clamped|jaw clamped shut|jaw is clamped shut|clamped jaw",
  // WHO IMCI: not able to drink, not even sips.
  unable_to_drink: "cant even sip water|cant sip water|cannot sip water|cant take sips|cant even take sips",
  // NICE NG151: treatment for a blood cancer.
  on_chemotherapy:
    "chemo|on chemo|having chemo|treatment for leukaemia|treatment for leukemia|treatment for cancer|cancer treatment",
  // NICE CKS Contact lenses.
  contact_lens: "soft lenses|wears lenses|uses lenses|lenses in her eyes|lenses in his eyes",
  // NICE CKS Diplopia.
  double_vision:
    "seeing things twice|sees things twice|seeing everything twice|sees everything twice|seeing two of everything|sees two of everything",
  // NICE CG190: labour dragging on.
  labour_prolonged:
    "labour has dragged on|labour dragging on|labour dragged on|long labour|labour going on since yesterday",
  // NICE CKS Acute limb ischaemia: pale, cold and painful.
  limb_cold_pale: "leg turned pale cold and painful|leg is pale cold and painful|pale cold painful leg",
  // NPIS TOXBASE: a handful of a sedative.
  sedative_overdose: "handful of diazepam|many diazepam|handful of valium|diazepam overdose",
  // WHO IMCI: a fretful child.
  irritable_child: "fretful|fretful baby|fretful child|fretting and crying",
  // NPIS TOXBASE: iron (ferrous) tablets got at by a child.
  iron_tablets_swallowed:
    "got into the ferrous tablets|ate the ferrous tablets|swallowed ferrous tablets|swallowed the ferrous tablets|swallowed ferrous sulphate",
  // RCOG: smelly waters (chorioamnionitis).
  smelly_waters: "waters smell bad|waters smell|waters smelling|waters are smelly|smelly waters",
  // WHO IMCI: a baby breathless or sweating at the breast (heart disease).
  sweats_feeding: "breathless when feeding|breathless during feeds|breathless while sucking",
  // WHO IMCI: white as paper.
  severe_pallor: "white as paper|white as chalk|pale as paper|palms white as paper",
  // NICE CKS Sexual assault / WHO clinical management of rape.
  sexual_assault:
    "forced himself on me|forced himself on her|forced me to have sex|forced her to have sex|was raped|been raped|raped me|raped her",
  // NICE CKS Neck surgery complications (haematoma).
  recent_neck_surgery:
    "surgery on his neck|surgery on her neck|surgery on my neck|neck surgery|operation on his neck|operation on her neck|neck operation",
  // RCOG: something coming down after birth.
  vaginal_mass_after_birth:
    "lump hanging down below after birth|something coming out below after birth|something hanging out after birth",
  // NICE CKS Toxic shock syndrome: a tampon in.
  tampon_use: "tampon in|had a tampon in|has a tampon in|uses tampons|using tampons",
  // NICE NG17: insulin without food.
  insulin_no_food:
    "insulin but didnt eat|insulin but did not eat|insulin and skipped lunch|insulin and skipped breakfast|insulin and skipped a meal|insulin but skipped",
  // Dental trauma guidelines (IADT): teeth moving as one block.
  teeth_block_moved: "teeth shifted as one|teeth moved as one|teeth moved together|teeth shifted together",
  // BAUS: a constriction round the penis.
  penile_constriction:
    "caught tight round his willy|stuck round his willy|ring stuck on his penis|something tight round his penis",
  // NICE CKS: crackling under the skin (surgical emphysema).
  skin_crackles:
    "rice crispies under her skin|rice crispies under the skin|crunching under the skin|crackles under the skin",
  // NICE CKS Achilles tendinopathy (rupture): a kick from behind.
  heel_snap: "kicked my ankle from behind|someone kicked my heel",
  // NICE NG128: one corner of the mouth hanging down.
  face_droop:
    "corner of her mouth hangs down|corner of his mouth hangs down|corner of my mouth hangs down|corner of the mouth droops|mouth hangs down on one side",
  // WHO mhGAP: not wanting to be alive.
  suicidal:
    "dont want to be alive|dont want to be alive anymore|do not want to be alive|no longer want to live|dont want to live any more",
  // WHO mhGAP Psychosis: a belief of being poisoned.
  delusions:
    "thinks his neighbours are poisoning him|thinks her neighbours are poisoning her|thinks people are poisoning him|thinks people are poisoning her",
  // NICE NG17: injecting for sugar.
  uses_insulin: "inject myself for sugar|injects for sugar|injection for sugar every day|inject for diabetes",
  // NICE CKS Analgesia: tablets not touching the pain.
  painkillers_not_helping:
    "not touching the pain|arent touching the pain|doesnt touch the pain|tablets are not touching the pain",
  // NICE CKS Acute abdomen: a belly stiff like wood.
  rigid_abdomen:
    "stiff like wood|hard like wood|tummy is stiff like wood|belly hard like wood|stomach hard like a board|belly like a board",
  // NICE CKS GI bleeding: blood in the sick (vomit).
  vomiting_blood: "blood in her sick|blood in his sick|blood in my sick|blood in the sick",
  // NICE CKS Peripheral arterial disease / MSK: pain with every step.
  walking_pain: "hurts every step|hurts with every step|pain with every step|every step hurts",
  // NICE NG232: a bang on the head.
  head_injury: "banged his head|banged her head|banged my head|bumped his head hard|bumped her head hard",
  // NICE NG232: knocked out cold (not "out cold" alone: "a cold last week" met it, session 35).
  knocked_out: "knocked out cold|knocked him out cold|knocked her out cold",
  // NICE CKS Eyelid swelling.
  eyelid_swelling: "eyelid is red and puffy|eyelid puffy|puffy red eyelid",
  // NICE CG190: waters gone.
  waters_broken: "waters have gone|my waters have gone|waters gone|her waters have gone",
  // NICE NG232: unequal pupils.
  unequal_pupils:
    "one of his pupils is bigger|one of her pupils is bigger|one pupil is bigger|one pupil bigger|pupils different sizes|pupils are different sizes",
  // NICE CKS Postnatal depression (intrusive thoughts).
  thoughts_harm_baby:
    "scared ill hurt my baby|scared i will hurt my baby|afraid i will hurt my baby|scared of hurting my baby",
  // WHO mhGAP (mania): reckless driving.
  dangerous_behaviour: "driving like a madman|driving recklessly|drives recklessly|reckless driving",
  // NICE NG232: clear fluid from the nose after a fall or blow.
  skull_fracture_signs:
    "clear water dripping from nose|clear water from nose after a fall|clear water dripping from the nose",
  // NPIS TOXBASE: a watch battery swallowed.
  swallowed_battery: "swallowed a watch battery|swallowed watch battery|swallowed a button battery",
  // NICE CKS Eye trauma: a splinter into the eye.
  eye_penetrating: "splinter went into her eye|splinter went into his eye|splinter in the eye|splinter into the eye",
  // NICE CKS Cellulitis (lymphangitis): a red line creeping up.
  red_streak: "red line creeping up|red line going up the leg|red streak from the cut|red line from the cut",
  // WHO IMCI: a child not moving one limb.
  limb_not_used: "wont move one leg|not moving one leg|will not move one leg",
  // NICE CKS Renal colic.
  pain_to_groin: "from my side to groin|from my side to my groin|from side to groin|side to groin",
  // WHO IMCI young infant: yellow palms and soles.
  yellow_palms_soles: "hands and feet look yellow|yellow hands and feet|hands and feet are yellow|yellow palms",
  // WHO IMCI: too weak to get up.
  prostration: "too weak to get up|too weak to get off the bed|too weak to get off the mat|too weak to rise",
  // NICE CKS DVT: one leg fat and painful.
  calf_swelling: "leg is fat and painful|leg fat and painful|leg is fat and sore|fat painful leg",
  // NICE CKS Eye pain.
  eye_pain:
    "eyeball is sore|sore eyeball|eyeball hurts|pain in the eyeball|sore inside his eyeball|sore inside her eyeball",
  // NICE CKS SJS/TEN: blistering all over.
  skin_peeling: "blistering all over|blisters all over and raw lips|skin blistering all over",
  // WHO tetanus: the body locking in spasms.
  spasms: "cramps that lock his body|cramps that lock her body|body locks up|whole body locks|body locking up",
  // WHO IMCI / NICE: an arm held limp.
  arm_not_used:
    "arm limp by her side|arm limp by his side|keeps the arm limp|holds the arm limp|keeps her arm limp|keeps his arm limp",
  // NICE NG12: a lump doubled in size.
  fast_growing_lump: "doubled in size|has doubled in size|swelling doubled|lump doubled|lump has doubled",
  // NICE CKS Mastitis.
  breast_red_hot: "breast is hot and hard|hot hard breast|breast hot and painful|breast is hot hard and painful",
  // NICE CKS Haemoptysis (massive).
  haemoptysis_massive: "mouthfuls of blood|mouthful of blood|cupfuls of blood|coughing mouthfuls of blood",
  // NICE CKS (bilious vomiting).
  vomiting_green: "bringing up bile|bringing up green bile|green bile|throwing up bile|vomiting bile",
};

/**
 * A qualifier that makes a finding's graver form: "intractable vomiting", "severe pallor", "persistent epistaxis",
 * "massive haemoptysis", "sudden onset testicular pain", "worst ever headache". When search or the parser reads the
 * milder finding and the words qualify it so, the graver form is what was said (search.ts, parse.ts). Each entry is
 * the graver form and the qualifiers that name it, from the graver form's own definition and its source:
 * NICE CKS Nausea/vomiting and WHO IMCI ("vomits everything"); NICE CKS Epistaxis (bleeding not stopped by 10–15
 * minutes of pressure); NICE CKS Haemoptysis (massive); WHO The treatment of diarrhoea (profuse watery); WHO IMCI
 * (severe palmar pallor); NICE CKS Scrotal pain (acute or sudden pain is torsion until proven otherwise); NICE CKS
 * Headache (sudden onset, worst ever: thunderclap); NICE CKS Menorrhagia / RCOG (heavy, massive bleeding); NICE NG12
 * and CKS GI bleeding (massive rectal bleeding); NICE CG137 Epilepsies (prolonged fits); NICE CKS Breathlessness (severe
 * breathlessness, at rest); NICE CKS Acute abdomen (severe abdominal pain, sudden onset); NICE CG95 (sudden chest pain);
 * NICE CKS Palpitations (paroxysmal, like a switch: SVT); NICE CKS Burns and scalds (large or deep burns: more than
 * 10% of a child's or 15% of an adult's body, full thickness); NICE CKS Sudden sensorineural hearing loss (sudden or
 * noticed on waking); BRC / NICE CKS Wounds (arterial, spurting).
 */
/** The words that make a finding's sudden form (the same for every site). */
const SUDDEN_ONSET = [
  "sudden onset",
  "sudden",
  "suddenly",
  "all at once",
  "out of nowhere",
  "abrupt onset",
  "acute onset",
];

export const GRAVER_BY_QUALIFIER: Readonly<
  Record<string, ReadonlyArray<{ graver: string; qualifiers: readonly string[] }>>
> = {
  vomiting: [
    {
      graver: "vomiting_persistent",
      qualifiers: [
        "intractable",
        "persistent",
        "incessant",
        "uncontrolled",
        "unremitting",
        "protracted",
        "continuous",
        "severe",
      ],
    },
  ],
  nosebleed: [
    {
      graver: "nosebleed_prolonged",
      qualifiers: [
        "persistent",
        "profuse",
        "massive",
        "severe",
        "uncontrolled",
        "intractable",
        "prolonged",
        "heavy",
        "torrential",
        "continuous",
      ],
    },
  ],
  haemoptysis: [
    {
      graver: "haemoptysis_massive",
      qualifiers: ["massive", "profuse", "major", "torrential", "heavy", "severe", "copious", "large volume"],
    },
  ],
  diarrhoea: [
    { graver: "diarrhoea_profuse", qualifiers: ["profuse", "massive", "torrential", "copious", "voluminous"] },
  ],
  pale: [
    { graver: "severe_pallor", qualifiers: ["severe", "marked", "profound", "extreme", "gross", "deathly", "intense"] },
  ],
  testicular_pain: [
    {
      graver: "testicular_pain_sudden",
      qualifiers: [
        "acute",
        "sudden",
        "suddenly",
        "sudden onset",
        "all at once",
        "severe",
        "excruciating",
        "terrible",
        "agonising",
        "agonizing",
        "unbearable",
        "abrupt",
        "abrupt onset",
        "woke with",
        "woke up with",
      ],
    },
  ],
  headache: [
    {
      graver: "headache_sudden",
      qualifiers: ["sudden onset", "worst ever", "worst", "thunderclap", "explosive", "abrupt onset", "sudden severe"],
    },
  ],
  vaginal_bleeding: [
    {
      graver: "heavy_vaginal_bleeding",
      qualifiers: ["heavy", "massive", "profuse", "torrential", "severe", "uncontrolled", "major", "life threatening"],
    },
  ],
  bloody_stool: [
    {
      graver: "rectal_bleeding_heavy",
      qualifiers: ["massive", "profuse", "torrential", "major", "heavy", "severe", "life threatening"],
    },
  ],
  seizure: [
    {
      graver: "seizure_prolonged",
      qualifiers: ["prolonged", "continuous", "repeated", "serial", "unremitting", "ongoing", "back to back"],
    },
  ],
  sob: [{ graver: "sob_rest", qualifiers: ["severe", "extreme", "marked", "profound"] }],
  abdominal_pain: [
    {
      graver: "severe_abdominal_pain",
      qualifiers: [
        "severe",
        "excruciating",
        "intense",
        "agonising",
        "agonizing",
        "intractable",
        "unbearable",
        "worst ever",
      ],
    },
    {
      graver: "abdominal_pain_sudden",
      qualifiers: SUDDEN_ONSET,
    },
  ],
  chest_pain: [
    {
      graver: "chest_pain_sudden",
      qualifiers: SUDDEN_ONSET,
    },
  ],
  palpitations: [
    {
      graver: "palpitations_sudden_regular",
      qualifiers: ["sudden onset", "all at once", "out of nowhere", "like a switch", "paroxysmal"],
    },
  ],
  bleeding_unusual: [
    {
      graver: "wound_bleeding_heavy",
      qualifiers: ["arterial", "pulsatile", "spurting", "massive", "uncontrolled", "torrential", "catastrophic"],
    },
  ],
  burn: [
    {
      graver: "burn_major",
      qualifiers: [
        "extensive",
        "large",
        "major",
        "deep",
        "full thickness",
        "whole back",
        "whole chest",
        "whole leg",
        "whole arm",
        "whole body",
        "whole face",
        "all over",
      ],
    },
  ],
  hearing_loss: [
    {
      graver: "sudden_deafness",
      qualifiers: [
        "sudden",
        "suddenly",
        "sudden onset",
        "all at once",
        "overnight",
        "woke up",
        "acute",
        "abrupt onset",
      ],
    },
  ],
};
