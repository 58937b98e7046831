// Emergency round 30 of issue 10 (ck-em30): short lay words of danger signs told quietly that did not resolve to the
// sign the danger screen asks (em30-own.json from the guidelines, and the tune30 misses read by mechanism), as aliases
// of existing findings. Registered in the em30 entry of ROUNDS (kb/index.ts).

/** Aliases added to existing findings. */
export const EM30_ALIASES: Record<string, string> = {
  // WHO recommendations for PPH (2012) / RCOG GTG52 and NICE NG126 (bleeding that soaks a pad within an hour is heavy
  // bleeding): "bleeding soaking pads" told without the word period is the heavy vaginal bleeding the pregnancy and
  // after-birth screens ask (it read as heavy_periods, so a bleeding new mother answered "no" to heavy bleeding). A
  // period told as soaking pads stays a heavy period.
  heavy_vaginal_bleeding:
    "bleeding soaking pads|bleeding soaking my pads|bleeding soaking the pads|blood soaking pads|blood soaking my pads|bleeding soaking pad after pad|bleeding soaks a pad|bleeding soaking cloths",
  // WHO PPH recommendations (the six weeks after birth): a mother tells the birth by the baby ("my baby was born",
  // "since the baby came"), which read as nothing, so the after-birth bleeding rule could not hold.
  recent_delivery:
    "baby born days ago|had my baby|since the baby came|since my baby came|after the baby came|my baby came",
  // NICE NG69 Eating disorders / RCPsych MEED (very low weight with fainting needs same-day medical assessment): "very
  // low weight" and "underweight" are told for the thinness the weight-loss question asks (they read as nothing).
  weight_loss: "very low weight|low weight|weight is very low|underweight|very underweight|too thin for her age",
  // WHO Regional Office for Africa, Noma (a mouth sore that turns black and eats through the cheek: immediate
  // antibiotics and nutrition): the sore told as turning black or as a hole in the cheek (read as an ulcer or nothing).
  gum_necrosis:
    "mouth sore turning black|sore in the mouth turning black|sore inside the cheek turning black|sore inside the mouth turning black|black patch inside the cheek|black patch inside the mouth|black sore inside the mouth|hole in the cheek|hole through the cheek|cheek is rotting|cheek rotting",
};
