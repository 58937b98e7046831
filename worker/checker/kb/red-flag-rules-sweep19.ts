// Sixth blind emergency sweep (round 19, ck-sweep19): combinations that make an emergency of signs each told plainly
// — fluid lost with little urine and faintness on standing, long-term steroids with vomiting and collapse, fever and
// rash with dizziness on standing, a tampon with fever and vomiting. Appended to RED_FLAG_RULES (red-flag-rules.ts).
// Only type imports here, so that file can spread this array without an import cycle.
import type { RedFlagRule } from "./red-flag-rules.ts";

export const SWEEP19_RED_FLAG_RULES: RedFlagRule[] = [
  {
    // NICE CKS Gastroenteritis and Diarrhoea - adults (admit with signs of severe dehydration: reduced urine output,
    // postural hypotension, confusion) / NICE NG148 Acute kidney injury (hypovolaemia): diarrhoea or vomiting with
    // little or no urine and dizziness on standing, fainting, collapse or confusion is fluid loss the kidneys are
    // already failing under.
    id: "fluid_loss_oliguria_postural",
    name: "Diarrhoea or vomiting with little or no urine and dizziness on standing, fainting, collapse or confusion",
    all: [
      ["diarrhoea", "vomiting", "vomiting_persistent"],
      ["oliguria"],
      ["dizzy_standing", "fainting", "prostration", "confusion", "cold_clammy"],
    ],
    level: "emergency",
  },
  {
    // NICE CKS Addison's disease / Society for Endocrinology Adrenal crisis and the NHS Steroid Emergency Card:
    // someone on (or just off) long-term steroids who is vomiting and dizzy on standing, fainting, unable to stand or
    // confused needs emergency hydrocortisone, whether or not adrenal insufficiency has been named.
    id: "steroids_vomiting_collapse",
    name: "Long-term steroids (or just stopped) with vomiting and dizziness on standing, fainting, collapse or confusion",
    all: [
      ["steroid_use"],
      ["vomiting", "vomiting_persistent"],
      ["dizzy_standing", "fainting", "prostration", "confusion"],
    ],
    level: "emergency",
  },
  {
    // UKHSA Toxic shock syndrome / NICE NG51 Sepsis (postural hypotension): fever with a rash (sunburn-like or any)
    // and dizziness on standing is shock with a rash; the older rule asks for dizziness, this is its postural form.
    id: "fever_rash_postural",
    name: "Fever and a rash with dizziness on standing",
    all: [["fever"], ["rash", "sunburn", "rash_nonblanching"], ["dizzy_standing"]],
    level: "emergency",
  },
  {
    // UKHSA / NICE CKS Toxic shock syndrome (menstrual TSS: fever, a sunburn-like rash, vomiting or diarrhoea
    // within days of tampon use): with a tampon, fever and vomiting, diarrhoea or a sunburn-like rash are toxic
    // shock until proven otherwise.
    id: "tampon_fever_gut_or_sunburn",
    name: "Tampon use with fever and vomiting, diarrhoea or a sunburn-like rash",
    all: [["tampon_use"], ["fever"], ["vomiting", "diarrhoea", "sunburn"]],
    level: "emergency",
  },
  {
    // NICE NG118 Renal and ureteric stones (refer immediately: renal colic with fever or signs of infection) / EAU
    // Urolithiasis (an obstructed infected kidney needs decompression at once): colic is the loin pain that will not
    // let the person keep still; with fever or shivering it is an obstructed, infected kidney until proven otherwise.
    id: "colic_restless_fever",
    name: "Loin pain so bad the person cannot keep still, with fever or shivering",
    all: [["flank_pain", "pain_to_groin"], ["pain_restless"], ["fever", "chills", "rigors"]],
    level: "emergency",
  },
];
