// Conditions: febrile and tropical infections common in West, East and Southern Africa, plus vaccine-
// preventable and systemic infections. Likelihoods follow textbook symptom frequencies (WHO fact sheets,
// Oxford Handbook of Tropical Medicine, Manson's) rounded to what a lay history can reveal.
import type { Condition } from "../types.ts";
import {
  condition as c,
  prior,
  EMERGENCY_NOW,
  FLUIDS,
  HYDRATION_TX,
  ORS,
  PARACETAMOL,
  REST,
  SEE_DOCTOR,
  TRACK,
  DIET_TX,
  STRESS_TX,
  CLINICIAN_TX,
  YOUTH_PEAK,
  SEXUALLY_ACTIVE,
} from "./define.ts";
import { cdc, fmoh, ncdc, nice, NMEP_MALARIA, who } from "./sources.ts";

const NET: [string, string] = [
  "Sleep under a treated mosquito net",
  "Use an insecticide-treated net every night and clear standing water around the home to prevent the next bite.",
];

export const INFECTION_CONDITIONS: Condition[] = [
  c({
    id: "malaria",
    name: "Malaria",
    common: "Malaria",
    icd10: "B54",
    triage: "consultation_24",
    // Nigeria carries about a quarter of the world's malaria; it is the commonest reason for clinic visits.
    // Malaria is uncommon in the first months of life (maternal antibodies, fetal haemoglobin; WHO Guidelines
    // for malaria), when a fever is more often a serious bacterial infection (NICE NG143).
    prior: prior(900, { bands: [[0, 0.249, 0.3]] }),
    lk: "fever .95, chills .7, headache .8, body_aches .6, fatigue .75, appetite_loss .5, nausea .4, vomiting .35, bitter_taste .25, joint_pain .35, abdominal_pain .2, diarrhoea .12, cough .12, dizziness .3, back_pain .2, sweating .35, yellow_eyes .04, pale .15, prostration .02, confusion .01, dark_urine .05, fever_long .1",
    desc: "Malaria is an infection of the blood with Plasmodium parasites, spread by the bite of infected Anopheles mosquitoes. It causes fever, chills, headache and body aches, and can become severe within a day or two, so it should be tested and treated promptly.",
    causes: [
      "Bites from infected Anopheles mosquitoes, mostly at night",
      "Sleeping without an insecticide-treated net",
      "Living in or travelling to areas with malaria (all of Nigeria)",
    ],
    next: [
      SEE_DOCTOR(
        "or go to a clinic within 24 hours",
        "Get a malaria test (rapid diagnostic test or blood film) before treatment. Treatment works best when started early.",
      ),
      [
        "Watch for danger signs",
        "Go to an emergency department at once for confusion, fits, inability to sit or drink, yellow eyes, dark urine, little urine, fast breathing or bleeding.",
      ],
    ],
    remedies: [REST, FLUIDS, PARACETAMOL, NET],
    treatment: [
      CLINICIAN_TX(
        "Test, then treat",
        "After a positive test a clinician will usually prescribe a full course of an artemisinin-based combination therapy (ACT). Finish the whole course even when you feel better.",
      ),
      HYDRATION_TX,
      DIET_TX(
        "Eat light, easy foods (pap, rice, soups, fruit) in small frequent portions while your appetite returns.",
      ),
    ],
    sources: [who("malaria", "Malaria"), NMEP_MALARIA, cdc("malaria/about/index.html", "About malaria")],
  }),
  c({
    id: "severe_malaria",
    name: "Severe malaria",
    common: "Severe (complicated) malaria",
    icd10: "B50.8",
    triage: "emergency",
    prior: prior(40, {
      bands: [
        [0, 14, 1.5],
        [15, 200, 1],
      ],
    }),
    lk: "fever .95, chills .5, headache .7, fatigue .9, prostration .6, confusion .35, drowsiness .4, seizure .2, yellow_eyes .4, dark_urine .25, oliguria .3, fast_breathing .35, sob .3, vomiting .55, vomiting_persistent .35, pale .5, bleeding_unusual .07, appetite_loss .6, unconscious .1, dizziness .3, body_aches .4",
    desc: "Severe malaria is malaria (usually Plasmodium falciparum) that has started to damage vital organs: the brain, kidneys, blood, liver or lungs. Signs include extreme weakness, confusion or fits, yellow eyes, dark or scanty urine, fast breathing and bleeding. It is a medical emergency.",
    causes: [
      "Plasmodium falciparum malaria that was not treated early or fully",
      "Low immunity: young people, pregnancy, those who moved from low-malaria areas",
      "Delays in testing and treatment",
    ],
    next: [
      EMERGENCY_NOW,
      ["Bring any medicines taken", "Tell the team which antimalarials or other drugs were taken and when."],
    ],
    remedies: [
      [
        "While waiting for help",
        "Keep the person lying on their side if drowsy, sponge with lukewarm water for fever, and give sips of fluid only if fully awake.",
      ],
    ],
    treatment: [
      CLINICIAN_TX(
        "Hospital treatment",
        "Doctors give injectable artesunate, fluids, checks for low blood sugar and anaemia, and treat complications such as fits or kidney problems.",
      ),
      HYDRATION_TX,
    ],
    sources: [
      who("malaria", "Malaria"),
      NMEP_MALARIA,
      { name: "WHO Guidelines for malaria", url: "https://www.who.int/publications/i/item/guidelines-for-malaria" },
    ],
  }),
  c({
    id: "typhoid",
    name: "Typhoid fever",
    common: "Typhoid",
    icd10: "A01.0",
    triage: "consultation_24",
    prior: prior(150),
    lk: "fever .95, fever_long .55, headache .75, fatigue .75, appetite_loss .6, abdominal_pain .55, constipation .3, diarrhoea .35, cough .3, body_aches .4, nausea .35, vomiting .25, chills .3, untreated_water .4, bad_food .25, rash .05, confusion .04, dizziness .2, bloating .2, sick_contacts .1",
    desc: "Typhoid (enteric) fever is a bacterial infection with Salmonella Typhi spread through food and water contaminated with faeces. It causes a fever that climbs over several days, headache, weakness, belly pain and constipation or diarrhoea. It needs a proper test (blood culture) and antibiotics; the Widal test alone is unreliable.",
    causes: [
      "Drinking contaminated water",
      "Eating food handled by someone carrying the bacteria",
      "Poor sanitation and hand washing",
    ],
    next: [
      SEE_DOCTOR(
        "within 24 hours",
        "Ask for a blood culture or a reliable test; avoid treating on a Widal test alone. Go to emergency care for severe belly pain, vomiting blood, black stool or confusion.",
      ),
      TRACK,
    ],
    remedies: [
      REST,
      FLUIDS,
      PARACETAMOL,
      ["Wash hands", "Wash hands with soap after the toilet and before handling food to protect others."],
    ],
    treatment: [
      CLINICIAN_TX(
        "Antibiotics chosen by a clinician",
        "A clinician chooses an antibiotic based on local resistance patterns; take the whole course.",
      ),
      { title: "Water hygiene", description: "Boil or treat drinking water and drink plenty to avoid dehydration." },
      DIET_TX("Eat soft, well-cooked food in small portions; avoid raw salads and street food until recovered."),
    ],
    sources: [who("typhoid", "Typhoid"), cdc("typhoid-fever/about/index.html", "Typhoid fever"), ncdc("Typhoid fever")],
  }),
  c({
    id: "tb_pulmonary",
    name: "Pulmonary tuberculosis",
    common: "TB (tuberculosis of the lungs)",
    icd10: "A15.0",
    triage: "consultation",
    prior: prior(40, {
      bands: [
        [0, 14, 0.4],
        [15, 200, 1],
      ],
      m: 1.3,
      f: 0.8,
    }),
    lk: "cough .95, cough_chronic .85, weight_loss .7, night_sweats .6, fever .7, appetite_loss .55, fatigue .65, haemoptysis .25, chest_pain .3, phlegm .55, sob .3, contact_tb .3, hiv_positive .2, swollen_glands .1, fever_long .4",
    desc: "Tuberculosis (TB) is a bacterial infection, usually of the lungs, spread through the air when someone with TB coughs. It causes a cough lasting more than two to three weeks, weight loss, night sweats and evening fevers. TB is curable, and testing and treatment are free at DOTS centres in Nigeria.",
    causes: [
      "Breathing in TB bacteria from someone with active TB",
      "Weakened immunity (HIV, diabetes, malnutrition)",
      "Crowded, poorly ventilated living spaces",
    ],
    next: [
      SEE_DOCTOR(
        "or a DOTS clinic this week",
        "Ask for a sputum test (GeneXpert) and a chest X-ray. Testing and treatment are free in Nigerian public TB programmes.",
      ),
      ["HIV test", "An HIV test is recommended for everyone with TB."],
    ],
    remedies: [
      [
        "Cover your cough",
        "Cough into a tissue or elbow, open windows, and sleep in a separate room if you can until treatment has started.",
      ],
      REST,
    ],
    treatment: [
      CLINICIAN_TX(
        "TB medicines for six months or more",
        "TB is cured with several antibiotics taken daily for at least six months. Never stop early, even when you feel well.",
      ),
      DIET_TX("Eat enough protein and energy (beans, eggs, fish, groundnuts) to regain weight."),
      HYDRATION_TX,
    ],
    sources: [who("tuberculosis", "Tuberculosis"), fmoh("National Tuberculosis and Leprosy Control Programme")],
  }),
  c({
    id: "tb_lymphadenitis",
    name: "Tuberculous lymphadenitis",
    common: "TB of the neck glands",
    icd10: "A18.2",
    triage: "consultation",
    prior: prior(8),
    lk: "swollen_glands .95, neck_lump_chronic .85, fever .45, night_sweats .4, weight_loss .45, fatigue .4, appetite_loss .3, hiv_positive .3, contact_tb .2, cough .2",
    desc: "TB can infect the lymph glands, usually in the neck, causing painless lumps that grow over weeks and may burst and discharge. It is common in people living with HIV.",
    causes: ["Tuberculosis bacteria spreading to the lymph glands", "Weakened immunity, especially HIV"],
    next: [
      SEE_DOCTOR("within a week or two", "A needle sample of the gland confirms TB; an HIV test is also advised."),
    ],
    remedies: [["Keep the skin clean", "If a gland is discharging, keep it covered with a clean dressing."]],
    treatment: [
      CLINICIAN_TX("TB treatment", "The same multi-drug TB treatment as for lung TB, for at least six months."),
      DIET_TX("Eat a nourishing diet with enough protein."),
    ],
    sources: [who("tuberculosis", "Tuberculosis")],
  }),
  c({
    id: "hiv_seroconversion",
    name: "Acute HIV infection (seroconversion illness)",
    common: "Early HIV infection",
    icd10: "B23.0",
    triage: "consultation",
    prior: prior(15, { bands: SEXUALLY_ACTIVE }),
    lk: "fever .8, sore_throat .5, rash .45, swollen_glands .6, body_aches .55, headache .5, fatigue .7, mouth_ulcers .25, diarrhoea .3, unprotected_sex .75, night_sweats .25, weight_loss .2, joint_pain .3",
    desc: "Two to six weeks after catching HIV, many people have a flu- or glandular-fever-like illness with fever, sore throat, rash and swollen glands. It passes, but the virus remains; testing at this stage allows early treatment and protects partners.",
    causes: [
      "Unprotected sex with a partner who has HIV",
      "Sharing needles or sharp instruments",
      "Transfusion of unscreened blood",
    ],
    next: [
      SEE_DOCTOR(
        "or an HIV testing centre this week",
        "Ask for an HIV test; if exposure was in the last 72 hours, ask urgently about post-exposure prophylaxis (PEP).",
      ),
    ],
    remedies: [REST, FLUIDS, ["Protect partners", "Use condoms until you know your result."]],
    treatment: [
      CLINICIAN_TX(
        "Antiretroviral therapy",
        "If HIV is confirmed, free antiretroviral therapy started early keeps you well and makes the virus untransmittable.",
      ),
      STRESS_TX("Talk to a counsellor; support groups help with the news and with taking medicines daily."),
    ],
    sources: [who("hiv-aids", "HIV and AIDS"), cdc("hiv/about/index.html", "About HIV")],
  }),
  c({
    id: "advanced_hiv",
    name: "Advanced HIV disease",
    common: "Advanced HIV (AIDS)",
    icd10: "B24",
    triage: "consultation_24",
    prior: prior(25, {
      bands: [
        [0, 17, 0.3],
        [18, 200, 1],
      ],
    }),
    lk: "weight_loss .8, fever .6, diarrhoea_chronic .4, diarrhoea .5, oral_thrush .5, fatigue .8, night_sweats .4, cough .45, swollen_glands .4, rash .25, itching .3, hiv_positive .6, dermatomal_rash .1, recurrent_infections .4, appetite_loss .5, headache .25, fever_long .35",
    desc: "Advanced HIV disease means HIV has weakened the immune system enough for other infections to take hold: weight loss, long-lasting diarrhoea or fever, mouth thrush, TB and skin problems. With treatment the immune system can recover.",
    causes: ["Untreated HIV infection over several years", "Stopping antiretroviral treatment or treatment failure"],
    next: [
      SEE_DOCTOR(
        "within 24 hours",
        "You need tests (CD4 count, TB screening, cryptococcal test) and treatment for any infection, then antiretroviral therapy.",
      ),
    ],
    remedies: [
      FLUIDS,
      ["Mouth care", "Rinse the mouth with clean salt water and keep the mouth clean if you have thrush or sores."],
    ],
    treatment: [
      CLINICIAN_TX(
        "Treat infections, start ART",
        "A clinician treats current infections, gives preventive medicines and starts or restarts free antiretroviral therapy.",
      ),
      DIET_TX("Eat small, frequent, energy- and protein-rich meals to rebuild weight."),
      HYDRATION_TX,
    ],
    sources: [
      who("hiv-aids", "HIV and AIDS"),
      {
        name: "WHO: Advanced HIV disease",
        url: "https://www.who.int/teams/global-hiv-hepatitis-and-stis-programmes/hiv/treatment/advanced-hiv-disease",
      },
    ],
  }),
  c({
    id: "cholera",
    name: "Cholera",
    common: "Cholera",
    icd10: "A00.9",
    triage: "emergency",
    prior: prior(12),
    lk: "diarrhoea .99, diarrhoea_profuse .85, vomiting .7, thirst .7, dry_mouth .6, sunken_eyes .45, muscle_cramps .45, oliguria .4, dizziness .45, fatigue .7, sick_contacts .4, untreated_water .5, fever .12, abdominal_pain .25, abdominal_cramps .2, drowsiness .1",
    desc: "Cholera is a bacterial infection of the gut from contaminated water or food. It causes sudden, very large amounts of watery 'rice-water' diarrhoea and vomiting, and can kill through dehydration within hours. Early oral rehydration and medical care save lives.",
    causes: [
      "Drinking water contaminated with sewage",
      "Eating contaminated food or seafood",
      "Outbreaks after flooding and in crowded settlements",
    ],
    next: [
      EMERGENCY_NOW,
      ["Start ORS on the way", "Sip oral rehydration solution continuously on the way to the treatment centre."],
    ],
    remedies: [
      ORS,
      ["Hygiene", "Wash hands with soap, boil drinking water, and disinfect soiled clothing and toilets."],
    ],
    treatment: [
      CLINICIAN_TX(
        "Rehydration first",
        "Health workers replace lost fluid with ORS or a drip; antibiotics may be given in severe cases.",
      ),
      {
        title: "Water and hydration",
        description: "Keep drinking ORS after every loose stool until the diarrhoea stops.",
      },
    ],
    sources: [who("cholera", "Cholera"), ncdc("Cholera")],
  }),
  c({
    id: "lassa_fever",
    name: "Lassa fever",
    common: "Lassa fever",
    icd10: "A96.2",
    triage: "emergency",
    // Endemic in Edo, Ondo, Ebonyi, Bauchi and neighbouring states; peaks in the dry season.
    prior: prior(3),
    lk: "fever .95, headache .7, fatigue .8, sore_throat .5, body_aches .6, back_pain .3, chest_pain .3, abdominal_pain .45, vomiting .5, diarrhoea .4, cough .3, red_eyes .35, swollen_face .2, bleeding_unusual .2, contact_lassa .6, hearing_loss .05, confusion .1, sob .2, fever_long .4",
    desc: "Lassa fever is a viral haemorrhagic fever carried by multimammate rats (Mastomys) and common in parts of Nigeria. It starts like malaria or typhoid with fever, weakness and headache that do not respond to treatment, then sore throat, chest or belly pain, vomiting, swollen face and bleeding. Early treatment in a designated centre greatly improves survival.",
    causes: [
      "Contact with food or household items contaminated by rat urine or droppings",
      "Caring for, or contact with body fluids of, a person with Lassa fever",
      "Eating rats",
    ],
    next: [
      EMERGENCY_NOW,
      [
        "Tell them about contacts",
        "Say if you have been near someone with Lassa fever or rats, so staff can protect themselves and test you (NCDC hotline: 6232).",
      ],
    ],
    remedies: [
      [
        "Avoid spreading it",
        "Avoid touching others' body fluids; do not share utensils; keep food covered and store grains in rat-proof containers.",
      ],
    ],
    treatment: [
      CLINICIAN_TX("Specialist care", "Treatment centres give ribavirin early, fluids and supportive care."),
      HYDRATION_TX,
    ],
    sources: [who("lassa-fever", "Lassa fever"), ncdc("Lassa fever")],
  }),
  c({
    id: "dengue",
    name: "Dengue fever",
    common: "Dengue",
    icd10: "A90",
    triage: "consultation_24",
    prior: prior(30),
    lk: "fever .95, headache .8, pain_behind_eyes .55, body_aches .75, joint_pain .6, back_pain .3, rash .45, nausea .45, vomiting .35, fatigue .7, appetite_loss .45, bleeding_unusual .08, abdominal_pain .2, itching .15, chills .3",
    desc: "Dengue is a viral infection spread by day-biting Aedes mosquitoes. It causes high fever, severe headache, pain behind the eyes, muscle and joint pain ('breakbone fever') and often a rash. Most people recover in a week, but a few develop severe dengue around the time the fever settles.",
    causes: [
      "Bites from infected Aedes mosquitoes, often in towns and during the day",
      "Standing water where mosquitoes breed",
    ],
    next: [
      SEE_DOCTOR(
        "within 24 hours",
        "A blood count and dengue test guide care. Go to emergency care for severe belly pain, repeated vomiting, bleeding gums or nose, or extreme tiredness.",
      ),
      TRACK,
    ],
    remedies: [
      REST,
      FLUIDS,
      [
        "Paracetamol only",
        "Use paracetamol for pain and fever. Avoid ibuprofen, diclofenac and aspirin, which raise the bleeding risk in dengue.",
      ],
    ],
    treatment: [
      CLINICIAN_TX("Supportive care", "There is no specific antiviral; clinicians monitor the blood count and fluids."),
      HYDRATION_TX,
    ],
    sources: [
      who("dengue-and-severe-dengue", "Dengue and severe dengue"),
      cdc("dengue/signs-symptoms/index.html", "Dengue symptoms"),
    ],
  }),
  c({
    id: "severe_dengue",
    name: "Severe dengue",
    common: "Severe dengue (dengue with warning signs)",
    icd10: "A91",
    triage: "emergency",
    prior: prior(3),
    lk: "fever .9, severe_abdominal_pain .55, abdominal_pain .7, vomiting_persistent .5, vomiting .7, bleeding_unusual .5, nosebleed .3, drowsiness .35, restlessness .2, cold_clammy .3, pain_behind_eyes .4, body_aches .6, rash .4, headache .6, black_stool .1, dizziness .4, fatigue .8",
    desc: "Severe dengue happens when blood vessels leak fluid, causing shock, bleeding or organ damage, usually 3–7 days into the illness as the fever falls. Warning signs: severe belly pain, persistent vomiting, bleeding, restlessness or drowsiness.",
    causes: ["Dengue infection, especially a second infection with a different dengue type"],
    next: [EMERGENCY_NOW],
    remedies: [
      [
        "Until you reach care",
        "Sip fluids if able, avoid ibuprofen or aspirin, and do not wait for the fever to return.",
      ],
    ],
    treatment: [
      CLINICIAN_TX(
        "Hospital care",
        "Careful intravenous fluids and close monitoring; blood transfusion if there is severe bleeding.",
      ),
    ],
    sources: [who("dengue-and-severe-dengue", "Dengue and severe dengue")],
  }),
  c({
    id: "yellow_fever",
    name: "Yellow fever",
    common: "Yellow fever",
    icd10: "A95.9",
    triage: "emergency",
    prior: prior(2),
    lk: "fever .95, headache .75, back_pain .45, body_aches .65, nausea .5, vomiting .55, yellow_eyes .55, dark_urine .35, bleeding_unusual .3, vomiting_blood .1, abdominal_pain .4, unvaccinated .8, fatigue .75, oliguria .15, red_eyes .2, chills .4",
    desc: "Yellow fever is a viral infection spread by mosquitoes. After a first phase of fever, headache and back pain, some people improve and then develop the toxic phase: jaundice (yellow eyes), bleeding and kidney failure. One vaccine dose gives life-long protection.",
    causes: ["Bites from infected Aedes or Haemagogus mosquitoes", "Not being vaccinated against yellow fever"],
    next: [EMERGENCY_NOW, ["Vaccination for contacts", "Check that family members have had the yellow fever vaccine."]],
    remedies: [["Avoid aspirin and ibuprofen", "Use only paracetamol for fever until seen."]],
    treatment: [
      CLINICIAN_TX(
        "Supportive hospital care",
        "There is no antiviral; hospitals treat dehydration, bleeding, liver and kidney failure.",
      ),
      HYDRATION_TX,
    ],
    sources: [who("yellow-fever", "Yellow fever"), ncdc("Yellow fever")],
  }),
  c({
    id: "bacterial_meningitis",
    name: "Bacterial meningitis",
    common: "Meningitis",
    icd10: "G00.9",
    triage: "emergency_ambulance",
    // Nigeria lies in the African meningitis belt; epidemics peak in the dry season (Dec–June).
    prior: prior(8, { bands: YOUTH_PEAK }),
    lk: "fever .9, headache .85, stiff_neck .75, bulging_fontanelle .3, poor_feeding .3, vomiting .5, photophobia .5, confusion .5, drowsiness .45, seizure .25, rash_nonblanching .15, rash .2, unconscious .08, sick_contacts .1, body_aches .3, fatigue .6, back_pain .15, ear_discharge .05",
    desc: "Bacterial meningitis is an infection of the membranes around the brain and spinal cord. It causes fever, severe headache, stiff neck, vomiting, dislike of light, confusion and fits, and can kill within hours. It needs antibiotics in hospital immediately.",
    causes: [
      "Bacteria such as meningococcus, pneumococcus or Haemophilus spread by coughs and close contact",
      "Crowded living conditions and the dry season in the meningitis belt",
      "Spread from an ear or sinus infection or a head injury",
    ],
    next: [
      EMERGENCY_NOW,
      ["Contacts", "Close contacts may need preventive antibiotics; tell the hospital who lives with the patient."],
    ],
    remedies: [
      [
        "While waiting for help",
        "Keep the person lying on their side if drowsy and do not give anything by mouth if they are confused.",
      ],
    ],
    treatment: [
      CLINICIAN_TX(
        "Urgent antibiotics",
        "Doctors give intravenous antibiotics straight away, often with steroids, and treat fits and shock.",
      ),
      HYDRATION_TX,
    ],
    sources: [
      who("meningitis", "Meningitis"),
      nice("meningitis-bacterial-meningitis-meningococcal-disease", "Meningitis"),
      ncdc("Cerebrospinal meningitis"),
    ],
  }),
  c({
    id: "meningococcal_septicaemia",
    name: "Meningococcal disease (septicaemia)",
    common: "Meningococcal blood infection",
    icd10: "A39.2",
    triage: "emergency_ambulance",
    prior: prior(2, { bands: YOUTH_PEAK }),
    lk: "fever .95, rash_nonblanching .7, rash .75, cold_clammy .45, body_aches .6, vomiting .5, headache .5, drowsiness .35, confusion .3, stiff_neck .3, fast_breathing .35, bone_pain .3, fatigue .8, diarrhoea .15",
    desc: "Meningococcal septicaemia is a blood infection with meningococcus that can cause shock within hours. A rash of purple spots that do not fade when a glass is pressed on them, cold hands and feet and leg pain are warning signs.",
    causes: ["Meningococcus bacteria spread by close contact, coughs and kissing", "Meningitis-belt epidemics"],
    next: [EMERGENCY_NOW],
    remedies: [
      [
        "Do the glass test",
        "Press a clear glass on the spots; if they do not fade, this is an emergency. Don't wait for other signs.",
      ],
    ],
    treatment: [
      CLINICIAN_TX(
        "Immediate antibiotics and shock care",
        "Intravenous antibiotics and fluids in hospital; close contacts get preventive antibiotics.",
      ),
    ],
    sources: [
      who("meningitis", "Meningitis"),
      nice("meningitis-bacterial-meningitis-meningococcal-disease", "Meningococcal disease"),
    ],
  }),
  c({
    id: "viral_meningitis",
    name: "Viral meningitis",
    common: "Viral meningitis",
    icd10: "A87.9",
    triage: "emergency",
    prior: prior(4, { bands: YOUTH_PEAK }),
    lk: "fever .8, headache .9, stiff_neck .6, photophobia .55, vomiting .35, nausea .4, fatigue .6, body_aches .3, confusion .05, sore_throat .15, rash .1",
    desc: "Viral meningitis is inflammation of the brain's linings from a virus. It causes headache, fever, stiff neck and light sensitivity, and is usually milder than bacterial meningitis, but the two cannot be told apart without hospital tests.",
    causes: ["Enteroviruses, mumps, herpes and other viruses"],
    next: [EMERGENCY_NOW],
    remedies: [REST, FLUIDS],
    treatment: [
      CLINICIAN_TX(
        "Hospital assessment",
        "A lumbar puncture and blood tests exclude bacterial meningitis; most viral cases recover with rest, fluids and pain relief.",
      ),
    ],
    sources: [who("meningitis", "Meningitis"), cdc("meningitis/viral/index.html", "Viral meningitis")],
  }),
  c({
    id: "measles",
    name: "Measles",
    common: "Measles",
    icd10: "B05.9",
    triage: "consultation_24",
    prior: prior(12, {
      bands: [
        [0, 14, 2],
        [15, 24, 0.8],
        [25, 200, 0.3],
      ],
    }),
    lk: "fever .95, measles_rash .85, rash .95, cough .85, runny_nose .75, red_eyes .75, watery_eyes .4, fatigue .6, appetite_loss .5, diarrhoea .25, mouth_ulcers .15, unvaccinated .7, sick_contacts .45, photophobia .25, sore_throat .3",
    desc: "Measles is a highly contagious viral infection. Fever, cough, runny nose and red eyes come first, then a blotchy red rash spreads from the face and behind the ears down the body. Complications include pneumonia, diarrhoea, blindness and brain inflammation; vaccination prevents it.",
    causes: ["The measles virus, spread by coughs and sneezes", "Missing measles vaccination (two doses are needed)"],
    next: [
      SEE_DOCTOR(
        "within 24 hours",
        "Call ahead so you don't sit in a crowded waiting room. Go to emergency care for difficulty breathing, fits, drowsiness or not drinking.",
      ),
      ["Vaccinate contacts", "Unvaccinated family members should be vaccinated as soon as possible."],
    ],
    remedies: [
      REST,
      FLUIDS,
      PARACETAMOL,
      ["Stay home", "Stay away from school or work for 4 days after the rash starts."],
    ],
    treatment: [
      CLINICIAN_TX(
        "Vitamin A and treating complications",
        "Health workers give vitamin A doses and treat ear, eye or chest infections.",
      ),
      DIET_TX("Keep eating; nutritious soft food helps recovery."),
    ],
    sources: [who("measles", "Measles"), ncdc("Measles")],
  }),
  c({
    id: "chickenpox",
    name: "Chickenpox (varicella)",
    common: "Chickenpox",
    icd10: "B01.9",
    // NICE CKS Chickenpox: a healthy child is cared for at home (fa21). Teenagers and adults, pregnancy, newborns
    // and weakened immunity are raised by the chickenpox modifiers in kb/fa21.ts.
    triage: "self_care",
    prior: prior(30, {
      bands: [
        [0, 14, 2],
        [15, 200, 0.5],
      ],
    }),
    lk: "chickenpox_rash .9, rash .97, itching .85, blisters .75, fever .7, fatigue .5, headache .35, appetite_loss .3, sick_contacts .4, sore_throat .15, cough .1",
    desc: "Chickenpox is a contagious viral infection causing itchy spots that turn into blisters and then scab, appearing in crops over several days, with a mild fever. It is usually mild in children but can be more serious in adults and in pregnancy.",
    causes: ["The varicella-zoster virus, spread by coughs and contact with blisters"],
    next: [
      SEE_DOCTOR(
        "within 1–2 days if you are an adult, pregnant or have HIV",
        "Antiviral treatment may help if started early. Go to emergency care for breathing difficulty, confusion or spreading red painful skin.",
      ),
    ],
    remedies: [
      ["Soothe the itch", "Calamine lotion, cool baths and loose cotton clothes help; keep nails short."],
      PARACETAMOL,
      FLUIDS,
      ["Stay home", "Stay away from school, work and pregnant women until all spots have crusted (about 5 days)."],
    ],
    treatment: [
      CLINICIAN_TX("Antivirals for some", "A clinician may prescribe antivirals for adults or those at risk."),
      HYDRATION_TX,
    ],
    sources: [nice("chickenpox", "Chickenpox"), cdc("chickenpox/signs-symptoms/index.html", "Chickenpox symptoms")],
  }),
  c({
    id: "shingles",
    name: "Shingles (herpes zoster)",
    common: "Shingles",
    icd10: "B02.9",
    triage: "consultation",
    prior: prior(12, {
      bands: [
        [0, 19, 0.4],
        [20, 200, 1],
      ],
    }),
    lk: "dermatomal_rash .9, rash .95, blisters .8, pain_severe .3, itching .3, numbness .3, fever .2, headache .2, fatigue .3, hiv_positive .2, chest_pain .15",
    desc: "Shingles is a reactivation of the chickenpox virus in one nerve, causing a painful band of blisters on one side of the body. In young adults it can be a sign of a weakened immune system, such as HIV.",
    causes: ["The chickenpox virus waking up after years", "Weakened immunity (HIV, stress, illness)"],
    next: [
      SEE_DOCTOR(
        "within 3 days",
        "Antivirals work best when started within 72 hours of the rash. See someone urgently if the rash is near the eye. An HIV test is advised.",
      ),
    ],
    remedies: [
      [
        "Keep the rash clean and covered",
        "Loose clothing, cool compresses, and avoid contact with pregnant women and babies until crusted.",
      ],
      PARACETAMOL,
    ],
    treatment: [
      CLINICIAN_TX(
        "Antivirals and pain control",
        "A clinician may prescribe antiviral tablets and nerve-pain medicines.",
      ),
    ],
    sources: [nice("shingles", "Shingles"), cdc("shingles/signs-symptoms/index.html", "Shingles symptoms")],
  }),
  c({
    id: "mumps",
    name: "Mumps",
    common: "Mumps",
    icd10: "B26.9",
    triage: "consultation",
    prior: prior(8, {
      bands: [
        [0, 14, 2],
        [15, 200, 0.6],
      ],
    }),
    lk: "parotid_swelling .9, jaw_swelling .4, fever .7, headache .4, painful_swallowing .4, fatigue .5, appetite_loss .4, testicular_pain .1, ear_pain .3, sick_contacts .3, unvaccinated .5",
    desc: "Mumps is a viral infection that makes the salivary glands in front of and below the ears swell, with fever and pain on chewing. It can inflame the testicles after puberty.",
    causes: ["The mumps virus, spread by coughs and saliva", "Not being vaccinated"],
    next: [
      SEE_DOCTOR(
        "if not improving in a week, or sooner for testicle pain, severe headache or stiff neck",
        "Most cases get better on their own in 1–2 weeks.",
      ),
    ],
    remedies: [
      REST,
      FLUIDS,
      PARACETAMOL,
      ["Soft food", "Eat soft food and avoid sour drinks that make the glands ache."],
    ],
    treatment: [DIET_TX("Soft foods and soups are easiest to chew and swallow."), HYDRATION_TX],
    sources: [cdc("mumps/signs-symptoms/index.html", "Mumps symptoms"), nice("mumps", "Mumps")],
  }),
  c({
    id: "mpox",
    name: "Mpox (monkeypox)",
    common: "Mpox",
    icd10: "B04",
    triage: "consultation_24",
    prior: prior(3, { bands: SEXUALLY_ACTIVE }),
    lk: "pox_lesions .85, rash .95, fever .65, swollen_glands .65, headache .5, body_aches .5, back_pain .3, fatigue .6, genital_sores .4, itching .3, sore_throat .3, unprotected_sex .4, sick_contacts .3, anal_pain .15",
    desc: "Mpox is a viral infection causing fever, swollen glands and a rash of firm, deep, pus-filled spots that can appear on the face, palms, soles, mouth and genitals. It spreads through close skin contact, including sex.",
    causes: [
      "Close skin-to-skin or sexual contact with someone who has mpox",
      "Contact with infected animals or their meat",
    ],
    next: [SEE_DOCTOR("within 24 hours", "Call ahead; a swab confirms mpox. Isolate until all scabs have fallen off.")],
    remedies: [
      ["Care for the skin", "Keep lesions clean and dry, avoid scratching, and cover them when around others."],
      PARACETAMOL,
      FLUIDS,
    ],
    treatment: [
      CLINICIAN_TX(
        "Supportive care",
        "Most people recover in 2–4 weeks; clinicians treat pain and secondary infections and check for HIV.",
      ),
      HYDRATION_TX,
    ],
    sources: [who("mpox", "Mpox"), ncdc("Mpox")],
  }),
  c({
    id: "influenza",
    name: "Influenza",
    common: "Flu",
    icd10: "J11.1",
    triage: "self_care",
    prior: prior(250),
    lk: "fever .85, body_aches .8, headache .7, cough .8, sore_throat .55, runny_nose .5, fatigue .85, chills .6, appetite_loss .4, blocked_nose .4, sneezing .25, nausea .1, sick_contacts .3",
    desc: "Flu is a viral infection of the nose, throat and lungs that comes on suddenly with fever, body aches, headache, tiredness and a dry cough. Most people feel better within a week.",
    causes: ["Influenza viruses spread by coughs, sneezes and hands"],
    next: [
      TRACK,
      SEE_DOCTOR(
        "if not improving after a week",
        "Seek care sooner if you have asthma, diabetes, HIV or pregnancy, or if breathing becomes difficult. In malaria areas, a fever should be tested for malaria.",
      ),
    ],
    remedies: [
      REST,
      FLUIDS,
      PARACETAMOL,
      ["Steam and honey", "Warm drinks with honey and lemon can soothe the throat and cough."],
    ],
    treatment: [
      HYDRATION_TX,
      DIET_TX("Light, nourishing food: pepper soup, pap, fruit."),
      STRESS_TX("Rest from work, school and sport until the fever has gone for a day."),
    ],
    sources: [who("influenza-(seasonal)", "Influenza (seasonal)"), nice("influenza-seasonal", "Influenza")],
  }),
  c({
    id: "covid19",
    name: "COVID-19",
    common: "COVID-19",
    icd10: "U07.1",
    triage: "self_care",
    prior: prior(60),
    lk: "fever .7, cough .7, loss_taste .4, loss_smell .4, body_aches .55, fatigue .75, headache .55, sore_throat .45, runny_nose .3, sob .2, contact_covid .35, diarrhoea .15, chills .35, nausea .15, appetite_loss .35",
    desc: "COVID-19 is a viral infection of the airways. Fever, cough, tiredness and loss of taste or smell are typical. Most young people recover at home; breathlessness is the main warning sign.",
    causes: ["The SARS-CoV-2 virus, spread through the air and by close contact"],
    next: [
      TRACK,
      SEE_DOCTOR(
        "if breathless, or if not better in a week",
        "Go to emergency care if you struggle to breathe, have chest pain, blue lips or confusion.",
      ),
    ],
    remedies: [
      REST,
      FLUIDS,
      PARACETAMOL,
      ["Protect others", "Stay home, open windows and wear a mask around others until the fever has gone."],
    ],
    treatment: [
      HYDRATION_TX,
      DIET_TX("Eat regular light meals even if food tastes bland."),
      STRESS_TX("Ease back into exercise gradually over a couple of weeks."),
    ],
    sources: [who("coronavirus-disease-(covid-19)", "COVID-19"), ncdc("COVID-19")],
  }),
  c({
    id: "infectious_mononucleosis",
    name: "Infectious mononucleosis (glandular fever)",
    common: "Glandular fever",
    icd10: "B27.9",
    triage: "consultation",
    prior: prior(12, { bands: YOUTH_PEAK }),
    lk: "sore_throat .85, fever .8, swollen_glands .85, fatigue .9, swollen_tonsils .55, painful_swallowing .5, headache .45, body_aches .4, appetite_loss .4, luq_pain .1, rash .1, fever_long .3",
    desc: "Glandular fever is caused by the Epstein–Barr virus, mostly in teenagers and young adults. It causes a severe sore throat, fever, swollen neck glands and deep tiredness that can last weeks.",
    causes: ["Epstein–Barr virus spread through saliva ('kissing disease')"],
    next: [
      SEE_DOCTOR(
        "this week",
        "A blood test confirms it. Avoid contact sports for 4 weeks because the spleen can be enlarged.",
      ),
    ],
    remedies: [REST, FLUIDS, PARACETAMOL, ["Salt water gargle", "Gargle warm salt water for the sore throat."]],
    treatment: [
      STRESS_TX("Return to exercise slowly; avoid contact sport and heavy lifting for at least a month."),
      HYDRATION_TX,
    ],
    sources: [
      nice("glandular-fever-infectious-mononucleosis", "Glandular fever"),
      cdc("epstein-barr/about/index.html", "Epstein-Barr virus and mononucleosis"),
    ],
  }),
  c({
    id: "schistosomiasis_urinary",
    name: "Urinary schistosomiasis",
    common: "Bilharzia (blood in urine)",
    icd10: "B65.0",
    triage: "consultation",
    prior: prior(20, {
      bands: [
        [0, 20, 1.5],
        [21, 200, 0.6],
      ],
      m: 1.3,
      f: 0.8,
    }),
    lk: "haematuria .9, dysuria .45, frequent_urination .3, fresh_water_contact .7, lower_abdominal_pain .3, fatigue .25, itching .1, genital_sores .05, pale .15",
    desc: "Urinary schistosomiasis (bilharzia) is a parasitic worm infection caught from fresh water. Its typical sign is blood at the end of urination, sometimes with pain passing urine. Untreated, it can damage the bladder and kidneys.",
    causes: [
      "Swimming, bathing, fishing or farming in fresh water containing the parasite's snails",
      "Lack of safe water and toilets",
    ],
    next: [
      SEE_DOCTOR(
        "within a couple of weeks",
        "A urine test for eggs confirms it; treatment is simple and often free in school programmes.",
      ),
    ],
    remedies: [
      ["Avoid infected water", "Avoid swimming or washing in slow-moving rivers, ponds and dams where possible."],
    ],
    treatment: [
      CLINICIAN_TX("Praziquantel", "A clinician gives praziquantel tablets, usually as a single-day treatment."),
      HYDRATION_TX,
    ],
    sources: [who("schistosomiasis", "Schistosomiasis"), cdc("schistosomiasis/about/index.html", "Schistosomiasis")],
  }),
  c({
    id: "schistosomiasis_intestinal",
    name: "Intestinal schistosomiasis",
    common: "Bilharzia of the gut",
    icd10: "B65.1",
    triage: "consultation",
    prior: prior(8),
    lk: "abdominal_pain .6, bloody_stool .45, diarrhoea .5, fresh_water_contact .7, fatigue .4, distension .2, weight_loss .2, pale .2, vomiting_blood .03, bloody_diarrhoea .3",
    desc: "Intestinal schistosomiasis is caused by Schistosoma mansoni worms caught from fresh water. It causes belly pain, diarrhoea and blood in the stool, and over years can damage the liver and spleen.",
    causes: ["Contact with fresh water containing infected snails"],
    next: [SEE_DOCTOR("within a couple of weeks", "A stool test confirms it.")],
    remedies: [["Avoid infected water", "Use safe water for bathing and washing where possible."]],
    treatment: [
      CLINICIAN_TX("Praziquantel", "A short course of praziquantel tablets cures most infections."),
      HYDRATION_TX,
    ],
    sources: [who("schistosomiasis", "Schistosomiasis")],
  }),
  c({
    id: "onchocerciasis",
    name: "Onchocerciasis (river blindness)",
    common: "River blindness",
    icd10: "B73",
    triage: "consultation",
    prior: prior(6, {
      bands: [
        [0, 17, 0.5],
        [18, 200, 1],
      ],
    }),
    lk: "itching .9, skin_nodules .6, rash .5, scaly_skin .35, depigmented_patches .25, vision_blurred .25, itchy_eyes .2, red_eyes .15, fresh_water_contact .5, itch_night .3, dark_marks .2",
    desc: "Onchocerciasis is a parasitic worm infection spread by blackflies that breed near fast-flowing rivers. It causes intense itching, rough 'lizard' skin, lumps under the skin and, over years, eye damage and blindness.",
    causes: [
      "Bites of blackflies near fast-flowing rivers",
      "Living or farming in river valleys where the disease occurs",
    ],
    next: [
      SEE_DOCTOR(
        "within a few weeks",
        "Skin snips or eye checks confirm it; community ivermectin distribution treats it.",
      ),
    ],
    remedies: [
      ["Protect from bites", "Wear long sleeves and trousers near rivers during the day."],
      ["Soothe the skin", "Moisturise dry skin and keep nails short to limit scratching damage."],
    ],
    treatment: [
      CLINICIAN_TX(
        "Ivermectin",
        "Ivermectin given once or twice a year kills the young worms; an eye check is advised.",
      ),
    ],
    sources: [
      who("onchocerciasis", "Onchocerciasis"),
      cdc("filarial-worms/about/onchocerciasis.html", "Onchocerciasis"),
    ],
  }),
  c({
    id: "lymphatic_filariasis",
    name: "Lymphatic filariasis",
    common: "Elephantiasis",
    icd10: "B74.9",
    triage: "consultation",
    prior: prior(4, {
      bands: [
        [0, 19, 0.4],
        [20, 200, 1],
      ],
    }),
    lk: "elephantiasis .75, leg_swelling .55, swollen_glands .35, fever .3, scaly_skin .3, testicular_pain .15, cellulitis_skin .2, skin_ulcer .1",
    desc: "Lymphatic filariasis is a mosquito-borne worm infection that damages the lymph system, causing repeated fevers with painful swelling and, over years, massive swelling of the legs or scrotum (elephantiasis or hydrocele).",
    causes: ["Repeated mosquito bites in areas where the worms are common"],
    next: [SEE_DOCTOR("within a few weeks", "A blood test confirms it; hydrocele can be treated by surgery.")],
    remedies: [
      [
        "Limb hygiene",
        "Wash the swollen limb daily with soap and clean water, dry carefully, raise the leg and exercise it.",
      ],
    ],
    treatment: [
      CLINICIAN_TX(
        "Mass drug administration",
        "Anti-parasite medicines are given in community campaigns; clinicians manage swelling and infections.",
      ),
      STRESS_TX("Regular leg exercises and elevation reduce swelling."),
    ],
    sources: [who("lymphatic-filariasis", "Lymphatic filariasis")],
  }),
  c({
    id: "trypanosomiasis",
    name: "African trypanosomiasis (sleeping sickness)",
    common: "Sleeping sickness",
    icd10: "B56.9",
    triage: "consultation_24",
    prior: prior(1),
    lk: "fever .7, headache .6, swollen_glands .6, daytime_sleepiness .6, insomnia .4, confusion .3, fatigue .7, agitation .2, joint_pain .3, itching .3, weight_loss .3, fever_long .4",
    desc: "Sleeping sickness is a parasitic infection spread by tsetse flies in rural parts of West, Central and East Africa. Early on it causes bouts of fever, headache and swollen neck glands; later it affects the brain, upsetting sleep, behaviour and thinking.",
    causes: ["Bites from infected tsetse flies in rural bush and river areas"],
    next: [
      SEE_DOCTOR(
        "within 24 hours",
        "Blood and spinal fluid tests confirm it; treatment is free through national programmes.",
      ),
    ],
    remedies: [["Avoid tsetse bites", "Wear neutral-coloured long clothing in bush areas."]],
    treatment: [
      CLINICIAN_TX(
        "Specific anti-parasite treatment",
        "Medicines such as fexinidazole are given under specialist supervision.",
      ),
    ],
    sources: [who("trypanosomiasis-human-african-(sleeping-sickness)", "Human African trypanosomiasis")],
  }),
  c({
    id: "tetanus",
    name: "Tetanus",
    common: "Tetanus (lockjaw)",
    icd10: "A35",
    triage: "emergency_ambulance",
    prior: prior(2),
    lk: "lockjaw .9, spasms .8, stiff_neck .5, dirty_wound .6, wound .7, unvaccinated .6, painful_swallowing .4, fever .35, back_pain .3, sweating .3, sob .2, barefoot .3",
    desc: "Tetanus is a serious infection from bacteria in soil that enter through wounds. Their toxin causes jaw stiffness (lockjaw), painful body spasms set off by noise or touch, and can stop breathing. Vaccination prevents it.",
    causes: [
      "Dirty wounds, rusty nails, burns, unsafe injections or unclean delivery or circumcision",
      "Not being vaccinated or no booster",
    ],
    next: [EMERGENCY_NOW],
    remedies: [
      ["Wound care", "Clean any wound at once with clean water and soap; get a tetanus booster after dirty wounds."],
    ],
    treatment: [
      CLINICIAN_TX(
        "Intensive care",
        "Hospitals give tetanus immunoglobulin, antibiotics, muscle relaxants and breathing support.",
      ),
    ],
    sources: [who("tetanus", "Tetanus")],
  }),
  c({
    id: "rabies",
    name: "Rabies",
    common: "Rabies",
    icd10: "A82.9",
    triage: "emergency_ambulance",
    prior: prior(0.5),
    lk: "animal_bite .85, hydrophobia .6, agitation .6, confusion .5, fever .6, numbness .4, hallucinations .3, drooling .4, spasms .4, painful_swallowing .5, fatigue .5",
    desc: "Rabies is a viral infection of the brain spread by bites or scratches from infected dogs and other animals. Once symptoms start (fear of water, agitation, confusion) it is almost always fatal, which is why washing the wound and vaccination after a bite are vital.",
    causes: ["Bite, scratch or lick on broken skin from a rabid dog, cat, monkey or bat"],
    next: [EMERGENCY_NOW],
    remedies: [
      [
        "After any animal bite",
        "Wash the wound with soap and running water for 15 minutes and get rabies vaccine the same day.",
      ],
    ],
    treatment: [
      CLINICIAN_TX(
        "Supportive care",
        "Hospital care focuses on comfort; prevention with post-exposure vaccine is what saves lives.",
      ),
    ],
    sources: [who("rabies", "Rabies")],
  }),
  c({
    id: "sepsis",
    name: "Sepsis",
    common: "Blood infection (sepsis)",
    icd10: "A41.9",
    triage: "emergency_ambulance",
    // NICE NG143: a fever under 3 months is high risk; serious bacterial infection is the main worry.
    prior: prior(6, { bands: [[0, 0.249, 30]] }),
    lk: "fever .75, chills .55, poor_feeding .3, fast_breathing .6, confusion .4, drowsiness .35, cold_clammy .45, palpitations .5, oliguria .35, dizziness .5, fatigue .85, prostration .4, sob .4, vomiting .3, rash_nonblanching .05, on_chemotherapy .05",
    desc: "Sepsis is a life-threatening reaction to an infection that damages the body's own organs. Fever or low temperature with fast breathing, a racing heart, confusion, cold mottled skin and little urine are warning signs.",
    causes: [
      "Any infection: chest, urine, belly, skin, womb after childbirth or abortion",
      "Weakened immunity (HIV, diabetes, sickle cell)",
    ],
    next: [EMERGENCY_NOW],
    remedies: [["Do not wait", "Sepsis worsens by the hour; go now."]],
    treatment: [
      CLINICIAN_TX(
        "Antibiotics within the hour",
        "Hospitals give intravenous antibiotics and fluids quickly and find the source of infection.",
      ),
    ],
    sources: [who("sepsis", "Sepsis"), nice("sepsis", "Sepsis")],
  }),
  c({
    id: "diphtheria",
    name: "Diphtheria",
    common: "Diphtheria",
    icd10: "A36.0",
    triage: "emergency",
    prior: prior(1.5, {
      bands: [
        [0, 14, 2],
        [15, 200, 0.6],
      ],
    }),
    lk: "sore_throat .9, throat_membrane .75, fever .6, painful_swallowing .6, swollen_glands .7, hoarse_voice .3, stridor .2, sob .25, unvaccinated .7, fatigue .6, sick_contacts .3",
    desc: "Diphtheria is a bacterial throat infection that forms a grey membrane over the tonsils and throat and a swollen 'bull neck'. Its toxin can block the airway and damage the heart. Nigeria has had large outbreaks since 2023.",
    causes: [
      "Corynebacterium diphtheriae spread by coughs and close contact",
      "Missing childhood or booster vaccination",
    ],
    next: [EMERGENCY_NOW],
    remedies: [
      [
        "Isolate",
        "Keep away from others and tell the health workers about close contacts, who may need antibiotics and vaccination.",
      ],
    ],
    treatment: [
      CLINICIAN_TX("Antitoxin and antibiotics", "Hospitals give diphtheria antitoxin, antibiotics and airway support."),
    ],
    sources: [who("diphtheria", "Diphtheria"), ncdc("Diphtheria")],
  }),
  c({
    id: "pertussis",
    name: "Pertussis (whooping cough)",
    common: "Whooping cough",
    icd10: "A37.9",
    triage: "consultation",
    prior: prior(5),
    lk: "whoop .8, cough .98, cough_chronic .5, vomiting .4, runny_nose .5, fever .2, sick_contacts .3, unvaccinated .4, fatigue .4",
    desc: "Whooping cough is a bacterial infection that causes bouts of violent coughing, sometimes ending in a whoop or vomiting, lasting weeks. Adults often have a long cough without the whoop but can pass it to babies.",
    causes: ["Bordetella pertussis spread by coughs", "Fading vaccine protection"],
    next: [SEE_DOCTOR("this week", "Antibiotics early on reduce spread, especially if there is a baby at home.")],
    remedies: [REST, FLUIDS, ["Avoid babies", "Keep away from young babies until treated."]],
    treatment: [
      CLINICIAN_TX(
        "Antibiotics",
        "A clinician may prescribe an antibiotic; vaccination protects babies and pregnant women.",
      ),
      HYDRATION_TX,
    ],
    sources: [who("pertussis", "Pertussis"), nice("whooping-cough", "Whooping cough")],
  }),
  c({
    id: "hepatitis_a",
    name: "Hepatitis A",
    common: "Hepatitis A (infective jaundice)",
    icd10: "B15.9",
    triage: "consultation",
    prior: prior(20, { bands: YOUTH_PEAK }),
    lk: "yellow_eyes .8, dark_urine .75, fever .55, nausea .65, vomiting .45, appetite_loss .75, fatigue .8, ruq_pain .45, abdominal_pain .5, pale_stool .3, itching .2, untreated_water .35, sick_contacts .25, joint_pain .15, diarrhoea .2",
    desc: "Hepatitis A is a viral liver infection spread by contaminated food and water. After a few days of fever, nausea and tiredness, the eyes turn yellow and urine darkens. It almost always clears on its own.",
    causes: ["Eating food or drinking water contaminated with faeces", "Close contact with an infected person"],
    next: [
      SEE_DOCTOR(
        "this week",
        "Blood tests confirm the cause of jaundice. Go to emergency care for confusion, drowsiness, bleeding or vomiting everything.",
      ),
    ],
    remedies: [
      REST,
      FLUIDS,
      [
        "Avoid alcohol and unnecessary medicines",
        "Give the liver a rest: no alcohol, herbal mixtures or extra paracetamol.",
      ],
    ],
    treatment: [DIET_TX("Small, frequent, low-fat meals; eat what you can keep down."), HYDRATION_TX],
    sources: [who("hepatitis-a", "Hepatitis A")],
  }),
  c({
    id: "hepatitis_b_acute",
    name: "Acute hepatitis B",
    common: "Hepatitis B",
    icd10: "B16.9",
    triage: "consultation",
    prior: prior(12, { bands: SEXUALLY_ACTIVE }),
    lk: "yellow_eyes .7, dark_urine .65, fatigue .8, nausea .55, appetite_loss .65, ruq_pain .45, abdominal_pain .45, fever .35, joint_pain .3, rash .1, pale_stool .25, unprotected_sex .45, itching .2, vomiting .3",
    desc: "Hepatitis B is a viral liver infection spread through blood, sex and from mother to baby. A new infection may cause jaundice, dark urine and tiredness; some people go on to carry the virus long-term.",
    causes: ["Unprotected sex", "Sharing needles, razors or unsterile instruments", "From mother to baby at birth"],
    next: [
      SEE_DOCTOR(
        "this week",
        "Blood tests confirm hepatitis B and check the liver. Partners and family should be tested and vaccinated.",
      ),
    ],
    remedies: [REST, ["No alcohol or herbal mixtures", "They strain the liver."], FLUIDS],
    treatment: [
      CLINICIAN_TX(
        "Monitoring",
        "Most adults clear the virus; clinicians monitor liver tests and treat chronic infection.",
      ),
      DIET_TX("Eat a balanced, low-fat diet."),
    ],
    sources: [who("hepatitis-b", "Hepatitis B")],
  }),
  c({
    id: "hepatitis_b_chronic",
    name: "Chronic hepatitis B",
    common: "Long-term hepatitis B",
    icd10: "B18.1",
    triage: "consultation",
    prior: prior(15, {
      bands: [
        [0, 17, 0.5],
        [18, 200, 1],
      ],
    }),
    lk: "fatigue .5, ruq_pain .25, abdominal_pain .25, appetite_loss .3, yellow_eyes .15, dark_urine .1, distension .1, weight_loss .1, nausea .2, joint_pain .1, hep_b_positive .8, blood_exposure_risk .3",
    desc: "Chronic hepatitis B means the virus has stayed in the liver for more than six months. Many people feel well, but over years it can scar the liver (cirrhosis) or cause liver cancer. About one in ten Nigerian adults carry it.",
    causes: ["Infection at birth or in childhood", "Unprotected sex or blood exposure"],
    next: [
      SEE_DOCTOR(
        "within a few weeks",
        "Regular check-ups with liver tests and ultrasound decide whether treatment is needed.",
      ),
    ],
    remedies: [
      ["Protect your liver", "Avoid alcohol, herbal mixtures and unnecessary drugs."],
      ["Protect others", "Partners and household contacts should be tested and vaccinated."],
    ],
    treatment: [
      CLINICIAN_TX("Antivirals when needed", "Some people need long-term antiviral tablets to protect the liver."),
      DIET_TX("A balanced diet and healthy weight help the liver."),
    ],
    sources: [who("hepatitis-b", "Hepatitis B")],
  }),
  c({
    id: "amoebic_liver_abscess",
    name: "Amoebic liver abscess",
    common: "Liver abscess",
    icd10: "A06.4",
    triage: "consultation_24",
    prior: prior(2, { m: 1.7, f: 0.3 }),
    lk: "fever .85, ruq_pain .85, abdominal_pain .9, chills .4, appetite_loss .5, weight_loss .4, pleuritic_pain .25, cough .2, nausea .35, diarrhoea .2, yellow_eyes .1, fatigue .7, shoulder_pain .2",
    desc: "An amoebic liver abscess is a pocket of pus in the liver caused by the Entamoeba parasite, usually in young men. It causes fever and pain under the right ribs that may spread to the right shoulder.",
    causes: ["Entamoeba histolytica from contaminated food or water", "Heavy alcohol use raises the risk"],
    next: [SEE_DOCTOR("within 24 hours", "An ultrasound of the liver confirms it.")],
    remedies: [REST, FLUIDS],
    treatment: [
      CLINICIAN_TX(
        "Anti-amoebic medicines",
        "A clinician prescribes metronidazole-type medicines; some abscesses need draining.",
      ),
      { title: "Safe water", description: "Boil or treat water to prevent reinfection." },
    ],
    sources: [cdc("amebiasis/about/index.html", "Amebiasis")],
  }),
];
