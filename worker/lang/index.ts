// One lexicon per language the chat reads besides English: import from here, never copy a word into a module.
import type { Lang } from "../chat/safety/text.ts";
import { fr } from "./fr.ts";
import { ha } from "./ha.ts";
import { ig } from "./ig.ts";
import type { Lexicon } from "./lexicon.ts";
import { pcm } from "./pcm.ts";
import { sw } from "./sw.ts";
import { yo } from "./yo.ts";

export { conflicts, type Emergency, type Entry, type Lexicon, type Words } from "./lexicon.ts";

export const LEXICONS: Record<Exclude<Lang, "en">, Lexicon> = { pcm, ha, yo, ig, sw, fr };
