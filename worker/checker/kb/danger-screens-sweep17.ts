// Fourth blind emergency sweep (round 17, ck-sweep17): danger screens for a side detail that changes what a common
// symptom means — an operation in the last weeks, a boil, a headache in the weeks after a birth, a puffy face with
// dark urine. Appended to COMPLAINT_SCREENS
// (danger-screens.ts); only a type import here, so that file can spread this array without an import cycle.
import type { ComplaintScreen } from "./danger-screens.ts";

export const SWEEP17_SCREENS: ComplaintScreen[] = [
  {
    // NICE NG51 Sepsis (surgery in the past 6 weeks) / NICE NG89 and NG158 (VTE after surgery): someone who
    // mentions a recent operation is asked about fever, worsening belly pain, a swelling belly, a swollen calf and
    // breathlessness.
    id: "after_operation",
    name: "a recent operation",
    triggers: ["recent_operation"],
    items: ["fever", "pain_worsening_hours", "distension", "vomiting_persistent", "calf_swelling", "sob"],
    sources: [
      {
        name: "NICE NG51: Sepsis - recognition, diagnosis and early management",
        url: "https://www.nice.org.uk/guidance/ng51",
      },
      {
        name: "NICE NG158: Venous thromboembolic diseases - diagnosis, management and thrombophilia testing",
        url: "https://www.nice.org.uk/guidance/ng158",
      },
    ],
  },
  {
    // NICE CKS Boils, carbuncles and staphylococcal carriage (admit if systemically unwell) / EAU Fournier's
    // gangrene: a boil whose skin turns dark with pain out of proportion is necrotising infection.
    id: "boil_spreading",
    name: "a boil",
    triggers: ["boil"],
    items: ["spreading_severe_skin_pain"],
    sources: [
      {
        name: "NICE CKS: Boils, carbuncles, and staphylococcal carriage",
        url: "https://cks.nice.org.uk/topics/boils-carbuncles-staphylococcal-carriage/",
      },
    ],
  },
  {
    // NICE NG133 Hypertension in pregnancy: pre-eclampsia and eclampsia occur up to 6 weeks after the birth; a woman
    // with a headache is asked whether she has given birth recently.
    id: "headache_after_birth",
    name: "headache",
    triggers: ["headache", "headache_one_side", "headache_sudden"],
    sex: "female",
    ages: [12, 50],
    items: ["recent_delivery"],
    sources: [{ name: "NICE NG133: Hypertension in pregnancy", url: "https://www.nice.org.uk/guidance/ng133" }],
  },
  {
    // NICE NG217 Epilepsies / NICE CKS Epilepsy: after a fit, whether the person has known epilepsy and whether the
    // fit lasted over 5 minutes or came again decide between a review and an ambulance.
    id: "seizure_known_epilepsy",
    name: "a fit",
    triggers: ["seizure"],
    items: ["seizure_prolonged", "known_epilepsy"],
    sources: [
      {
        name: "NICE NG217: Epilepsies in children, young people and adults",
        url: "https://www.nice.org.uk/guidance/ng217",
      },
    ],
  },
  {
    // WHO / NICE CKS acute post-streptococcal glomerulonephritis: a puffy face with dark (cola) urine is asked about
    // the signs of hypertensive encephalopathy and fluid overload.
    id: "nephritic",
    name: "dark urine",
    triggers: ["dark_urine"],
    items: ["swollen_face", "headache", "vision_blurred"],
    sources: [
      {
        name: "WHO: Pocket book of hospital care for children (acute glomerulonephritis)",
        url: "https://www.who.int/publications/i/item/978-92-4-154837-3",
      },
    ],
  },
];
