// Findings of the emergency round 25 of issue 10 (ck-em25): the decisive sign of an emergency said in fresh words, by
// complaint family. Every alias is a way of saying the finding, whoever says it; every row is a likelihood a clinician
// would agree with for every patient, named with its source.
import type { Finding } from "../types.ts";
import { finding as f } from "./define.ts";

export const EM25_FINDINGS: Finding[] = [
  // NICE NG158 Venous thromboembolic diseases and NICE CKS Pulmonary embolism: breathlessness of sudden onset is the
  // commonest symptom of a clot in the lung (about 80 %), often the only one; in a person with a risk factor (the pill,
  // a birth, a journey or an operation, a pregnancy) it is a pulmonary embolism until shown otherwise. Asked of a
  // breathless person (danger-screens-em25.ts); a sudden onset also points to a collapsed lung or anaphylaxis.
  f(
    "sob_sudden",
    "Breathlessness that came on suddenly",
    "Did the breathlessness come on suddenly, over minutes or a few hours?",
    "sudden breathlessness|suddenly breathless|suddenly short of breath|sudden shortness of breath|became breathless suddenly|breathless all of a sudden|short of breath all of a sudden|suddenly out of breath|suddenly get out of breath|suddenly could not breathe|suddenly couldnt breathe|sudden difficulty breathing|sudden onset breathlessness|sudden onset shortness of breath|breathlessness came on suddenly|breathlessness started suddenly|breath cut suddenly|breath just cut suddenly",
    { group: "resp", base: 0.005, parent: "sob" },
  ),
];

/** Aliases added to existing findings (the telling words of an emergency). */
export const EM25_ALIASES: Record<string, string> = {
  // NICE NG39 Major trauma: a road crash is an injury (the mechanism the trauma rules read); "car crash" and its kin
  // were read as nothing. ck-lang25 owns lay phrases in general; these are the event's own names.
  injury:
    "car crash|car accident|motor accident|motorbike accident|okada accident|bike accident|bus accident|crashed my car|crashed the car|crashed my motorbike|knocked down by a motorbike|knocked down by an okada",
};

/** Likelihood rows appended to existing conditions (only where a condition has none for the finding). */
export const EM25_LIKELIHOOD_ROWS: Record<string, string> = {
  // NICE CKS Pulmonary embolism (sudden-onset breathlessness in about 80 %), BTS 2023 Pneumothorax (sudden
  // breathlessness and pain), Resuscitation Council UK 2021 Anaphylaxis (sudden airway and breathing problems), BTS/SIGN
  // 158 Asthma (an attack may come on over minutes), NICE CKS Panic disorder (breathlessness in an attack). A
  // pneumonia, heart failure or anaemia make a person breathless over days. The rows are kept moderate: a "no" to
  // breathlessness makes its sudden form absent too, and that second "no" must not count against a clot told as
  // pain on breathing and coughing blood.
  pulmonary_embolism: "sob_sudden .5",
  pneumothorax: "sob_sudden .6",
  anaphylaxis: "sob_sudden .5",
  asthma_severe: "sob_sudden .35",
  asthma: "sob_sudden .15",
  panic_disorder: "sob_sudden .4",
  hyperventilation_syndrome: "sob_sudden .4",
  acute_coronary_syndrome: "sob_sudden .2",
  pneumonia: "sob_sudden .04",
  heart_failure: "sob_sudden .08",
  iron_deficiency_anaemia: "sob_sudden .01",
};

/** Implications added to existing findings: a present finding that makes another present, named with its source. */
export const EM25_IMPLIES: Record<string, string[]> = {
  // NICE NG225 Self-harm and NICE CKS Suicide risk: "final acts" (a goodbye note, giving things away) are a plan to
  // die; the person who wrote one has thoughts of suicide whatever a later "no" to the question says.
  goodbye_note: ["suicidal"],
};
