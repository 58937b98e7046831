// Emergency round 28 of issue 10 (ck-em28): the entering complaint's screen asks the cross-system sign that makes
// the em28 rules (red-flag-rules-em28.ts). Registered in the em28 entry of ROUNDS (kb/index.ts); only a type import
// here, so the screen list can take it without a cycle.
import type { Source } from "../types.ts";
import type { ComplaintScreen } from "./danger-screens.ts";

const NICE_CG95: Source = {
  name: "NICE CG95 Recent-onset chest pain of suspected cardiac origin (pain in the arms, back or jaw with nausea, sweating or breathlessness)",
  url: "https://www.nice.org.uk/guidance/cg95",
};
const NICE_CKS_SCIATICA: Source = {
  name: "NICE CKS Sciatica (lumbar radiculopathy) / GIRFT National suspected cauda equina pathway (2023)",
  url: "https://cks.nice.org.uk/topics/sciatica-lumbar-radiculopathy/",
};

const ESC_MYOCARDITIS: Source = {
  name: "ESC 2013 position statement on myocarditis / AHA 2024 scientific statement (chest pain, palpitations or breathlessness days to weeks after a viral illness)",
  url: "https://academic.oup.com/eurheartj/article/34/33/2636/410289",
};
const WHO_IMCI: Source = {
  name: "WHO IMCI chart booklet (every sick child: does the child have cough or difficult breathing? count the breaths; chest indrawing)",
  url: "https://www.who.int/publications/m/item/integrated-management-of-childhood-illness---chart-booklet-(march-2014)",
};

export const EM28_SCREENS: ComplaintScreen[] = [
  {
    // ESC myocarditis: chest pain or a racing heart in a young person is asked about a cold, flu or stomach bug in the
    // past weeks (the em28 rule post_viral_chest_pain_breathless; em23's after_viral_illness screen asks the other way).
    id: "chest_pain_after_viral",
    name: "chest pain or a racing heart",
    triggers: ["chest_pain", "palpitations"],
    ages: [10, 50],
    items: ["recent_viral_illness"],
    sources: [ESC_MYOCARDITIS],
  },
  {
    // WHO IMCI: a child with a fever is asked about breathing fast (pneumonia told as a belly ache or a fever alone:
    // a lower-lobe pneumonia hurts in the belly); its own screen then asks the chest indrawing.
    id: "child_fever_breathing",
    name: "fever",
    triggers: ["fever"],
    ages: [0.17, 12],
    items: ["fast_breathing"],
    sources: [WHO_IMCI],
  },
  {
    // NICE CG95: an aching jaw in an adult is asked about a sweat and pain in the chest or the arm (the em28 rule
    // jaw_ache_sweat_acs); a tooth is asked by sweep18's toothache screen.
    id: "jaw_ache_cardiac",
    name: "jaw pain",
    triggers: ["jaw_pain_chewing"],
    ages: [30, 120],
    items: ["sweating", "chest_pain_radiating"],
    sources: [NICE_CG95],
  },
  {
    // NICE CKS Sciatica / GIRFT: a bladder that will not empty is asked about back pain and numbness between the legs
    // (the em28 rule back_pain_retention_or_saddle).
    id: "retention_back",
    name: "trouble passing urine",
    triggers: ["urinary_retention"],
    ages: [16, 120],
    items: ["back_pain", "saddle_numbness"],
    sources: [NICE_CKS_SCIATICA],
  },
];
