// Language round 14: lay and Pidgin constructions whose meaning lies across several words (a time, a mechanism,
// a neighbour word), rewritten into the knowledge base's words before the construction rules of text.ts run
// (constructionWords calls layConstructions first). Each rule says what it reads and why, with its source.

/** The neutral word of text.ts (a word no finding has), kept here to avoid a circular import. */
const NEUTRAL = "zzneutral";
const LIMBS = new Set(
  "hand hands arm arms leg legs foot feet wrist ankle bone finger fingers toe thigh knee".split(" "),
);
const FALLS_OR_CRASHES = new Set(
  "fell fall falls falling slipped slip accident crash crashed knock knocked hit jam jammed dived dive roof tree okada motor car".split(
    " ",
  ),
);
// Both legs, the lower body or the arms: one leg that will not move after a fall is more often a broken bone.
const BELOW_WAIST = new Set("legs feet body waist lower arms".split(" "));
const MONTH_OR_YEAR = /^(month|months|year|years|yrs)$/;
const WEEKS = /^(week|weeks|wk|wks)$/;
const DAYS = /^(day|days|hour|hours)$/;
const SMALL_NUMBERS: Record<string, number> = { a: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, few: 3 };
const URINE = new Set(["urine", "pee", "wee", "piss", "urinate"]);
const NOT_CONCENTRATED = new Set("cola coke tea brown black red blood bloody eyes eye skin fanta".split(" "));
const TABLETS = new Set("tablets tablet pills pill drugs capsules medicine medicines".split(" "));
const WHOSE =
  /^(of|the|her|his|my|their|your|our|lot|someone|somebody|mother|mothers|father|fathers|mum|mums|mom|moms|dad|dads|grandma|grandmas|grandmother|grandmothers|grandfather|grandfathers|granny|grannys|aunt|aunts|aunty|auntys|uncle|uncles|sister|sisters|brother|brothers|parents|husband|husbands|wife|wifes|mama|mamas|papa|papas)$/;
const MANY = new Set(["many", "plenty", "lots", "handful", "lot"]);
const TAKE_VERBS = new Set(["took", "swallowed", "drank", "ate", "take", "swallow", "chop", "chopped"]);
const GRAVE_WITH_SLEEPY = new Set(
  "confused confusion floppy limp fitting fits seizure convulsing unresponsive".split(" "),
);

const PRIVATE_PARTS = new Set("penis manhood prick dick breast breasts boob boobs".split(" "));
const SIZE_WORDS = new Set("small smaller short tiny size bigger larger uneven unequal big".split(" "));
// Words that make a size worry a change to look at: a lump, a sore, pain, a discharge, a swelling, redness.
const LESION_WORDS = new Set(
  "spot spots sore sores lump lumps bump bumps rash wound ulcer swelling swollen swell pain painful hurts hurting discharge itch itching itchy red redness hard blood bleeding leaking nipple sudden suddenly growing".split(
    " ",
  ),
);

const SQUEEZE_WORDS = new Set("squeezing squeeze squeezes squeezed pressing pressure heaviness heavy".split(" "));
const EXERTION = new Set(
  "climb climbing climbs stairs staircase uphill hill exercise exercising exertion effort walk walking walks run running jog jogging".split(
    " ",
  ),
);

const BITTEN = new Set(["bitten", "bit", "bite"]);
const INGESTED = /^(drank|drink|drunk|swallowed|swallow|ate|eat|eaten|took|take|taken|chop|chopped|licked)$/;
const YOUNG_CHILD =
  /^(baby|babys|toddler|toddlers|son|sons|daughter|daughters|child|childs|kid|kids|pikin|boy|girl|twins|nephew|niece)$/;
/** Someone else's: "my" or "our" said by the parent, "the", or a named relative's ("grandmas", "his fathers"). */
const OTHERS_MEDICINE =
  /^(my|our|the|grand(ma|pa|mother|father|mum|dad)s?|granny|grannys|mums?|mummys?|moms?|mommys?|mothers?|fathers?|dads?|daddys?|papas?|mamas?|uncles?|auntys?|aunties|aunts?|sisters?|brothers?)$/;
/** Words between "drank" and the medicine: "some of my", "half a bottle of the", "two of grandma's". */
const INGESTION_FILLER =
  /^(my|our|the|some|of|half|a|an|bottle|sachet|packet|strip|few|two|three|four|many|plenty|all|whole|his|her|grand(ma|pa|mother|father|mum|dad)s?|granny|grannys|mums?|mummys?|moms?|mommys?|mothers?|fathers?|dads?|daddys?|papas?|mamas?|uncles?|auntys?|aunties|aunts?|sisters?|brothers?)$/;
const MEDICINES =
  /^(syrup|tablets?|pills?|drugs?|medicines?|medication|capsules?|caps|tramadol|codeine|panadol|paracetamol|glibenclamide|insulin|amlodipine|nifedipine|iron|phenergan|promethazine|blood|bp|sleeping|diabetes|sugar|malaria|cough|pressure)$/;
const FARM_PLACES = new Set("farm bush grass field farmland forest plantation".split(" "));
const BITING_ANIMALS = new Set(
  "dog dogs cat cats monkey rat rats mouse insect insects bee bees wasp mosquito mosquitoes ant ants spider scorpion tick flea fleas bedbug bedbugs person man woman child boy girl baby human horse donkey fish crab snake".split(
    " ",
  ),
);

const SPORT_EVENTS =
  /^(collapsed|collapse|collapses|fainted|faint|faints|fell|fall|falls|passed|twisted|injured|injury|hurt|hurts|pain|painful|kicked|hit|tackle|tackled|during|while|when|after|breathless|chest|knee|ankle|since|sun|heat|hot|sunshine|noon|afternoon|weather|cramps|cramp)$/;

/** How many days ago "three weeks ago", "5 days ago", "last week", "yesterday" says, or null. */
function daysAgo(w: string[], from: number): number | null {
  for (let k = from; k < Math.min(w.length, from + 6); k++) {
    const x = w[k] ?? "";
    if (x === "yesterday" || x === "today" || x === "recently" || x === "just") return 1;
    if (x === "last" && /^(week|weekend|night)$/.test(w[k + 1] ?? "")) return 7;
    if (x === "last" && (w[k + 1] ?? "") === "month") return 30;
    if (x === "ago") {
      const unit = w[k - 1] ?? "";
      const n = SMALL_NUMBERS[w[k - 2] ?? ""] ?? Number(w[k - 2]);
      const count = Number.isFinite(n) && n > 0 ? n : 1;
      if (MONTH_OR_YEAR.test(unit)) return count * 30;
      if (WEEKS.test(unit)) return count * 7;
      if (DAYS.test(unit)) return count;
      return null;
    }
  }
  return null;
}

/** Words with round-14 lay constructions rewritten (clause sentinels "zz…zz" pass through). */
export function layConstructions(words: string[]): string[] {
  const w = [...words];
  const at = (i: number) => w[i] ?? "";
  const out: string[] = [];
  const crash = w.some((x) => FALLS_OR_CRASHES.has(x));
  for (let i = 0; i < w.length; i++) {
    const x = at(i);
    // "I had a baby three weeks ago", "had my baby last week": a birth in the last 6 weeks is the postnatal
    // period (WHO postnatal care: the first six weeks). Months or years ago, or no time told, it stays a story.
    if (
      (x === "had" || x === "delivered") &&
      /^(a|my|the|our|her)$/.test(at(i + 1)) &&
      /^(baby|child|boy|girl|pikin)$/.test(at(i + 2))
    ) {
      const ago = daysAgo(w, i + 3) ?? (/^(just|recently)$/.test(at(i - 1)) ? 1 : null);
      if (ago !== null && ago <= 42) {
        out.push("gave", "birth", "recently");
        i += 2;
        continue;
      }
    }
    // "since the baby came", "since the baby was born", "since I had the baby": after giving birth.
    if (
      x === "since" &&
      (at(i + 1) === "the" || at(i + 1) === "my") &&
      at(i + 2) === "baby" &&
      /^(came|come|arrived|was|born)$/.test(at(i + 3))
    ) {
      out.push("since", "giving", "birth");
      i += at(i + 3) === "was" && at(i + 4) === "born" ? 4 : 3;
      continue;
    }
    // Pidgin "my hand don break", "im leg don break": the limb is broken (a fracture; NICE NG38).
    if (LIMBS.has(x) && /^(don|done)$/.test(at(i + 1)) && /^(break|broke|broken)$/.test(at(i + 2))) {
      out.push(x, "broken", "bone");
      i += 2;
      continue;
    }
    // "he fell off the roof and can't feel his legs", "after the crash she can't move her legs": lost feeling or
    // movement below an injury is a spinal cord injury until proven otherwise (NICE NG41: immobilise, 999).
    if (
      crash &&
      /^(cant|cannot|couldnt|unable)$/.test(x) &&
      /^(feel|move|lift)$/.test(at(i + 1)) &&
      w.slice(i + 2, i + 5).some((b) => BELOW_WAIST.has(b))
    ) {
      const end = w.slice(i + 2, i + 5).findIndex((b) => BELOW_WAIST.has(b));
      out.push("paralysed", "after", "accident");
      i += 2 + end;
      continue;
    }
    // "dark yellow pee in the morning": the first urine of the day is concentrated, a normal finding (NICE CKS
    // Jaundice in adults asks for dark urine with pale stools or yellow eyes; morning urine alone is not it).
    if (
      (x === "dark" || x === "deep") &&
      at(i + 1) === "yellow" &&
      w.some((b) => URINE.has(b)) &&
      w.some((b) => b === "morning" || b === "mornings") &&
      !w.some((b) => NOT_CONCENTRATED.has(b))
    ) {
      out.push(NEUTRAL, NEUTRAL);
      i += 1;
      continue;
    }
    // "she took many of her mother's tablets", "he swallowed plenty of grandma's pills": more tablets than a dose
    // is an overdose to assess (NPIS TOXBASE).
    const many = MANY.has(at(i + 1)) ? i + 1 : MANY.has(at(i + 2)) && /^(too|so|very|a)$/.test(at(i + 1)) ? i + 2 : -1;
    const pills = many < 0 ? -1 : w.slice(many + 1, many + 6).findIndex((b) => TABLETS.has(b)) + many + 1;
    if (
      TAKE_VERBS.has(x) &&
      pills > many &&
      // Only whose tablets they were may come between ("many of her mother's tablets"): a kind of tablet named
      // ("sleeping tablets", "paracetamol") has its own overdose finding.
      w.slice(many + 1, pills).every((b) => WHOSE.test(b))
    ) {
      const end = pills;
      out.push("took", "too", "many", "tablets");
      i = end;
      continue;
    }
    // "confused and sleepy", "not himself and sleepy": sleepiness with confusion or floppiness is the drowsiness
    // of a sick person (NICE NG143 and NG51: a reduced level of consciousness), not a tired evening.
    const notHimself = w.some((b, k) => /^(himself|herself)$/.test(b) && /^(not|isnt|nt)$/.test(at(k - 1)));
    if (
      x === "sleepy" &&
      (notHimself || w.some((b) => GRAVE_WITH_SLEEPY.has(b))) &&
      !/^(very|so|too)$/.test(at(i - 1))
    ) {
      out.push("very", "sleepy");
      continue;
    }
    // "squeezing in my chest when I climb stairs", "my chest feels heavy when I walk uphill": a squeezing or heavy
    // chest brought on by effort is angina's story (NICE CG95 typical angina: constricting discomfort provoked by
    // exertion), read as chest pain on exertion.
    if (
      SQUEEZE_WORDS.has(x) &&
      w.slice(Math.max(0, i - 3), i + 4).includes("chest") &&
      w.some((b) => EXERTION.has(b))
    ) {
      out.push("pain");
      continue;
    }
    // "is my penis too small", "one breast is bigger than the other", "my breasts are uneven": a worry about size
    // alone is no sign (NHS: breasts often differ in size; a penis of normal size is the usual finding of such a
    // worry), unlike a lump, sore, pain or discharge, which stay.
    if (
      SIZE_WORDS.has(x) &&
      w.slice(Math.max(0, i - 4), i + 4).some((b) => PRIVATE_PARTS.has(b)) &&
      !w.some((b) => LESION_WORDS.has(b))
    ) {
      out.push(NEUTRAL);
      continue;
    }
    // "bitten on the leg in the farm", "something bit him in the bush": a bite in a farm or the bush with no animal
    // named is treated as a snake bite until shown otherwise (WHO guidelines for the management of snakebites:
    // in endemic rural areas an unidentified bite is presumed a snakebite; carpet vipers bite farmers in Nigeria).
    if (
      BITTEN.has(x) &&
      // "it gets a bit red", "a little bit itchy": a degree, not a bite.
      !(x === "bit" && /^(a|little|tiny|small)$/.test(at(i - 1))) &&
      w.some((b) => FARM_PLACES.has(b)) &&
      !w.some((b) => BITING_ANIMALS.has(b))
    ) {
      out.push("bitten", "by", "a", "snake");
      continue;
    }
    // "he plays football every day", "she plays sport": a pastime, no finding, unless something happened in it (a
    // collapse, a fall, a kick, a twisted ankle).
    if (
      /^(plays|play|playing|played)$/.test(x) &&
      /^(football|ball|sport|sports|basketball|tennis|volleyball)$/.test(at(i + 1)) &&
      !w.some((b) => SPORT_EVENTS.test(b))
    ) {
      out.push(NEUTRAL, NEUTRAL);
      i += 1;
      continue;
    }
    // "I slipped and my hip hurts, I can't stand", "after the fall she cannot stand": unable to take weight after a
    // fall or blow (NICE NG38 / Ottawa rules: cannot bear weight), not the weakness of a sick person.
    if (
      crash &&
      /^(cant|cannot|couldnt|unable)$/.test(x) &&
      (at(i + 1) === "stand" || (at(i + 1) === "to" && at(i + 2) === "stand")) &&
      !/^(the|this|that|it|him|her|them|noise|smell)$/.test(at(i + (at(i + 1) === "to" ? 3 : 2)))
    ) {
      out.push("cant", "bear", "weight");
      i += at(i + 1) === "to" ? 2 : 1;
      continue;
    }
    // "the baby's cord is red and smells": the second predicate is the cord's too (a smelly cord stump is
    // omphalitis, WHO IMCI young infant).
    if (
      /^(smells|smelling|smelly|stinks)$/.test(x) &&
      at(i - 1) === "and" &&
      w.slice(Math.max(0, i - 6), i).some((b) => /^(cord|navel|stump)$/.test(b))
    ) {
      out.push("cord", "smells");
      continue;
    }
    // "I was in hospital last week for pneumonia": the date between the stay and its reason is left out so the
    // reason reads as the admission's ("in hospital for pneumonia"); the time is still said by "last week".
    if (
      x === "last" &&
      /^(week|month)$/.test(at(i + 1)) &&
      at(i + 2) === "for" &&
      /^(hospital|admitted|clinic|ward)$/.test(at(i - 1))
    ) {
      i += 1;
      continue;
    }
    // "I feel faint when I stand up", "lightheaded when I get up": faintness on rising is postural dizziness (NICE
    // CKS blackouts: orthostatic hypotension); "fainted while standing in church" (standing long) is a faint.
    if (
      /^(faint|lightheaded|woozy)$/.test(x) &&
      w
        .slice(i + 1, i + 6)
        .some((b, k, a) => /^(stand|standing|get|getting|rise|rising|sit|sitting)$/.test(b) && a[k + 1] === "up")
    ) {
      out.push("dizzy");
      continue;
    }
    // "the cough keeps coming back": it recurs (said of any symptom), not blood that "keeps coming" with a cough.
    if (/^(keeps|keep|kept)$/.test(x) && at(i + 1) === "coming" && at(i + 2) === "back") {
      out.push("comes", "back", "again", "and", "again");
      i += 2;
      continue;
    }
    // "a sudden coughing fit" (one bout, as after choking on food) is a cough, not the repeated fits of whooping
    // cough.
    if (/^(sudden|a|one)$/.test(at(i - 1)) && /^(coughing|cough)$/.test(x) && at(i + 1) === "fit") {
      out.push("cough");
      i += 1;
      continue;
    }
    // "I can walk": walking kept, told of an injury or a limp, is no walking pain ("he can still walk" is left to
    // the finding of a child who walks despite the pain).
    if (
      x === "can" &&
      at(i + 1) === "walk" &&
      !w.some((b) => /^(pain|painful|hurts|hurt|hurting|limp|limping|difficulty|slowly|but)$/.test(b))
    ) {
      out.push("walking", "well");
      i += 1;
      continue;
    }
    // "I spot blood every time after sex", "pain each time after meals": how often, said before "after"; the
    // finding is what comes after it.
    if ((x === "every" || x === "each") && at(i + 1) === "time" && at(i + 2) === "after") {
      i += 1;
      continue;
    }
    // "my toddler drank my cough syrup", "she ate some of grandma's BP tablets": a young child who swallowed someone
    // else's medicine is an accidental poisoning (TOXBASE; NICE CKS Poisoning or overdose), not the child's own
    // medicine use or the symptom the medicine treats. The medicine's name is kept for what it was.
    if (
      INGESTED.test(x) &&
      !/^(i|we|you|ive|im)$/.test(at(i - 1)) &&
      w
        .slice(0, i)
        .some(
          (b, k, a) =>
            YOUNG_CHILD.test(b) ||
            (/^[1-5]$|^(one|two|three|four|five)$/.test(b) && /^(years?|yrs?|months?)$/.test(a[k + 1] ?? "")),
        )
    ) {
      let k = i + 1;
      let others = false;
      while (k < i + 7 && INGESTION_FILLER.test(at(k))) {
        others ||= OTHERS_MEDICINE.test(at(k));
        k++;
      }
      if (others && w.slice(k, k + 4).some((b) => MEDICINES.test(b))) {
        out.push("swallowed", "medicine");
        i = k - 1;
        continue;
      }
    }
    out.push(x);
  }
  return out;
}
