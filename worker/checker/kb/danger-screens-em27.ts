// Emergency round 27 of issue 10 (ck-em27): the sign that decides an emergency is asked of the complaint it belongs
// to (red-flag-rules-em27.ts). Appended to COMPLAINT_SCREENS (danger-screens.ts); only a type import here, so that
// file can spread this array without a cycle.
import type { Source } from "../types.ts";
import type { ComplaintScreen } from "./danger-screens.ts";

const NICE_CKS_APPENDICITIS: Source = {
  name: "NICE CKS Appendicitis (pain starting around the navel and moving to the right iliac fossa; same-day surgical assessment) / Alvarado score",
  url: "https://cks.nice.org.uk/topics/appendicitis/",
};
const WHO_IMCI_MEASLES: Source = {
  name: "WHO IMCI chart booklet (measles: clouding of the cornea, deep or extensive mouth ulcers - severe complicated measles, refer urgently)",
  url: "https://www.who.int/publications/m/item/integrated-management-of-childhood-illness---chart-booklet-(march-2014)",
};

export const EM27_SCREENS: ComplaintScreen[] = [
  {
    // NICE CKS Appendicitis: a belly pain in the right lower part or around the navel is asked whether it moved there
    // from the middle (the em27 rule migrated_rlq_pain).
    id: "belly_pain_migration",
    name: "belly pain",
    triggers: ["rlq_pain", "periumbilical_pain"],
    ages: [4, 70],
    items: ["pain_migrated_rlq"],
    sources: [NICE_CKS_APPENDICITIS],
  },
  {
    // WHO IMCI: a child with measles is asked about a cloudy spot on the eye (the em27 rule measles_cornea) and whether
    // he can drink (a general danger sign).
    id: "measles_complications",
    name: "measles",
    triggers: ["measles_rash"],
    ages: [0, 15],
    items: ["corneal_white_spot", "unable_to_drink"],
    sources: [WHO_IMCI_MEASLES],
  },
];
