// Findings for the fifth breadth round (conditions-gp5.ts): what parents and adults tell about injuries of the
// jaw and penis, a newborn's infected navel or breast, a toddler's scalded-looking skin, fire smoke, waters that
// smell after they broke, and tablets swallowed. Each finding is created only when no existing one fits;
// aliases are the words a patient types.
import type { Finding } from "../types.ts";
import { finding as f } from "./define.ts";

export const GP5_FINDINGS: Finding[] = [
  f(
    "newborn_baby",
    "Baby in the first 4 weeks of life",
    "Is the baby less than 4 weeks old?",
    "newborn|new born baby|newborn baby|baby less than a month old",
    { group: "child", base: 0.01 },
  ),
  f(
    "umbilical_pus",
    "Pus or a bad smell from the belly button (cord stump)",
    "Is there pus, a bad smell or bleeding from the baby's belly button or cord stump?",
    "pus from belly button|belly button pus|pus from navel|cord stump pus|smelly belly button|smelly cord stump|navel discharging pus",
    { group: "child", base: 0.001, rf: true },
  ),
  f(
    "umbilical_redness",
    "Redness spreading from the belly button",
    "Is the skin around the belly button red, swollen or hard, with the redness spreading?",
    "redness spreading around belly button|red skin around belly button|navel red and swollen|redness around the cord|red around navel",
    { group: "child", base: 0.001, rf: true },
  ),
  f(
    "breast_red_hot",
    "Breast red, hot and swollen",
    "Is the breast (or the swelling under the nipple) red, hot and tender?",
    "red breast|hot breast|baby breast red and hot|red swollen breast in baby|breast red and hot",
    { group: "child", base: 0.001 },
  ),
  f(
    "skin_tender_red",
    "Skin red all over and painful to touch",
    "Is the skin red over large areas and so sore the child cries when touched?",
    "red skin all over|skin painful to touch|skin tender to touch|skin looks scalded|skin red like burnt|peeling like hot water burn|like hot water burn|looks like a scald",
    { group: "skin", base: 0.002 },
  ),
  f(
    "bite_misaligned",
    "Teeth do not meet properly after an injury",
    "After the blow, do the teeth no longer meet properly when biting?",
    "teeth don't meet properly|teeth dont meet properly|teeth not meeting|teeth no meet|bite is wrong|bite feels different",
    { group: "mouth", base: 0.001 },
  ),
  f(
    "numb_lower_lip",
    "Numb lower lip or chin",
    "Is the lower lip or chin numb?",
    "numb lower lip|lower lip numb|numb chin|chin numb",
    { group: "mouth", base: 0.002 },
  ),
  f(
    "penis_crack",
    "A crack or pop from the erect penis, then it went soft",
    "During sex or an erection, was there a crack or popping sound from the penis and it suddenly went soft?",
    "heard a crack during sex|crack from my penis|penis cracked|penis snapped|popping sound from penis|penis broke during sex|lost erection suddenly",
    { group: "men", base: 0.0005, sex: "male", rf: true },
  ),
  f(
    "penis_swollen_bruised",
    "Swollen, bruised penis",
    "Is the penis swollen and bruised or purple?",
    "penis swollen|swollen penis|penis bruised|bruised penis|penis purple|penis turned purple",
    { group: "men", base: 0.001, sex: "male" },
  ),
  f(
    "smelly_waters",
    "Bad-smelling fluid leaking in pregnancy",
    "Is the fluid leaking from the vagina smelly or discoloured?",
    "smelly vaginal fluid|smelly water from vagina|foul smelling fluid from vagina|smelly fluid after waters broke",
    { group: "pregnancy", base: 0.001, sex: "female", rf: true },
  ),
  f(
    "bp_tablets_swallowed",
    "A child swallowed blood pressure or heart tablets",
    "Could the child have swallowed blood pressure or heart tablets (such as amlodipine or nifedipine)?",
    "swallowed blood pressure tablets|blood pressure tablets|swallowed amlodipine|swallowed nifedipine|ate bp tablets|swallowed bp tablets",
    { group: "poison", base: 0.001, implies: ["poisoning"] },
  ),
  f(
    "phosphide_swallowed",
    "Swallowed a grain or bean storage tablet (aluminium phosphide)",
    "Has the person swallowed a tablet used to store grain or beans (aluminium phosphide, 'wheat pill', Phostoxin)?",
    "wheat pill|swallowed pesticide tablet|aluminium phosphide|phostoxin|celphos|bean storage tablet|grain storage tablet|tablet for storing beans",
    { group: "poison", base: 0.0003, amb: true, implies: ["poisoning"] },
  ),
  f(
    "smoke_inhaled",
    "Breathed smoke in a fire",
    "Was the person in a fire or a smoke-filled room?",
    "smoke inhalation|inhaled smoke|breathed smoke|house caught fire|trapped in a fire|house fire",
    { group: "history", base: 0.001 },
  ),
  f(
    "soot_airway",
    "Soot in the mouth or nose, or burnt nose hairs",
    "Is there black soot around the mouth or nose, or are the nose hairs burnt?",
    "soot in mouth|soot around mouth|soot in nose|black soot|burnt nose hairs|singed nose hair",
    { group: "history", base: 0.0005, amb: true },
  ),
  f(
    "ec_wanted",
    "Wants to avoid pregnancy after sex in the last 5 days",
    "In the last 5 days did you have sex without contraception (or the condom broke) and you do not want to be pregnant?",
    "don't want to get pregnant|dont want to get pregnant|morning after pill|emergency contraception|postinor|sex less than 3 days ago|afraid of pregnancy after sex",
    { group: "women", base: 0.002, sex: "female" },
  ),
  f(
    "breast_development",
    "Breasts starting to develop",
    "Have the breasts started to grow?",
    "breast development|breasts starting to grow|breasts are starting to grow|breasts growing|starting puberty|budding breasts",
    { group: "child", base: 0.005 },
  ),
  f(
    "early_body_hair",
    "Hair under the arms or in the pubic area",
    "Has hair started growing under the arms or in the pubic area?",
    "hair under arms|hair under her arm|armpit hair|pubic hair|hair in private part",
    { group: "child", base: 0.005 },
  ),
  f(
    "growth_spurt",
    "Growing taller fast",
    "Has the child grown taller much faster than before?",
    "growing fast|growing taller fast|growth spurt|shooting up in height",
    { group: "child", base: 0.005 },
  ),
  f(
    "bath_irritants",
    "Bubble bath, perfumed soap or antiseptic in the bath",
    "Is bubble bath, perfumed soap or antiseptic (such as Dettol) used in the bath or to wash the private parts?",
    "bubble bath|uses bubble bath|perfumed soap|dettol in bath|antiseptic in bath water|scented soap",
    { group: "women", base: 0.01 },
  ),
  f(
    "body_odour",
    "New body odour (adult-type sweat smell)",
    "Has the child started to have adult-type body odour from the armpits?",
    "body odour|body odor|armpit smell|smells under the arms",
    { group: "child", base: 0.01 },
  ),
];
