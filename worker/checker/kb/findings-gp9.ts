// Findings for the ninth round (emergencies a GP must never miss, system by system): danger signs whose lay
// words had no finding, so an emergency was told in words the checker could not hear. Each is created only
// where no existing finding fits; aliases are the words a patient or relative types.
// - Swollen neck veins: with breathlessness lying flat and faintness, the sign of fluid squeezing the heart
//   (tamponade, ESC 2015 pericardial diseases) or of a failing heart (NICE CKS heart failure).
// - A lot of blood from the back passage: massive lower gastrointestinal bleeding (NICE CKS rectal bleeding;
//   in a young child, painless heavy dark-red bleeding is a Meckel's diverticulum until proven otherwise).
// - Awake but not talking or moving, staring, holding odd postures: catatonic stupor (NICE CKS / BMJ Best
//   Practice catatonia; a medical emergency when the person stops eating and drinking).
// - Pneumonia in the last weeks: fever coming back or not settling after pneumonia is pus around the lung
//   (empyema) or a lung abscess until a chest X-ray says otherwise (BTS pleural disease guideline 2023; WHO
//   Pocket book of hospital care for children, 2013: complications of pneumonia).
import type { Finding } from "../types.ts";
import { finding as f } from "./define.ts";

export const GP9_FINDINGS: Finding[] = [
  f(
    // NPIS TOXBASE chlorine / chloramine: bleach mixed with an acid toilet cleaner (or ammonia) gives off
    // chlorine or chloramine gas, which burns the airways.
    "cleaning_fumes",
    "Breathed gas from mixed cleaning products (bleach with toilet cleaner)",
    "Did you breathe fumes after mixing bleach with toilet cleaner or another cleaning product?",
    "mixed bleach with toilet cleaner|mix bleach and toilet cleaner|mixed bleach and toilet cleaner|bleach mixed with toilet cleaner|mixed bleach with acid|chlorine gas|chemical fumes from cleaning|toxic cleaning fumes",
    { group: "poison", base: 0.0005 },
  ),
  f(
    "recent_pneumonia",
    "Had pneumonia in the last few weeks",
    "Have you had pneumonia or a chest infection in the last few weeks?",
    "recent pneumonia|had pneumonia|had pneumonia recently|pneumonia last week|pneumonia two weeks ago|treated for pneumonia|just had pneumonia|recent chest infection|chest infection last week|in hospital for pneumonia|admitted for pneumonia|discharged after pneumonia",
    { group: "history", base: 0.01 },
  ),
  f(
    "neck_veins_distended",
    "Swollen, bulging neck veins",
    "Are the veins on the side of the neck swollen or standing out, even when sitting up?",
    "swollen neck veins|neck veins swollen|neck veins are big|big veins in the neck|bulging neck veins|distended neck veins|raised neck veins|raised jvp|raised jugular venous pressure|neck veins standing out|veins in the neck standing out|veins in my neck are swollen|neck vein dey swell|engorged neck veins",
    { group: "cardio", base: 0.002 },
  ),
  f(
    "rectal_bleeding_heavy",
    "Passing a lot of blood from the back passage",
    "Are you passing a lot of blood from the back passage: more than a few spoonfuls, clots, or blood that keeps coming?",
    "lots of blood from anus|lot of blood from the anus|passing a lot of blood from the back passage|passing a lot of blood from my bottom|heavy bleeding from the back passage|heavy bleeding from the anus|heavy rectal bleeding|massive rectal bleeding|blood pouring from the anus|passing plenty blood for poo|plenty blood for my poo|lots of blood in the stool|a lot of blood in the stool|large amount of blood in the stool|passing clots of blood from the back passage|lots of dark red blood in the stool|plenty dark red blood for poo|plenty blood in the stool|a lot of blood from the anus|large amount of blood in stool|dark red blood in stool|maroon stool|passing clots of blood from the anus",
    { group: "gi", rf: true, base: 0.0005, parent: "bloody_stool" },
  ),
  f(
    "catatonic_stupor",
    "Awake but not talking or moving, staring or holding odd positions",
    "Is the person awake but has stopped talking and moving, staring, or keeping odd positions their body is put in?",
    "stays in odd position|holds odd positions|keeps odd positions|stays in one position for hours|staring and not moving|stands in one place staring|just stands staring|stupor|catatonic|catatonia|body stiff like a statue|not talking or moving|doesnt talk or move|does not talk or move|wont talk or move|not moving or talking|stopped talking and moving|staring into space and not responding",
    { group: "mental", base: 0.001 },
  ),
];
