// Emergency round 17 of issue 10 (ck-em17): danger screens for a known condition told first, whose danger sign comes
// later or not at all unless asked. Appended to COMPLAINT_SCREENS (danger-screens.ts); only a type import here, so
// that file can spread this array without an import cycle.
import type { ComplaintScreen } from "./danger-screens.ts";

export const EM17_SCREENS: ComplaintScreen[] = [
  {
    // NICE CKS Renal or ureteric colic - acute: admit anyone with colic and a fever or signs of infection, or with
    // little or no urine (a blocked single kidney or both); EAU Urolithiasis: an obstructed infected kidney.
    id: "known_kidney_stone",
    name: "kidney stones",
    triggers: ["kidney_stone_history"],
    items: ["fever", "chills", "oliguria", "vomiting_persistent"],
    sources: [
      {
        name: "NICE CKS: Renal or ureteric colic - acute (when to admit: fever, signs of infection, anuria)",
        url: "https://cks.nice.org.uk/topics/renal-or-ureteric-colic-acute/",
      },
    ],
  },
  {
    // NICE CG185 Bipolar disorder 1.2.1 / NICE CKS Bipolar disorder: in mania ask about the risk to the person and
    // others (reckless or dangerous acts, aggression, thoughts of suicide) to decide how fast the crisis team acts.
    id: "mania_risk",
    name: "very high energy or mood",
    triggers: ["elevated_mood"],
    items: ["dangerous_behaviour", "agitation", "suicidal", "delusions"],
    sources: [
      {
        name: "NICE CG185: Bipolar disorder - assessment and management (1.2.1: urgent referral with a risk of harm)",
        url: "https://www.nice.org.uk/guidance/cg185",
      },
    ],
  },
  {
    // NICE CKS Knee pain - assessment (red flags after an injury: a deformity or dislocated kneecap, unable to
    // bear weight); BOAST: a dislocated joint is reduced in the emergency department.
    id: "knee_twist",
    name: "a twisted knee",
    triggers: ["knee_injury"],
    items: ["kneecap_displaced", "deformity", "cant_bear_weight"],
    sources: [
      {
        name: "NICE CKS: Knee pain - assessment",
        url: "https://cks.nice.org.uk/topics/knee-pain-assessment/",
      },
    ],
  },
  {
    // SDCEP Management of Acute Dental Problems and RCOphth (orbital cellulitis): a dental infection that reaches
    // the orbit closes the eye, makes it droop or bulge and doubles the sight; asked of every toothache or swollen
    // jaw beside the tooth screen's swollen eyelid (danger-screens.ts "tooth").
    id: "tooth_eye_spread",
    name: "toothache or a swollen jaw",
    triggers: ["toothache", "jaw_swelling", "wisdom_tooth_pain"],
    items: ["drooping_eyelids", "double_vision", "bulging_eyes"],
    sources: [
      {
        name: "SDCEP: Management of Acute Dental Problems (refer at once: swelling spreading to the eye, sight affected)",
        url: "https://www.sdcep.org.uk/published-guidance/acute-dental-problems/",
      },
    ],
  },
];
