// Nigerian Pidgin: the chat's words in this language, each once with its English meaning and its role.
import type { Lexicon } from "./lexicon.ts";

export const pcm: Lexicon = {
  // The offline engine reads Pidgin as English (its patterns carry the Pidgin wordings), so no phrasebook.
  phrasebook: [],
  words: {
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
};
