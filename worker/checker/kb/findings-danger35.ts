// Danger-sign words (session 35): how patients, parents and relatives in Nigeria say the danger signs the checker must
// catch, found missing by the blind danger phrase set (bench/phrases/README.md, "danger and frozen-danger"). Lay words
// appended to existing findings (added only when no finding has them yet, kb/index.ts), each the plain wording of the
// finding's own meaning, written as families (the ways a sign is said), never one sentence of the set. Pidgin as in
// the Naija Languages dictionary and the BBC Pidgin style guide ("dey" is -ing, "no fit" is cannot, "belle" belly).
export const DANGER35_ALIASES: Record<string, string> = {
  // WHO IMCI / ETAT: unconscious, not responding to voice or to shaking.
  unconscious:
    "we shake him he no wake|shake am e no wake|e no wake|no dey wake|no response when we shake him|does not respond when shaken|not responding when we shake him|no answer when we call him",
  // WHO IMCI lethargy: hard to rouse.
  drowsiness: "hard to rouse|difficult to rouse|cant rouse him|cant rouse her|hardly rousable|barely rousable",
  // NICE CKS Vertigo: the room spinning.
  vertigo:
    "room going round|room is going round|room spinning|room keeps spinning|everything spinning|everywhere dey turn",
  // NICE NG128 (BE-FAST): speech gone thick or slurred.
  slurred_speech:
    "tongue heavy|tongue dey heavy|talking like a drunk|talks like he is drunk|talk no dey come out well|words not coming out well|speech thick|speech not clear|cant talk well since",
  // NICE CKS Bell's palsy / stroke: the eye on the weak side won't close.
  face_palsy_eye_forehead: "eye wont shut on one side|eye wont close on one side|cant close one eye|one eye cant close",
  // NICE CKS Red eye / sudden loss of vision.
  vision_loss:
    "sight went suddenly|sight went all at once|lost my sight suddenly|suddenly cant see|eye just off|no dey see anything|cannot see anything suddenly|went blind suddenly",
  // NICE CKS Ptosis: the eyelid falling.
  drooping_eyelids: "eyelid falling|eye cover dey fall|eyelid dropping|eyelid hanging down|cant open the eye well",
  // WHO mhGAP Psychosis: hearing or seeing people who are not there; fixed false beliefs; aggression.
  hallucinations:
    "people talking to him but no one is there|hears people talking when no one is there|hears voices when nobody is there|sees people who are not there|dey hear voice|dey see things wey no dey",
  delusions:
    "convinced people are after him|convinced the neighbours are after her|believes he is the president|says he is the president|thinks people put juju on her|believes someone is poisoning her food|nothing will change her mind",
  agitation:
    "wan fight everybody|wants to fight everybody|fighting everyone|dey vex anyhow|very aggressive suddenly|out of control angry",
  // NICE CKS Headache: painkillers not touching the pain (red flag in some complaints).
  painkillers_not_helping:
    "painkillers have not helped|painkillers not working|pain not gone down after painkillers|took drugs pain no gree go|drug no fit stop the pain|medicine not helping the pain",
  // WHO Poisoning: an empty packet or bottle found.
  poisoning:
    "empty packet of tablets|empty bottle of tablets|swallowed all the tablets|swallowed the whole packet|drank the whole bottle",
  // WHO Carbon monoxide: a generator's fumes indoors.
  fumes:
    "generator inside the room|generator inside the house|gen inside the room|gen smoke|generator smoke in the room|slept with the generator on inside|generator fumes|smoke from the generator",
  // WHO IMCI / ETAT: breathless at rest, too breathless to talk.
  sob_rest:
    "breath dey cut even when sitting|breath cut even when he sidon|cant talk because of breath|breathless even sitting down|breathless sitting still",
  // WHO IMCI fast breathing.
  fast_breathing:
    "breathing sharp sharp|dey breathe sharp sharp|breathing very fast|panting fast|breath dey go fast fast",
  // NICE NG80/BTS: a reliever that does not relieve.
  inhaler_not_helping:
    "puffer not working|inhaler not working|inhaler no dey work|blue inhaler no relief|used the inhaler many times no relief|inhaler is not helping|pump not helping",
  // Stridor: a noise on breathing in (WHO IMCI).
  stridor:
    "noise when breathing in|noise when he breathes in|crowing when breathing|whistle when breathing in|dey make noise when e breathe in",
  // NICE CKS Chest pain: pain spreading to the arm or jaw.
  chest_pain_radiating:
    "chest pain going to my arm|chest pain enter my hand|chest pain dey run enter my hand|chest pain spreading to the arm|chest pain going to the jaw",
  // Orthopnoea (NICE NG106): breathless lying flat, sleeping propped up.
  orthopnoea:
    "sleep propped on pillows|sleeps on many pillows|needs pillows to breathe|sleep sitting up to breathe|cant lie flat",
  // Shock (WHO ETAT): cold and sweating.
  cold_clammy: "body cold and sweating|sweating cold|cold and sweaty skin|skin cold and wet",
  // Diphtheria (WHO): a grey membrane in the throat.
  throat_membrane:
    "white grey thing in the throat|grey thing covering the throat|grey coat in the throat|white patch covering the throat",
  hoarse_voice: "voice rough|voice husky|voice has become rough|voice don change rough",
  ear_discharge: "ear dey run|ear is running|ear running|pus from the ear|water coming from the ear",
  toothache: "molar dey pain|molar is paining|molar pain|back tooth paining|tooth dey pain",
  swollen_glands: "swellings in the armpit|lumps in the armpit|balls in the armpit|swellings in the neck like balls",
  eye_pain: "eye is paining|eye paining him|eye dey pain|pain in the eye|eye hurts badly",
  bulging_eyes: "eyes coming out|eyes popping out|eye dey come out|eyes bulging|staring eyes",
  luq_pain: "left side of the upper belly|left upper belly|top of belly left side|left side for top of belle",
  lower_abdominal_pain: "pain below the belly button|below belly button pain|pain under the navel",
  // "Belle dey pain me die" is Pidgin emphasis, said of period pain too: not taken as the danger sign.
  severe_abdominal_pain: "rolling on the ground with belly pain",
  // NICE CKS Acute abdomen: pain with every movement or bump (peritonism).
  pain_movement:
    "every bump of the car hurts|pain worse with every bump|pain worse when i move|pain increase when i move|if i move the pain increase|cough or move pain increase",
  // WHO IMCI: vomits everything.
  vomiting_persistent:
    "brings back every drink|brings back everything|throws up even water|even water comes back|even water he throws up|cant keep water down|everything he drinks comes back",
  bloody_diarrhoea: "runny stool with blood|watery stool with blood|running stomach with blood|purge with blood",
  hernia_stuck:
    "swelling in the groin will not go back|groin swelling wont go back|hernia wont go back|hernia stuck|hernia will not go in",
  fruity_breath:
    "mouth smells like sweet fruit|breath smells fruity|breath smell like fruit|mouth dey smell like fruit",
  frequent_urination: "passing water every hour|urinating every hour|pee every hour|dey piss every time",
  urinary_retention:
    "cant pass urine|piss hold am|urine hold am|trying to pass urine nothing comes|urine no gree comot",
  testicular_pain: "konji bag dey pain|balls dey pain|pain in the balls|scrotum pain|testicle dey pain",
  testicular_pain_sudden:
    "egg start to pain sudden|balls suddenly paining|sudden pain in the balls|sudden testicle pain|sudden scrotum pain",
  vaginal_bleeding:
    "bleeding down there|blood down there|seeing blood and it is not her period|bleeding not her time of the month",
  heavy_vaginal_bleeding:
    "blood dey pour|pad no fit hold|soaking pads every hour|blood pouring from her private part|bleeding pouring down",
  shoulder_tip_pain: "pain at the top of the shoulder|top of her shoulder pain|tip of the shoulder pain",
  reduced_fetal_movements:
    "baby in the belly no dey kick|baby not kicking again|baby no dey move for belle|baby stopped kicking|baby not moving inside",
  cord_seen: "cord showing|navel rope dey show|cord coming out|umbilical cord hanging out",
  rash: "red bumps all over the body|bumps all over his body|spots all over the body",
  blisters: "water bubble on the skin|water bubbles on skin|fluid filled bubbles on skin",
  pale: "palms have no colour|palms washed out|palms white|no colour for palm",
  lip_tongue_swelling:
    "lips and tongue started to swell|lips and tongue swelling|tongue and lips swelling|lips swelling after eating",
  saddle_numbness:
    "cant feel her bottom|cant feel my bottom|no feeling in the bottom|no dey feel im yansh|numb bottom|numb around the anus",
  walking_pain: "if i waka e dey pain|pain when i waka|pain when walking|walking is painful",
  spasms: "body arching and stiffening|body arching|keeps stiffening painfully|body dey stiff and bend back",
  injury: "fall wound|fell and injured|e fall wound",
  head_injury: "banged her head|banged his head|hit her head hard|hit his head hard|knocked his head",
  knocked_out:
    "go off after the fall|went off after the fall|passed out after the blow|blacked out after hitting his head",
  cant_bear_weight:
    "cant step the leg|no fit step the leg|cant put the leg down|cant put weight on the leg|cant step on the foot",
  burn_major: "burnt his face and chest|gas explosion burn|badly burnt",
  electric_shock: "light shock am|nepa light shock|electricity shocked him|got electrocuted|electric current shock",
  choking: "food hook for throat|food stuck and cant breathe|food hook am|choking on food",
  chest_indrawing:
    "chest dey enter inside|chest sucking in|chest goes in when breathing|chest pulling in|ribs pulling in",
  poor_feeding:
    "sucks a little and stops|not taking his feeds|not taking feeds|no dey suck well|refusing feeds|not feeding well",
  known_bleeding_disorder: "has haemophilia|haemophilia|blood does not clot|bleeding disorder|blood no dey clot",
  on_chemotherapy: "dey do chemo|on chemo|doing chemo|receiving chemotherapy|chemo for cancer",
  nosebleed_prolonged:
    "nose bleeding for half an hour|nose bleeding even though we pinched it|nosebleed not stopping|nose blood no gree stop",
  curtain_vision:
    "cloth covering part of my eye|curtain over my eye|shadow over part of my vision|like cloth cover my eye",
  double_vision: "sees two faces|seeing two of everything|sees two of everything|seeing double",
  eyelid_swelling: "eyelid puffy|eyelid swollen|eye cover don swell|swollen eyelid and red",
  eye_pain_movement: "hurts to look around|pain when moving the eye|eye pains when looking around|pain moving the eyes",
  sudden_deafness: "woke up and cannot hear|suddenly cannot hear in one ear|sudden deafness|ear suddenly deaf",
  behind_ear_swelling: "back of the ear swollen|back of ear don swell|swelling behind the ear|behind the ear swollen",
  gum_necrosis: "grey dead flesh on the gums|gum don rotten|rotten gums|gums rotting|gum dying and smelling",
  known_epilepsy: "he is epileptic|she is epileptic|has epilepsy|on tablets for epilepsy|takes tablets for fits",
  tearing_pain: "something tore inside his chest|tearing pain to the back|ripping pain in the chest|tearing chest pain",
  dizzy_standing:
    "blacks out when getting up|eye go dark when i stand|dizzy when i stand up|blackout on standing|faint when standing up",
  pain_to_groin: "pain shoots down into the groin|pain from the side to the groin|pain going to the groin",
  pregnant_late:
    "belly reach 8 months|8 months pregnant|eight months pregnant|7 months pregnant|seven months pregnant|belle don reach",
  contractions: "womb tightening|belly tightening every few minutes|tightening every five minutes|labour pains coming",
  waters_broken:
    "water running down her legs|water dey run from her private part|water burst|waters broke|waters have broken",
  painless_bleeding_late:
    "bright blood no pain|painless bleeding in late pregnancy|bleeding without pain and big belly",
  foreskin_stuck: "foreskin wont go back|foreskin stuck back|skin of the penis no gree return|foreskin swollen stuck",
  heel_snap:
    "snap behind the ankle|heard a snap at the heel|pop at the back of the ankle|something snap for back of ankle",
  tight_limb_pain:
    "arm swollen tight under the plaster|pain under the plaster|plaster too tight and pain|cast too tight",
  hard_exercise: "intense training session|very hard workout|trained too hard|plenty exercise|heavy gym session",
  neck_back_trauma:
    "hurt his neck in the crash|neck injured in accident|neck wound for accident|neck injury after accident",
  limb_numb_after_injury: "legs numb since the fall|arm numb since the accident|numb after the fall",
  spreading_severe_skin_pain:
    "red area growing by the hour|redness spreading fast with severe pain|red skin dey spread quick",
  pesticide_exposure: "drank otapiapia|drink otapiapia|drank insecticide|drank sniper",
  pinpoint_pupils: "pupils small like pin|pupil small like pin|black of the eye small like pin|tiny pupils",
  cholinergic_signs: "slobbering and sweating|muscles jumping under the skin|drooling sweating and twitching",
  sedative_overdose:
    "whole pack of diazepam|swallowed plenty sleeping tablets|too many sleeping pills|overdose of diazepam",
  opioid_overdose: "took plenty tramol|too much tramadol|overdose of tramadol|took too much codeine",
  near_drowning: "pulled out of the river|pulled out of the water|almost drowned|water almost carry am|nearly drowned",
  irritable_child: "baby dey cry no gree rest|cries and wont settle|crying and cant be settled",
  swollen_hands_feet: "hand and leg don swell|hands and feet swollen|swollen hands and legs",
  eye_penetrating: "sharp thing jam my eye|something sharp entered the eye|stabbed in the eye|sharp object in the eye",
  fast_growing_lump: "swelling doubled in size|lump growing fast|lump getting bigger quickly",
  penis_crack: "penis cracked during sex|prick crack during sex|snap of the penis during sex",
  smelly_waters: "foul smelling discharge in pregnancy|water from her private part dey smell|smelly fluid in pregnancy",
  phosphide_swallowed: "tablet for storing grains|grain storage tablet|swallowed the tablet they use to store grains",
  soot_airway: "black soot in the nose|soot in the nose|black smoke dirt in the nose",
  grunting: "groaning with every breath|grunting when breathing|groans each breath",
  hypothermia: "baby body don cold|body very cold to touch|baby cold to touch",
  slow_skin_pinch: "skin slow to go back|skin pinch goes back slowly|skin stays up when pinched",
  stabbed_or_shot: "shot by armed robbers|was shot|gunshot wound|stabbed with a knife|was stabbed",
  floppy_limb: "arm hanging floppy|arm hanging limp|leg weak like rag|limb floppy",
  severe_pallor: "palms and tongue almost white|body no get blood at all|no blood at all in the body|very very pale",
  deep_breathing: "breathing deep deep|deep sighing breaths|breathing deep like he ran",
  rectal_bleeding_heavy: "plenty blood from the anus|blood plenty from yansh|heavy bleeding from the back passage",
  catatonic_stupor: "frozen staring not talking|staring and not talking|not moving not talking",
  nose_inside_swelling:
    "nose swollen inside after the blow|inside the nose swollen after injury|nose blocked after the punch",
  procedure_bleeding:
    "bleeding after tooth removal|bleeding after the tooth was removed|blood no gree stop after tooth removal",
  giving_away_belongings: "sharing his property to people|giving away his things|giving out his belongings",
  vaginal_mass_after_birth:
    "something hanging from her private part after birth|something coming out of the vagina after delivery",
  unequal_pupils: "one pupil bigger than the other|one eye black big pass the other|pupils not equal",
  bp_very_high: "bp 190|bp reach 190|blood pressure 190|bp 200|blood pressure above 180",
  insulin_no_food:
    "took insulin and did not eat|insulin but did not eat|insulin without food|injected insulin and no food",
  teeth_block_moved: "teeth shifted after the fall|teeth moved together after the blow|block of teeth moved",
  penile_constriction: "ring around the penis|ring on the penis stuck|something tied round the penis",
  thoughts_harm_baby: "thinking of harming the baby|thoughts of hurting the baby|wants to harm the baby",
  kneecap_displaced: "kneecap moved sideways|kneecap out of place|kneecap popped out",
  skull_fracture_signs:
    "clear fluid from the nose after a head injury|fluid from the ear after a head injury|bruising around both eyes after a head injury|panda eyes|bruise behind the ear after a head injury",
  head_injury_high_energy: "fell from a tall building|knocked down by a car|fell from a roof",
};

/** Second batch (the short-answer set danger2, tuning part): the same, for signs said in other short words. */
export const DANGER35B_ALIASES: Record<string, string> = {
  prostration: "lying flat no strength|no strength to get up|too weak to get up|body weak finish",
  thirst: "water dey hungry am|always wants water|very thirsty all the time|drinking water all the time",
  vertigo: "room whirling|room keeps whirling|world turning|world spinning|everywhere dey spin|everything whirling",
  headache_sudden:
    "explosion in the head|head exploded|sudden explosion in head|thunderclap headache|head burst suddenly",
  photophobia:
    "eyes shut from light|keeps eyes shut from the light|light hurts the eyes|cant bear the light|hides from light",
  face_droop:
    "face sagging|face sagging on one side|face dropping on one side|face don twist|mouth twisted to one side",
  slurred_speech: "talk no clear|talk no clear again|speech no clear|words coming out wrong",
  vision_loss: "sight gone suddenly|sight gone all of a sudden|no fit see again sudden|cant see again suddenly",
  flashing_lights: "sparkles in the vision|sparkles in her vision|flashes in the eye",
  suicidal:
    "talking about killing himself|talking about killing herself|talks of ending his life|wants to end his life|wants to end her life",
  hallucinations: "talking to invisible people|talks to people who are not there|seeing invisible people",
  agitation: "lashing out at family|lashing out at people|hitting people|violent suddenly",
  contact_lassa: "nursed a lassa patient|cared for a lassa patient|lassa patient contact",
  fumes: "charcoal stove indoors|slept with charcoal stove|charcoal burner inside the room|coal pot inside the room",
  inhaler_not_helping: "pump doing nothing|inhaler doing nothing|inhaler no dey help",
  drooling: "saliva dropping from the mouth|saliva dey drop|spit dripping from the mouth",
  throat_membrane: "grey patch at the back of the throat|white grey patch in the throat|grey patch on the tonsils",
  bulging_eyes: "goggle eyes|eye dey comot|eyes sticking out",
  flank_pain:
    "ache in the kidney area|kidney area pain|pain in the kidney area|waist side dey pain|pain at the side of the waist",
  severe_abdominal_pain: "stomach agony|belly agony|agonising belly pain|belle dey pain am well well",
  vomiting_persistent: "throwing up all fluids|vomits all fluids|cant keep fluids down",
  diarrhoea_profuse: "gallons of watery diarrhoea|diarrhoea like water pouring|rice water stool",
  bloody_diarrhoea: "bloody loose motion|loose motion with blood|loose stool with blood",
  no_flatus: "bowels blocked|cant pass wind or stool|no fart no stool",
  hernia_stuck: "bulge in the groin stuck|groin bulge stuck|lump in the groin no gree go back|groin lump wont go back",
  yellow_eyes: "whites of the eyes yellow|white of eye yellow|eyes turning yellow",
  fruity_breath: "breath like pear drops|breath smells like nail polish remover|breath smells of acetone",
  testicular_pain: "blokos dey pain|pain in the testicles|testicles paining",
  testicular_pain_sudden:
    "woke with severe ball pain|ball start to pain sudden|sudden severe pain in the testicle|testicle pain started suddenly",
  priapism: "stiff penis for hours|erection for hours|erection that will not go down|painful erection wont go",
  heavy_vaginal_bleeding: "bleeding through pads",
  shoulder_tip_pain: "pain at the end of the shoulder|pain at the tip of the shoulder",
  yellow_palms_soles: "baby yellow to the feet|yellow palms|yellow soles|hand and leg don yellow|feet yellow in a baby",
  rash_nonblanching:
    "dots not going when pressed|spots not fading when pressed|rash does not fade with a glass|spots that stay when pressed",
  skin_peeling: "skin peeling everywhere|skin coming off in sheets|skin peeling off all over",
  pale: "no colour in the face|no colour in her face|body don white|looks white and pale",
  swollen_face: "face puffy this morning|face swollen up",
  saddle_numbness: "numb down below|numbness down below|my yansh numb|numb between the legs",
  spasms: "muscles locking painfully|body dey stiff dey jerk|muscles locking",
  lockjaw: "teeth clenched and jaw stiff|jaw locked|jaw stiff cant open",
  knocked_out: "sleep off after they hit him|sleep off after dem hit am|went out briefly after the fall",
  burn_major: "fire burn am well well|burnt all over|badly burned by fire",
  // One burn on a limb is a burn, whose size is then asked (the large-burn words name both arms and legs).
  burn: "a burn on my leg|a burn on the leg|a burn on his leg|a burn on her leg|a burn on my arm|a burn on his arm|a burn on her arm|small burn on the leg|small burn on the arm",
  deformity: "hand don bend anyhow|arm bent out of shape|leg bent the wrong way",
  nosebleed_prolonged: "nosebleed despite pinching|nosebleed half an hour|nose bleeding more than 20 minutes",
  haemoptysis_massive: "coughing mouthfuls of blood|mouthfuls of blood when coughing|cough bringing plenty blood",
  halos: "rings around lamps|rings around lights|halos around lights",
  curtain_vision: "something cover half my eye|half of my sight covered|dark curtain in the eye",
  contact_lens: "has lenses in her eyes|wears contact lenses|contact lens wearer",
  double_vision: "objects doubled|things look double|everything doubled",
  eye_pain_movement: "eye aches when turning it|eye hurts when moving it|pain on moving the eye",
  sudden_deafness: "ear went quiet suddenly|one ear went quiet|sudden loss of hearing in one ear",
  floor_mouth_swelling: "under the tongue puffed up|swelling under the tongue|under tongue swollen",
  gum_necrosis: "gums with dead patches|dead patches on the gums",
  seizure_prolonged: "jerking no gree stop|fit no gree stop|fit that wont stop|fitting for more than five minutes",
  known_epilepsy: "e get epilepsy|he get epilepsy|she get epilepsy|epilepsy patient",
  exertional_chest_pain:
    "chest pain when i run|chest dey pain when i run|chest pain when running|chest pain on exertion",
  tearing_pain: "sharp rip in the back|ripping pain in the back|tearing pain in the back",
  dizzy_standing:
    "sees black on standing|everywhere go dark when i stand|blacks out on standing|goes dark when standing up",
  foot_ulcer: "wound on the sole wont close|sore on the foot not healing|ulcer on the toe|wound on foot not healing",
  abdominal_mass_child: "stool like jam|redcurrant jelly stool|jelly stool in a baby",
  pain_to_groin: "loin pain moving to groin|side pain going down to the groin",
  contractions: "belly tightening again and again|belle dey tight|womb tightening again and again",
  labour_prolonged: "pushing for hours no baby|labour for more than a day|labour don pass one day|long labour no baby",
  recent_abortion:
    "tried to end her pregnancy|tried to end the pregnancy|tried to remove the pregnancy|pregnancy removal",
  foreskin_stuck: "foreskin pulled back and swollen|swollen tip skin pulled back|skin pulled back cant return",
  heel_snap: "snap at the back of the leg|snap for back of my leg|heel snap",
  tight_limb_pain: "leg tight and agonising|swollen arm pain out of control|leg tight pain too much",
  spreading_severe_skin_pain: "redness growing by the hour|redness spreading with agony|red skin spreading fast agony",
  pinpoint_pupils: "pupils like pinheads|pinhead pupils|tiny pinpoint pupils",
  cholinergic_signs: "quivering muscles and sweating|muscle twitching and sweating|sweating and muscle twitching",
  kerosene_swallowed: "drank engine oil|swallowed engine oil|drank petrol|swallowed petrol",
  sedative_overdose:
    "took a lot of sleeping pills|bottle of valium|overdose of tranquillisers|swallowed many sleeping pills",
  opioid_overdose: "drank codeine syrup heavily|too much codeine syrup|take plenty tramadol",
  irritable_child: "toddler irritable|irritable all day|crying nonstop and fussy|baby fussy and crying nonstop",
  eye_penetrating: "stick poked his eye|stick poked the eye|something pierced the eye",
  fast_growing_lump: "swelling bigger each week|lump bigger every week|growing lump",
  iron_tablets_swallowed: "took ferrous tablets|swallowed iron tablets|swallowed ferrous sulphate",
  breast_red_swollen: "red hot patch round the nipple|red hot area round nipple",
  umbilical_pus: "belly button oozing|navel oozing|pus from the belly button",
  smelly_waters: "stinking fluid in pregnancy|smelly fluid from the vagina in pregnancy",
  phosphide_swallowed: "tablet for beans storage|tablet they put in beans",
  soot_airway: "black smoke stuff in the nose|black soot around the nose",
  apnoea: "baby forgets to breathe|stops breathing for some seconds|pauses in breathing",
  hypothermia: "skin icy cold|body cold like ice|cold like ice",
  slow_skin_pinch: "pinch the skin it does not go back quickly|skin pinch slow|pinch skin no go back quick",
  stabbed_or_shot: "shot in the leg|shot in the arm|shot in the chest|gunshot",
  sweats_feeding: "sweats while sucking|sweat anytime e dey suck|sweating during feeds",
  floppy_limb: "leg gone limp|arm floppy and weak|leg don soft",
  chloroquine_swallowed: "took many malaria tablets|swallowed many malaria tablets|overdose of malaria drugs",
  red_streak: "red track up the leg|red line going up the arm|red streak from the wound",
  rectal_bleeding_heavy: "blood pouring from the anus|blood dey pour from my yansh",
  catatonic_stupor: "sits staring wont speak|just dey stare no talk no move|staring not speaking not moving",
  nose_inside_swelling: "both nostrils blocked since the hit|nose blocked since the blow",
  procedure_bleeding: "blood no stop since dem pull tooth|bleeding since the tooth was pulled",
  recent_neck_surgery:
    "goitre removed days ago|thyroid operation days ago|dem operate my neck|neck operation last week",
  giving_away_belongings: "giving his phone and clothes away|giving her things away|sorting out her will",
  goodbye_note: "write letter say bye bye|wrote a goodbye letter|farewell letter",
  vaginal_mass_after_birth:
    "mass hanging from the vagina after birth|something comot for her private part after she born",
  wound_bleeding_heavy: "bleeding through the bandages|cut bleeding through bandage|blood soaking the bandage",
  limb_not_used: "toddler refusing to use the leg|child wont use the leg|refuses to walk on the leg",
  eye_high_velocity:
    "iron fly enter my eye|metal flew into the eye|hammering and something hit the eye|grinding and something hit the eye",
  palpitations_sudden_regular:
    "fast heartbeat started instantly|heart flicked into racing|heart suddenly started racing",
  hair_tourniquet: "hair tied round the toe|hair wrapped round the toe|hair don tie pikin toe",
  bp_very_high: "200 over 110|bp 200 over|blood pressure very high 200",
  insulin_no_food: "insulin but no breakfast|insulin and skipped food",
  fight_bite: "cut my hand on a mouth|cut my hand for person teeth|punched someone in the teeth and cut my hand",
  penile_constriction: "nut jammed round the penis|ring jammed on the penis",
  thoughts_harm_baby: "scared she will hurt the newborn|afraid of hurting the baby",
  skin_crackles: "crunching under the skin|crackling under the skin|bubbly under the skin",
  abdominal_pain_sudden: "stomach pain in an instant|belly pain started in an instant",
  lower_pain_sudden: "abrupt pain lower left belly|sudden pain lower belly one side",
  head_injury_amnesia:
    "forgot what happened after the knock|cant remember what happened after the head injury|no memory of the fall",
  skull_fracture_signs:
    "clear fluid from nose after head knock|panda eyes after fall|water from the nose after hitting the head",
  head_injury_high_energy: "hit by a car crossing the road|knocked down crossing the road",
};
