// Emergency round 18 of issue 10 (ck-em18): combinations appended to RED_FLAG_RULES. Only type imports here, so
// red-flag-rules.ts can spread this array without an import cycle.
import type { RedFlagRule } from "./red-flag-rules.ts";

export const EM18_RED_FLAG_RULES: RedFlagRule[] = [
  {
    // RCOG Green-top 73 (suspected PPROM) and NICE NG25 Preterm labour and birth: constant wetness or a trickle of
    // water in pregnancy is the waters breaking until a maternity unit has examined her (infection, cord prolapse
    // and preterm birth), the same day; a woman often takes it for leaking urine.
    id: "pregnant_wet_all_the_time",
    name: "Water trickling or underwear wet all the time in pregnancy",
    all: [["pregnant", "pregnant_late"], ["wet_all_the_time"]],
    level: "emergency",
  },
];
