// Findings for the emergency round of issue 10 (ck-em12): a danger sign or a risk that has to be known because
// of the complaint, where no existing finding says it. Each is created only where no existing finding fits.
// - Persistent hiccups: with little urine, vomiting or itching in someone whose kidneys are failing, a uraemic
//   symptom (KDIGO 2024 CKD guideline and NICE NG203: uraemic symptoms - hiccups, vomiting, itching, confusion,
//   pericarditis - are indications to start dialysis; NICE CKS Hiccups lists uraemia among the causes of
//   persistent hiccups).
// - Insulin taken without food: the commonest cause of a low sugar in someone on insulin (JBDS-IP "The hospital
//   management of hypoglycaemia in adults with diabetes" and NICE NG17/NG28: a missed or delayed meal after
//   insulin). It says both that the person uses insulin and that a meal was missed.
// - Threatening someone or attacking with a weapon: the risk to others that makes psychosis or mania a crisis
//   (NICE CG178 psychosis and schizophrenia in adults and NICE NG10 violence and aggression: risk to others
//   needs crisis assessment the same hour). A form of aggression (agitation).
import type { Finding } from "../types.ts";
import { finding as f } from "./define.ts";

export const EM12_FINDINGS: Finding[] = [
  f(
    "hiccups_persistent",
    "Hiccups that keep coming back",
    "Do you keep getting hiccups that will not stop?",
    "hiccups|hiccup|hiccuping|hiccupping|have hiccups|i dey hiccup|dey hiccup|keep hiccuping|hiccups wont stop|hiccups that wont stop|persistent hiccups|constant hiccups",
    { group: "general", base: 0.01 },
  ),
  f(
    "insulin_no_food",
    "Took insulin but did not eat",
    "Did you take insulin and then miss or delay a meal?",
    "took insulin and did not eat|took insulin but did not eat|took his insulin but did not eat|took her insulin but did not eat|took insulin and didnt eat|took insulin but didnt eat|took his insulin but didnt eat|took her insulin but didnt eat|took insulin without eating|insulin without food|injected insulin and did not eat|skipped a meal after insulin|no food after insulin|took insulin and skipped food",
    { group: "history", base: 0.003, parent: "uses_insulin", implies: ["missed_meal"] },
  ),
  f(
    "threatened_with_weapon",
    "Threatened or attacked someone, or carrying a weapon",
    "Has the person threatened or attacked anyone, or been carrying a weapon (knife, machete, cutlass)?",
    "threatened mum with a machete|threatened his mother with a machete|threatened with a machete|threatened with a cutlass|threatened with a knife|chased people with a cutlass|chased his mother with a cutlass|pursued his mother with a cutlass|pursue with cutlass|attacked someone with a knife|attacked people|carrying a machete|carrying a knife around|threatened to kill someone|threatening to kill people|wants to hurt people|tried to stab someone",
    { group: "general", base: 0.003, parent: "agitation" },
  ),
];

/** Likelihood rows of the new findings on existing conditions (added only where a condition has none). */
export const EM12_LIKELIHOOD_ROWS: Record<string, string> = {
  // KDIGO / NICE NG203: hiccups come with advanced (uraemic) kidney failure; rare in acute kidney injury early on.
  chronic_kidney_disease: "hiccups_persistent .2",
  acute_kidney_injury: "hiccups_persistent .08",
  // JBDS-IP: a missed or delayed meal after insulin is the usual story of a hypo in someone on insulin.
  hypoglycaemia: "insulin_no_food .4",
  // NICE CG178 / NG10: threats or violence come with a minority of acute psychoses and manic episodes.
  acute_psychosis: "threatened_with_weapon .15",
  mania: "threatened_with_weapon .1",
  schizophrenia: "threatened_with_weapon .08",
};
