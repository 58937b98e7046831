// Lead, session 41: lay words that the round-28 reviews flagged as read into a danger sign they do not state.
// Registered in the lead41 entry of ROUNDS (kb/index.ts).

/** Aliases added to existing findings. */
export const LEAD41_ALIASES: Record<string, string> = {
  // "Red spots all over" is a rash; that the spots do not fade under a glass is what makes one non-blanching (NICE
  // NG143 / NICE CKS Meningitis: the glass test). It read as rash_nonblanching through sweep16's "tiny red spots all
  // over" (petechiae, pinpoint, kept): a child's viral rash became a meningococcal emergency. A feverish child with a
  // rash is still asked the glass question by the fever screen.
  rash: "red spots all over|red spots all over the body|red spots all over his body|red spots all over her body|red dots all over|red dots all over the body",
};
