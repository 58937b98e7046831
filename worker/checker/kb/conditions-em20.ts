// Conditions of the emergency round 20 of issue 10 (ck-em20), missing from the knowledge base (grepped by concept
// and ICD-10 first): common, harmless problems of 10–45-year-olds a GP sees, whose telling features are in
// findings-em20.ts. Each is self-care, so that the checker names them instead of a rare cause.
import type { Condition } from "../types.ts";
import { prior } from "./define.ts";
import { gp } from "./gp.ts";
import { statpearls } from "./sources.ts";

export const EM20_CONDITIONS: Condition[] = [
  gp({
    id: "motion_sickness",
    name: "Motion sickness",
    common: "Travel sickness",
    icd: "T75.3",
    tri: "self_care",
    // NICE CKS Motion sickness: nausea, vomiting, pallor, cold sweats and dizziness in a moving vehicle, boat or
    // plane, settling within hours of the journey ending; commonest in children aged 2-12, in women and in
    // people with migraine, rare under 2.
    prior: prior(5, {
      f: 1.5,
      m: 0.8,
      bands: [
        [0, 1.9, 0],
        [2, 12, 2],
        [13, 50, 1],
        [51, 200, 0.5],
      ],
    }),
    lk: "travel_sickness .95, nausea .75, vomiting .55, dizziness .6, sweating .4, pale .35, headache .3, fatigue .2, fever .01",
    desc: "Motion sickness is feeling sick, dizzy, pale and sweaty, and sometimes vomiting, while travelling by car, bus, boat or plane. The eyes and the balance organs in the ears send the brain different messages about movement. It settles soon after the journey ends and is not dangerous.",
    causes:
      "Travelling by bus, car, boat or plane, especially reading or sitting at the back; Children, women and people with migraine get it more",
    see: "No doctor is needed. See a doctor if you feel sick or dizzy when you are not travelling, or have a headache, hearing loss or ringing in the ears with it.",
    home: [
      "Before the journey: Eat a light meal; take travel-sickness tablets (hyoscine, or an antihistamine such as promethazine or cinnarizine) before setting off.",
      "On the journey: Sit in the front or over the wheels, look at the horizon, keep fresh air coming in and do not read.",
    ],
    tx: "Self-care: Travel-sickness tablets before the journey and the seat, air and horizon tips.",
    src: [
      { name: "NICE CKS: Motion sickness", url: "https://cks.nice.org.uk/topics/motion-sickness/" },
      statpearls("Motion Sickness"),
    ],
  }),
  gp({
    id: "hiccups_benign",
    name: "Hiccups",
    common: "Hiccups (after a meal or fizzy drink)",
    icd: "R06.6",
    tri: "self_care",
    // NICE CKS Hiccups: bouts under 48 hours are common and harmless, brought on by a big meal, a fizzy drink,
    // alcohol or excitement stretching the stomach; persistent (over 48 hours) hiccups need a doctor to look for
    // a cause.
    prior: prior(2, { m: 1.3, f: 0.8 }),
    lk: "hiccups_persistent .98, hiccup_trigger_meal .6, heartburn .1, nausea .05, fever .01",
    desc: "Hiccups are sudden, repeated tightenings of the breathing muscle under the lungs (the diaphragm), each closing the voice box with a 'hic'. A big meal, a fizzy drink, alcohol or excitement can set them off. They usually stop on their own within minutes or hours.",
    causes: "A big meal or eating fast; Fizzy drinks or alcohol; Excitement or stress",
    see: "No doctor is needed. See a doctor if hiccups last more than 2 days, keep you from eating or sleeping, or come with chest or belly pain, trouble swallowing or vomiting.",
    home: [
      "Stop the bout: Hold your breath for a short while, sip cold water, or breathe into cupped hands.",
      "Avoid the trigger: Eat slowly and less at a time, and cut down on fizzy drinks and alcohol.",
    ],
    tx: "Self-care: They stop on their own; a doctor looks for a cause only if they last more than 2 days.",
    src: [{ name: "NICE CKS: Hiccups", url: "https://cks.nice.org.uk/topics/hiccups/" }, statpearls("Hiccups")],
  }),
  gp({
    id: "bromhidrosis",
    name: "Body odour (bromhidrosis)",
    common: "Body odour at puberty",
    icd: "L75.0",
    tri: "self_care",
    // BAD patient information (Hyperhidrosis) and StatPearls Bromhidrosis: armpit sweat glands start working at
    // puberty and skin bacteria break the sweat down into a strong smell; washing twice a day, an antiperspirant
    // and cotton clothes are the treatment. Not before puberty (an adult-type odour in a young child is early
    // puberty: a doctor's matter).
    prior: prior(2, {
      m: 1.3,
      bands: [
        [0, 8, 0],
        [9, 12, 1],
        [13, 25, 1.5],
        [26, 200, 0.6],
      ],
    }),
    lk: "body_odour .95, sweating .5, early_body_hair .3, fever .01, rash .03, weight_loss .01",
    desc: "Body odour comes when sweat from the armpits and groin is broken down by bacteria on the skin. The sweat glands there start working at puberty, so a strong smell often begins in the early teens. It is common and not an illness.",
    causes:
      "Puberty (the armpit sweat glands start working); Heavy sweating, heat and tight synthetic clothes; Some foods (onions, garlic, spices)",
    see: "No doctor is needed. See a doctor if sweating is so heavy it soaks clothes, if the smell comes with a rash, or if a child under 8 has an adult-type body odour.",
    home: [
      "Wash: Wash the armpits with soap and water twice a day and dry well.",
      "Antiperspirant and clothes: Use an antiperspirant deodorant; wear clean cotton clothes and change them daily.",
    ],
    tx: "Self-care: Washing twice a day, an antiperspirant and cotton clothes; a doctor can prescribe a stronger antiperspirant.",
    src: [
      { name: "NICE CKS: Hyperhidrosis", url: "https://cks.nice.org.uk/topics/hyperhidrosis/" },
      statpearls("Bromhidrosis"),
    ],
  }),
];
