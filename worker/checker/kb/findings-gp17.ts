// Findings for the seventeenth round (self-care look-alikes and everyday worries a fresh set, tune14, showed the
// knowledge base had no sign or no words for). Each is created only where no existing finding fits.
// - A knee or kick into the front or side of the thigh in sport, with a bruise and a sore, stiff thigh, is a
//   "dead leg" (quadriceps contusion; NICE CKS sprains and strains, BJSM).
// - In a mobile child, bruises on the shins, knees and forehead, where children bump things in play, are normal;
//   bruises on the ears, neck, back, belly or buttocks, or with bleeding gums, nosebleeds or tiny spots, are not
//   (NICE CKS bruising, NICE CG89 child maltreatment).
// - A child who swallowed one contraceptive pill needs no treatment (TOXBASE: combined oral contraceptives);
//   any other medicine or an unknown amount is a poisoning.
// - A skipped beat or single thump lasting a second is an ectopic beat (NICE CKS palpitations).
// - Pain just below the kneecap in someone who jumps (basketball, volleyball) is patellar tendinopathy (BJSM,
//   NICE CKS knee pain).
// - A hard, red, tender area in one part of a breastfeeding woman's breast is mastitis (NICE CKS mastitis).
// - A tooth tender to bite on, with throbbing pain that keeps one awake, is an acute abscess or irreversible
//   pulpitis rather than decay alone (SDCEP management of acute dental problems).
import type { Finding } from "../types.ts";
import { finding as f } from "./define.ts";

export const GP17_FINDINGS: Finding[] = [
  f(
    "thigh_blow",
    "A knee, kick or knock into the thigh muscle (dead leg)",
    "Did the thigh take a direct blow, such as a knee, a kick or a tackle, before the pain started?",
    "dead leg|charley horse|knee hit my thigh|knee hit his thigh|knee hit her thigh|kneed in the thigh|kneed my thigh|knee my thigh|knee for my thigh|kicked in the thigh|kick to the thigh|kicked my thigh|blow to the thigh|knock to the thigh|knock on my thigh|hit on the thigh|hit on my thigh|dem knee my thigh|person knee my thigh",
    { group: "injury", base: 0.004, implies: ["injury"] },
  ),
  f(
    "thigh_pain",
    "Pain or soreness in the thigh",
    "Is the thigh sore or painful?",
    "thigh sore|thigh is sore|sore thigh|my thigh hurts|pain in the thigh|thigh sore when i walk|thigh dey pain me|my thigh dey pain|thigh muscle pain|painful thigh",
    { group: "msk", base: 0.01 },
  ),
  f(
    "bruises_where_bumped",
    "Bruises only on the shins, knees or other places that get knocked in play",
    "Are the bruises only on the shins, knees or forehead, where knocks happen in play or sport?",
    "bruises on the shins|bruises on his shins|bruises on her shins|bruises on my shins|bruises on the shin|bruised shins|shin bruises|bruises only where he bumps|bruises only where she bumps|bruises only where i bump|bruises where he bumps|bruises where she bumps|bruises on his knees and shins|bruises on her knees and shins|bruises on the knees and shins|bruises from playing|bruises from football|bruises after playing",
    { group: "injury", base: 0.01, implies: ["bruising"] },
  ),
  f(
    "sport_daily",
    "Plays sport or runs about in active play every day",
    "Does he or she play football or another sport, or run about in rough play, most days?",
    "plays football every day|plays football everyday|play football every day|plays sport every day|plays sports every day|plays a lot of sport|plays a lot of football|always playing football|always playing outside|football every day|very active child|plays rough|dey play ball every day",
    { group: "msk", base: 0.1 },
  ),
  f(
    "swallowed_contraceptive_pill",
    "A child swallowed one or a few contraceptive pills",
    "Did the child swallow a contraceptive (family planning) pill, and was it only that and only one or a few?",
    "swallowed one contraceptive pill|swallowed a contraceptive pill|swallowed my contraceptive pill|swallowed one of my contraceptive pills|swallowed one of my family planning pills|swallowed my family planning pill|swallowed a family planning pill|swallowed one family planning pill|swallowed family planning pill|ate my family planning pill|ate one of my family planning pills|ate my contraceptive pill|swallowed my birth control pill|swallowed a birth control pill|swallowed one birth control pill|swallowed my pill from the packet|swallowed my postinor|swallow my family planning pill|swallow one of my family planning pills|child swallowed a contraceptive pill",
    { group: "tox", base: 0.0005 },
  ),
  f(
    "skipped_beats",
    "Heart skips a beat or gives a single thump",
    "Does it feel like the heart skips or misses a beat, or gives a single thump or flip, lasting a second?",
    "heart skips a beat|heart skip a beat|my heart skips a beat|skips a beat|skipped beat|skipped beats|missed beat|missed heartbeat|heart misses a beat|extra heartbeat|extra beats|a thump in the chest|thump in the chest|thump in my chest|heart gives a thump|heart thumps once|heart flips|heart flip flops|flip flop in my chest|heart jumps|my heart jumps",
    { group: "cardio", base: 0.02, parent: "palpitations" },
  ),
  f(
    "infrapatellar_pain",
    "Pain just below the kneecap, worse jumping, running or on stairs",
    "Is the pain just below the kneecap, at the tendon, worse when jumping, running or climbing stairs?",
    "pain just below the kneecap|pain below the kneecap|pain below my kneecap|pain just below my kneecap|tender below the kneecap|tender just below the kneecap|tendon below the kneecap|jumpers knee|jumper s knee|patellar tendon pain|patellar tendinitis|patellar tendonitis|patellar tendinopathy",
    { group: "msk", base: 0.005 },
  ),
  f(
    "jumping_sport",
    "Pain worse with jumping, or plays a jumping sport (basketball, volleyball)",
    "Is it worse when you jump, or do you play a jumping sport such as basketball, volleyball or high jump?",
    "worse when jumping|worse when i jump|pain when jumping|pain when i jump|hurts when i jump|hurts when jumping|jumping makes it worse|plays basketball|play basketball|i play basketball|i play basketball a lot|plays volleyball|play volleyball|high jump|long jump",
    { group: "msk", base: 0.02 },
  ),
  f(
    "breast_hard_area",
    "A hard, tender area in one part of the breast",
    "Is one part of the breast hard, swollen and tender (often a wedge-shaped red area)?",
    "breast feels hard in one part|hard area in my breast|hard area in the breast|part of my breast is hard|one part of my breast is hard|hard part in my breast|breast is hard in one place|hard tender area in the breast|wedge shaped area on my breast|wedge shaped red area|wedge shaped|my breast don harden for one side|one side of my breast is hard",
    { group: "breast", base: 0.003, sex: "female" },
  ),
  f(
    "tooth_bite_tender",
    "The tooth hurts to bite on or tap, or feels raised",
    "Does the tooth hurt when you bite on it or tap it, or feel higher than the others?",
    "tooth tender when i bite|tooth is tender when i bite|tooth tender to bite|tender to bite on|hurts when i bite on it|hurts to bite on the tooth|pain when i bite on the tooth|tooth feels high|tooth feels raised|tooth feels longer|cannot bite on that side|cant bite on that side|tooth pains when i chew on it|tooth dey pain when i bite",
    { group: "mouth", base: 0.01, parent: "toothache" },
  ),
];

// Lay words appended to existing findings (added only when no finding has them yet, kb/index.ts).
export const GP17_ALIASES: Record<string, string> = {
  // Concentrated urine in heat or with too little to drink is dark yellow, not the tea colour of jaundice
  // (NHS dehydration; NICE CKS jaundice).
  dark_urine:
    "dark yellow urine|urine is dark yellow|my urine is dark yellow|urine dark yellow|concentrated urine|strong smelling dark urine",
  // NICE CKS palpitations: caffeine (coffee, energy drinks, kola) brings on ectopic beats.
  caffeine_trigger:
    "happens after coffee|worse after coffee|after i drink coffee|after drinking coffee|after i have had coffee|after energy drinks|after drinking energy drink|after chewing kola|after taking kola",
  // NICE CKS migraine: the aura is zigzag or flashing lines spreading over minutes.
  flashing_lights: "zig zag lines|zig zag flashing lines|flashing lines|zigzag flashing lines|flashing zig zag lines",
  // NICE CKS mastitis: a red, painful area of the breast.
  breast_red_hot:
    "red sore area on my breast|red sore area on the breast|red painful area on my breast|red patch on my breast|red area on my breast|red area on the breast",
  // SDCEP acute dental abscess: a painful swelling on the gum beside a throbbing tooth, tender to bite.
  gum_abscess:
    "painful lump on the gum|lump on the gum|lump on my gum|painful swelling on the gum|swelling on the gum beside the tooth|swelling on the gum by the tooth|painful lump on my gum",
  toothache:
    "molar is throbbing|molars is throbbing|molar throbbing|throbbing molar|tooth is throbbing|tooth throbbing",
  // Episodes that keep coming back (a recurrent migraine, recurrent palpitations).
  recurrent: "it has happened many times|happened many times|it happens every few weeks|every few weeks",
  // SDCEP: the pain of an abscess or irreversible pulpitis keeps one awake.
  night_pain:
    "the pain keeps me awake|pain keeps me awake|toothache keeps me awake|keeps me awake at night|throbbing day and night|aching day and night|toothache day and night|tooth pain day and night",
};
