// Emergency round 26 of issue 10 (ck-em26): emergencies told with little information. Each rule is the guideline's own
// combination. EM26_RED_FLAG_RULES is appended to RED_FLAG_RULES (red-flag-rules.ts); only type imports here, so that
// file can spread this array without an import cycle.
import type { RedFlagRule } from "./red-flag-rules.ts";

export const EM26_RED_FLAG_RULES: RedFlagRule[] = [
  {
    // NICE CKS Vertigo (red flags: refer immediately when vertigo comes with new neurological signs, including severe
    // imbalance or an inability to walk unaided), NICE NG128 Stroke and TIA (FAST misses a stroke at the back of the
    // brain: sudden vertigo with gait ataxia, double vision or slurred speech) and BE-FAST (Balance): a spinning
    // dizziness with a new staggering walk is a stroke of the cerebellum or brainstem until a clinician has examined
    // the person. Inner-ear vertigo (BPPV, vestibular neuritis) lets the person walk; a child's new unsteady walk is
    // em13's age rule already. Double vision and slurred speech with vertigo are rules of their own.
    id: "vertigo_unsteady_walk",
    name: "Spinning dizziness with a staggering walk",
    all: [["vertigo"], ["unsteady_walk"]],
    level: "emergency",
  },
];
