// Emergencies a GP must never miss (ninth round), system by system: cardio, resp, neuro, gi, pregnancy, poison,
// infection, mental and children under 5 (WHO IMCI/ETAT general danger signs). Each emergency is told in two or
// three short lay descriptions (a complaint and the phrases a person answers "yes" with), played exactly as the
// evaluator plays /api/v1: every phrase resolved with findings?q=...&limit=1 (top hit only), the complaint
// parsed, questions answered by finding id, then triage. Each must end in an emergency. Removing a danger
// screen, a combination rule (kb/red-flag-rules.ts) or a finding of findings-gp9.ts makes a test fail.
// Sources: NICE CKS red flags (chest pain, headache, acute abdomen, GI bleeding, heart failure, inguinal
// hernia, constipation), WHO IMCI/ETAT, WHO/RCOG obstetric danger signs (IMPAC, Green-top 63 and 69), WHO
// abortion care (2022), WHO cryptococcal disease (2022), NICE CG185, TOXBASE/NPIS, WHO snakebite guidelines.
//
// Known gaps (not asserted here; language classes for the search/parse engineers): "32 weeks pregnant" is
// read as "pregnant", not more than 20 weeks; a finding that implies another (orthopnoea ⇒ breathless, bloody
// diarrhoea ⇒ blood in the stool) is denied when the implied one is asked first (the evaluator answers by id); "drank paraffin", "ate cassava" and "talking to herself" resolve
// to nothing; "no tears" and "like something tearing" resolve to watery eyes; "very weak" in a baby is tiredness, not lethargy.
import { describe, expect, it } from "vitest";
import { diagnose, searchFindings } from "../index.ts";
import { askedUntilStop, EMERGENCY, level, present } from "../testing.ts";
import { emergencyTellings, flagsOf, type LayTelling } from "./breadth-round.ts";

type Lay = LayTelling;

const resolve = (p: string) => searchFindings(p, 1)[0]?.id;

const LAY: Record<string, Lay[]> = {
  cardio: [
    [
      "massive_pe",
      35,
      "female",
      "After my leg operation, I suddenly collapsed with breathlessness and chest pain.",
      ["recent surgery", "collapsed", "breathless", "chest pain"],
    ],
    [
      "cocaine_acs",
      28,
      "male",
      "After using cocaine at a party, I have crushing chest pain and my heart is racing.",
      ["used cocaine", "crushing chest pain", "heart racing"],
    ],
    [
      "pericarditis",
      25,
      "male",
      "Sharp chest pain, worse when lying down and better sitting forward, with fever.",
      ["sharp chest pain", "worse lying down", "better leaning forward", "fever"],
    ],
    [
      "heart_failure",
      42,
      "male",
      "My husband can't breathe at night, he has to sit up on the chair to breathe, and he is coughing pink froth.",
      ["can't lie flat", "breathless at rest", "pink frothy sputum", "high blood pressure"],
    ],
    [
      "hypertensive_emergency",
      35,
      "female",
      "My BP is very high, I have chest pain and my breath is short.",
      ["high blood pressure", "chest pain", "breathless"],
    ],
    [
      "endocarditis",
      25,
      "female",
      "I have rheumatic heart disease, fever for three weeks, night sweats and I'm getting breathless.",
      ["heart disease", "fever for weeks", "night sweats", "breathless"],
    ],
    [
      "pulmonary_embolism",
      29,
      "female",
      "I am 6 months pregnant, suddenly breathless with chest pain when I breathe in, my heart is racing.",
      ["pregnant", "sudden breathlessness", "chest pain when breathing", "fast heartbeat"],
    ],
    [
      "acute_coronary_syndrome",
      38,
      "male",
      "I smoke, I get sharp heaviness in my chest when I climb stairs and today it came when I was resting and won't go.",
      ["chest heaviness", "pain at rest", "smoker", "sweating"],
    ],
    [
      "acute_coronary_syndrome",
      44,
      "male",
      "Heavy pressure in my chest for 30 minutes, it goes to my left arm and I am sweating.",
      ["chest pressure", "pain going to left arm", "sweating", "feel like vomiting"],
    ],
    [
      "acute_coronary_syndrome",
      42,
      "male",
      "My husband says his chest is tight like something is sitting on it and his jaw dey pain him, he is cold and sweaty.",
      ["tight chest", "jaw pain", "cold sweat", "breathless"],
    ],
    [
      "acute_coronary_syndrome",
      45,
      "female",
      "I have diabetes and since morning I feel burning in my upper belly like ulcer, with sweating and short breath.",
      ["upper belly burning", "sweating", "short of breath", "has diabetes", "nausea"],
    ],
    [
      "aortic_dissection",
      40,
      "male",
      "Sudden tearing pain in my chest going straight to my back, worst pain of my life. I have high blood pressure.",
      ["sudden severe chest pain", "pain going to the back", "tearing pain", "high blood pressure"],
    ],
    [
      "pulmonary_embolism",
      30,
      "female",
      "I just came back from a long bus journey, now my breath is short suddenly and my chest hurts when I breathe in. My calf is swollen.",
      ["sudden shortness of breath", "chest pain on breathing in", "swollen calf", "fast heartbeat"],
    ],
    [
      "pulmonary_embolism",
      27,
      "female",
      "Two weeks after my caesarean I suddenly can't catch my breath and I coughed some blood.",
      ["sudden breathlessness", "coughing blood", "recently gave birth", "chest pain"],
    ],
    [
      "heart_failure",
      38,
      "female",
      "I can't lie flat at night, I wake up gasping for air, my legs are swollen and I cough pink froth.",
      ["breathless lying flat", "waking up gasping", "swollen legs", "pink frothy sputum"],
    ],
    [
      "peripartum_cardiomyopathy",
      29,
      "female",
      "Since I gave birth last month I am breathless, my legs are swelling and I can't lie down flat to sleep.",
      ["recently gave birth", "breathless", "swollen legs", "breathless lying flat", "heart racing"],
    ],
    [
      "svt",
      25,
      "female",
      "My heart suddenly started racing very fast and won't stop, now I feel dizzy and my chest is paining.",
      ["heart racing", "dizziness", "chest pain", "feel faint"],
    ],
    [
      "ventricular_tachycardia",
      35,
      "male",
      "He collapsed while playing football, he was racing heart before he fell.",
      ["fainted during exercise", "heart racing", "chest pain"],
    ],
    [
      "hypertensive_emergency",
      43,
      "male",
      "Terrible headache, my eyes are blurry and my BP machine read 220 over 130. I stopped my BP drugs.",
      ["severe headache", "blurred vision", "very high blood pressure", "vomiting"],
    ],
    [
      "myocarditis",
      22,
      "male",
      "After flu last week, now my chest is paining, heart is racing and I am breathless when I walk.",
      ["chest pain", "heart racing", "breathless", "recent flu", "tired"],
    ],
    [
      "cardiac_tamponade",
      30,
      "male",
      "I have TB, now I can't breathe when I lie down, my neck veins are big and I feel like fainting.",
      ["breathless lying flat", "swollen neck veins", "dizziness", "has TB"],
    ],
    [
      "acute_limb_ischaemia",
      40,
      "male",
      "My leg suddenly became cold, pale and very painful, I can't feel my toes.",
      ["cold leg", "pale leg", "leg pain", "numb toes"],
    ],
    [
      "acute_coronary_syndrome",
      40,
      "male",
      "My chest is paining me like something is squeezing it since one hour, I am sweating too much.",
      ["chest pain", "sweating", "pain in left arm"],
    ],
    [
      "pulmonary_embolism",
      33,
      "female",
      "I am on family planning pills, my calf has been painful and now I am suddenly short of breath.",
      ["calf pain", "sudden breathlessness", "on the pill"],
    ],
    [
      "syncope_cardiac",
      17,
      "male",
      "My son fainted while running in football practice, he had chest pain before he fell.",
      ["fainted during exercise", "chest pain"],
    ],
    [
      "heart_failure",
      35,
      "female",
      "My heart is beating fast, I can't breathe even when sitting, my legs are swollen and I'm coughing froth.",
      ["breathless at rest", "swollen legs", "fast heartbeat", "frothy cough"],
    ],
  ],
  resp: [
    [
      "sickle_chest",
      10,
      "female",
      "My SS daughter has chest pain and cough and she is breathing fast.",
      ["sickle cell", "chest pain", "cough", "fast breathing"],
    ],
    [
      "tension_ptx",
      25,
      "male",
      "He was stabbed in the chest, he is struggling to breathe and his lips are turning blue.",
      ["stab wound to chest", "difficulty breathing", "blue lips"],
    ],
    [
      "anaph_drug",
      30,
      "female",
      "Right after the nurse gave me an injection, my throat is closing and I'm dizzy.",
      ["injection", "throat swelling", "dizzy"],
    ],
    [
      "asthma_child",
      6,
      "female",
      "My daughter's asthma attack, her inhaler is not helping and she's too breathless to eat or talk.",
      ["wheezing", "inhaler not helping", "too breathless to talk"],
    ],
    [
      "sepsis_pneumonia",
      40,
      "male",
      "He has cough and fever, now he is confused and can't get up from bed.",
      ["cough", "fever", "confused", "very weak"],
    ],
    [
      "empyema",
      30,
      "male",
      "I had pneumonia, now fever is back, pain on one side of chest and breathless.",
      ["fever", "chest pain one side", "breathless", "recent pneumonia"],
    ],
    [
      "anaphylaxis",
      5,
      "male",
      "My son ate groundnut and his face swelled, he has rashes and is coughing and breathing noisily.",
      ["swollen face", "rash", "cough", "noisy breathing"],
    ],
    [
      "severe_pneumonia",
      25,
      "female",
      "I have fever and cough, my breath is short and my lips look bluish.",
      ["fever", "cough", "breathless", "blue lips"],
    ],
    [
      "pneumocystis_pneumonia",
      30,
      "male",
      "He has HIV and stopped his drugs, dry cough for weeks and now he is breathless when he walks, with fever.",
      ["has HIV", "dry cough", "breathless on walking", "fever"],
    ],
    [
      "asthma_severe",
      19,
      "female",
      "My asthma is bad, I can't talk in full sentences and my blue inhaler is not working.",
      ["wheezing", "can't talk in sentences", "inhaler not helping", "breathless"],
    ],
    [
      "asthma_severe",
      8,
      "male",
      "My son wheeze dey loud, breath dey cut am, his ribs dey suck in and he no fit talk.",
      ["wheezing", "breathing fast", "chest pulling in", "can't speak"],
    ],
    [
      "severe_pneumonia",
      35,
      "male",
      "High fever, cough with rusty phlegm, I am breathing fast and I am confused.",
      ["fever", "cough", "breathing fast", "confused", "chest pain when breathing"],
    ],
    [
      "anaphylaxis",
      24,
      "female",
      "After I ate prawns my lips swell, my throat is tight and I can't breathe well, there's rash all over.",
      ["swollen lips", "throat tight", "difficulty breathing", "itchy rash"],
    ],
    [
      "anaphylaxis",
      30,
      "male",
      "After injection for chemist, he start to scratch, body swell and he collapse.",
      ["itching", "hives", "fainted", "swollen face"],
    ],
    [
      "diphtheria",
      6,
      "male",
      "My son is not vaccinated, he has sore throat, fever and a grey skin inside his throat, his neck is swollen.",
      ["sore throat", "fever", "grey coating in throat", "swollen neck"],
    ],
    [
      "pneumothorax",
      24,
      "male",
      "I suddenly felt a sharp chest pain on the right side and now I am very breathless even at rest.",
      ["sudden chest pain", "breathless at rest"],
    ],
    [
      "anaphylaxis",
      10,
      "male",
      "Bee sting my son, now his face swell, he dey wheeze and vomit.",
      ["bee sting", "swollen face", "wheezing", "vomiting"],
    ],
    [
      "massive_haemoptysis",
      35,
      "male",
      "I have TB, today I coughed out a cup of blood.",
      ["coughing up a lot of blood", "TB"],
    ],
  ],
  neuro: [
    [
      "gbs2",
      35,
      "male",
      "Tingling in my feet and hands, now my legs are so weak I can't walk, it started 3 days ago.",
      ["tingling feet", "weak legs", "can't walk"],
    ],
    [
      "cvst_pill",
      27,
      "female",
      "I'm on the pill, headache for a week that is getting worse, now vomiting and blurred vision.",
      ["headache getting worse", "vomiting", "blurred vision", "on the pill"],
    ],
    [
      "first_seizure_hiv",
      30,
      "male",
      "He has HIV and today he had a fit for the first time, with headache for some days.",
      ["has HIV", "seizure", "headache"],
    ],
    [
      "stroke_pill",
      32,
      "female",
      "I am on the pill and smoke, I suddenly lost vision on one side and my left arm feels weak.",
      ["on the pill", "sudden vision loss", "arm weakness"],
    ],
    [
      "tia",
      40,
      "female",
      "This morning my right hand became weak and my speech was strange for 20 minutes, now it's fine.",
      ["weak hand that recovered", "speech problem that went away"],
    ],
    [
      "meningitis_adult2",
      22,
      "male",
      "He has fever, very bad headache and he is confused, he doesn't know where he is.",
      ["fever", "severe headache", "confused"],
    ],
    [
      "spinal_compression",
      35,
      "female",
      "I have back pain for weeks, now my legs are weak and I can't feel them properly, I'm wetting myself.",
      ["back pain", "weak legs", "numb legs", "wetting herself"],
    ],
    [
      "myasthenic_crisis",
      30,
      "female",
      "I have myasthenia, now my eyelids are dropping, I can't swallow and I'm short of breath.",
      ["myasthenia gravis", "drooping eyelids", "difficulty swallowing", "breathless"],
    ],
    [
      "brain_abscess",
      16,
      "male",
      "He has had ear discharge for months, now severe headache, vomiting and he is very drowsy.",
      ["ear discharge", "severe headache", "vomiting", "drowsy"],
    ],
    [
      "hiv_crypto",
      33,
      "female",
      "I am on ARVs, severe headache for 2 weeks that is getting worse, and I'm vomiting.",
      ["on HIV treatment", "severe headache", "headache getting worse", "vomiting"],
    ],
    [
      "sickle_stroke",
      7,
      "male",
      "My son with sickle cell is suddenly dragging his leg and his mouth is twisted.",
      ["sickle cell", "leg weakness one side", "face drooping"],
    ],
    [
      "neck_injury",
      22,
      "male",
      "He dived into shallow water, now his neck pains and he can't move his legs.",
      ["neck injury", "neck pain", "can't move legs"],
    ],
    [
      "gbs",
      25,
      "male",
      "My legs became weak and numb two days ago, now I'm finding it hard to breathe.",
      ["weak legs", "numbness", "difficulty breathing"],
    ],
    [
      "head_injury",
      30,
      "male",
      "He was beaten on the head with a stick, blood came from his ear and he is sleepy.",
      ["head injury", "bleeding from ear", "drowsy"],
    ],
    [
      "seizure_first",
      25,
      "male",
      "He just had a fit for the first time, foaming and jerking, now he is confused.",
      ["seizure", "confused", "foaming at mouth"],
    ],
    [
      "sah",
      42,
      "female",
      "She complained of very bad headache suddenly during sex, then she collapsed.",
      ["sudden severe headache", "collapsed"],
    ],
    [
      "stroke",
      35,
      "male",
      "My husband woke up and one side of his face is dropping and he can't raise his arm. He has high blood pressure.",
      ["face drooping", "arm weakness", "high blood pressure"],
    ],
    [
      "meningitis",
      8,
      "female",
      "My daughter has high fever, headache, vomiting and doesn't like the light.",
      ["fever", "headache", "vomiting", "light hurts eyes"],
    ],
    [
      "stroke",
      44,
      "male",
      "My father suddenly can't move his right arm or speak properly.",
      ["weak arm", "slurred speech", "face drooping"],
    ],
    [
      "stroke",
      38,
      "female",
      "Her mouth is twisted to one side and one side of her body is weak since this morning.",
      ["face drooping", "weakness one side", "hard to talk"],
    ],
    [
      "stroke",
      16,
      "male",
      "My brother has sickle cell, today he can't lift his left leg and arm and his speech is strange.",
      ["sickle cell", "weakness one side", "slurred speech"],
    ],
    [
      "subarachnoid_haemorrhage",
      35,
      "female",
      "Suddenly the worst headache of my life, like I was hit on the head, then I vomited.",
      ["sudden severe headache", "vomiting", "neck stiffness"],
    ],
    [
      "bacterial_meningitis",
      18,
      "male",
      "Severe headache, fever, stiff neck and light hurts my eyes.",
      ["severe headache", "fever", "stiff neck", "light hurts eyes"],
    ],
    [
      "meningococcal_septicaemia",
      14,
      "female",
      "High fever and purple spots that don't fade when I press a glass on them.",
      ["fever", "purple rash", "rash does not fade"],
    ],
    [
      "status_epilepticus",
      25,
      "male",
      "He has been having fits for more than 10 minutes and not waking up between them.",
      ["fits", "not waking up"],
    ],
    [
      "encephalitis",
      28,
      "female",
      "Fever for days and now she is behaving strangely, confused and talking nonsense.",
      ["fever", "confused", "strange behaviour", "headache"],
    ],
    [
      "guillain_barre",
      30,
      "male",
      "After diarrhoea last week, my legs became weak and now the weakness is climbing to my arms.",
      ["weak legs", "weakness spreading up", "tingling feet", "recent diarrhoea"],
    ],
    [
      "cauda_equina",
      40,
      "male",
      "Bad back pain, now I can't pass urine and I'm numb between my legs.",
      ["back pain", "can't pass urine", "numb around bottom", "weak legs"],
    ],
    [
      "tetanus",
      25,
      "male",
      "I stepped on a rusty nail last week, now my jaw is locked and my body is stiffening.",
      ["jaw stiffness", "muscle spasms", "wound from nail", "stiff neck"],
    ],
    [
      "intracranial_haemorrhage",
      20,
      "male",
      "He fell from okada and hit his head, he was knocked out and now he keeps vomiting and sleeping.",
      ["head injury", "lost consciousness", "vomiting", "drowsy"],
    ],
    [
      "cerebral_venous_thrombosis",
      26,
      "female",
      "I gave birth 2 weeks ago, now I have a terrible headache getting worse and I had a fit.",
      ["severe headache", "seizure", "recently gave birth", "blurred vision"],
    ],
    [
      "tb_meningitis",
      25,
      "female",
      "I have HIV, headache for 2 weeks, fever, and now I am confused and vomiting.",
      ["headache", "fever", "confused", "vomiting", "has HIV"],
    ],
    [
      "cryptococcal_meningitis",
      30,
      "male",
      "He has HIV, severe headache for weeks, now vision blur and neck pain.",
      ["severe headache", "has HIV", "blurred vision", "neck stiffness"],
    ],
    [
      "stroke",
      42,
      "female",
      "She suddenly can't talk and her right side is not moving since morning.",
      ["can't speak", "right side weak"],
    ],
    [
      "stroke",
      40,
      "male",
      "My uncle's mouth don turn, e no fit lift im left hand and talk dey hard am.",
      ["mouth twisted", "can't lift arm", "difficulty speaking"],
    ],
    [
      "subarachnoid_haemorrhage",
      30,
      "male",
      "While lifting weights, sudden explosive headache at the back of my head, I vomited and my neck is stiff.",
      ["sudden headache", "vomiting", "stiff neck"],
    ],
    [
      "status_epilepticus",
      8,
      "female",
      "My daughter has epilepsy, she has been convulsing for 15 minutes and won't stop.",
      ["convulsion", "fits not stopping"],
    ],
    [
      "head_injury",
      6,
      "male",
      "My son fell from a tree and hit his head, now he is vomiting again and again and sleepy.",
      ["head injury", "vomiting", "drowsy"],
    ],
    [
      "guillain_barre",
      20,
      "female",
      "My legs are weak since 3 days and it's getting worse, now I can't climb stairs and my hands are weak.",
      ["weak legs", "weak hands", "tingling", "getting worse"],
    ],
    [
      "spinal_cord",
      30,
      "male",
      "I have TB of the back, now both my legs are weak and I can't pass urine.",
      ["back pain", "weak legs", "can't pass urine"],
    ],
    [
      "encephalitis",
      12,
      "male",
      "Fever and headache for 3 days, now he is confused and had a fit.",
      ["fever", "headache", "confused", "seizure"],
    ],
    [
      "meningococcal_septicaemia",
      5,
      "male",
      "My son has fever and dark purple rash spreading on his legs.",
      ["fever", "purple rash", "spreading rash"],
    ],
  ],
  gi: [
    [
      "typhoid_bleed",
      18,
      "male",
      "I have been treating typhoid for 2 weeks, today I passed black stool and I feel dizzy.",
      ["fever for two weeks", "black stool", "dizzy"],
    ],
    [
      "cholecystitis",
      40,
      "female",
      "Pain under my right ribs for 2 days, worse after fatty food, with fever and vomiting.",
      ["right upper belly pain", "fever", "vomiting"],
    ],
    [
      "variceal_bleed",
      30,
      "male",
      "I grew up swimming in the river, my belly is big, now I vomited a lot of blood.",
      ["swollen belly", "vomiting a lot of blood", "swam in river"],
    ],
    [
      "pancreatitis",
      30,
      "female",
      "Severe pain in the middle of my upper belly going to my back, vomiting since morning.",
      ["severe upper belly pain", "pain to the back", "vomiting"],
    ],
    [
      "ugib",
      30,
      "female",
      "I vomited blood twice today, I take diclofenac for my back.",
      ["vomiting blood", "painkillers"],
    ],
    [
      "ugib",
      25,
      "male",
      "I passed black stool like coal tar this morning and I feel dizzy when I stand up.",
      ["black stool", "dizzy on standing"],
    ],
    [
      "perforated_typhoid",
      10,
      "male",
      "He had fever for 2 weeks, treated for typhoid, now his belly is swelling and painful, and he is vomiting.",
      ["fever for two weeks", "swollen belly", "belly pain", "vomiting"],
    ],
    [
      "appendicitis",
      22,
      "female",
      "Pain around my belly button since yesterday, now it is on the right side, I don't want food and I vomited.",
      ["belly button pain", "right lower belly pain", "loss of appetite", "vomiting"],
    ],
    [
      "appendicitis",
      16,
      "male",
      "Pain started around my navel and moved to the right lower side of my belly, I have fever and don't want to eat.",
      ["right lower belly pain", "fever", "loss of appetite", "vomiting"],
    ],
    [
      "appendicitis",
      9,
      "female",
      "My daughter belly dey pain am for right side down, she no fit jump or walk well, small fever.",
      ["right lower belly pain", "pain when walking", "fever", "vomiting"],
    ],
    [
      "intestinal_obstruction",
      40,
      "male",
      "My belly is swollen big, I am vomiting green stuff and I have not passed stool or fart for 3 days.",
      ["swollen belly", "green vomit", "can't pass stool", "no gas"],
    ],
    [
      "perforated_ulcer",
      35,
      "male",
      "I have ulcer, suddenly severe pain all over my belly and the belly is hard like wood.",
      ["sudden severe belly pain", "hard belly", "ulcer", "vomiting"],
    ],
    [
      "upper_gi_bleed",
      38,
      "male",
      "I vomited blood this morning and my stool is black like tar, I feel dizzy.",
      ["vomiting blood", "black stool", "dizziness"],
    ],
    [
      "upper_gi_bleed",
      30,
      "male",
      "I take pain killers for my back every day, now I vomit coffee ground stuff.",
      ["vomiting dark material", "painkillers", "stomach pain"],
    ],
    [
      "severe_dehydration",
      15,
      "male",
      "I can't keep water down, no urine since morning, sunken eyes, dizzy when I stand.",
      ["can't keep fluids down", "no urine", "sunken eyes", "dizzy on standing"],
    ],
    [
      "cholera",
      25,
      "female",
      "Plenty watery stool like rice water since morning, I vomit and my legs are cramping, there is cholera in our area.",
      ["rice water stool", "vomiting", "leg cramps", "very thirsty"],
    ],
    [
      "acute_pancreatitis",
      36,
      "male",
      "After heavy drinking, I have severe pain in the upper belly going to my back, and I keep vomiting.",
      ["severe upper belly pain", "pain going to back", "vomiting", "drinks alcohol"],
    ],
    [
      "typhoid_perforation",
      14,
      "male",
      "He had typhoid fever for two weeks, now sudden severe belly pain and the belly is swollen and hard.",
      ["fever for two weeks", "sudden belly pain", "swollen belly", "hard belly"],
    ],
    [
      "strangulated_hernia",
      40,
      "male",
      "The lump in my groin won't go back in, it is painful and I am vomiting.",
      ["groin lump stuck", "painful lump", "vomiting"],
    ],
    [
      "acute_liver_failure",
      30,
      "female",
      "My eyes are yellow for a week, now I am confused and bleeding from my gums.",
      ["yellow eyes", "confused", "bleeding gums"],
    ],
    [
      "acute_cholangitis",
      40,
      "female",
      "Pain in my right upper belly, yellow eyes, and I am shivering with high fever.",
      ["right upper belly pain", "yellow eyes", "fever", "chills"],
    ],
    [
      "lower_gi_bleed",
      30,
      "male",
      "I am passing a lot of fresh blood from my back passage and I feel faint.",
      ["lots of blood from anus", "dizzy", "fainting"],
    ],
    [
      "upper_gi_bleed",
      40,
      "male",
      "I drink alcohol heavily, today I vomited plenty blood.",
      ["vomiting blood", "drinks alcohol"],
    ],
    [
      "acute_abdomen",
      25,
      "male",
      "Severe belly pain since morning, I can't move because it hurts more, vomiting.",
      ["severe belly pain", "pain worse when moving", "vomiting"],
    ],
    [
      "intestinal_obstruction",
      30,
      "female",
      "I had operation before, now my belly is swelling, I'm vomiting and can't pass stool.",
      ["swollen belly", "vomiting", "constipation", "no gas"],
    ],
    [
      "peritonitis",
      35,
      "female",
      "Severe belly pain everywhere, my belly is hard and tender and I have fever.",
      ["severe belly pain", "hard belly", "fever"],
    ],
    [
      "cholangitis",
      35,
      "female",
      "I have gallstones, now yellow eyes, fever with chills and pain under right ribs.",
      ["yellow eyes", "fever", "chills", "pain under right ribs"],
    ],
    [
      "cholera",
      8,
      "male",
      "My son is passing watery stool like rice water many times, he is very weak and not passing urine.",
      ["watery stool", "very weak", "no urine"],
    ],
  ],
  pregnancy: [
    [
      "headache_pregnancy",
      29,
      "female",
      "I'm pregnant and I've had a bad headache for 2 days that paracetamol won't stop, my feet are very swollen.",
      ["pregnant", "severe headache", "swollen feet"],
    ],
    [
      "miscarriage_sepsis",
      27,
      "female",
      "I had a miscarriage last week, now fever and bad smelling bleeding.",
      ["recent miscarriage", "fever", "smelly bleeding"],
    ],
    [
      "eclampsia_pp",
      20,
      "female",
      "She gave birth yesterday and had a fit today.",
      ["recently gave birth", "convulsion"],
    ],
    [
      "preeclampsia_pp",
      28,
      "female",
      "I delivered 4 days ago, now a very severe headache and my vision is blurry.",
      ["recently gave birth", "severe headache", "blurred vision"],
    ],
    [
      "ectopic_collapse",
      26,
      "female",
      "My wife fainted in the bathroom, she has belly pain and her period is late.",
      ["fainted", "belly pain", "late period"],
    ],
    [
      "retained_placenta",
      25,
      "female",
      "I delivered at home 2 hours ago but the placenta has not come out and I'm bleeding.",
      ["recently gave birth", "placenta not out", "bleeding"],
    ],
    [
      "uterine_rupture",
      32,
      "female",
      "I had 2 caesareans before, I'm in labour at home and suddenly the pain stopped and I'm bleeding and dizzy.",
      ["previous caesarean", "labour pains stopped", "vaginal bleeding", "dizzy"],
    ],
    [
      "hellp",
      30,
      "female",
      "I'm 35 weeks pregnant with pain in my upper belly, nausea and my eyes are getting yellow.",
      ["pregnant", "upper belly pain", "nausea", "yellow eyes"],
    ],
    [
      "ectopic2",
      30,
      "female",
      "I feel dizzy and my belly is paining me, I had unprotected sex and my period is late.",
      ["dizzy", "belly pain", "missed period"],
    ],
    [
      "pyelonephritis",
      22,
      "female",
      "I'm pregnant and my back side is paining me on the left with fever and burning urine.",
      ["pregnant", "pain in the side of the back", "fever", "burning urine"],
    ],
    [
      "pyelonephritis",
      27,
      "female",
      "I am 5 months pregnant, I have high fever with shivering and pain in my right loin.",
      ["pregnant", "fever", "shivering", "loin pain"],
    ],
    [
      "rfm",
      32,
      "female",
      "I'm 38 weeks pregnant and I have not felt my baby kick today.",
      ["pregnant", "reduced baby movements"],
    ],
    [
      "prom",
      30,
      "female",
      "Water is pouring from my private part, I'm 8 months pregnant.",
      ["waters broke", "pregnant"],
    ],
    [
      "preterm",
      20,
      "female",
      "I am 6 months pregnant and my belly is tightening and pain is coming every 5 minutes.",
      ["pregnant", "contractions", "belly pain"],
    ],
    [
      "pre_eclampsia",
      35,
      "female",
      "I'm 36 weeks pregnant, my BP is high, and I have pain under my ribs on the right and headache.",
      ["pregnant", "high blood pressure", "upper right belly pain", "headache"],
    ],
    [
      "pph",
      28,
      "female",
      "After delivering my baby two days ago I'm bleeding heavily with big clots and I'm feeling faint.",
      ["recently gave birth", "heavy bleeding", "clots", "feel faint"],
    ],
    [
      "ectopic",
      30,
      "female",
      "Positive pregnancy test, now one-sided lower belly pain and spotting.",
      ["positive pregnancy test", "lower belly pain one side", "spotting"],
    ],
    [
      "ectopic",
      26,
      "female",
      "I missed my period, now I have belly pain and I'm feeling dizzy and weak.",
      ["missed period", "belly pain", "dizzy"],
    ],
    [
      "ectopic_pregnancy",
      25,
      "female",
      "My period is late, now sharp pain on one side of my lower belly with small bleeding, and my shoulder tip hurts.",
      ["missed period", "lower belly pain one side", "vaginal spotting", "shoulder tip pain"],
    ],
    [
      "ectopic_pregnancy",
      28,
      "female",
      "I am 7 weeks pregnant and I fainted with belly pain.",
      ["pregnant", "belly pain", "fainted"],
    ],
    [
      "miscarriage",
      30,
      "female",
      "I am 10 weeks pregnant and bleeding heavily with clots and cramps, soaking pads.",
      ["pregnant", "heavy vaginal bleeding", "clots", "cramping"],
    ],
    [
      "septic_abortion",
      19,
      "female",
      "I removed pregnancy with a quack last week, now fever, smelly discharge and belly pain.",
      ["recent abortion", "fever", "smelly vaginal discharge", "lower belly pain"],
    ],
    [
      "pre_eclampsia",
      27,
      "female",
      "I am 34 weeks pregnant, bad headache, I'm seeing stars and my face and hands are swollen.",
      ["pregnant", "severe headache", "blurred vision", "swollen face"],
    ],
    ["eclampsia", 22, "female", "My wife is 8 months pregnant and she just had a fit.", ["pregnant", "convulsion"]],
    [
      "postpartum_haemorrhage",
      26,
      "female",
      "I delivered at home 3 hours ago and the blood is pouring, I feel weak and dizzy.",
      ["recently gave birth", "heavy bleeding", "dizzy", "weak"],
    ],
    [
      "puerperal_sepsis",
      24,
      "female",
      "I gave birth 5 days ago, now high fever, belly pain and smelly discharge.",
      ["recently gave birth", "fever", "smelly vaginal discharge", "lower belly pain"],
    ],
    [
      "reduced_fetal_movements",
      29,
      "female",
      "I am 36 weeks pregnant and the baby has not moved since yesterday.",
      ["pregnant", "baby not moving"],
    ],
    ["prom", 25, "female", "I am 30 weeks pregnant and water is leaking from my vagina.", ["pregnant", "waters broke"]],
    [
      "preterm_labour",
      23,
      "female",
      "I'm 7 months pregnant and having regular tightening pains in my belly.",
      ["pregnant", "contractions", "lower back pain"],
    ],
    [
      "hyperemesis",
      24,
      "female",
      "I'm 9 weeks pregnant, I vomit everything I eat or drink, I can't keep water down and I am passing small urine.",
      ["pregnant", "vomiting everything", "can't keep fluids down", "little urine"],
    ],
    [
      "postpartum_psychosis",
      27,
      "female",
      "Since she gave birth one week ago she is not sleeping, hearing voices and saying the baby is evil.",
      ["recently gave birth", "hearing voices", "strange beliefs", "not sleeping"],
    ],
    [
      "ectopic_pregnancy",
      22,
      "female",
      "My period is 6 weeks late, I have severe pain on the left lower belly and I feel faint.",
      ["missed period", "lower belly pain", "feel faint"],
    ],
    [
      "eclampsia",
      19,
      "female",
      "My sister is 9 months pregnant, she had severe headache and now convulsion.",
      ["pregnant", "severe headache", "convulsion"],
    ],
    [
      "pre_eclampsia",
      30,
      "female",
      "I'm 7 months pregnant, my legs and face are swelling, my head is aching and I'm seeing flashing lights.",
      ["pregnant", "swollen face", "headache", "flashing lights"],
    ],
    [
      "placental_abruption",
      28,
      "female",
      "I am 8 months pregnant with severe belly pain, my belly is hard and I'm bleeding dark blood.",
      ["pregnant", "severe belly pain", "hard belly", "vaginal bleeding"],
    ],
    [
      "postpartum_haemorrhage",
      30,
      "female",
      "My wife delivered yesterday, blood is still pouring and soaking many pads, she is pale.",
      ["recently gave birth", "heavy bleeding", "pale"],
    ],
    [
      "cord_prolapse",
      25,
      "female",
      "My water broke and I can feel the cord coming out.",
      ["waters broke", "cord coming out"],
    ],
    [
      "obstructed_labour",
      20,
      "female",
      "Labour pain since two days, the baby won't come out.",
      ["labour pains", "baby not coming out", "pregnant"],
    ],
    [
      "puerperal_sepsis",
      30,
      "female",
      "After my delivery one week ago, I have fever, shivering and my heart is beating fast.",
      ["recently gave birth", "fever", "shivering", "fast heartbeat"],
    ],
    [
      "miscarriage",
      22,
      "female",
      "I'm 3 months pregnant and bleeding heavily, I feel dizzy and I'm sweating cold.",
      ["pregnant", "heavy bleeding", "dizzy", "cold sweat"],
    ],
    [
      "hyperemesis",
      26,
      "female",
      "I'm pregnant and vomiting everything for days, now I'm very weak and dizzy and my urine is dark and small.",
      ["pregnant", "vomiting everything", "very weak", "dark urine", "little urine"],
    ],
    [
      "chorioamnionitis",
      24,
      "female",
      "My water broke 2 days ago and now I have fever and smelly fluid coming out.",
      ["waters broke", "fever", "smelly discharge"],
    ],
  ],
  poison: [
    [
      "snake_child",
      6,
      "female",
      "My daughter was bitten by a snake on her leg, the leg is swelling fast.",
      ["snake bite", "leg swelling"],
    ],
    [
      "gammalin",
      35,
      "male",
      "The family ate fish caught with Gammalin, now everyone is vomiting and my father is having fits.",
      ["ate poisoned fish", "vomiting", "seizure"],
    ],
    [
      "agbo",
      30,
      "male",
      "After drinking agbo for a week his eyes are yellow and he's not passing urine.",
      ["herbal mixture", "yellow eyes", "not passing urine"],
    ],
    [
      "amitriptyline",
      28,
      "female",
      "My sister took a whole pack of amitriptyline, now she is drowsy and her heart is racing.",
      ["took too many tablets", "drowsy", "heart racing"],
    ],
    [
      "chloroquine_poisoning",
      20,
      "female",
      "She swallowed many chloroquine tablets and now she is dizzy and her vision is blurred.",
      ["swallowed chloroquine", "dizzy", "blurred vision"],
    ],
    [
      "paraquat_poisoning",
      30,
      "male",
      "He drank Gramoxone, his mouth and throat are burning and he is vomiting.",
      ["drank weed killer", "burning mouth", "vomiting"],
    ],
    [
      "phosphide_poisoning",
      25,
      "male",
      "He swallowed Celphos tablets used for storing grains, he is vomiting and very weak.",
      ["swallowed grain storage tablets", "vomiting", "very weak"],
    ],
    [
      "hair_dye_poisoning",
      22,
      "female",
      "She drank hair dye, now her face and neck are swelling and she can't breathe well.",
      ["drank hair dye", "swollen face", "difficulty breathing"],
    ],
    [
      "mushroom",
      30,
      "female",
      "We ate wild mushrooms yesterday, now severe vomiting and watery diarrhoea.",
      ["ate wild mushrooms", "vomiting", "diarrhoea"],
    ],
    [
      "co2",
      35,
      "male",
      "He was sleeping in a closed car with the engine running, now he is confused with headache.",
      ["exhaust fumes", "confused", "headache"],
    ],
    [
      "snake_neuro",
      20,
      "male",
      "Snake bit me one hour ago, now my eyes are closing and I'm seeing double.",
      ["snake bite", "drooping eyelids", "double vision"],
    ],
    [
      "overdose_paracetamol",
      15,
      "female",
      "My daughter took 20 paracetamol tablets last night, she seems fine now.",
      ["took many paracetamol", "no symptoms"],
    ],
    ["bleach", 25, "female", "She drank Hypo bleach to kill herself.", ["drank bleach", "suicide attempt"]],
    [
      "co",
      25,
      "male",
      "Four of us slept in a room with a generator running, my friend won't wake up.",
      ["generator fumes", "unconscious"],
    ],
    ["snake", 8, "male", "A snake bit my son on the foot while he was playing in the bush.", ["snake bite"]],
    ["tramadol", 20, "male", "He took many tramadol tablets and now he is having fits.", ["tramadol", "seizure"]],
    ["poison_adult", 35, "male", "He drank Gramoxone weed killer.", ["drank weed killer"]],
    [
      "paracetamol_overdose",
      17,
      "female",
      "She swallowed a whole pack of paracetamol after a fight with her boyfriend.",
      ["took too many paracetamol", "nausea"],
    ],
    [
      "organophosphate_poisoning",
      30,
      "male",
      "He drank sniper, now he is foaming at the mouth, sweating and his eyes are small.",
      ["drank pesticide", "drooling", "sweating", "vomiting"],
    ],
    [
      "organophosphate_poisoning",
      40,
      "male",
      "After spraying insecticide on the farm, he is vomiting, sweating and shaking.",
      ["sprayed pesticide", "vomiting", "sweating", "muscle twitching"],
    ],
    [
      "carbon_monoxide",
      30,
      "female",
      "We slept with the generator inside, we all woke with headache, dizziness and vomiting.",
      ["generator fumes", "headache", "dizziness", "vomiting", "confusion"],
    ],
    [
      "snake_bite",
      30,
      "male",
      "A snake bit me on the farm, my leg is swelling and my gums are bleeding.",
      ["snake bite", "swelling", "bleeding gums"],
    ],
    [
      "snake_bite",
      12,
      "female",
      "A snake bite my daughter, now her eyelids are dropping and she can't swallow well.",
      ["snake bite", "drooping eyelids", "difficulty swallowing"],
    ],
    [
      "opioid_overdose",
      22,
      "male",
      "He took too much tramadol, he is very sleepy and breathing slowly.",
      ["took too much tramadol", "very sleepy", "slow breathing"],
    ],
    [
      "alcohol_poisoning",
      19,
      "male",
      "He drank plenty ogogoro at party, now he is unconscious and vomiting.",
      ["drank lots of alcohol", "unconscious", "vomiting"],
    ],
    [
      "methanol_poisoning",
      35,
      "male",
      "After drinking local gin, my vision is blurred and I have bad belly pain and vomiting.",
      ["drank local gin", "blurred vision", "belly pain", "vomiting"],
    ],
    [
      "heat_stroke",
      20,
      "male",
      "He was running in the sun during army training, he collapsed, his body is very hot and he is confused.",
      ["collapsed", "very hot body", "confused", "stopped sweating"],
    ],
    [
      "drowning",
      8,
      "male",
      "My son was pulled out of the river after drowning, he is coughing and breathing hard.",
      ["drowning", "coughing", "breathless"],
    ],
    [
      "anticholinergic_poisoning",
      18,
      "male",
      "He drank tea made from zakami seeds, now he is confused, hot, his face is red and he is seeing things.",
      ["drank herbal seeds", "confused", "hot skin", "seeing things"],
    ],
    [
      "paracetamol_overdose",
      19,
      "male",
      "I took 30 tablets of paracetamol yesterday, now I have pain in my right upper belly and vomiting.",
      ["paracetamol overdose", "right upper belly pain", "vomiting"],
    ],
    [
      "organophosphate_poisoning",
      16,
      "female",
      "She drank Otapiapia, she is vomiting, sweating and can't breathe well.",
      ["drank poison", "vomiting", "sweating", "difficulty breathing"],
    ],
    [
      "caustic_ingestion",
      30,
      "male",
      "He drank acid by mistake thinking it was water, his mouth is burning and he is vomiting blood.",
      ["drank acid", "burning mouth", "vomiting blood"],
    ],
    [
      "carbon_monoxide",
      10,
      "female",
      "We used charcoal stove in closed room, my daughter is very sleepy with headache and vomiting.",
      ["charcoal fumes", "headache", "vomiting", "drowsy"],
    ],
    [
      "snake_bite",
      25,
      "male",
      "Snake bite my leg while I was farming, the leg dey swell and pain plenty.",
      ["snake bite", "leg swelling", "severe pain"],
    ],
    [
      "snake_bite",
      35,
      "male",
      "Carpet viper bite my hand, blood is coming from the bite and from my gums.",
      ["snake bite", "bleeding from the bite", "bleeding gums"],
    ],
    [
      "sedative_overdose",
      25,
      "female",
      "She swallowed many of her sleeping tablets and now she won't wake up properly.",
      ["took many tablets", "very drowsy"],
    ],
    [
      "scorpion_sting",
      6,
      "male",
      "Scorpion sting my son for leg, he dey cry, sweat and vomit and im body dey shake.",
      ["scorpion sting", "sweating", "vomiting", "shaking"],
    ],
    [
      "heat_stroke",
      30,
      "male",
      "He was working under hot sun, now he is confused, his skin is hot and dry and he collapsed.",
      ["confused", "hot dry skin", "collapsed"],
    ],
  ],
  infection: [
    [
      "dka_first",
      12,
      "female",
      "My daughter has been drinking water too much and urinating plenty, now she is vomiting and breathing fast.",
      ["very thirsty", "urinating a lot", "vomiting", "breathing fast"],
    ],
    [
      "pid_sepsis",
      24,
      "female",
      "Lower belly pain with smelly discharge, now high fever and I can't stand up, feel dizzy.",
      ["lower belly pain", "smelly discharge", "fever", "dizzy"],
    ],
    [
      "cellulitis_sepsis",
      40,
      "female",
      "My leg is red, hot and swollen and spreading fast, I'm shivering and confused.",
      ["red swollen leg", "spreading redness", "shivering", "confused"],
    ],
    [
      "malaria_prostration",
      25,
      "female",
      "Malaria fever for 3 days, now I can't sit or stand without help, I'm so weak.",
      ["fever", "can't sit up", "very weak"],
    ],
    [
      "sepsis_uti",
      35,
      "female",
      "Burning urine for days, now high fever, I'm vomiting and I feel like fainting.",
      ["burning urine", "fever", "vomiting", "feel faint"],
    ],
    [
      "sepsis_wound",
      30,
      "male",
      "I stepped on a nail 4 days ago, now my foot is swollen and red, I have high fever and I'm shivering and dizzy.",
      ["foot wound", "swollen red foot", "fever", "shivering", "dizzy"],
    ],
    [
      "meningitis_belt",
      12,
      "female",
      "In our village many children have meningitis, my daughter has fever, neck pain and she's vomiting.",
      ["fever", "neck stiffness", "vomiting"],
    ],
    [
      "anthrax",
      30,
      "male",
      "After butchering a sick cow, I have a black sore on my arm with massive swelling and fever.",
      ["black sore", "swelling", "fever", "contact with sick animal"],
    ],
    [
      "yellow_fever",
      20,
      "male",
      "I'm not vaccinated, I had fever that went and came back, now yellow eyes and bleeding from the gums.",
      ["fever", "yellow eyes", "bleeding gums"],
    ],
    [
      "tetanus_adult",
      35,
      "male",
      "A week after I cut my foot on a farm, my jaw is tight and I can't open my mouth well.",
      ["wound on foot", "jaw stiff", "can't open mouth"],
    ],
    [
      "dengue",
      25,
      "female",
      "Fever for 5 days with body pain, now I'm bleeding from my nose and I have red spots on my skin.",
      ["fever", "body pain", "nosebleed", "red spots on skin"],
    ],
    [
      "typhoid",
      20,
      "male",
      "I have had fever for 10 days, now I'm confused and my belly is swollen and painful.",
      ["fever for more than a week", "confused", "swollen belly", "belly pain"],
    ],
    [
      "sickle_priapism",
      14,
      "male",
      "I have sickle cell and my penis has been hard and painful for 5 hours.",
      ["sickle cell", "painful erection"],
    ],
    [
      "leptospirosis",
      30,
      "male",
      "After clearing the gutter in flood water, I have fever, my eyes are yellow and I'm hardly passing urine.",
      ["fever", "yellow eyes", "passing little urine", "muscle pain"],
    ],
    [
      "meningococcal",
      20,
      "male",
      "Fever with spots on my skin that don't disappear when pressed, and I'm confused.",
      ["fever", "rash not fading", "confused"],
    ],
    [
      "lassa",
      28,
      "male",
      "I work in a hospital, fever for 6 days not responding to malaria drugs, now vomiting and bleeding from my gums.",
      ["fever", "vomiting", "bleeding gums", "health worker"],
    ],
    [
      "sepsis",
      40,
      "female",
      "My mother has fever, she is very weak, confused and breathing fast.",
      ["fever", "very weak", "confused", "fast breathing"],
    ],
    [
      "adrenal",
      30,
      "female",
      "I take steroids for years and stopped suddenly, now I'm vomiting, very weak and fainting.",
      ["stopped steroids", "vomiting", "very weak", "fainting"],
    ],
    [
      "hypoglycaemia",
      8,
      "female",
      "My diabetic daughter is sweating, confused and not responding well.",
      ["diabetes", "sweating", "confused", "drowsy"],
    ],
    [
      "dka",
      20,
      "male",
      "I'm diabetic on insulin, I ran out of insulin, now I'm vomiting, my belly pains and I'm breathing heavily.",
      ["diabetes", "no insulin", "vomiting", "belly pain", "deep breathing"],
    ],
    [
      "severe_malaria",
      5,
      "male",
      "My son has high fever for 3 days, now he is not waking well and he had a fit.",
      ["fever", "convulsion", "very sleepy"],
    ],
    [
      "severe_malaria",
      30,
      "male",
      "Fever for five days, now he is confused and his eyes are yellow and urine is dark like coke.",
      ["fever", "confusion", "yellow eyes", "dark urine"],
    ],
    [
      "sepsis",
      35,
      "female",
      "High fever with shivering, I am confused, my heart is racing and my skin is cold and blotchy.",
      ["fever", "shivering", "confused", "heart racing", "cold skin"],
    ],
    [
      "lassa_fever",
      30,
      "male",
      "Fever for a week, sore throat, and now bleeding from my nose and gums. Rats are in our house.",
      ["fever", "sore throat", "bleeding from nose", "bleeding gums", "rats at home"],
    ],
    [
      "rabies",
      12,
      "male",
      "A dog bit him two months ago, now he is afraid of water, agitated and can't swallow.",
      ["dog bite", "fear of water", "agitation", "difficulty swallowing"],
    ],
    [
      "necrotising_fasciitis",
      40,
      "male",
      "Small cut on my leg, now severe pain far worse than how it looks, the skin is dark and swelling fast with fever.",
      ["wound", "severe pain", "skin turning dark", "spreading swelling", "fever"],
    ],
    [
      "sickle_cell_fever",
      6,
      "female",
      "My daughter has sickle cell and has high fever since morning.",
      ["sickle cell", "fever"],
    ],
    [
      "acute_chest_syndrome",
      15,
      "male",
      "I have sickle cell, now chest pain, fever, cough and breathing is hard.",
      ["sickle cell", "chest pain", "fever", "breathless"],
    ],
    [
      "dka",
      14,
      "female",
      "She drinks a lot of water and urinates a lot, lost weight, now she is vomiting, belly pain and breathing deeply.",
      ["very thirsty", "passing a lot of urine", "weight loss", "vomiting", "deep breathing"],
    ],
    [
      "hypoglycaemia",
      30,
      "male",
      "He is on insulin, he did not eat, now he is sweating, shaking and confused.",
      ["uses insulin", "sweating", "shaking", "confused"],
    ],
    [
      "sepsis",
      25,
      "male",
      "He has fever with shivering, he is very weak, cold hands and he is not passing urine.",
      ["fever", "shivering", "cold hands", "no urine", "very weak"],
    ],
    [
      "lassa_fever",
      25,
      "female",
      "I have fever that won't go after malaria drugs, my throat is sore and my face is swelling.",
      ["fever", "sore throat", "swollen face", "not better with malaria treatment"],
    ],
    [
      "rabies",
      30,
      "male",
      "Dog bite one month ago, now fever, he is restless and afraid of air and water.",
      ["dog bite", "fever", "fear of water", "agitated"],
    ],
    [
      "yellow_fever",
      25,
      "male",
      "High fever and now my eyes are yellow and I am vomiting blood.",
      ["fever", "yellow eyes", "vomiting blood"],
    ],
    [
      "severe_dengue",
      20,
      "female",
      "Fever for four days, now severe belly pain, vomiting many times and bleeding from gums.",
      ["fever", "severe belly pain", "vomiting", "bleeding gums"],
    ],
    [
      "pyelonephritis_sepsis",
      28,
      "female",
      "Burning urine then fever, shaking chills, loin pain and now I'm dizzy and confused.",
      ["burning urine", "fever", "chills", "loin pain", "confused"],
    ],
    [
      "ebola",
      30,
      "male",
      "I treated a sick relative who died, now fever, vomiting, diarrhoea and bleeding.",
      ["fever", "vomiting", "diarrhoea", "unusual bleeding", "contact with sick person"],
    ],
  ],
  mental: [
    [
      "psychosis2",
      20,
      "male",
      "My son is saying people are after him, he barricaded himself and hasn't eaten for days.",
      ["paranoid", "not eating", "strange behaviour"],
    ],
    [
      "selfharm_od",
      21,
      "female",
      "I took 10 of my mother's blood pressure tablets because I wanted to die.",
      ["took too many tablets", "wanted to die"],
    ],
    [
      "mental_violent",
      25,
      "male",
      "My brother smoked igbo and now he is holding a knife and threatening to kill us, he says voices are telling him.",
      ["used drugs", "hearing voices", "threatening people"],
    ],
    [
      "delirium_tremens",
      40,
      "male",
      "He is a heavy drinker, stopped since 3 days, now he's confused, sweating and seeing snakes.",
      ["heavy drinker", "stopped drinking", "confused", "seeing things"],
    ],
    [
      "psychosis_pp",
      25,
      "female",
      "Since she delivered 5 days ago she is not sleeping and is talking too much and says strange things.",
      ["recently gave birth", "not sleeping", "talking too much", "strange beliefs"],
    ],
    [
      "suicide3",
      35,
      "female",
      "My sister says life is not worth living and she has been giving away her things.",
      ["suicidal thoughts", "giving away belongings"],
    ],
    [
      "catatonia",
      28,
      "male",
      "Since yesterday he is awake but not moving, his arm stays where you put it, and he has not drunk water.",
      ["keeps odd positions", "not drinking"],
    ],
    [
      "catatonia",
      19,
      "female",
      "My sister has been standing in one place staring for two days, she won't eat or drink.",
      ["stands in one place staring", "not drinking", "not eating"],
    ],
    [
      "dystonia",
      18,
      "female",
      "After taking drug for vomiting her neck twisted and her eyes rolled up.",
      ["neck twisted", "eyes rolling up", "took anti-vomiting drug"],
    ],
    [
      "nms",
      30,
      "male",
      "He was given injection for madness, now his body is very stiff, high fever and he is confused.",
      ["antipsychotic injection", "stiff muscles", "high fever", "confused"],
    ],
    [
      "catatonia",
      24,
      "male",
      "He has stopped eating or drinking for 3 days, doesn't talk or move, just staring.",
      ["not eating", "not drinking", "not talking", "not moving"],
    ],
    [
      "postpartum_psychosis",
      30,
      "female",
      "My wife gave birth 10 days ago, she is confused, laughing and crying, and she tried to hurt the baby.",
      ["recently gave birth", "confused", "trying to harm baby"],
    ],
    [
      "suicide2",
      16,
      "female",
      "My daughter wrote a goodbye letter and took many tablets.",
      ["took many tablets", "suicide note"],
    ],
    [
      "suicide",
      25,
      "male",
      "I want to end it all, I have been thinking of jumping off the bridge.",
      ["suicidal thoughts"],
    ],
    [
      "suicidal_crisis",
      22,
      "male",
      "I don't want to live anymore, I have planned how to kill myself.",
      ["wants to die", "has a plan"],
    ],
    [
      "suicidal_crisis",
      17,
      "female",
      "I feel hopeless, I bought rat poison and I want to end it.",
      ["suicidal thoughts", "hopeless", "low mood"],
    ],
    [
      "acute_psychosis",
      24,
      "male",
      "My brother is talking to himself, hearing voices, says people want to kill him and he is aggressive.",
      ["hearing voices", "paranoid", "aggressive", "not sleeping"],
    ],
    [
      "alcohol_withdrawal",
      40,
      "male",
      "He stopped drinking 2 days ago, now he is shaking, sweating, seeing insects on the wall and confused.",
      ["stopped alcohol", "shaking", "seeing things", "confused", "sweating"],
    ],
    [
      "delirium",
      44,
      "female",
      "My mother suddenly doesn't know where she is, she's confused and very sleepy, she had fever.",
      ["confused", "drowsy", "fever"],
    ],
    [
      "self_harm",
      16,
      "female",
      "She cut her wrist with a blade and the cut is deep and bleeding.",
      ["cut herself", "deep cut", "bleeding"],
    ],
    [
      "suicidal_crisis",
      30,
      "male",
      "My husband says he wants to kill himself, he has been very low since he lost his job.",
      ["suicidal thoughts", "low mood"],
    ],
    [
      "suicidal_crisis",
      19,
      "female",
      "I feel like ending my life, nobody cares about me.",
      ["wants to end life", "hopeless"],
    ],
    ["self_poisoning", 20, "female", "She drank Sniper because of a boyfriend issue.", ["drank poison"]],
    [
      "mania",
      25,
      "male",
      "He is overactive, not sleeping, spending all his money and says he is God, he is now violent.",
      ["not sleeping", "grandiose beliefs", "violent", "overactive"],
    ],
    [
      "alcohol_withdrawal",
      38,
      "male",
      "He drinks every day, stopped 2 days ago and now he had a fit and is shaking.",
      ["stopped drinking", "seizure", "shaking"],
    ],
    [
      "drug_psychosis",
      22,
      "male",
      "After smoking mkpuru mmiri he is seeing things, paranoid and wants to harm people.",
      ["used drugs", "hallucinations", "paranoid", "aggressive"],
    ],
  ],
  children: [
    [
      "dehydration_infant",
      0.5,
      "female",
      "My 6 month baby has diarrhoea, sunken soft spot and she is very sleepy.",
      ["diarrhoea", "sunken soft spot", "very sleepy"],
    ],
    [
      "pneumonia_infant",
      0.15,
      "male",
      "My 6 week old baby is breathing fast and grunting.",
      ["fast breathing", "grunting"],
    ],
    [
      "malaria_child_vomit",
      2,
      "female",
      "My daughter has fever and is vomiting everything, she can't keep her malaria medicine down.",
      ["fever", "vomiting everything", "can't keep medicine down"],
    ],
    [
      "anaph_food_child",
      3,
      "female",
      "After eating egg, my daughter has swollen lips, she is coughing and her voice is hoarse.",
      ["swollen lips", "cough", "hoarse voice"],
    ],
    [
      "inhaled_fb",
      2,
      "male",
      "Since my son choked on a groundnut 3 days ago, he has been coughing and wheezing on one side.",
      ["choked on groundnut", "cough", "wheezing"],
    ],
    [
      "infant_meningitis",
      0.4,
      "male",
      "My 5 month old has fever and is very irritable, crying when we carry him, and not feeding.",
      ["fever", "irritable", "cries when held", "not feeding"],
    ],
    [
      "scorpion_child2",
      3,
      "male",
      "Scorpion stung my baby, he is crying and drooling and vomiting.",
      ["scorpion sting", "drooling", "vomiting"],
    ],
    [
      "kerosene2",
      2,
      "male",
      "My son drank kerosene from a coke bottle, now he is coughing.",
      ["drank kerosene", "cough"],
    ],
    [
      "bleach_child",
      2,
      "female",
      "My baby drank bleach from a bottle, she is crying and vomiting.",
      ["drank bleach", "vomiting"],
    ],
    [
      "child_pneumonia_sleepy",
      2,
      "male",
      "My son has cough and fever, now he is sleeping too much and we can hardly wake him.",
      ["cough", "fever", "hard to wake"],
    ],
    [
      "infant_gastro_lethargy",
      0.8,
      "female",
      "My baby has diarrhoea since 2 days, now she is too weak to cry and won't suck.",
      ["diarrhoea", "very weak", "not sucking"],
    ],
    [
      "croup_severe",
      1.5,
      "female",
      "My baby has barking cough and now she is making a harsh noise when breathing even while sleeping, she is restless.",
      ["barking cough", "noisy breathing at rest", "restless"],
    ],
    [
      "afp",
      3,
      "male",
      "My son had fever last week, now suddenly he can't stand, one leg is floppy.",
      ["fever", "can't stand", "floppy leg", "leg weakness"],
    ],
    [
      "neonatal_jaundice",
      0.1,
      "male",
      "My 5 week old baby's eyes and body are yellow, he is very sleepy and not sucking well.",
      ["yellow eyes", "yellow skin", "sleepy", "poor feeding"],
    ],
    [
      "omphalitis",
      0.05,
      "female",
      "My newborn's cord area is red, swollen and smelling with pus, and she has fever.",
      ["red swollen belly button", "pus from cord", "fever"],
    ],
    [
      "tetanus_neonatorum",
      0.1,
      "male",
      "My baby is 8 days old, he stopped sucking and his body is stiff and jerking.",
      ["not sucking", "stiff body", "spasms"],
    ],
    [
      "ogogoro_child",
      3,
      "female",
      "My 3 year old drank ogogoro from a cup, now she is sleepy and sweating.",
      ["drank alcohol", "sleepy", "sweating"],
    ],
    [
      "overdose_child",
      2,
      "male",
      "My son swallowed his grandmother's BP tablets, he is now sleepy.",
      ["swallowed tablets", "sleepy"],
    ],
    [
      "tb_child",
      2,
      "male",
      "My son has cough for a month, losing weight and now he is not waking well.",
      ["cough for weeks", "weight loss", "hard to wake"],
    ],
    [
      "cholera_child",
      4,
      "male",
      "My son is passing watery stool like rice water and vomiting, he is sleepy and his eyes are sunken.",
      ["rice water stool", "vomiting", "sleepy", "sunken eyes"],
    ],
    [
      "sickle_dactylitis",
      1,
      "female",
      "My 1 year old SS baby's hands and feet are swollen and she has fever.",
      ["sickle cell", "swollen hands and feet", "fever"],
    ],
    [
      "head_injury_child",
      1,
      "female",
      "My baby fell from the bed and hit her head, now she is vomiting and sleepy.",
      ["fell and hit head", "vomiting", "sleepy"],
    ],
    [
      "burns_child",
      3,
      "male",
      "My son pulled a pot of hot soup on himself, his chest and belly are burnt with blisters.",
      ["burn from hot soup", "blisters", "large burn"],
    ],
    [
      "measles",
      1,
      "female",
      "My baby has measles rash and now she has mouth sores and won't drink.",
      ["measles", "mouth sores", "not drinking"],
    ],
    [
      "sam",
      1.5,
      "male",
      "My son is very thin, you can see his bones, and now he has diarrhoea and won't eat.",
      ["very thin", "visible bones", "diarrhoea", "not eating"],
    ],
    [
      "severe_anaemia",
      2,
      "female",
      "My daughter's palms and eyes are very white and she is breathing fast and tired.",
      ["very pale", "fast breathing", "tired"],
    ],
    [
      "severe_malaria",
      6,
      "female",
      "My daughter has fever and her urine is very dark like Coca-Cola, she is weak.",
      ["fever", "dark urine", "weak"],
    ],
    [
      "severe_malaria",
      1.5,
      "male",
      "My baby has fever and he is breathing fast and deep, his palms are white.",
      ["fever", "fast breathing", "pale palms"],
    ],
    [
      "infant_fever",
      0.2,
      "female",
      "My 2 month baby is hot and crying a lot, she is feeding less.",
      ["fever", "crying a lot", "feeding less"],
    ],
    ["infant_fever", 0.15, "male", "My 7 week old baby has a hot body since this morning.", ["fever"]],
    [
      "child_general",
      3,
      "female",
      "My daughter is very floppy and not responding, she had fever.",
      ["floppy", "not responding", "fever"],
    ],
    [
      "child_general",
      2,
      "male",
      "My son had a fit this morning and now he is hard to wake.",
      ["convulsion", "hard to wake"],
    ],
    [
      "child_general",
      0.5,
      "female",
      "My baby is not breastfeeding at all since yesterday and she is very weak.",
      ["not able to breastfeed", "very weak"],
    ],
    [
      "child_general",
      1,
      "male",
      "My 1 year old has been vomiting everything since morning, even water, and he has diarrhoea.",
      ["vomits everything", "diarrhoea", "not keeping fluids"],
    ],
    [
      "swallowed_foreign_body",
      2,
      "female",
      "She swallowed a small toy an hour ago, since then she refuses to drink and spits everything out.",
      ["swallowed an object", "refusing to drink", "drooling"],
    ],
    [
      "swallowed_foreign_body",
      4,
      "male",
      "My son swallowed a coin and now he can't swallow his spit, he is drooling.",
      ["swallowed a coin", "drooling", "vomits when drinking"],
    ],
    [
      "measles_complication",
      2,
      "female",
      "My daughter has measles, now she is not drinking and she is very sleepy.",
      ["measles", "not drinking", "very sleepy"],
    ],
    ["poison_child", 2, "female", "My 2 year old drank from a bottle of rat poison.", ["swallowed rat poison"]],
    [
      "gastro_child",
      2,
      "male",
      "My son is stooling and vomiting since yesterday, now he is very sleepy and his eyes are sunken.",
      ["diarrhoea", "vomiting", "very sleepy", "sunken eyes"],
    ],
    [
      "cerebral_malaria",
      4,
      "female",
      "Fever since 2 days, now she is not responding when we call her and her eyes are rolling.",
      ["fever", "unresponsive", "eyes rolling"],
    ],
    [
      "whooping",
      0.3,
      "female",
      "My 4 month old baby coughs so badly, she stops breathing and goes blue.",
      ["severe cough", "stops breathing", "turns blue"],
    ],
    [
      "bronchiolitis",
      0.4,
      "male",
      "My 5 month old has catarrh and cough, breathing fast and his chest sucks in, he won't breastfeed.",
      ["runny nose", "cough", "fast breathing", "chest indrawing", "not breastfeeding"],
    ],
    [
      "severe_pneumonia",
      1.5,
      "female",
      "My baby get cough and hot body, she dey breathe fast and her chest dey go in.",
      ["cough", "fever", "fast breathing", "chest indrawing"],
    ],
    [
      "severe_pneumonia",
      3,
      "male",
      "My 3 year old has cough and fever for 3 days, now he is grunting and his lips look bluish.",
      ["cough", "fever", "grunting", "blue lips"],
    ],
    [
      "epiglottitis",
      4,
      "male",
      "My child has high fever, he is drooling, can't swallow and sits leaning forward.",
      ["high fever", "drooling", "can't swallow", "noisy breathing"],
    ],
    [
      "croup",
      2,
      "male",
      "My 2 year old has barking cough and noisy breathing even when he is resting and his chest is pulling in.",
      ["barking cough", "noisy breathing at rest", "chest pulling in"],
    ],
    [
      "bronchiolitis",
      0.3,
      "female",
      "My 3 month old baby has cold and cough, now she is breathing fast, not feeding well and stops breathing for some seconds.",
      ["runny nose", "cough", "fast breathing", "not feeding", "pauses in breathing"],
    ],
    [
      "pertussis",
      0.25,
      "male",
      "My 3 month old baby cough and cough until he turn blue and vomit.",
      ["coughing fits", "turns blue when coughing", "vomiting after coughing"],
    ],
    [
      "choking",
      2,
      "female",
      "My 2 year old was eating groundnut, she suddenly started choking and coughing and now she is wheezing.",
      ["choking", "sudden cough", "wheezing", "breathless"],
    ],
    [
      "bacterial_meningitis",
      0.6,
      "female",
      "My 7 month baby has fever, she is crying high pitched, not feeding and the soft spot on her head is bulging.",
      ["fever", "bulging soft spot", "not feeding", "irritable"],
    ],
    [
      "febrile_seizure",
      1.5,
      "female",
      "My baby had hot body and suddenly her body started jerking and her eyes rolled back.",
      ["fever", "jerking", "eyes rolling"],
    ],
    [
      "intussusception",
      0.7,
      "male",
      "My 8 month old cries in attacks and draws up his legs, he is vomiting and passed stool like red jelly.",
      ["crying attacks", "vomiting", "red jelly stool", "drawing legs up"],
    ],
    [
      "severe_dehydration",
      1,
      "female",
      "My baby has watery stool many times and vomiting, her eyes are sunken and she is very weak and can't drink.",
      ["watery diarrhoea", "vomiting", "sunken eyes", "unable to drink", "very weak"],
    ],
    [
      "kerosene_ingestion",
      2,
      "male",
      "My 2 year old drank kerosene from a bottle, he is coughing and breathing fast.",
      ["drank kerosene", "coughing", "fast breathing"],
    ],
    [
      "caustic_ingestion",
      3,
      "female",
      "My daughter drank bleach, she is crying and drooling and can't swallow.",
      ["drank bleach", "drooling", "painful swallowing"],
    ],
    [
      "scorpion_sting",
      4,
      "male",
      "Scorpion stung my 4 year old, he is sweating, vomiting and breathing fast.",
      ["scorpion sting", "sweating", "vomiting", "fast breathing"],
    ],
    [
      "iron_poisoning",
      2,
      "female",
      "My daughter swallowed many of my pregnancy iron tablets, now she is vomiting and has diarrhoea.",
      ["swallowed tablets", "vomiting", "diarrhoea"],
    ],
    [
      "button_battery_ingestion",
      2,
      "male",
      "My son swallowed a small round battery from the remote.",
      ["swallowed battery"],
    ],
    [
      "neonatal_sepsis",
      0.1,
      "male",
      "My 5 week old baby is not sucking, he is cold and floppy.",
      ["not feeding", "floppy", "cold body"],
    ],
    [
      "sickle_anaemic_crisis",
      3,
      "male",
      "My sickle cell son is suddenly very pale and weak and his belly is getting big on the left.",
      ["sickle cell", "very pale", "swollen belly", "weakness"],
    ],
    [
      "severe_acute_malnutrition",
      2,
      "female",
      "My 2 year old is very thin, her feet are swollen and she is not eating and very weak.",
      ["very thin", "swollen feet", "not eating", "very weak"],
    ],
    [
      "measles",
      3,
      "male",
      "My son has measles rash, fever, red eyes, now he is breathing fast and his chest is pulling in.",
      ["rash", "fever", "red eyes", "fast breathing", "chest indrawing"],
    ],
    [
      "neonatal_jaundice_severe",
      0.08,
      "female",
      "My 4 week baby is very yellow even the palms and soles, and sleepy not sucking.",
      ["yellow skin", "yellow palms", "not feeding", "sleepy"],
    ],
    [
      "severe_pneumonia",
      0.5,
      "male",
      "My 6 month old is breathing very fast with noise, he can't suck the breast and he is very weak.",
      ["fast breathing", "noisy breathing", "can't breastfeed", "weak"],
    ],
    [
      "severe_malaria",
      2,
      "female",
      "My daughter hot body since 3 days, now she no fit sit down or stand, she just dey lie down weak.",
      ["fever", "can't sit up", "very weak"],
    ],
    [
      "severe_malaria",
      3,
      "male",
      "My son has fever and his palms are very white, he is breathing fast.",
      ["fever", "very pale palms", "fast breathing"],
    ],
    [
      "bacterial_meningitis",
      2,
      "male",
      "My 2 year old has fever and vomiting, he is very sleepy and his neck is stiff.",
      ["fever", "vomiting", "very sleepy", "stiff neck"],
    ],
    [
      "neonatal_sepsis",
      0.1,
      "female",
      "My 1 month old baby is not feeding and her body is very hot, she is weak.",
      ["fever", "not feeding", "weak"],
    ],
    [
      "febrile_seizure",
      2,
      "male",
      "My boy had hot body then he started shaking all over for some minutes.",
      ["fever", "convulsion"],
    ],
    [
      "kwashiorkor",
      2,
      "male",
      "My son's feet and face are swollen, his hair is turning reddish and his skin is peeling, he won't eat.",
      ["swollen feet", "hair colour change", "peeling skin", "not eating"],
    ],
    [
      "choking",
      1.5,
      "female",
      "My baby put a bead in her mouth and now she can't breathe and is turning blue.",
      ["choking", "can't breathe", "blue lips"],
    ],
    [
      "intussusception",
      1,
      "female",
      "My baby is crying and drawing up legs every few minutes, vomiting and now passed blood with mucus.",
      ["episodes of crying", "drawing up legs", "vomiting", "blood and mucus in stool"],
    ],
    [
      "sickle_anaemic_crisis",
      2,
      "female",
      "My SS baby suddenly pale and her belly swollen, she is breathing fast.",
      ["sickle cell", "very pale", "swollen belly", "fast breathing"],
    ],
    [
      "asthma_severe",
      4,
      "female",
      "My daughter's asthma, she is breathing hard, can't talk well and her lips are bluish.",
      ["wheezing", "difficulty breathing", "blue lips"],
    ],
    [
      "burn",
      2,
      "male",
      "Hot water poured on my 2 year old's chest and arms, the skin is peeling and blistered.",
      ["burn", "blisters", "scald"],
    ],
    [
      "volvulus",
      0.3,
      "male",
      "My 3 month old baby is vomiting green stuff and his belly is swelling.",
      ["green vomit", "swollen belly"],
    ],
    [
      "button_battery_ingestion",
      3,
      "female",
      "I think my daughter swallowed a coin battery, she is drooling and refusing food.",
      ["swallowed battery", "drooling", "refusing to eat"],
    ],
    [
      "iron_poisoning",
      3,
      "male",
      "My son swallowed half a bottle of his mother's blood tonic tablets and is vomiting blood.",
      ["swallowed tablets", "vomiting blood"],
    ],
    [
      "tetanus",
      0.1,
      "male",
      "My 10 day old baby stopped sucking and his body is stiff with spasms, the cord was cut with razor at home.",
      ["can't suck", "stiff body", "spasms"],
    ],
  ],
};

emergencyTellings(
  (system) => `emergencies a GP must never miss (${system}): the lay telling ends in an emergency`,
  LAY,
);

const flags = flagsOf;

describe("ninth round: combination rules (each sign alone is not an emergency)", () => {
  it("swollen neck veins with faintness is an emergency; breathless lying flat alone is not (tamponade, ESC 2015)", () => {
    expect(flags(30, "female", ["orthopnoea", "neck_veins_distended", "dizziness"])).toContain("neck_veins_low_output");
    expect(EMERGENCY).toContain(level(30, "female", present("orthopnoea", "neck_veins_distended", "dizziness")));
    expect(EMERGENCY).not.toContain(level(30, "female", present("orthopnoea")));
  });

  it("bleeding with fainting or cold clammy skin is shock (WHO ETAT)", () => {
    expect(flags(30, "male", ["bloody_stool", "fainting"])).toContain("bleeding_collapse");
    expect(flags(30, "female", ["heavy_periods", "cold_clammy"])).toContain("bleeding_collapse");
    expect(EMERGENCY).not.toContain(level(30, "male", present("bloody_stool")));
  });

  it("right lower belly pain with vomiting and fever is appendicitis until proven otherwise (NICE CKS)", () => {
    expect(flags(9, "female", ["rlq_pain", "vomiting", "fever"])).toContain("appendicitis_signs");
    expect(flags(4, "female", ["abdominal_pain", "walking_pain", "fever", "vomiting"])).toContain(
      "belly_pain_peritonism",
    );
    expect(flags(4, "female", ["abdominal_pain", "fever", "vomiting"])).not.toContain("belly_pain_peritonism");
  });

  it("a groin lump with vomiting is a strangulated hernia; a groin lump alone is not an emergency", () => {
    expect(flags(40, "male", ["groin_lump", "vomiting"])).toContain("hernia_obstruction");
    expect(EMERGENCY).not.toContain(level(40, "male", present("groin_lump")));
  });

  it("fever after an abortion is septic abortion (WHO abortion care 2022)", () => {
    expect(flags(19, "female", ["recent_abortion", "fever"])).toContain("abortion_fever");
    expect(EMERGENCY).toContain(level(19, "female", present("recent_abortion", "fever")));
    expect(flags(19, "female", ["recent_abortion"])).not.toContain("abortion_fever");
  });

  it("vaginal bleeding after 20 weeks of pregnancy is an emergency (RCOG Green-top 63)", () => {
    expect(flags(31, "female", ["pregnant", "pregnant_late", "vaginal_bleeding"])).toContain("late_pregnancy_bleeding");
    expect(flags(28, "female", ["pregnant", "vaginal_bleeding"])).not.toContain("late_pregnancy_bleeding");
  });

  it("unable to keep fluids down with little urine needs a drip (WHO, RCOG Green-top 69)", () => {
    expect(flags(24, "female", ["pregnant", "vomiting_persistent", "oliguria"])).toContain("cant_keep_fluids_no_urine");
    expect(EMERGENCY).not.toContain(level(24, "female", present("pregnant", "vomiting")));
  });

  it("a swollen belly with vomiting and no stool or wind is obstruction (NICE CKS constipation)", () => {
    expect(flags(30, "female", ["distension", "vomiting", "constipation"])).toContain("obstruction_signs");
    expect(flags(30, "female", ["distension", "constipation"])).not.toContain("obstruction_signs");
  });

  it("headache with HIV and a stiff neck or confusion is meningitis until proven otherwise (WHO 2022)", () => {
    expect(flags(30, "male", ["hiv_positive", "headache", "stiff_neck"])).toContain("hiv_headache_danger");
    expect(EMERGENCY).not.toContain(level(30, "male", present("hiv_positive", "headache")));
  });

  it("breathlessness with fever in someone living with HIV is an emergency (WHO advanced HIV disease)", () => {
    expect(flags(29, "female", ["hiv_positive", "sob", "fever"])).toContain("hiv_breathless_fever");
    expect(flags(29, "female", ["hiv_positive", "fever"])).not.toContain("hiv_breathless_fever");
  });

  it("a tight chest with sweating calls an ambulance (NICE CKS chest pain)", () => {
    expect(flags(38, "male", ["chest_tightness", "sweating"])).toContain("chest_tightness_sweating");
    expect(level(38, "male", present("chest_tightness", "sweating"))).toBe("emergency_ambulance");
    expect(flags(38, "male", ["chest_tightness"])).not.toContain("chest_tightness_sweating");
  });

  it("fever and headache with light hurting the eyes and vomiting is meningitis until proven otherwise (NICE CG102)", () => {
    expect(flags(8, "female", ["fever", "headache", "photophobia", "vomiting"])).toContain("meningism_signs");
    expect(flags(8, "female", ["headache", "photophobia", "vomiting"])).not.toContain("meningism_signs");
  });

  it("breathless lying flat with breathlessness at rest or frothy sputum is pulmonary oedema (NICE CG187)", () => {
    expect(flags(40, "female", ["orthopnoea", "fast_breathing"])).toContain("acute_heart_failure");
    expect(flags(40, "female", ["orthopnoea", "sob"])).not.toContain("acute_heart_failure");
  });

  it("a swallowed coin with drooling is stuck in the gullet (ESPGHAN 2017)", () => {
    expect(flags(3, "female", ["swallowed_object", "drooling"])).toContain("swallowed_object_stuck");
    expect(flags(3, "female", ["swallowed_object"])).not.toContain("swallowed_object_stuck");
  });

  it("loin pain with fever in pregnancy goes to hospital (NICE NG111)", () => {
    expect(flags(24, "female", ["pregnant", "flank_pain", "fever"])).toContain("pyelonephritis_pregnancy");
    expect(flags(24, "female", ["flank_pain", "fever"])).not.toContain("pyelonephritis_pregnancy");
  });

  it("catatonic stupor with refusal to drink is an emergency (BMJ Best Practice catatonia)", () => {
    expect(flags(20, "male", ["catatonic_stupor", "unable_to_drink"])).toContain("catatonia_not_drinking");
    expect(EMERGENCY).toContain(level(20, "male", present("speech_delay", "catatonic_stupor")));
  });

  it("breathlessness with chest pain after childbirth is a clot until proven otherwise (RCOG Green-top 37b)", () => {
    expect(flags(27, "female", ["recent_delivery", "sob", "chest_pain"])).toContain("pregnancy_breathless_clot");
    expect(flags(27, "female", ["sob", "chest_pain"])).not.toContain("pregnancy_breathless_clot");
    expect(askedUntilStop(27, "female", ["sob"])).toContain("recent_delivery");
  });

  it("bleeding in pregnancy with a hard belly or a still baby calls an ambulance (RCOG Green-top 63)", () => {
    const abruption = ["pregnant", "vaginal_bleeding", "rigid_abdomen"];
    expect(flags(30, "female", abruption)).toContain("abruption_signs");
    expect(level(30, "female", present(...abruption))).toBe("emergency_ambulance");
    expect(level(40, "female", present("orthopnoea", "fast_breathing"))).toBe("emergency_ambulance");
  });

  it("fever with a nosebleed and a rash is a haemorrhagic fever until proven otherwise (WHO dengue, NCDC)", () => {
    expect(flags(25, "female", ["fever", "nosebleed", "rash"])).toContain("fever_bleeding_rash");
    expect(flags(25, "female", ["fever", "nosebleed"])).not.toContain("fever_bleeding_rash");
  });

  it("severity by age: a child's fever with cola urine, a child who drank alcohol, a wasted child not eating", () => {
    expect(flags(6, "female", ["fever", "dark_urine"])).toContain("child_fever_dark_urine");
    expect(flags(30, "female", ["fever", "dark_urine"])).not.toContain("child_fever_dark_urine");
    expect(flags(3, "female", ["illicit_alcohol"])).toContain("child_drank_alcohol");
    expect(flags(30, "male", ["illicit_alcohol"])).not.toContain("child_drank_alcohol");
    expect(flags(1.5, "male", ["weight_loss", "appetite_loss"])).toContain("child_wasting_complicated");
    expect(flags(1.5, "male", ["weight_loss"])).not.toContain("child_wasting_complicated");
  });

  it("yellow eyes in pregnancy (hepatitis E, HELLP) and a black sore with fever (anthrax) are emergencies", () => {
    expect(flags(30, "female", ["pregnant", "yellow_eyes"])).toContain("jaundice_pregnancy");
    expect(flags(30, "female", ["yellow_eyes"])).not.toContain("jaundice_pregnancy");
    expect(flags(30, "male", ["black_eschar", "fever"])).toContain("eschar_fever");
  });

  it("drooping eyelids with difficulty swallowing or breathing is bulbar weakness (myasthenic crisis, neurotoxic bite)", () => {
    expect(flags(30, "female", ["drooping_eyelids", "painful_swallowing"])).toContain("ptosis_bulbar_weakness");
    expect(flags(30, "female", ["painful_swallowing"])).not.toContain("ptosis_bulbar_weakness");
    expect(askedUntilStop(30, "female", ["painful_swallowing", "sob"])).toContain("drooping_eyelids");
  });

  it("a swollen belly with no stool or wind and pain is obstruction even before vomiting (NICE CKS)", () => {
    expect(flags(40, "male", ["distension", "constipation", "abdominal_pain"])).toContain("distension_no_stool_pain");
    expect(flags(40, "male", ["bloating", "constipation", "abdominal_pain"])).not.toContain("distension_no_stool_pain");
  });

  it("fever with an infected source and dizziness is sepsis (NICE NG51); fever with dizziness alone is not", () => {
    expect(flags(35, "female", ["fever", "dysuria", "dizziness"])).toContain("infection_source_dizzy");
    expect(flags(35, "female", ["fever", "dizziness"])).not.toContain("infection_source_dizzy");
  });

  it("a person with diabetes who is drunk is checked for a hypo; fast breathing is asked about thirst (NICE NG18)", () => {
    expect(flags(50, "male", ["known_diabetes", "drunk_now"])).toContain("diabetes_seems_drunk");
    expect(askedUntilStop(12, "female", ["vomiting", "fast_breathing"])).toContain("thirst");
  });

  it("a feverish child who is irritable and not feeding is meningitis until proven otherwise (NICE NG143)", () => {
    expect(flags(0.4, "male", ["fever", "irritable_child", "poor_feeding"])).toContain("febrile_irritable_child");
    expect(flags(0.4, "male", ["fever", "irritable_child"])).not.toContain("febrile_irritable_child");
    expect(askedUntilStop(0.4, "male", ["fever", "poor_feeding"])).toContain("irritable_child");
  });

  it("mania with aggression is a crisis (NICE CG185); high energy alone is not", () => {
    expect(flags(25, "male", ["elevated_mood", "agitation"])).toContain("mania_aggression");
    expect(EMERGENCY).not.toContain(level(25, "male", present("elevated_mood")));
  });
});

describe("ninth round: danger signs asked for the complaint a person starts with", () => {
  it("breathless lying flat is asked about swollen neck veins", () => {
    expect(askedUntilStop(30, "female", ["orthopnoea"])).toContain("neck_veins_distended");
  });
  it("blood in the stool is asked how much (massive bleeding, Meckel's in a toddler)", () => {
    expect(askedUntilStop(2, "male", ["bloody_stool"])).toContain("rectal_bleeding_heavy");
  });
  it("belly pain is asked whether walking or moving makes it worse (peritonism)", () => {
    const asked = askedUntilStop(4, "female", ["abdominal_pain", "fever", "vomiting"]);
    expect(asked).toContain("walking_pain");
  });
  it("a groin lump is asked whether it is stuck", () => {
    expect(askedUntilStop(40, "male", ["groin_lump"])).toContain("hernia_stuck");
  });
  it("lower belly pain in a woman is asked about a recent abortion; an abortion about fever", () => {
    expect(askedUntilStop(19, "female", ["lower_abdominal_pain"])).toContain("recent_abortion");
    expect(askedUntilStop(19, "female", ["recent_abortion"])).toContain("fever");
  });
  it("vaginal bleeding in a woman is asked how far the pregnancy is", () => {
    expect(askedUntilStop(31, "female", ["pregnant", "vaginal_bleeding"])).toContain("pregnant_late");
  });
  it("a pregnant woman is asked about regular tightenings; a headache whether light hurts the eyes", () => {
    expect(askedUntilStop(20, "female", ["pregnant", "abdominal_pain"])).toContain("contractions");
    expect(askedUntilStop(8, "female", ["fever", "headache", "vomiting"])).toContain("photophobia");
  });
  it("an adult's breathlessness is asked about lying flat; little urine about yellow eyes", () => {
    expect(askedUntilStop(40, "female", ["sob", "fast_breathing"])).toContain("orthopnoea");
    expect(askedUntilStop(27, "male", ["fever", "oliguria"])).toContain("yellow_eyes");
  });
  it("an adult who has stopped talking is asked about stroke signs and catatonic stupor", () => {
    const asked = askedUntilStop(20, "male", ["speech_delay"]);
    expect(asked).toContain("catatonic_stupor");
    expect(asked).toContain("slurred_speech");
  });
  it("a baby crying in spells is asked about blood in the stool (intussusception)", () => {
    expect(askedUntilStop(1, "female", ["long_crying"])).toContain("bloody_stool");
  });
});

describe("ninth round: new conditions and findings", () => {
  it("heavy painless bowel bleeding in a toddler is a bleeding Meckel's diverticulum, an emergency", () => {
    const evidence = present("bloody_stool", "rectal_bleeding_heavy", "pale");
    expect(
      diagnose({ age: 2, sex: "male", evidence })
        .conditions.slice(0, 3)
        .map((c) => c.id),
    ).toContain("meckel_diverticulum");
    expect(EMERGENCY).toContain(level(2, "male", evidence));
  });
  it("the lay words for the new danger signs resolve to them", () => {
    expect(resolve("swollen neck veins")).toBe("neck_veins_distended");
    expect(resolve("lots of blood from anus")).toBe("rectal_bleeding_heavy");
    expect(resolve("plenty blood for my poo")).toBe("rectal_bleeding_heavy");
  });
});
