// Findings of the emergency round 24 of issue 10 (ck-em24): emergencies that present atypically or with little
// information. Every alias is a way of saying the finding, whoever says it; every row is a likelihood a clinician would
// agree with for every patient, named with its source.
/** Aliases added to existing findings (the telling sign of an emergency, in the words people use). */
export const EM24_ALIASES: Record<string, string> = {
  // NICE CKS Epistaxis: a nosebleed that 10-15 minutes of firm pinching has not stopped needs hospital. Told as the
  // first aid that failed ("we pinched it and it has not stopped", "pinching has failed"), it is that sign (ck-lang24
  // owns lay phrases in general; these are the epistaxis emergency's own words).
  nosebleed_prolonged:
    "pinching the nose has failed|pinching has failed|pinching the nose did not stop it|pinching did not stop it|pinching has not stopped it|we pinched it and it has not stopped|pinched it and it has not stopped|pinched it and it did not stop|pinched it but it did not stop|pinched it but it is still bleeding|pressing the nose has failed|pressing has not stopped it|pressing the nose did not stop it",
  // NICE NG133 / NICE CKS Pre-eclampsia ("severe pain just below the ribs") and NICE CG95 (a heart attack told as
  // indigestion): pain "at the top of the stomach" or "high in the belly" is upper middle belly pain, the sign both
  // rules of this round read (before: plain belly pain, so neither rule could hold). ck-lang24 owns lay phrases in
  // general; these are the location words those two emergencies are told with.
  epigastric_pain:
    "pain at the top of the stomach|pain at the top of my stomach|pain at the top of her stomach|pain at the top of his stomach|pain at the top of the belly|pain at the top of my belly|pain at the top of her belly|top of my stomach is paining|top of her stomach is paining|top of the stomach is paining|pain high in the belly|pain high in my belly|pain high in her belly|pain high up in the belly|pain high up in my belly|heartburn high in my belly",
};

/** Likelihood rows appended to existing conditions (only where a condition has none for the finding). */
export const EM24_LIKELIHOOD_ROWS: Record<string, string> = {
  // WHO Guidelines for malaria / WHO Management of severe malaria (3rd ed.): neck stiffness is not a feature of
  // malaria, even cerebral malaria; a fever with a stiff neck is meningitis until a lumbar puncture says otherwise
  // (NICE NG240). Without a row malaria took the finding at half its base rate, and its prior (the commonest fever in
  // Nigeria) headed a febrile child with a stiff neck and a headache above meningitis.
  malaria: "stiff_neck .003",
  // NICE NG18 Diabetes (type 1 and 2) in children and young people: DKA is often the first sign of type 1 diabetes
  // (about a quarter of new cases), so a child with it is often not yet on insulin; passing a lot of urine is the
  // osmotic diuresis a stomach bug (which dries the urine up) does not give.
  gastroenteritis: "frequent_urination .01",
};

/** Likelihoods set on existing conditions (replacing the row), each with its source. */
export const EM24_LIKELIHOOD_SET: Record<string, string> = {
  // NICE CG95 Chest pain of recent onset and ESC 2023 ACS guidelines: a heart attack may present without chest pain
  // (about a third of people in registries, more often women, people with diabetes and older people), as upper belly
  // discomfort like indigestion with nausea and sweating; about a quarter to a third of people with a heart attack
  // have diabetes. Rows were those of the typical presentation (chest pain .9, upper belly .12, diabetes .2).
  acute_coronary_syndrome: "epigastric_pain .25, known_diabetes .3",
};
