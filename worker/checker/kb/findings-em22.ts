// Findings of the emergency round 22 of issue 10 (ck-em22): words people use for signs the knowledge base already
// has, and likelihood rows where a condition lacked the sign that tells it.
// - NICE CKS Immune thrombocytopenia / NICE NG143 (a non-blanching rash): "small purple dots" are petechiae.
// - NICE CKS Knee pain - assessment (Osgood-Schlatter: a tender bony bump below the kneecap in an active teenager).
// - NICE NG228 / ESC 2014 aortic diseases: "the worst pain of my life" is a severity told of any pain, not only of a
//   headache (a dissection's tearing chest pain is told the same way); the headache finding keeps "the worst
//   headache of my life".
// - NICE CKS Mastitis and breast abscess: an abscess is suspected when a painful lump does not settle on
//   antibiotics, and its skin is red over the lump.

/** Aliases added to existing findings. */
export const EM22_ALIASES: Record<string, string> = {
  rash_nonblanching:
    "purple dots|small purple dots|tiny purple dots|little purple dots|purple dots on the skin|purple dots on the legs|purple dots on her legs|purple dots on his legs|purple dots on my legs|pinpoint purple dots|purple pinpoint spots",
  knee_bump:
    "bump below the knee|bump under the knee|bump below my knee|bump under my knee|bump below his knee|bump under his knee|tender bump below the knee|painful bump below the knee|bony bump below the knee|bony lump below the knee|lump under the kneecap|bump under the kneecap|bump below the kneecap|bump for under my knee|bump for under the knee|bump for under him knee",
  pain_severe:
    "worst pain of my life|worst pain of his life|worst pain of her life|worst pain of him life|worst pain ever|worst pain i have ever had|worst pain he has ever had|worst pain she has ever had",
  breast_red_hot:
    "redness over the breast lump|red skin over the breast lump|red skin over the lump in my breast|the lump in my breast is red|breast lump is red|lump in the breast is red|redness over the lump in my breast",
  // NICE CKS Bartholin's cyst and abscess: the swelling makes it painful to sit or walk.
  pain_sitting:
    "hard to sit|hard to sit down|difficult to sit|difficult to sit down|hard for me to sit|it hurts to sit|pain when i sit|painful to sit down",
  // NICE CKS Knee pain / BSR: a swollen, painful wrist told without a fall is a joint swelling (arthritis: septic,
  // gonococcal, reactive, rheumatoid), not a wrist injury.
  small_joint_swelling:
    "painful swollen wrist|swollen painful wrist|my wrist is swollen and painful|wrist is painful and swollen|wrist painful and swollen",
  // ENT UK / NICE CKS: a child's one-sided smelly nasal discharge is a foreign body until shown otherwise.
  object_in_nose:
    "pushed a bead|pushed a bead inside|pushed a bead into her nose|pushed a bead into his nose|puts things in her nose|puts things in his nose|puts things in nose|puts things in the nose|puts things up her nose|puts things up his nose|bead inside her nose|bead inside his nose",
  // NICE NG158 (risk factors for a clot: a long journey or immobility): a long journey by road is the journey, not
  // travel sickness, unless feeling sick on it is told.
  immobile_travel:
    "long bus journey|long bus journeys|long journey by bus|long journey by road|long road journey|long road trip|long car journey|long drive|hour bus journey|hours bus journey|hour journey|hours journey|travelled for many hours|sat in a bus for hours|sat on a bus for hours",
};

/** Likelihood rows appended to existing conditions (only where a condition has none for the finding). */
export const EM22_LIKELIHOOD_ROWS: Record<string, string> = {
  // NICE CKS Mastitis and breast abscess: refer the same day when a painful lump persists or mastitis does not
  // improve after 48 hours of antibiotics (an abscess).
  mastitis: "no_better_on_antibiotics .3",
};
