// Findings for the sixteenth round (common GP presentations a fresh set, tune13, showed the knowledge base had no
// sign or no words for). Each is created only where no existing finding fits.
// - A carrier couple (both partners AS) asking before marriage or pregnancy needs genetic counselling, not
//   treatment (WHO sickle cell / NHS sickle cell and thalassaemia screening).
// - A sharp chest pain that lasts seconds at rest in a well child or teenager is precordial catch (NICE CKS chest
//   pain in children).
// - Stopping a daily coffee habit brings a dull headache, tiredness and irritability within a day or two
//   (caffeine withdrawal; NICE CKS headache, DSM-5 / ICD-10 F15.3).
// - Round scaly patches that leave scars and thin the hair, worse in the sun, are discoid lupus (BAD).
// - A mother who thinks her milk is not enough while the baby feeds often, wets six or more nappies and gains
//   weight has enough milk (WHO / UNICEF Baby Friendly, NICE CG37).
// - A scaly or eroded rash on one nipple that does not clear is Paget's disease until shown otherwise (NICE NG12);
//   itchy scaly skin on both nipples in someone with eczema is nipple eczema.
// - A blow to the breast with a bruise and a firm tender lump is a haematoma (ABS).
// - Waking with wet sticky underwear after dreams is a wet dream, normal in puberty (NHS puberty).
// - Tiny painless pale-yellow spots on the penis shaft or lips are Fordyce spots (BASHH, NICE CKS).
// - A lump at the top of the vulva years after cutting is an inclusion cyst (WHO FGM, RCOG GTG 53).
// - Redness, swelling and pus at a caesarean wound are a surgical-site infection (NICE NG125 / CG132).
// - Fighting, stealing, lying, bullying and no remorse for months are conduct disorder (NICE CG158).
// - Throwing himself on the floor and screaming when told no, then fine, is a toddler's tantrum (NICE CKS / WHO).
// - Never tested for HIV, never had a smear test: a GP asks (WHO HIV testing; WHO cervical cancer screening).
import type { Finding } from "../types.ts";
import { finding as f } from "./define.ts";

export const GP16_FINDINGS: Finding[] = [
  f(
    "partner_sickle_trait",
    "Both partners carry the sickle cell trait (AS), planning marriage or children",
    "Are you and your partner both carriers of the sickle cell trait (both genotype AS), and planning to marry or have children?",
    "both of us are genotype as|both of us are as|we are both as|we are both genotype as|we are both carriers|both genotype as|my partner is also as|my fiance is also as|my fiancee is also as|my husband is also as|my wife is also as|genotype test before marriage|genotype compatibility|genotype compatible|did our genotype test|our genotype test|worried about our children having sickle cell|worried our children will have sickle cell|our children fit get sickle cell|as and as marriage|as marry as",
    { group: "blood", base: 0.002 },
  ),
  f(
    "chest_pain_seconds",
    "Sharp chest pain that lasts only seconds and goes by itself",
    "Is the chest pain sharp, coming suddenly at rest and going by itself within seconds?",
    "sharp chest pain for seconds|sudden sharp chest pain for seconds|chest pain for a few seconds|chest pain lasts a few seconds|pain lasts a few seconds|pain lasts seconds|it lasts a few seconds|lasts only a few seconds|sharp pain for a few seconds|stabbing pain for a few seconds|chest pain that comes and goes in seconds|sharp catch in the chest|catch in my chest|precordial catch",
    { group: "chest", base: 0.004, parent: "chest_pain" },
  ),
  f(
    "caffeine_stopped",
    "Recently stopped or cut down coffee, tea or energy drinks",
    "Have you recently stopped or cut down coffee, strong tea, cola or energy drinks that you usually have every day?",
    "stopped drinking coffee|stopped coffee|stopped taking coffee|cut down on coffee|cut down coffee|no coffee since|stopped caffeine|cut down caffeine|caffeine withdrawal|coffee withdrawal|stopped drinking tea|stopped energy drinks|stopped drinking energy drinks|i stop coffee|i don stop coffee|missed my morning coffee|no coffee today",
    { group: "neuro", base: 0.003 },
  ),
  f(
    "rash_scarring",
    "Patches that heal with scars or leave pale or dark marks and thin hair",
    "Do the patches heal with scars, leave pale or dark marks in the middle, or leave bald spots where they were?",
    "patches leave scars|the patches leave scars|leave scars|leaves scars|leaving scars|scars in the middle|pale scars in the middle|heal with scars|healed with scars|scarring rash|scarring patches|rash leaves marks|patch leave mark",
    { group: "skin", base: 0.004 },
  ),
  f(
    "face_ear_patches",
    "Scaly patches on the face, ears or scalp",
    "Are there round, scaly patches on the face, the ears or the scalp?",
    "patches on the ears|patches on my ears|scaly patches on the ears|patches on the face and ears|round scaly patches on the face|round scaly patches on my face|scaly patches on my cheeks|scaly patches on the cheeks|patches on my cheeks and ears|rash on my ears",
    { group: "skin", base: 0.004 },
  ),
  f(
    "milk_not_enough",
    "Worried the breast milk is not enough",
    "Are you worried that your breast milk is not enough for the baby?",
    "worried milk is not enough|my milk is not enough|milk is not enough|milk not enough|not enough breast milk|not enough milk|low milk supply|my milk is small|breast milk is small|breast milk no dey enough|my milk no reach|my milk no do|milk supply is low|milk has reduced|my breast milk is drying|breasts feel soft|breasts feel empty|my breasts are soft",
    { group: "breast", base: 0.004 },
  ),
  f(
    "baby_feeds_often",
    "Baby wants to feed very often",
    "Does the baby want to feed very often, every hour or two, or seem never satisfied?",
    "baby wants to feed often|always wants to feed|wants to feed all the time|baby feeds all the time|feeds every hour|baby is always hungry|baby is never satisfied|cluster feeding|baby wants breast every time|pikin dey always want breast",
    { group: "breast", base: 0.005 },
  ),
  f(
    "baby_wet_nappies",
    "Baby wets six or more nappies a day and is gaining weight",
    "Does the baby wet six or more heavy nappies a day and gain weight at the clinic?",
    "baby wets six or more nappies|wets six or more nappies|wets many nappies|wets plenty nappies|plenty wet nappies|many wet nappies|six wet nappies|baby is gaining weight|baby gaining weight|baby has gained weight|baby don add weight|weight gain at the clinic",
    { group: "breast", base: 0.01 },
  ),
  f(
    "nipple_rash",
    "Scaly, itchy or raw rash on the nipple",
    "Is there a scaly, itchy, crusted or raw-looking rash on the nipple or the dark skin around it?",
    "scaly rash on one nipple|scaly rash on the nipple|scaly nipple|scaly nipples|itchy nipple|itchy nipples|nipple is itchy|nipples are itchy|dry scaly skin on both nipples|dry scaly nipples|eczema on the nipple|eczema on my nipple|rash on the nipple|rash on my nipple|nipple looks eroded|nipple is eroded|nipple eaten away|nipple looks eaten away|nipple is crusty|crusting on the nipple|raw nipple|red scaly nipple|nipple dey scratch me",
    { group: "breast", base: 0.003 },
  ),
  f(
    "breast_blow",
    "A blow or injury to the breast",
    "Was the breast hit, knocked or injured before the lump or bruise appeared?",
    "hit on the breast|hit on my breast|hit my breast|breast was hit|blow to the breast|injury to the breast|breast injury|knocked my breast|elbow hit my breast|seatbelt injury to the breast|dem hit my breast|something hit my breast",
    { group: "breast", base: 0.002 },
  ),
  f(
    "wet_dreams",
    "Waking with wet, sticky underwear after dreams",
    "Do you sometimes wake up with your underwear wet and sticky (semen) after a dream?",
    "wet dreams|wet dream|wakes with wet sticky pants|wake up with wet sticky pants|wake up with my pants wet|wake up with my pants wet and sticky|pants wet and sticky|wet sticky pants|sticky pants in the morning|semen comes out at night|semen comes out when i sleep|discharge at night when sleeping|nightfall|night emission|nocturnal emission|sperm comes out in my sleep|sperm dey comot when i sleep",
    { group: "men", base: 0.003, sex: "male" },
  ),
  f(
    "penis_pale_spots",
    "Tiny painless pale-yellow or white spots on the penis or lips",
    "Are there tiny smooth pale-yellow or white spots on the shaft of the penis (or the lips) that do not hurt, itch or change?",
    "tiny pale yellow spots on the penis|pale yellow spots on the penis|pale yellow dots on my penis|yellow spots on the penis|yellow spots on my penis|white spots on the penis|white spots on my penis|tiny spots on the penis|tiny spots on my penis|small spots on the penis shaft|spots on my penis shaft|dots on the skin of my penis|tiny dots on my penis|pale yellow dots|tiny pale yellow dots|fordyce spots|small bumps on the penis|small bumps on my penis|pimples on my penis that don't pain",
    { group: "men", base: 0.003 },
  ),
  f(
    "fgm_history",
    "Had female genital cutting (FGM) as a child",
    "Were you cut (female genital cutting or circumcision) as a girl?",
    "cut as a child|cut as a girl|cut as a small girl|i was cut as a girl|i was cut as a child|circumcised as a girl|circumcised as a child|female circumcision|female genital cutting|female genital mutilation|fgm|dem cut me as small girl|they cut me when i was small",
    { group: "history", base: 0.003, sex: "female" },
  ),
  f(
    "recent_caesarean",
    "Had a caesarean section in the last 6 weeks",
    "Did you have a caesarean section (an operation to deliver the baby) in the last 6 weeks?",
    "caesarean section eight days ago|had a caesarean|had caesarean section|caesarean section|c-section|c section|i do cs|i had cs|had cs|did cs|after my cs|cs wound|caesarean wound|operation to deliver my baby|delivered by operation|delivered by caesarean",
    { group: "pregnancy", base: 0.003, sex: "female", implies: ["recent_delivery"] },
  ),
  f(
    "wound_pus",
    "A wound or scar that is red, swollen and oozing pus",
    "Is the wound or scar red, swollen, more painful or oozing pus or cloudy fluid?",
    "pus from the wound|pus coming from the wound|wound is oozing pus|wound oozing|wound red and swollen|wound is red and swollen|wound don red and swell|wound dey bring pus|yellow water from the wound|wound is infected|infected wound|wound infection|wound has opened|wound opening|wound smelling|smelly wound",
    { group: "skin", base: 0.004 },
  ),
  f(
    "fighting_stealing",
    "Fights, steals, lies or bullies others, over months",
    "Over the past months, has the child been fighting, stealing, lying, bullying others or staying out without permission?",
    "fighting at school|fights at school|fighting in school|always fighting|he fights other children|stealing money|steals money|he steals|she steals|stealing from my bag|bullies other children|bullying other children|he is bullying|lying all the time|tells lies|he lies|breaks rules|destroys property|sets fires|cruel to animals|he dey fight for school|he dey thief",
    { group: "mind", base: 0.003 },
  ),
  f(
    "no_remorse",
    "Shows no guilt or concern when punished or when others are hurt",
    "Does the child seem not to care when punished or when they have hurt someone (no guilt)?",
    "does not care when punished|doesn't care when he is punished|doesn't care when punished|no remorse|shows no remorse|no guilt|doesn't feel sorry|does not feel sorry|punishment does not change him|he no dey fear punishment",
    { group: "mind", base: 0.002 },
  ),
  f(
    "tantrums",
    "Tantrums: screams, cries or throws himself down when told no",
    "Does the child scream, cry, kick or throw themselves on the floor when they don't get what they want, then settle?",
    "throws himself on the floor|throws herself on the floor|throws himself down|screams when told no|screams when he doesn't get what he wants|temper tantrums|tantrums|tantrum|he rolls on the floor and cries|kicks and screams|screams and kicks|throws things when angry|he dey roll for ground|he dey throw himself for ground",
    { group: "mind", base: 0.004 },
  ),
  f(
    "hiv_never_tested",
    "Never had an HIV test",
    "Have you never had an HIV test (or not in the past year)?",
    "never tested for hiv|never had an hiv test|never done hiv test|never do hiv test|i never do hiv test|never checked for hiv|not tested for hiv|no hiv test|haven't done hiv test",
    { group: "history", base: 0.15 },
  ),
  f(
    "never_smear_test",
    "Never had a cervical screening (smear or HPV) test",
    "Have you never had a cervical screening test (a smear, VIA or HPV test)?",
    "never had a smear test|never do smear test|never done a smear|never had cervical screening|never screened for cervical cancer|no smear test|never had pap smear|never do pap smear|never had a pap test",
    { group: "history", base: 0.3, sex: "female" },
  ),
  f(
    "hamstring_pull",
    "Sudden pull or pain at the back of the thigh while running or stretching",
    "Did you feel a sudden pull or sharp pain at the back of the thigh while sprinting, kicking or stretching?",
    "sudden pull at the back of the thigh while sprinting|pull at the back of the thigh|pull for back of my thigh|something pull for back of my thigh|felt something pull at the back of my thigh|pulled my hamstring|hamstring injury|hamstring strain|pain at the back of the thigh|pain at the back of my thigh|back of my thigh hurts|back of thigh pain|pain when stretching the leg|pain when i stretch my leg|hurts to stretch my leg",
    { group: "msk", base: 0.003, parent: "pulled_muscle" },
  ),
  f(
    "rear_end_crash",
    "In a vehicle hit from behind or a sudden jolt of the neck",
    "Were you in a car or bus hit from behind (or another crash) that jerked your neck?",
    "bus was hit from behind|car was hit from behind|hit from behind|jam us from behind|jam our bus from behind|another car hit us from behind|rear ended|rear-ended|neck jerked in the accident|neck pain after the accident|neck pain after accident|my neck pain after the crash|whiplash",
    { group: "msk", base: 0.003, implies: ["injury"] },
  ),
  f(
    "glands_soft_mobile",
    "Small, soft neck lumps that move and don't hurt",
    "Are the lumps small (smaller than a fingertip or a thumbnail), soft, moving under the skin and not painful?",
    "lumps move under the skin|the lumps move|lumps are soft|soft lumps|small soft lumps|small lumps like beans|lumps like beans|pea sized lumps|lumps don't hurt|lumps are not painful|small lumps on both sides of the neck|small glands in the neck|small glands on the neck",
    { group: "general", base: 0.005, parent: "swollen_glands" },
  ),
  f(
    "cream_not_helping",
    "A rash that has not cleared with the usual creams",
    "Has the rash stayed or got worse despite the usual creams (moisturiser, steroid or antifungal) for some weeks?",
    "cream did not help|the cream did not help|cream didn't help|the cream didn't help|creams did not help|creams don't help|cream is not working|not better with cream|not better with creams|steroid cream did not help|cream no work|the cream no work|tried creams but it is not going",
    { group: "skin", base: 0.02 },
  ),
];

// Lay words appended to existing findings (added only when no finding has them yet, kb/index.ts).
export const GP16_ALIASES: Record<string, string> = {
  // NICE CKS / ENT UK: a foul smell from one side of a child's nose is a foreign body until shown otherwise.
  one_side_nose_discharge:
    "bad smell from the nose|nose dey smell|nose dey smell bad|his nose dey smell|nose smells bad|smelly nose|bad odour from the nose|only one side of the nose|yellow discharge from one nostril|one side dey run",
  // SDCEP: a tooth that died after a knock turns dark.
  tooth_grey:
    "darkened front tooth|darkened tooth|front tooth wey don die|tooth wey don die|tooth don die|dead front tooth|tooth has turned dark",
  // NICE CKS pityriasis versicolor: itch with sweating.
  sweat_trigger:
    "patches itch when sweating|itch when i sweat|itch when sweating|itches when i sweat|dey scratch me when i sweat",
  // NICE CKS paronychia: red, swollen, painful nail fold, often with a pus point.
  nail_fold_swelling:
    "swelling beside the fingernail|swelling beside the nail|side of my fingernail is swollen|side of my fingernail don swell|red skin around the nail|red skin around my nail|red and swollen around the nail|swollen nail fold|pus beside the nail|small yellow pus point|yellow head beside the nail|nail fold infection|skin around the nail is swollen",
  // NCDC mpox: spots on the face, hands and genitals.
  pox_lesions:
    "sores on the face and hands|sores on my face and hands|sores on the hands and face|spots on my face and hands|sores on the palms|sores all over my body and private part",
  // NICE NG12: bleeding after sex (postcoital).
  bleeding_between:
    "bleed after sex|bleed after i sleep with my husband|bleeding after i sleep with my husband|bleed after sleeping with my husband|dey bleed after sex|bleeding after intercourse|bleed after intercourse",
  // WHO cervical cancer: a watery, offensive discharge.
  vaginal_discharge:
    "watery smelly vaginal discharge|smelly watery discharge|watery discharge wey dey smell|watery smelly discharge",
};
