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
};
