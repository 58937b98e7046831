// False-alarm round 30 of issue 10 (ck-fa30): lay words read as the finding they say, not a look-alike's. Registered
// in the fa30 entry of ROUNDS (kb/index.ts). Every alias is a way anyone says the finding; each is named with its
// source and tested in kb/fa30.test.ts with the round's own wordings.

/** Lay words for existing findings. */
export const FA30_ALIASES: Record<string, string> = {
  // NICE CKS Septic arthritis (a hot, swollen joint that is painful to move, with restricted movement) and NICE CKS
  // Acute childhood limp: a joint that cannot be moved or bent is a painful joint, not the joint-to-joint pain of
  // rheumatic fever. "Can't move the joint" was read as joint_pain_migratory (its words "move" and "joint"), which is
  // septic_joint's exclusion; asked before stopping (fa29), it turned a septic knee with fever into a same-day visit.
  joint_pain:
    "can't move the joint|cannot move the joint|can not move the joint|unable to move the joint|can't move my joint|cannot move my joint|unable to move my joint|can't bend the joint|cannot bend the joint|can't bend my joint|cannot bend my joint|joint hurts to move|joint hurts when i move it|joint hurts when moved|pain when moving the joint|pain on moving the joint|it hurts to move the joint|joint too painful to move|joint too painful to bend|can't move the knee|cannot move the knee|can't bend the knee|cannot bend the knee|can't move the ankle|cannot move the ankle|can't move the elbow|cannot move the elbow|can't move the wrist|cannot move the wrist|i no fit move the joint|joint no dey move",
  // NICE CKS Septic arthritis (a red, hot, swollen joint) and NICE CKS Acute childhood limp: a joint told as red or hot
  // as well as swollen is an inflamed joint (joint_swelling, septic_joint with a fever), not the outer-ankle swelling
  // of a sprain (ankle_swelling), which "swollen ankle" alone keeps.
  joint_swelling:
    "red and swollen ankle|ankle is red and swollen|ankle red and swollen|hot and swollen ankle|ankle is hot and swollen|hot swollen ankle|red swollen ankle|swollen hot ankle|swollen red ankle|ankle swollen and hot|ankle swollen and red|red and swollen wrist|wrist is red and swollen|hot swollen wrist|wrist is hot and swollen|swollen hot wrist|red and swollen knee|knee is red and swollen|hot swollen knee|knee is hot and swollen|swollen hot knee|knee swollen and hot|red hot joint|red hot swollen joint|joint is red and swollen|joint is hot and swollen",
};
