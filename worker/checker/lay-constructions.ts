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

// Language round 15.
const WEAK_WORDS = new Set("weakness weak numb numbness paralysed paralyzed dead heavy".split(" "));
const REST_WORDS = new Set("lying resting sitting rest still nothing asleep sleeping".split(" "));
const RACE_WORDS = new Set("race ran run running marathon".split(" "));
const HOT_THINGS = new Set(
  "iron kettle pot soup water tea pap stew stove coal coals exhaust food porridge milk oil beans".split(" "),
);
const LIQUIDS = new Set("water soup tea pap stew oil porridge milk".split(" "));
const CONTACT_WORDS = new Set(
  "touched touch touches fell fall spilled spilt spill poured pour splashed pulled pull onto tipped knocked burnt burned landed".split(
    " ",
  ),
);
const NECK_OR_BACK = new Set(["neck", "back", "spine"]);
const BENT_WORDS = new Set(["bent", "bend", "bends", "crooked", "twisted"]);
const HUMAN_BITERS = new Set("man woman person someone somebody boy girl child kid guy human".split(" "));
const SWELL_WORDS = new Set(["swell", "swelling", "swollen", "swells"]);
const BITE_WORDS = new Set(["bite", "bit", "bitten", "sting", "stung", "stings"]);
const TESTES = new Set("testicle testicles testis testes ball balls".split(" "));
const CHILD_WORDS = new Set(
  "baby babys babies infant newborn child childs toddler son daughter pikin boy girl kid fontanelle".split(" "),
);
const PAIN_WORDS = new Set("pain pains painful hurts hurting hurt ache aching agony".split(" "));
const COLLAPSING_THINGS = new Set(
  "business company shop market bridge building house roof wall marriage economy plan plans deal project bank stock stocks".split(
    " ",
  ),
);
const FEVER_HOLDERS = new Set(
  "baby pikin child son daughter boy girl body forehead skin head toddler infant newborn kid".split(" "),
);
const PAINKILLERS = new Set(
  "panadol paracetamol ibuprofen painkillers painkiller drugs drug tablets medicine analgesics brufen diclofenac tramadol".split(
    " ",
  ),
);
const REST_RELIEF = /^(rest|resting|stop|stops|stopped|sit)$/;

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
  // "a bit red", "a little bit swollen": "bit" after "a" or "little" is an amount, never a bite (language round 15:
  // "it gets a bit red" on a farm was read as a snake bite).
  const w = words.map((x, i) => (x === "bit" && /^(a|little|tiny|small|wee)$/.test(words[i - 1] ?? "") ? "little" : x));
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
    const r15 = round15(w, i, crash);
    if (r15) {
      out.push(...r15.words);
      i += r15.skip;
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

/**
 * Language round 15: what lies across several words in lay, Pidgin and SMS wordings of danger signs, injuries and
 * everyday talk. The words to put out at position i and how many more words they stand for, or null.
 */
function round15(w: string[], i: number, crash: boolean): { words: string[]; skip: number } | null {
  const at = (k: number) => w[k] ?? "";
  const x = at(i);
  const has = (set: Set<string>) => w.some((b) => set.has(b));
  // "weakness on the right side", "sudden weakness left side", "numb on the left side": weakness or numbness of one
  // side is the stroke sign (NICE NG128, FAST), whichever side is named.
  if (
    /^(right|left)$/.test(x) &&
    at(i + 1) === "side" &&
    w.slice(Math.max(0, i - 4), i).some((b) => WEAK_WORDS.has(b)) &&
    !has(PAIN_WORDS)
  )
    return { words: ["one", "side"], skip: 1 };
  // "I'm breathing like I ran a race but I'm just lying down": breathless as after running while at rest is
  // breathlessness at rest, a danger sign (NICE CKS breathlessness; BTS), said of oneself. A child's fast breathing
  // counted at rest stays fast breathing (WHO IMCI).
  if (
    x === "breathing" &&
    /^(i|im|am)$/.test(at(i - 1)) &&
    w.slice(i + 1, i + 6).some((b) => RACE_WORDS.has(b)) &&
    w.slice(i + 3).some((b) => REST_WORDS.has(b))
  ) {
    const end = w.findIndex((b, k) => k > i && REST_WORDS.has(b));
    return { words: ["breathless", "at", "rest"], skip: end - i };
  }
  // "a hot iron touched her arm", "pulled a pot of hot soup onto herself": a hot thing that touched or spilled on
  // someone is a burn or a scald (NICE CKS Burns and scalds), whatever the thing.
  if ((x === "hot" || x === "boiling") && HOT_THINGS.has(at(i + 1)) && has(CONTACT_WORDS))
    return {
      words: [...(LIQUIDS.has(at(i + 1)) ? ["scalded"] : ["burnt", "by"]), ...w.slice(i, i + 2)],
      skip: 1,
    };
  // "bitten by a man in a fight", "a boy bit him": a human bite (NICE CKS Bites: human bites need antibiotics and
  // a check of blood-borne infection), unless an animal is named.
  if (
    BITE_WORDS.has(x) &&
    x !== "sting" &&
    x !== "stung" &&
    (w.slice(i + 1, i + 4).some((b) => HUMAN_BITERS.has(b)) || (w.includes("fight") && at(i - 1) !== "a")) &&
    !w.some((b) =>
      /^(dog|dogs|cat|monkey|rat|snake|bat|pig|horse|donkey|insect|spider|scorpion|bee|ant|mosquito)$/.test(b),
    )
  ) {
    const end = w.slice(i + 1, i + 4).findIndex((b) => HUMAN_BITERS.has(b));
    return { words: ["human", "bite"], skip: end < 0 ? 0 : end + 1 };
  }
  // "she fell from the tree and can't move her neck", Pidgin "she no fit move her neck": a neck that will not move
  // or hurts after a fall or crash is a neck injury until imaged (NICE NG41, Canadian C-spine rule).
  if (
    crash &&
    /^(move|turn|moving|turning)$/.test(x) &&
    /^(cant|cannot|couldnt|unable|fit|to)$/.test(at(i - 1)) &&
    w.slice(i + 1, i + 3).some((b) => NECK_OR_BACK.has(b))
  ) {
    const end = w.slice(i + 1, i + 3).findIndex((b) => NECK_OR_BACK.has(b));
    return { words: ["neck", "injury"], skip: end + 1 };
  }
  // "he fell from the okada and his head is bleeding", Pidgin "him head dey bleed": a bleeding head after a fall or
  // crash is a head injury with a wound (NICE NG232 head injury).
  if (
    crash &&
    x === "head" &&
    (/^(bleed|bleeding|dey|is|was|don|de)$/.test(at(i + 1)) || at(i + 1) === "") &&
    w.slice(i + 1, i + 3).some((b) => /^(bleed|bleeding|bled|cut|burst)$/.test(b))
  ) {
    const end = w.slice(i + 1, i + 3).findIndex((b) => /^(bleed|bleeding|bled|cut|burst)$/.test(b));
    return { words: ["head", "injury", "with", "a", "wound"], skip: end + 1 };
  }
  // "a danfo hit him and his thigh is bent": a limb bent after a crash or fall is a deformity (a fracture or
  // dislocation: NICE NG38). A bend said of the penis or a finger at rest is not this.
  if (
    crash &&
    BENT_WORDS.has(x) &&
    w.slice(Math.max(0, i - 3), i).some((b) => LIMBS.has(b) || /^(thigh|shin|arm|leg|elbow|shoulder)$/.test(b))
  )
    return { words: ["deformed", "limb"], skip: 0 };
  // "snake bite am for leg and e dey swell", "stung on the hand and it swelled": swelling after a bite or sting is
  // swelling at the bite (WHO snakebite guidelines: local swelling and its spread decide antivenom).
  // Not a swelling of the eyelid, face, lips, tongue or throat: those keep their own (danger) findings.
  if (
    SWELL_WORDS.has(x) &&
    w.slice(0, i).some((b) => BITE_WORDS.has(b)) &&
    !crash &&
    !w.some((b) => /^(eyelid|eyelids|eye|eyes|face|lip|lips|tongue|throat|neck|mouth)$/.test(b)) &&
    // An unseen biter ("something bit me while weeding") keeps its own reading: the bite that may be a snake's.
    !w.some((b) => b === "something" || b === "weeding" || FARM_PLACES.has(b))
  )
    return { words: ["swelling", "around", "the", "bite"], skip: 0 };
  // "one of my testicles hangs lower than the other", "my penis bends a little to the left": a shape everyone has
  // (NHS: it is normal for one testicle to hang lower; a slight bend of the penis is common), with no lump, pain or
  // swelling, names nothing.
  if (
    // Not "higher": a testicle sitting high is a sign of torsion (NICE CKS Scrotal pain and swelling).
    /^(hangs|hang|hanging|lower|bends|bend|bent|curved|curves)$/.test(x) &&
    !w.some((b) => /^(high|higher|sudden|suddenly|up)$/.test(b)) &&
    w.slice(Math.max(0, i - 5), i + 3).some((b) => TESTES.has(b) || /^(penis|manhood|dick)$/.test(b)) &&
    !has(LESION_WORDS)
  ) {
    // "... than the other" goes with it: "one testicle higher than the other" is another finding's phrase.
    const other = w.findIndex((b, k) => k > i && k < i + 6 && b === "other" && w.slice(i, k).includes("than"));
    return { words: [NEUTRAL], skip: other > 0 ? other - i : 0 };
  }
  // "my breasts are small, will they grow", "will my penis get bigger": a question about growing, said with a size
  // word, is the size worry (no finding), not development happening now.
  if (
    x === "will" &&
    /^(they|it|my|mine|he|she)$/.test(at(i + 1)) &&
    w.slice(i + 1, i + 5).some((b) => /^(grow|bigger|develop|increase)$/.test(b)) &&
    has(SIZE_WORDS) &&
    !has(LESION_WORDS)
  )
    return { words: w.slice(i, i + 5).map(() => NEUTRAL), skip: Math.min(4, w.length - i - 1) };
  // "he has a big head since he got promoted": "big head" of an adult is pride; a baby's head growing too big is the
  // finding (head circumference, NICE CKS), so it needs a child named.
  if (
    x === "big" &&
    at(i + 1) === "head" &&
    !has(CHILD_WORDS) &&
    !w.some((b) => /^(growing|getting|circumference)$/.test(b))
  )
    return { words: [NEUTRAL, NEUTRAL], skip: 1 };
  // "my blood boils when he lies": anger, an idiom; what follows "when" is what angers, not a finding.
  if (x === "blood" && /^(boils|boil|boiling|boiled)$/.test(at(i + 1))) {
    let end = i + 1;
    if (/^(when|whenever|if|because)$/.test(at(i + 2)))
      for (
        end = i + 3;
        end + 1 < w.length && !/^(and|but|so)$/.test(at(end + 1)) && !at(end + 1).startsWith("zz");
        end++
      );
    return { words: w.slice(i, end + 1).map(() => NEUTRAL), skip: end - i };
  }
  // "how can I make my skin lighter": a question about lightening, not bleaching done (NAFDAC warns of the creams).
  if (
    x === "make" &&
    w.slice(Math.max(0, i - 4), i).includes("how") &&
    at(i + 2) === "skin" &&
    /^(lighter|fairer|brighter|whiter|clear|clearer|light|fair)$/.test(at(i + 3))
  )
    return { words: [NEUTRAL, NEUTRAL, NEUTRAL, NEUTRAL], skip: 3 };
  // "please continue", "continue": a word to the app, not a fit that continues.
  if (x === "continue" && w.every((b) => /^(please|pls|continue|ok|okay|go|on|yes)$/.test(b)))
    return { words: [NEUTRAL], skip: 0 };
  // "I get nightmares about the accident": the accident is what the dreams are about, not an injury now.
  if (
    /^(accident|crash|attack|fight)$/.test(x) &&
    w
      .slice(Math.max(0, i - 4), i)
      .some((b) => /^(nightmares|nightmare|dreams|dream|flashbacks|memories|thinking|think)$/.test(b))
  )
    return { words: [NEUTRAL], skip: 0 };
  // "tightness in my chest when I walk fast that goes when I rest": brought on by effort and eased by rest is the
  // angina pattern (NICE CG95 typical angina), chest pain on exertion.
  if (
    /^(tightness|tight)$/.test(x) &&
    w.slice(Math.max(0, i - 3), i + 4).includes("chest") &&
    has(EXERTION) &&
    w.some((b, k) => REST_RELIEF.test(b) && k > i) &&
    // With a wheeze or cough it is the asthma of exercise (BTS/SIGN asthma), not angina.
    !w.some((b) => /^(wheeze|wheezing|wheezes|cough|coughing|coughs|asthma|inhaler)$/.test(b))
  )
    return { words: ["pain", "on", "exertion"], skip: 0 };
  // "the pain is so bad I'm rolling on the floor": writhing in pain, the most severe pain (NICE CKS renal colic).
  if (
    /^(rolling|roll|rolls|writhing)$/.test(x) &&
    has(PAIN_WORDS) &&
    /^(on|for|in)$/.test(at(i + 1)) &&
    /^(floor|ground|bed)$/.test(at(i + 2) === "the" ? at(i + 3) : at(i + 2))
  )
    return { words: ["writhing", "in", "pain"], skip: at(i + 2) === "the" ? 3 : 2 };
  // "pain in my lower back on one side", "one side of my back hurts": the back to one side is the loin (flank), where
  // the kidney hurts (NICE CKS Pyelonephritis: loin pain with fever).
  if (
    x === "back" &&
    (w
      .slice(i + 1, i + 4)
      .join(" ")
      .match(/\bone side\b/) ||
      w
        .slice(Math.max(0, i - 4), i)
        .join(" ")
        .match(/\bone side of\b/)) &&
    has(PAIN_WORDS)
  )
    return { words: ["loin"], skip: 0 };
  // "since my business collapsed", "the bridge collapsed": a thing that collapses is no faint (a person is).
  if (/^(collapsed|collapse|collapses|crashed)$/.test(x) && COLLAPSING_THINGS.has(at(i - 1)))
    return { words: [NEUTRAL], skip: 0 };
  // "otapiapia for rats", "poison for the rats": the rats are what the poison was for, not contact with rats
  // (Lassa fever); the poison stays.
  if (
    /^(rats|rat|mice|rodents)$/.test(x) &&
    (at(i - 1) === "for" || (at(i - 1) === "the" && at(i - 2) === "for") || at(i - 1) === "kill") &&
    w.some((b) => /^(poison|otapiapia|sniper|ota|killer|poisoned)$/.test(b))
  )
    return { words: [NEUTRAL], skip: 0 };
  // "he drank almost half the bottle of Phenergan syrup", "she swallowed a whole bottle of cough medicine": a
  // bottle's worth of a medicine is an overdose to assess (NPIS TOXBASE), whatever the medicine.
  if (
    /^(drank|drink|drunk|swallowed|finished|took)$/.test(x) &&
    w.slice(i + 1, i + 6).includes("bottle") &&
    w.some((b) => /^(syrup|medicine|mixture|drug|drugs|tablets|pills|phenergan|promethazine|piriton|codeine)$/.test(b))
  ) {
    const end = w.indexOf("bottle", i + 1);
    return { words: ["took", "too", "many", "tablets"], skip: end - i };
  }
  // "I don't drink much water", "she doesn't drink enough": drinking little by habit, not being unable to drink (the
  // danger sign of a sick child, WHO IMCI).
  if (
    /^(dont|doesnt|didnt|not|never)$/.test(x) &&
    /^(drink|drinks)$/.test(at(i + 1)) &&
    /^(much|enough|a|plenty|lots|water)$/.test(at(i + 2))
  ) {
    const end = /^(much|enough|plenty|lots)$/.test(at(i + 2)) && /^(water|fluids)$/.test(at(i + 3)) ? 3 : 2;
    return { words: w.slice(i, i + end + 1).map(() => NEUTRAL), skip: end };
  }
  // "my baby feels hot since last night", "her body feels very hot": someone else felt hot is a fever (NICE NG143:
  // a parent's report of fever counts); "I feel hot all the time" (heat intolerance) is one's own.
  if (
    /^(feels|feel)$/.test(x) &&
    (at(i + 1) === "hot" || (/^(very|so|too)$/.test(at(i + 1)) && at(i + 2) === "hot")) &&
    FEVER_HOLDERS.has(at(i - 1)) &&
    !w.some((b) => /^(weather|sun|room|outside|always|all|faint|fainted|fainting|church)$/.test(b))
  )
    return { words: ["has", "a", "fever"], skip: at(i + 1) === "hot" ? 1 : 2 };
  // "Panadol and ibuprofen don't touch it", "the drugs no touch am": painkillers not helping (NICE CKS: pain out of
  // proportion despite analgesia is a warning sign, as in compartment syndrome).
  if (
    /^(dont|doesnt|didnt|no|not|cant)$/.test(x) &&
    /^(touch|touching)$/.test(at(i + 1)) &&
    w.slice(Math.max(0, i - 5), i).some((b) => PAINKILLERS.has(b))
  )
    return { words: ["painkillers", "not", "helping"], skip: 1 };
  // "the pain no gree go even after paracetamol" (Pidgin "no gree go" arrives as "refusing to go"), "pain not gone
  // even with panadol": painkillers not helping.
  if (
    x === "even" &&
    /^(with|after|wit|despite)$/.test(at(i + 1)) &&
    PAINKILLERS.has(at(i + 2)) &&
    w.slice(Math.max(0, i - 4), i).some((b) => /^(refusing|not|no|nt|never|still|wont)$/.test(b))
  )
    return { words: ["painkillers", "not", "helping"], skip: 2 };
  // "a hot iron fell on his foot": the hot thing fell, not the person (a burn, not a fall).
  if (/^(fell|fall|falls|dropped)$/.test(x) && HOT_THINGS.has(at(i - 1)) && /^(hot|boiling)$/.test(at(i - 2)))
    return { words: [NEUTRAL], skip: 0 };
  // "my scrotum is swollen but it doesn't hurt": a painless scrotal swelling (a hydrocele or varicocele, NICE CKS),
  // not testicular pain; "hurt" denied belongs to the swelling.
  if (
    /^(scrotum|testicle|testicles|balls|ball|testis)$/.test(x) &&
    w.slice(i + 1, i + 4).some((b) => /^(swollen|swelling|big|bigger|enlarged)$/.test(b)) &&
    w
      .slice(i + 2, i + 9)
      .join(" ")
      .match(/\b(doesnt hurt|dont hurt|does not hurt|no pain|not painful|painless|without pain)\b/)
  ) {
    const end = w.findIndex((b, k) => k > i + 1 && /^(hurt|pain|painful|painless)$/.test(b));
    return { words: ["painless", "scrotal", "swelling"], skip: end - i };
  }
  // "a sharp pain started low on my right side": low on one side, with no other part named, is the lower belly.
  if (
    x === "low" &&
    /^(on|down)$/.test(at(i + 1)) &&
    w.slice(i + 2, i + 5).includes("side") &&
    !w.some((b) => /^(chest|back|neck|head|arm|leg|breast|ribs|waist)$/.test(b))
  )
    return { words: ["lower", "belly"], skip: 0 };
  // "pain in my right side under the ribs at the back": the side of the back under the ribs is the loin (flank).
  if (x === "side" && /^(right|left)$/.test(at(i - 1))) {
    const back = w.findIndex((b, k) => k > i && k < i + 9 && b === "back" && at(k - 2) === "at");
    if (back > 0 && w.slice(i + 1, back).includes("ribs")) return { words: ["loin"], skip: back - i };
  }
  // "my baby has hardly kicked since yesterday", "the baby is barely moving" in pregnancy: fewer movements of the
  // baby in the womb (RCOG Green-top 57: reduced fetal movements are assessed the same day).
  if (
    /^(hardly|barely|rarely|scarcely)$/.test(x) &&
    /^(kicked|kicking|kicks|kick|moved|moving|moves|move)$/.test(at(i + 1)) &&
    w.includes("baby") &&
    w.some((b) => /^(weeks|pregnant|pregnancy|womb|months|wks)$/.test(b))
  )
    return { words: ["baby", "moving", "less"], skip: 1 };
  // "my periods have become more painful and heavier": "heavier" said of the periods is heavy periods.
  if (/^(heavier|heavy)$/.test(x) && w.slice(Math.max(0, i - 8), i).some((b) => /^(periods|period|menses)$/.test(b)))
    return { words: ["heavy", "periods"], skip: 0 };
  // "a pepper grinding machine caught my fingers": a machine that caught a hand or fingers is a crush injury of the
  // hand; "grinding" is the eye's high-velocity mechanism only when the eye is hurt.
  if (
    /^(grinding|grinder)$/.test(x) &&
    w.some((b) => /^(finger|fingers|hand|hands|thumb|arm)$/.test(b)) &&
    !w.some((b) => /^(eye|eyes)$/.test(b))
  )
    return { words: [NEUTRAL], skip: 0 };
  return null;
}
