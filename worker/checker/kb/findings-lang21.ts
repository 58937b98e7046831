// Language round 21: lay words appended to existing findings (added only when no finding has them yet, kb/index.ts).
// Each is the plain wording of the finding's own meaning.
export const LANG21_ALIASES: Record<string, string> = {
  // NICE CKS Acute abdominal pain: the severity told as "the worst pain" of one's life, in the belly.
  severe_abdominal_pain:
    "worst pain in my belly|worst pain in my stomach|worst pain in my tummy|worst belly pain|worst stomach pain|worst tummy pain|worst abdominal pain",
  // NICE CKS Breathlessness: breathless on exertion, told as walking far or a flight of stairs (walking alone, with no
  // distance, stays plain breathlessness).
  exercise_breathless:
    "breathless when i walk far|breathless when walking far|out of breath when i walk far|breathless after a flight of stairs|out of breath after a flight of stairs|winded after climbing stairs",
  // WHO mhGAP: cannabis use, told with "use".
  drug_use: "using weed|uses weed|use weed|using cannabis|using igbo|smoking igbo",
  // WHO IMCI: a child who is floppy (limp, no tone) is lethargic, a general danger sign.
  prostration: "weak and floppy|floppy and weak|very floppy|gone floppy|limp and floppy",
  // Arthritis Research UK / NICE CKS Knee pain: a joint that hurts or will not bend or straighten; the ankle is a joint
  // like the knee and the wrist, which the finding already names.
  joint_pain:
    "ankle pain|painful ankle|painful ankles|ankle hurts|ankles hurt|pain in the ankle|pain in my ankle|ankle paining me|cant bend my knee|cant bend the knee|cannot bend my knee|cannot bend the knee|cant straighten my knee|cant straighten the knee|knee wont bend|knee wont straighten|stiff knee|knee is stiff|knee stiff|cant bend my elbow|cant straighten my elbow|stiff elbow",
};
