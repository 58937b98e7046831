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
  // NHS / NICE NG148 exertional rhabdomyolysis: the hard exercise is told by what was done (a camp or school
  // punishment of squats or press-ups), and the muscles by the sore, swollen thighs.
  hard_exercise:
    "hundreds of squats|100 squats|200 squats|300 squats|500 squats|1000 squats|squat punishment|squatting punishment|squats as punishment|squats for hours|punishment squats|hundreds of press-ups|hundreds of push-ups|press-ups as punishment|push-ups as punishment|punishment press-ups",
  thigh_pain:
    "thighs are sore|thighs very sore|sore thighs|my thighs are very sore|thighs swollen and sore|thighs swollen and very sore",
  // "Pain when I press on the spot" is tenderness, not a rash that does not fade when pressed (it read as
  // rash_nonblanching: a false ambulance on a gym chest-wall strain); NICE CKS Chest pain: pain reproduced by pressing.
  chest_wall_tender:
    "pain when I press on the spot|hurts when I press on the spot|sore when I press on the spot|painful when I press on the spot|pain when I press the spot",
};
