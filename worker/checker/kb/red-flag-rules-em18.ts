// Emergency round 18 of issue 10 (ck-em18): combinations appended to RED_FLAG_RULES and severity modifiers appended
// to SEVERITY_MODIFIERS (severity.ts). Only type imports here, so those files can spread these arrays without an
// import cycle.
import type { RedFlagRule } from "./red-flag-rules.ts";
import type { SeverityModifier } from "./severity.ts";

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

export const EM18_SEVERITY_MODIFIERS: SeverityModifier[] = [
  {
    // NICE CKS Scrotal pain and swelling and BASHH 2020 Epididymo-orchitis: a painful swollen testicle with burning
    // urine or a discharge is epididymo-orchitis from a sexually transmitted infection, seen and treated the same
    // day (torsion excluded, empirical antibiotics started, partners traced), not at a routine visit for the
    // urethritis alone. A sudden severe pain keeps the emergency of torsion (its own rule).
    id: "testicular_pain_with_urethritis",
    name: "A painful or swollen testicle with burning urine or a discharge from the penis",
    findings: ["testicular_pain"],
    with: ["dysuria", "urethral_discharge"],
    level: "consultation_24",
    sources: [
      { name: "NICE CKS: Scrotal pain and swelling", url: "https://cks.nice.org.uk/topics/scrotal-pain-swelling/" },
      {
        name: "BASHH: UK national guideline for the management of epididymo-orchitis (2020)",
        url: "https://www.bashhguidelines.org/current-guidelines/genital-tract-and-pelvic-infection/epididymo-orchitis-2020/",
      },
    ],
  },
  {
    // NICE NG155 Tinnitus: assessment and management and NICE CKS Tinnitus: ringing in the ears after loud noise
    // (speakers, generators, machines) goes with noise-induced hearing loss, so it needs a hearing test through
    // the GP (audiology), not self-care alone. (The can't-miss page's "no" to a poisoning that rings the ears,
    // aspirin, had been all that kept such a person at a GP visit.)
    id: "tinnitus_after_loud_noise",
    name: "Ringing in the ears with exposure to loud noise",
    findings: ["tinnitus"],
    with: ["loud_noise"],
    level: "consultation",
    sources: [
      { name: "NICE NG155: Tinnitus: assessment and management", url: "https://www.nice.org.uk/guidance/ng155" },
      { name: "NICE CKS: Tinnitus", url: "https://cks.nice.org.uk/topics/tinnitus/" },
    ],
  },
];
