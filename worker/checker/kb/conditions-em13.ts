// Conditions of the emergency round 13 of issue 10 (ck-em13), each missing from the knowledge base (grepped by
// concept and ICD-10 first). All but two are emergencies; the two lower ones are the safe forms the rules in
// red-flag-rules-em13.ts tell apart (a mouthful of dilute bleach, a vaginal irritation without bleeding or fever).
import type { Condition, Source } from "../types.ts";
import { prior, RISES_WITH_AGE } from "./define.ts";
import { gp } from "./gp.ts";
import { nice, statpearls, whoDoc } from "./sources.ts";

const WHO_BEC: Source = whoDoc(
  "https://www.who.int/publications/i/item/9789241513081",
  "Basic emergency care: approach to the acutely ill and injured",
);
const WHO_SRH: Source = {
  name: "WHO: Sexual and reproductive health - harmful vaginal practices",
  url: "https://www.who.int/health-topics/sexual-and-reproductive-health-and-rights",
};

export const EM13_CONDITIONS: Condition[] = [
  gp({
    id: "vitreous_haemorrhage",
    name: "Vitreous haemorrhage (bleeding inside the eye)",
    common: "Bleeding inside the eye",
    icd: "H43.1",
    tri: "emergency",
    // Mostly from new vessels of diabetic retinopathy, a retinal tear or a blocked retinal vein; rare before 30.
    prior: prior(0.3, { bands: RISES_WITH_AGE }),
    lk: "floaters .85, eye_vision_reduced .7, vision_blurred .6, vision_loss .3, known_diabetes .55, known_hypertension .25, flashing_lights .2, eye_pain .03, red_eyes .03, headache .05",
    desc: "Bleeding into the clear jelly that fills the eye. It comes on suddenly, without pain: the sight in one eye fills with floaters, cobwebs or what people describe as ink or smoke spreading, and may go dark. In people with diabetes it usually comes from fragile new vessels of diabetic retinopathy; it can also come from a tear in the retina, which can go on to detach.",
    causes:
      "Diabetic retinopathy with new vessels (the commonest cause); A retinal tear or detachment; A blocked retinal vein; An injury to the eye; Sickle cell retinopathy",
    see: "An eye doctor the same day: a scan (ultrasound) of the back of the eye to check the retina is attached, then laser, injections into the eye or surgery to clear the blood.",
    home: [
      "Go the same day: Sudden floaters or shadows with blurred sight need an eye emergency clinic or emergency department today.",
      "Rest: Keep the head raised and avoid heavy lifting until seen.",
    ],
    tx: "Eye clinic: Laser treatment to the retina, anti-VEGF injections, or an operation (vitrectomy) to remove the blood; better control of the sugar and blood pressure.",
    src: [nice("diabetic-retinopathy", "Diabetic retinopathy"), statpearls("Vitreous Hemorrhage")],
  }),
  gp({
    id: "pott_puffy_tumour",
    name: "Frontal sinusitis with Pott's puffy tumour (frontal bone infection)",
    common: "Sinus infection spreading to the forehead bone",
    icd: "J01.1",
    tri: "emergency",
    // Rare; mostly adolescent boys after a frontal sinusitis.
    prior: prior(0.3, {
      bands: [
        [0, 6, 0.2],
        [7, 19, 2],
      ],
    }),
    lk: "forehead_swelling .95, headache .9, headache_worsening .5, fever .75, runny_nose .6, blocked_nose .5, thick_nasal_discharge .5, facial_pain .5, vomiting .3, eyelid_swelling .2, drowsiness .1, seizure .05",
    desc: "A sinus infection behind the forehead that has spread into the bone, making a soft, puffy swelling on the forehead. It often spreads inside the skull too (a pus collection or meningitis), so it needs hospital treatment at once. It follows a cold or sinusitis, mostly in teenagers, with a worsening headache and fever.",
    causes:
      "Frontal sinusitis spreading to the bone (osteomyelitis with a pus collection under its lining); A knock to the forehead during sinusitis; Cocaine use or sinus surgery in adults",
    see: "Emergency admission: a CT or MRI scan of the head and sinuses, antibiotics through a drip for weeks, and usually an operation to drain the pus.",
    home: "Go now: A forehead swelling with a headache and fever after a cold or sinusitis needs the emergency department today.",
    tx: "Hospital care: Intravenous antibiotics for 6 weeks or more and surgical drainage of the sinus and any abscess.",
    src: [nice("sinusitis", "Sinusitis (red flags: frontal swelling)"), statpearls("Pott's Puffy Tumor")],
  }),
  gp({
    id: "flexor_tenosynovitis",
    name: "Infective flexor tenosynovitis (infection of a finger's tendon sheath)",
    common: "Infection inside a finger's tendon",
    icd: "M65.1",
    tri: "emergency",
    prior: prior(0.05),
    lk: "finger_bent_painful .9, sausage_digit .8, finger_puncture .5, wound .3, fever .35, cellulitis_skin .3, pain_severe .6, small_joint_swelling .2, numbness .05",
    desc: "An infection inside the sheath that the tendon bending a finger runs in, usually after a small prick (a thorn, fish bone, needle or a bite). The whole finger swells like a sausage, is held slightly bent, is tender along its front and hurts badly when straightened (Kanavel's signs). Left alone the tendon dies and the finger stiffens for good, so it needs surgery the same day.",
    causes:
      "A prick or small wound on the finger (fish bone, thorn, needle, splinter); An animal or human bite; Spread from an infected fingertip; Diabetes or a weak immune system",
    see: "A hand surgeon the same day: antibiotics through a drip, the hand raised, and usually an operation to wash out the tendon sheath.",
    home: "Go now: Keep the hand raised above the heart and go to the emergency department today; do not wait for it to come to a head.",
    tx: "Hospital care: Intravenous antibiotics, surgical washout of the tendon sheath, then hand therapy to keep the finger moving.",
    src: [
      nice("paronychia", "Paronychia (refer when the infection spreads to the tendon sheath)"),
      statpearls("Flexor Tenosynovitis"),
    ],
  }),
  gp({
    id: "acute_cerebellar_ataxia",
    name: "Acute cerebellar ataxia after a viral illness (often chickenpox)",
    common: "Sudden unsteadiness in a child after a virus",
    icd: "R27.0",
    tri: "emergency",
    // Mostly children aged 1-6, a week or three after chickenpox or another virus; rare in adults.
    prior: prior(0.03, {
      bands: [
        [0, 0.9, 0.2],
        [1, 9, 5],
        [10, 15, 1],
        [16, 200, 0.1],
      ],
    }),
    lk: "unsteady_walk .98, recent_viral_illness .6, recent_chickenpox .3, tremor .45, slurred_speech .35, vomiting .2, injury .3, headache .1, fever .05, drowsiness .03",
    desc: "A child who was well a week or three after chickenpox or another virus suddenly walks as if drunk, falls over, shakes when reaching for things and may slur their speech. The body's reaction to the virus inflames the cerebellum, the part of the brain that keeps balance. Most children recover fully over weeks, but the same picture can come from a poison, encephalitis, a bleed or a tumour, so the child needs to be seen as an emergency.",
    causes:
      "After chickenpox (the commonest); After other viruses (Epstein-Barr, coxsackie, measles); Vaccines rarely; To rule out: swallowed medicines or alcohol, encephalitis, a brain tumour, a head injury",
    see: "The children's emergency department the same day: a brain examination, often a scan and blood or urine tests for poisons; most children are watched and recover without treatment.",
    home: "Keep safe: Stay with the child and stop climbing or cycling until the walk is steady; go straight back with drowsiness, vomiting, a bad headache or a fit.",
    tx: "Supportive care: Most recover fully in weeks to months; physiotherapy if the walk is slow to recover.",
    src: [nice("chickenpox", "Chickenpox (complications)"), statpearls("Acute Cerebellar Ataxia")],
  }),
  gp({
    id: "critical_digital_ischaemia",
    name: "Critical digital ischaemia (a finger or toe losing its blood supply)",
    common: "Finger or toe turning black from poor blood flow",
    icd: "I73.8",
    tri: "emergency",
    prior: prior(0.03, { bands: RISES_WITH_AGE }),
    lk: "finger_black .8, fingers_colour_change .7, pain_severe .7, limb_cold_pale .3, numbness .35, smoker .3, known_diabetes .15, cellulitis_skin .05",
    desc: "A fingertip or toe whose blood supply has failed: it stays cold, white, blue or turns black, and is very painful. It happens in people with Raynaud's that comes from scleroderma (systemic sclerosis) or lupus, and with diabetes, smoking, blood clots or injections into an artery. Without treatment within hours the tip dies (gangrene).",
    causes:
      "Systemic sclerosis (scleroderma) or lupus with severe Raynaud's; A clot from the heart or a blocked artery; Diabetes or heavy smoking; Vibrating tools; Some medicines (ergotamine) or an injection into an artery",
    see: "Emergency admission: drips that open the blood vessels (iloprost), pain relief, blood thinners, and surgery for dead tissue.",
    home: "Go now: Keep the hand warm and go to the emergency department; do not smoke.",
    tx: "Hospital care: Intravenous iloprost, calcium-channel blockers or sildenafil, aspirin, pain relief and antibiotics for infection; sometimes surgery.",
    src: [
      nice("raynauds-phenomenon", "Raynaud's phenomenon (secondary Raynaud's, critical ischaemia)"),
      statpearls("Digital Ischemia"),
    ],
  }),
  gp({
    id: "penile_constriction",
    name: "Penile constriction (ring or object stuck around the penis)",
    common: "Ring stuck on the penis",
    icd: "T19.8",
    tri: "emergency",
    prior: prior(0.3, { f: 0 }),
    lk: "penile_constriction .95, penis_swollen_bruised .8, pain_severe .6, urinary_retention .3, dysuria .3, blood_from_penis .1",
    desc: "A ring, nut, bottle neck or other object put around the penis that cannot come off. The part in front swells and goes purple as the blood cannot get out, which makes it harder to remove, and after some hours the skin and the urine tube are damaged. Emergency staff remove it with lubricant, string or cutting tools.",
    causes:
      "Metal or plastic rings used during sex; Nuts, bottle necks and other objects; A hair or thread in small boys",
    see: "The emergency department now: the swelling is reduced and the object cut or slipped off; the urine tube is checked.",
    home: "Go now: Do not keep pulling at it; cold packs may ease the swelling on the way.",
    tx: "Emergency removal: Lubrication, the string method, ring cutters or power tools, sometimes under anaesthetic; a catheter if urine is blocked.",
    src: [WHO_BEC, statpearls("Penile Strangulation")],
  }),
  gp({
    id: "vaginal_chemical_injury",
    name: "Chemical injury of the vagina (herbs, alum, detergents inserted)",
    common: "Vaginal burn from herbs or chemicals",
    icd: "T28.8",
    tri: "consultation_24",
    prior: prior(0.02, { m: 0, bands: [[0, 12, 0.05]] }),
    lk: "vaginal_insertion .95, vaginal_bleeding .5, vaginal_discharge .55, fever .3, dysuria .4, external_dysuria .3, vaginal_itch .3, vulval_redness .5, lower_abdominal_pain .3, pain_severe .3, painful_sex .3",
    desc: "Herbs, alum, salt, detergents, antiseptics or tablets put inside the vagina to tighten, dry or clean it can burn the lining. It stings and burns, may bleed and leave sores, and can become infected with a bad smell and fever; scarring can later narrow the vagina.",
    causes:
      "Herbs, alum or other dry agents to tighten the vagina; Douching with detergents, Dettol or bleach; Tablets or objects put inside; Left-in tampons or objects",
    see: "A doctor within a day, or the emergency department now with bleeding, fever or not passing urine: the vagina is washed out and examined, and infection treated.",
    home: "Stop: Do not put anything more inside the vagina; wash the outside with clean water only.",
    tx: "Medical care: Removal of what remains, washing out, antibiotics for infection, pain relief; follow-up for scarring.",
    src: [WHO_SRH, statpearls("Vaginitis")],
  }),
  gp({
    id: "dilute_bleach_swallowed",
    name: "A mouthful of dilute household bleach swallowed (no symptoms)",
    common: "Swallowed a little diluted bleach",
    icd: "T54.3",
    tri: "self_care",
    // Common in toddlers; most swallow a small amount of bleach already diluted in a bucket.
    prior: prior(0.2, {
      bands: [
        [0, 5, 5],
        [6, 200, 0.3],
      ],
    }),
    lk: "dilute_bleach .95, caustic_swallowed .95, cough .3, nausea .2, vomiting .15",
    desc: "Household bleach is already weak, and bleach mixed in a bucket of water is much weaker. A mouthful of it usually causes no more than a cough, a sore throat or vomiting once, and the child is soon playing again. It is different from concentrated bleach, caustic soda or acid, which burn the mouth and gullet.",
    causes: "Bleach water from a cleaning bucket or bowl; Bleach stored in a drink bottle",
    see: "Go to the emergency department if there is drooling, pain or difficulty swallowing, vomiting more than once or blood, a hoarse voice, noisy or hard breathing, or chest or belly pain.",
    home: [
      "Rinse and drink: Wipe the mouth and give a few sips of water or milk; do not make the child vomit.",
      "Watch: Watch for drooling, pain on swallowing, vomiting or breathing trouble over the next few hours.",
      "Store safely: Keep bleach in its own bottle, up high and locked away.",
    ],
    tx: "None usually: Nothing is needed when the child stays well.",
    src: [nice("poisoning-or-overdose", "Poisoning or overdose (TOXBASE advice)"), statpearls("Bleach Toxicity")],
  }),
  gp({
    id: "cardiac_arrest",
    name: "Cardiac arrest (the heart has stopped)",
    common: "Heart stopped (collapse, not breathing normally)",
    icd: "I46.9",
    tri: "emergency_ambulance",
    // Rare in the young (about 1-3 per 100,000 a year, more during sport); far commoner with age.
    prior: prior(0.05, { bands: RISES_WITH_AGE }),
    lk: "not_breathing .95, unconscious .95, fainting_exertion .35, fainting .4, cyanosis .6, seizure .15, chest_pain .15, palpitations .1, injury .2",
    desc: "The heart suddenly stops pumping: the person collapses, does not respond and is not breathing normally. Slow, noisy, snoring or gasping breaths (agonal breathing) are common in the first minutes and are not real breathing. In young people it often happens during sport, from an inherited heart muscle or rhythm problem. Survival depends on chest compressions started at once and a defibrillator (AED) within minutes.",
    causes:
      "A heart attack; An inherited heart muscle disease (hypertrophic cardiomyopathy) or rhythm problem, often during sport; A blow to the chest; Drowning, choking, electric shock, severe bleeding or poisoning",
    see: "Call the ambulance (112) now, start chest compressions (hard and fast in the middle of the chest, 100-120 a minute) and send someone for a defibrillator (AED).",
    home: [
      "Call and push: Call 112, put the phone on speaker and start chest compressions; do not stop until help arrives or the person wakes up.",
      "Use an AED: Switch it on and follow its voice.",
    ],
    tx: "Emergency care: CPR, defibrillation, medicines and hospital care for the cause; heart tests and often an implanted defibrillator afterwards.",
    src: [WHO_BEC, statpearls("Cardiac Arrest")],
  }),
  gp({
    id: "mallory_weiss_tear",
    name: "Mallory-Weiss tear (a tear of the gullet from retching)",
    common: "Torn gullet from hard vomiting",
    icd: "K22.6",
    tri: "emergency",
    prior: prior(0.4),
    lk: "vomiting .98, vomiting_blood .95, vomiting_persistent .5, heavy_drinking .45, epigastric_pain .4, dizziness .2, black_stool .1, abdominal_pain .3, nausea .6",
    desc: "A tear in the lining where the gullet meets the stomach, caused by hard, repeated vomiting or retching, often after heavy drinking. Fresh red blood appears in the vomit after several bouts of ordinary vomiting. Most tears stop bleeding by themselves, but any vomited blood needs checking the same day, and a large bleed with dizziness needs an ambulance.",
    causes:
      "Repeated vomiting or retching after heavy drinking; Vomiting in pregnancy, food poisoning or gastroenteritis; Hard coughing or straining",
    see: "The emergency department: blood tests, a bleeding score (Glasgow-Blatchford) and often a camera test (endoscopy); most people go home within a day.",
    home: "Go now: Any blood in the vomit needs the emergency department today; call an ambulance with fainting, black stools or a lot of blood.",
    tx: "Hospital care: Anti-sickness and acid-reducing medicines; a camera test that can seal a tear that keeps bleeding.",
    src: [nice("gastrointestinal-bleeding", "Upper gastrointestinal bleeding"), statpearls("Mallory-Weiss Syndrome")],
  }),
  gp({
    id: "oesophageal_perforation",
    name: "Oesophageal perforation (a hole in the gullet, often from a swallowed bone)",
    common: "Torn gullet from a swallowed bone",
    icd: "K22.3",
    tri: "emergency",
    prior: prior(0.05),
    lk: "fishbone_throat .55, food_stuck .2, painful_swallowing .8, chest_pain .75, fever .6, skin_crackles .4, neck_lump_chronic .2, tender_neck_lump .3, sob .3, vomiting .3, vomiting_blood .15, fast_breathing .3",
    desc: "A hole torn in the gullet, most often by a swallowed fish or chicken bone, and rarely by violent vomiting. The bone may seem to have passed, but a day or two later come fever, pain on swallowing, chest or neck pain, neck swelling and sometimes a crackling feeling under the skin (air escaping). Infection then spreads into the chest, so it needs surgery or a stent at once.",
    causes:
      "A swallowed fish or chicken bone, a denture or another sharp object; Violent vomiting (Boerhaave syndrome); A camera test or dilation of the gullet",
    see: "Emergency admission: a CT scan, nothing by mouth, antibiotics through a drip and repair by an endoscopic stent or surgery.",
    home: "Go now: Do not eat or drink; go to the emergency department.",
    tx: "Hospital care: Intravenous antibiotics and fluids, feeding by tube, and surgical or endoscopic repair of the hole.",
    src: [nice("sore-throat-acute", "Foreign body / sore throat red flags"), statpearls("Esophageal Perforation")],
  }),
  gp({
    id: "genital_injury_child",
    name: "Genital injury in a young girl (fall astride or sexual abuse)",
    common: "Injury to a young girl's private parts",
    icd: "S31.4",
    tri: "emergency",
    prior: prior(0.05, {
      m: 0,
      bands: [
        [0, 0.9, 0.3],
        [1, 11, 3],
        [12, 200, 0.1],
      ],
    }),
    lk: "vaginal_bleeding .8, external_dysuria .45, dysuria .45, vulval_redness .5, injury .35, sexual_assault .3, vaginal_discharge .2, abdominal_pain .1",
    desc: "Bleeding from a young girl's private parts, or pain there when passing urine, is an injury until a doctor has looked: a fall astride a bar or bicycle (straddle injury), something put inside, or sexual abuse. A child often cannot or will not say what happened, particularly if someone has frightened her. The injury needs to be examined the same day by a children's doctor, who also makes sure she is safe.",
    causes:
      "A fall astride a bar, bicycle or fence; Sexual abuse; Something put inside the vagina; Rarely a skin condition (lichen sclerosus) or a prolapse of the urine tube",
    see: "The children's emergency department today: a gentle examination by a children's doctor, treatment of the injury, and the child-protection team if abuse is possible; do not bathe her or wash her clothes first if abuse is possible.",
    home: "Keep her safe: Stay with her, listen calmly without pressing for details, and keep her away from anyone you are worried about.",
    tx: "Medical care: Treatment of the wound (sometimes under anaesthetic), tests and medicines against infection and pregnancy where needed, and safeguarding support.",
    src: [
      { name: "NICE CG89: Child maltreatment - when to suspect", url: "https://www.nice.org.uk/guidance/cg89" },
      statpearls("Pediatric Sexual Abuse"),
    ],
  }),
];
