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
  rigors: "febrile with rigors|fever with rigors|rigor|rigours|shaking rigors|episodes of rigors",
  night_sweats: "nocturnal sweats|drenching nocturnal sweats|nocturnal sweating|night sweating",
  sweating: "diaphoresis|diaphoretic|profuse diaphoresis|hyperhidrosis generalised|sweaty and diaphoretic",
  cold_clammy:
    "cold and clammy|clammy and diaphoretic|diaphoretic and clammy|cool peripheries|cold peripheries|mottled skin|mottled peripheries|peripherally shut down|prolonged capillary refill|cap refill over 3 seconds",
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
  phlegm: "productive cough|sputum production|purulent sputum|expectoration|mucopurulent sputum",
  cough_chronic: "chronic cough|persistent cough over three weeks|cough over three weeks",
  haemoptysis:
    "haemoptysis|hemoptysis|frank haemoptysis|frank hemoptysis|blood-stained sputum|bloodstained sputum|blood streaked sputum",
  haemoptysis_massive: "massive haemoptysis|massive hemoptysis|major haemoptysis|life-threatening haemoptysis",
  sob: "dyspnoea|dyspnea|SOB|SOBOE|DIB|difficulty in breathing|breathlessness|dyspnoeic|dyspneic|respiratory distress",
  sob_rest:
    "dyspnoea at rest|dyspnea at rest|dyspnoeic at rest|dyspneic at rest|breathless at rest|SOB at rest|unable to complete sentences|unable to speak in full sentences|severe respiratory distress",
  exercise_breathless:
    "dyspnoea on exertion|dyspnea on exertion|exertional dyspnoea|exertional dyspnea|exertional breathlessness|SOB on exertion|breathlessness on exertion",
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
  unsteady_walk: "ataxic gait|ataxia|cerebellar ataxia|unsteady gait|broad-based gait",
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
  rlq_pain: "right iliac fossa pain|RIF pain|right lower quadrant pain|RLQ pain|RIF tenderness",
  llq_pain: "left iliac fossa pain|LIF pain|left lower quadrant pain|LLQ pain",
  lower_abdominal_pain: "suprapubic pain|suprapubic tenderness|pelvic pain|hypogastric pain",
  periumbilical_pain: "periumbilical pain|umbilical pain",
  heartburn: "dyspepsia|indigestion|acid reflux|GORD|GERD|gastro-oesophageal reflux|gastroesophageal reflux|pyrosis",
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
  rash_nonblanching: "petechial rash|petechiae|purpuric rash|non-blanching rash|nonblanching rash",
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
  stabbed_or_shot: "stab wound|stab injury|gunshot wound|penetrating trauma|penetrating injury",
  limb_numb_after_injury: "neurological deficit after trauma|neurovascular compromise|distal neurological deficit",
  electric_shock: "electrical injury|electrocution",
  near_drowning: "near-drowning|drowning|immersion injury|submersion injury",
  // ---- Mental health (NICE CKS Depression, GAD, Psychosis; WHO mhGAP) ----
  suicidal: "suicidal ideation|suicidal thoughts|suicidal intent",
  self_harm: "deliberate self-harm|deliberate self harm|DSH|self-harm|self-injury",
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
 * breathlessness, at rest); NICE CKS Acute abdomen (severe abdominal pain).
 */
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
      qualifiers: ["acute", "sudden", "sudden onset", "severe", "excruciating", "abrupt", "abrupt onset"],
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
      qualifiers: ["prolonged", "continuous", "repeated", "recurrent", "serial", "unremitting", "ongoing"],
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
    { graver: "abdominal_pain_sudden", qualifiers: ["sudden onset", "sudden", "abrupt onset", "acute onset"] },
  ],
  chest_pain: [{ graver: "chest_pain_sudden", qualifiers: ["sudden onset", "sudden", "abrupt onset", "acute onset"] }],
  bleeding_unusual: [
    {
      graver: "wound_bleeding_heavy",
      qualifiers: ["arterial", "pulsatile", "spurting", "massive", "uncontrolled", "torrential", "catastrophic"],
    },
  ],
  hearing_loss: [{ graver: "sudden_deafness", qualifiers: ["sudden", "sudden onset", "acute", "abrupt onset"] }],
  vision_blurred: [{ graver: "eye_vision_reduced", qualifiers: ["sudden", "sudden onset", "acute", "abrupt onset"] }],
};
