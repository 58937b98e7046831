// Findings for the twelfth round (what a GP must tell apart where a fresh set, tune9, and tune8's remaining
// misses showed the knowledge base had no words or no sign). Each is created only where no existing finding
// fits.
// - A local reaction at a sting (red, swollen, painful where stung) tells a simple sting from an allergic
//   reaction (NICE CKS insect bites and stings).
// - Tampon use is the history that makes fever, vomiting and a sunburn-like rash toxic shock (NICE CKS
//   vaginal discharge / UKHSA toxic shock syndrome).
// - Hammering, grinding or drilling metal or stone throws a fast fragment that can pierce the eye while it
//   feels like a speck: high-velocity injury goes to eye casualty the same day (NICE CKS corneal superficial
//   injury; RCOphth).
// - A scratched eye (fingernail, twig, paper) is a corneal abrasion (NICE CKS corneal superficial injury).
// - A racing heart that starts suddenly like a switch and stays fast and regular is SVT, not the surge of a
//   panic attack that builds and settles within minutes (NICE CKS palpitations; Resuscitation Council UK).
// - Treatment for typhoid in the last weeks is the history that turns sudden belly pain into a perforation
//   (WHO typhoid fever; NCDC).
// - A hair or thread wound round a toe, finger or the penis strangles it (RCEM / BAPU hair tourniquet).
// - One pupil bigger than the other with a droopy lid, double vision or headache is a third nerve palsy from
//   an aneurysm until scanned (RCOphth; NICE CKS headache: red flags).
// - Pus from the gum beside an aching tooth is a dental abscess, not a skin boil (NICE CKS dental abscess).
import type { Finding } from "../types.ts";
import { finding as f } from "./define.ts";

export const GP12_FINDINGS: Finding[] = [
  f(
    "sting_site_reaction",
    "Red, swollen or painful where stung",
    "Is the place where you were stung red, swollen or painful?",
    "swelling at the sting|swelling around the sting|swelling around sting|swelling at sting site|swollen where stung|swollen where he was stung|swollen where she was stung|sting site swollen|pain at the sting|pain at sting|pain where stung|redness at the sting|redness around the sting|red where stung|sting site red|the place wey e sting swell|where e sting don swell",
    { group: "injury", base: 0.005 },
  ),
  f(
    "tampon_use",
    "Using tampons (or a menstrual cup)",
    "Are you using tampons (or a menstrual cup) during this period?",
    "using tampons|using tampon|using a tampon|use tampons|i use tampons|wearing a tampon|wearing tampons|tampon use|on tampons|using menstrual cup|using a menstrual cup|menstrual cup",
    { group: "women", base: 0.03, sex: "female" },
  ),
  f(
    "eye_high_velocity",
    "Hammering, grinding or drilling when it flew into the eye",
    "Did it fly into the eye while hammering, grinding, chiselling or drilling (metal or stone)?",
    "hammering metal|hammering iron|hammering steel|hammering a chisel|hammering on metal|hammer on metal|metal on metal|grinding metal|metal grinding|grinding machine|angle grinder|while grinding|chiselling|chiseling|hammer and chisel|drilling metal|drilling into metal|drilling concrete|knocking iron|knock iron|beating iron|welding and grinding|metal chip flew|metal flew into my eye|piece of metal flew|metal piece flew|metal fragment flew|splinter of metal in my eye|cutting iron with grinder|cutting iron with a grinder|cutting metal with a grinder|cutting metal with grinder|grinding iron|filing metal",
    { group: "injury", base: 0.001 },
  ),
  f(
    "eye_scratched",
    "Scratched eye (fingernail, twig, paper)",
    "Was the eye scratched, for example by a fingernail, a twig, a branch or the edge of paper?",
    "scratched my eye|scratched her eye|scratched his eye|scratch on my eye|scratch on the eye|fingernail scratched my eye|fingernail scratched her eye|fingernail in my eye|nail scratched my eye|baby scratched my eye|child scratched my eye|my son scratched my eye|my daughter scratched my eye|twig scratched my eye|branch scratched my eye|branch hit my eye|twig hit my eye|paper scratched my eye|scratched the eye",
    { group: "eye", base: 0.003 },
  ),
  f(
    "palpitations_sudden_regular",
    "Racing heartbeat that started suddenly, like a switch",
    "Did the racing start suddenly, like a switch, and stay fast and regular (rather than building up with fear and settling within minutes)?",
    "palpitations started suddenly|heart suddenly started racing|heart suddenly started beating fast|heart suddenly started beating very fast|heart suddenly racing|heart suddenly beating fast|heart suddenly beating very fast|sudden racing heart|racing heart started suddenly|heart rate jumped suddenly|heart suddenly start to beat fast|heart suddenly begin beat fast|heart races suddenly|racing heart that starts and stops suddenly|heart racing like a switch|palpitations that start and stop suddenly",
    { group: "cardio", base: 0.005, implies: ["palpitations"] },
  ),
  f(
    "recent_typhoid",
    "Treated for typhoid in the last few weeks",
    "Have you been treated for typhoid fever in the last few weeks?",
    "recent typhoid|treated for typhoid|had typhoid last week|had typhoid recently|typhoid last week|treated for typhoid last week|just treated for typhoid|recovering from typhoid|after typhoid treatment|dem treat me for typhoid|they treated me for typhoid|was treated for typhoid|typhoid treatment last week|on typhoid treatment|had typhoid two weeks ago|had typhoid 2 weeks ago|typhoid two weeks ago|typhoid some weeks ago|had typhoid last month",
    { group: "history", base: 0.003 },
  ),
  f(
    "hair_tourniquet",
    "A hair or thread wound tightly round a toe, finger or the penis",
    "Is there a hair or thread wrapped tightly round a toe, a finger or the penis, with swelling beyond it?",
    "hair wrapped round the penis|hair wrapped around the penis|hair wrapped round his penis|hair wrapped around his penis|hair round the penis|hair round his penis|hair tied round the penis|hair tie round am|hair wrapped round toe|hair wrapped around toe|hair wrapped round her toe|hair wrapped around her toe|hair wrapped round his toe|hair wrapped around his toe|hair wrapped round finger|hair wrapped around finger|hair wrapped around the finger|hair tourniquet|thread wrapped round toe|thread wrapped around toe|thread tied round finger|thread wrapped round finger|hair wrapped round|hair wrapped around|hair tied round",
    { group: "injury", rf: true, base: 0.0002 },
  ),
  f(
    "unequal_pupils",
    "One pupil bigger than the other",
    "Is one pupil (the black centre of the eye) bigger than the other?",
    "one pupil bigger than the other|one pupil bigger|one pupil larger|pupils different sizes|pupils not the same size|unequal pupils|uneven pupils|one pupil is big|one pupil dilated|blown pupil|anisocoria",
    { group: "eye", base: 0.002 },
  ),
  f(
    "gum_abscess",
    "Pus or a pus-filled swelling on the gum by a tooth",
    "Is there pus, or a swelling full of pus (a gum boil), on the gum next to the painful tooth?",
    "pus from the gum|pus from gum|pus in the gum|pus in my gum|gum boil|boil on the gum|boil on my gum|pus near the tooth|pus around the tooth|pus from the tooth|pus from my tooth|gum swelled with pus|gum swollen with pus|swollen gum with pus|abscess on the gum|gum abscess|tooth abscess|pimple on the gum",
    { group: "mouth", base: 0.003 },
  ),
];

// Lay words appended to existing findings (added only when no finding has them yet, kb/index.ts).
export const GP12_ALIASES: Record<string, string> = {
  foreign_body_eye:
    "scratchy eye|scratchy eyes|eye is scratchy|eye feels scratchy|eyes feel scratchy|my eye is scratchy|piece of iron entered my eye|iron entered my eye|iron particle entered my eye|piece of metal entered my eye|iron jump enter my eye|something jump enter my eye",
  insect_bite: "bee sting|bee stung him|bee stung her|bee sting my son|bee sting am|wasp sting|insect sting",
  breast_skin_change:
    "nipple turned inward|nipple turned in|nipple has turned inward|nipple pulled inward|nipple now turned in|nipple sinking in|nipple don enter inside|dimpling of the breast|dimple on the breast",
  eyelid_lump:
    "bump on the eyelid|bump on my eyelid|red bump on the eyelid|lump on the eyelid|lump on my eyelid|painful lump on eyelid|painful lump on the eyelid|bump on the edge of my eyelid|bump on the edge of the eyelid|lump on the edge of the eyelid|lump on the edge of my eyelid|bump near the lashes|lump near the lashes|edge of my upper eyelid|edge of the upper eyelid|pimple on the eyelid|boil on the eyelid|boil on my eyelid",
  vaginal_bleeding:
    "blood dey come from her private part|blood dey come from my private part|blood from her private part|blood from my private part|bleeding from her private part|bleeding from my private part|blood dey comot from her private part",
  sexual_assault:
    "force her sleep with am|force me sleep with am|forced her to sleep with him|forced me to sleep with him|forced to sleep with him|forced her to sleep with him|forced her into sex",
  // "Private side/part" said of a boy is the testicles (a male-only finding: ignored for a girl).
  testicular_pain:
    "private side dey pain|him private side dey pain|private side dey pain am|his private side is paining|pain in his private side",
  // A testicle riding high is a torsion sign (NICE CKS scrotal pain and swelling).
  testicular_pain_sudden:
    "one testicle higher than the other|one testicle higher|testicle sitting higher|testicle pulled up|high riding testicle",
  low_mood: "life has no meaning|life no get meaning|life no get meaning again|no meaning to life",
};
