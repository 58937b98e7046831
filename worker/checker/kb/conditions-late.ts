// What a head injury weeks ago leaves (findings-late.ts):
// - Post-concussion syndrome (F07.2): headache, dizziness, poor concentration, poor sleep, irritability and low
//   mood lasting weeks after a concussion; most settle within three months (NICE CKS Head injury; NICE NG232
//   advises the GP for symptoms that persist).
// - Chronic subdural haematoma (I62.0): blood that collects slowly under the skull weeks after a blow, often a
//   minor one; rare under 45 (more with heavy drinking, blood thinners, bleeding disorders). A worsening
//   headache with drowsiness, confusion, weakness of one side or vomiting needs an emergency scan.
import type { Condition } from "../types.ts";
import { prior } from "./define.ts";
import { gp } from "./gp.ts";
import { nice, statpearls } from "./sources.ts";

const NICE_NG232 = {
  name: "NICE NG232: Head injury: assessment and early management",
  url: "https://www.nice.org.uk/guidance/ng232",
};

export const LATE_CONDITIONS: Condition[] = [
  gp({
    id: "post_concussion_syndrome",
    name: "Post-concussion syndrome",
    common: "Symptoms that last after a concussion",
    icd: "F07.2",
    tri: "consultation",
    // A minority of concussions (perhaps 1 in 10 to 1 in 5) leave symptoms beyond a few weeks.
    prior: prior(1.5, { m: 1.5, f: 0.7 }),
    lk: "head_injury_weeks_ago .9, head_injury .5, headache .85, dizziness .5, poor_concentration .6, memory_problems .35, insomnia .4, fatigue .45, low_mood .3, worry .3, photophobia .2, nausea .15, vision_blurred .1, injury .4",
    desc: "After a concussion most people are better within days to a couple of weeks. Some have a headache, dizziness, poor concentration, tiredness, poor sleep or low mood for weeks or months. This usually settles with time and a gradual return to school, work and sport, but a doctor should check it, and new drowsiness, confusion, weakness or vomiting weeks after a head injury need emergency care.",
    causes:
      "A concussion from a fall, a road crash, sport or an assault; More likely after several concussions, with a migraine history, anxiety or low mood",
    see: "A check of the nerves and eyes, advice on a graded return to study, work and sport, and help for sleep, headaches and mood. Go to the emergency department at once with drowsiness, confusion, weakness of one side, a fit or repeated vomiting.",
    home: [
      "Go back step by step: Return to study, work and exercise gradually; no contact sport until the doctor clears you.",
      "Pace the day: Regular sleep, short screen breaks, no alcohol; paracetamol for a headache on no more than 10 days a month.",
    ],
    tx: "GP care: Reassurance and a graded return to activity; treatment of headaches, sleep, anxiety or low mood; referral to a brain-injury service if symptoms last for months.",
    src: [
      nice("head-injury", "Head injury (persistent post-concussion symptoms)"),
      NICE_NG232,
      statpearls("Postconcussive Syndrome"),
    ],
  }),
  gp({
    id: "chronic_subdural_haematoma",
    name: "Chronic subdural haematoma (slow bleed weeks after a head injury)",
    common: "Slow bleed under the skull weeks after a head injury",
    icd: "I62.0",
    tri: "emergency",
    prior: prior(0.06, { m: 2, f: 0.6 }),
    lk: "head_injury_weeks_ago .7, head_injury .4, headache .8, headache_worsening .5, drowsiness .4, confusion .45, memory_problems .3, weakness_one_side .3, slurred_speech .15, vomiting .3, vomiting_persistent .15, seizure .1, heavy_drinking .25, injury .3",
    desc: "A chronic subdural haematoma is blood that collects slowly between the brain and the skull, usually weeks after a head injury that may have seemed minor. A headache that gets worse, drowsiness, confusion, weakness of one side or being sick again weeks after a blow to the head needs a brain scan the same day.",
    causes:
      "A head injury weeks before, sometimes a minor one; Heavy drinking, blood thinners, a bleeding disorder; Older age",
    see: "An emergency brain scan (CT) and, if it shows a collection, a neurosurgeon drains it.",
    home: "Go now: This needs an emergency department today, not home care.",
    tx: "Hospital care: A CT scan; small collections are watched, larger ones drained through a small hole in the skull.",
    src: [NICE_NG232, statpearls("Subdural Hematoma")],
  }),
];
