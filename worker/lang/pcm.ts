// Nigerian Pidgin: the chat's words in this language, each once with its English meaning and its role.
import type { Lexicon } from "./lexicon.ts";

export const pcm: Lexicon = {
  // The offline engine reads Pidgin as English (its patterns carry the Pidgin wordings), so no phrasebook.
  phrasebook: [],
  words: {
    welcome: "No wahala at all!",
    englishForNow: "Na English I dey take answer for now, but I go talk am simple:",
    hello: "How far! I be HealthBuddy.",
    onlyHealth: "Na only health matter I fit help you with.",
  },
  markers: [
    [
      /\b(wetin|abeg|pikin|dey|una|comot|wahala|sabi|abi|sef|oga|wey|dem|gree|belle|chop|abeg|ehn|na im|make i|i wan|no fit|i don|e don|don tire|well well|im body|how far|how you dey|go better|for farm|with am|im drink|im body|e pain me|carry am|dey pain|plenty of im)\b(?!')/g,
      2,
    ],
    [/\b(fit|don|go|wan|na)\b/g, 0.3],
    [/\b(im|am)\b/g, 1],
  ],
  emergency: {
    or: "or",
    header: "🚨 **Dis fit be emergency.**",
    call: (n) =>
      `**Call ${n} now** or make person carry you go the nearest hospital sharp sharp. No wait make e better.`,
    note: "More details for English:",
    lines: {
      self_harm:
        "I dey sorry say you dey feel like dis. Your life matter. No stay alone: talk to person wey you trust now now.",
      overdose:
        "Even if you dey feel fine, go hospital now: too much paracetamol dey spoil liver quietly. Carry the packet.",
      poisoning: "No force am to vomit. No give am milk or palm oil. Carry the bottle go hospital.",
      not_breathing: "If im no dey breathe, start CPR: press im chest hard and fast (100 to 120 times for one minute).",
      heart_attack: "Dis fit be heart attack. Sit down, rest, no waka, no drive yourself.",
      snake_bite: "Keep still. No tie rope (tourniquet), no cut the place, no suck am. Go hospital for antivenom.",
      sexual_assault: "Sorry, no be your fault. Go hospital within 72 hours for HIV PEP and emergency contraception.",
      seizure: "Move hard things comot, turn am for im side when the shaking stop. No put anything for im mouth.",
      infant_fever: "Fever for baby wey never reach 3 months need doctor now now.",
      animal_bite:
        "Wash the wound with soap and running water for 15 minutes, then go hospital today for rabies injection.",
      acute_abdomen: "No chop, no drink anything, no take purge or agbo.",
      testicular_torsion: "E fit need operation within few hours. No shame, go hospital now.",
      electric_shock: "Off the power before you touch am. If e no dey breathe, start CPR.",
      throat_blocked:
        "Sit up, lean forward, spit the spit comot. No chop, no drink, no push anything down with bread or water.",
      eye_injury: "No rub or press the eye, no try pull anything wey stick inside. Cover am lightly with clean cloth.",
    },
  },
  gists: {
    cough:
      "Most cough dey clear before 3 weeks: rest well and drink plenty water. Carry the pikin go hospital if the cough pass 3 weeks, blood dey inside, or e dey breathe fast or hard.",
    headache:
      "Most headache dey go with rest, water and paracetamol or ibuprofen as the pack talk. Go hospital sharp sharp if the headache start suddenly and strong well well, or e come with stiff neck, fever or confusion.",
    "period-pain":
      "Period pain common and e dey normal. Ibuprofen (take am with food) or paracetamol dey help, plus hot water bottle for your belle. See health worker if the pain dey stop you from school or work, or heavy bleeding dey.",
    "malaria-prevent":
      "Sleep inside treated mosquito net every night, clear any standing water near the house, and rub repellent for evening. Any fever for malaria area need malaria test within 24 hours.",
    "seizure-first-aid":
      "Stay with am, comot hard things near am and protect im head. No hold am down, no put anything for im mouth. When the shaking stop, turn am for im side. Call emergency if e pass 5 minutes, na the first time, or e no wake.",
    "healthy-diet":
      "Chop different food every day: vegetable and fruit, beans and whole grain, fish, egg or lean meat. Reduce sugar, salt and fried food, and drink water instead of sweet drink.",
  },
};
