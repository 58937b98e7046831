// Emergency round 28 of issue 10 (ck-em28): the telling words of the wrong-door emergencies, as aliases of existing
// findings (reading is ck-lang28's lane; these are the few the em28 rules need). Registered in the em28 entry of
// ROUNDS (kb/index.ts).

/** Aliases added to existing findings. */
export const EM28_ALIASES: Record<string, string> = {
  // NICE CKS Sciatica: saddle anaesthesia told as a numb private part or genital area.
  saddle_numbness:
    "numbness in the genital area|numbness in my genital area|genital area is numb|genitals are numb|numb genitals|private area is numb|my private area is numb|private part is numb|private parts are numb|numb private part|numb private parts|numb private area|numbness in my private|numbness around my private|can't feel my private|cannot feel my private|numb around my bottom|bottom is numb",
  // NICE CG95: jaw pain is a heart attack's wording too; an aching jaw is read as jaw pain.
  jaw_pain_chewing:
    "jaw is aching|my jaw is aching|aching jaw|jaw aching|jaw ache|jaw hurts|my jaw hurts|pain in my jaw",
  back_pain: "bad back|my back is bad|back is killing me",
};
