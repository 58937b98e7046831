// What the safety layer says, in the user's language, with the emergency number of their country.
// English carries the full first-aid detail; the other languages say the essentials (this is an
// emergency, call N or go to hospital now, the one thing to do or not do), then the English detail.
// First aid follows the sources named in SAFETY_SOURCES. Translations need review by native speakers.
import { LEXICONS, type Emergency } from "../../lang/index.ts";
import type { Lang } from "./text.ts";
import type { CountryLines } from "./numbers.ts";

export type Category =
  | "self_harm"
  | "overdose"
  | "poisoning"
  | "not_breathing"
  | "heart_attack"
  | "chest_breathing"
  | "breathing"
  | "stroke"
  | "seizure"
  | "heavy_bleeding"
  | "anaphylaxis"
  | "snake_bite"
  | "pregnancy"
  | "infant_fever"
  | "sexual_assault"
  | "meningitis"
  | "dehydration"
  | "burn"
  | "diabetes"
  | "sickle_cell"
  | "head_injury"
  | "sudden_headache"
  | "newborn"
  | "acute_abdomen"
  | "testicular_torsion"
  | "animal_bite"
  | "coughing_blood"
  | "electric_shock"
  | "drowning"
  | "heat_stroke"
  | "eye_injury"
  | "throat_blocked"
  | "high_bp"
  | "palpitations"
  | "spinal_cord"
  | "severe_illness";

export const SAFETY_SOURCES: Partial<Record<Category, { name: string; url: string }>> = {
  self_harm: { name: "WHO: Suicide", url: "https://www.who.int/news-room/fact-sheets/detail/suicide" },
  overdose: {
    name: "NHS: Paracetamol overdose",
    url: "https://www.nhs.uk/medicines/paracetamol-for-adults/common-questions-about-paracetamol-for-adults/",
  },
  poisoning: { name: "NHS: Poisoning", url: "https://www.nhs.uk/conditions/poisoning/" },
  not_breathing: { name: "NHS: CPR", url: "https://www.nhs.uk/conditions/first-aid/cpr/" },
  heart_attack: { name: "NHS: Heart attack", url: "https://www.nhs.uk/conditions/heart-attack/" },
  stroke: { name: "NHS: Stroke symptoms", url: "https://www.nhs.uk/conditions/stroke/symptoms/" },
  seizure: {
    name: "NHS: What to do if someone has a seizure",
    url: "https://www.nhs.uk/conditions/epilepsy/what-to-do-if-someone-has-a-seizure-fit/",
  },
  anaphylaxis: { name: "NHS: Anaphylaxis", url: "https://www.nhs.uk/conditions/anaphylaxis/" },
  snake_bite: {
    name: "WHO: Snakebite envenoming",
    url: "https://www.who.int/news-room/fact-sheets/detail/snakebite-envenoming",
  },
  pregnancy: {
    name: "WHO: Maternal health danger signs",
    url: "https://www.who.int/publications/i/item/9789241549356",
  },
  infant_fever: { name: "NICE NG143: Fever in under 5s", url: "https://www.nice.org.uk/guidance/ng143" },
  sexual_assault: { name: "CDC: PEP", url: "https://www.cdc.gov/hiv/prevention/pep.html" },
  newborn: { name: "WHO: IMCI, the sick young infant", url: "https://www.who.int/publications/i/item/9789241506823" },
  meningitis: { name: "WHO: Meningitis", url: "https://www.who.int/news-room/fact-sheets/detail/meningitis" },
  dehydration: {
    name: "WHO: Diarrhoeal disease",
    url: "https://www.who.int/news-room/fact-sheets/detail/diarrhoeal-disease",
  },
  burn: { name: "WHO: Burns", url: "https://www.who.int/news-room/fact-sheets/detail/burns" },
  diabetes: { name: "NHS: Diabetic ketoacidosis", url: "https://www.nhs.uk/conditions/diabetic-ketoacidosis/" },
  sickle_cell: {
    name: "NICE CG143: Sickle cell disease, managing an acute painful episode",
    url: "https://www.nice.org.uk/guidance/cg143",
  },
  head_injury: { name: "NICE NG232: Head injury", url: "https://www.nice.org.uk/guidance/ng232" },
  sudden_headache: {
    name: "NHS: Subarachnoid haemorrhage",
    url: "https://www.nhs.uk/conditions/subarachnoid-haemorrhage/",
  },
  acute_abdomen: { name: "NHS: Stomach ache", url: "https://www.nhs.uk/conditions/stomach-ache/" },
  testicular_torsion: { name: "NHS: Testicle pain", url: "https://www.nhs.uk/conditions/testicle-pain/" },
  animal_bite: { name: "WHO: Rabies", url: "https://www.who.int/news-room/fact-sheets/detail/rabies" },
  electric_shock: { name: "NHS: Electric shock", url: "https://www.nhs.uk/conditions/electric-shock/" },
  drowning: { name: "WHO: Drowning", url: "https://www.who.int/news-room/fact-sheets/detail/drowning" },
  heat_stroke: {
    name: "NHS: Heat exhaustion and heatstroke",
    url: "https://www.nhs.uk/conditions/heat-exhaustion-heatstroke/",
  },
  coughing_blood: { name: "NHS: Coughing up blood", url: "https://www.nhs.uk/conditions/coughing-up-blood/" },
  eye_injury: { name: "NHS: Eye injuries", url: "https://www.nhs.uk/conditions/eye-injuries/" },
  throat_blocked: { name: "NICE CKS: Sore throat - acute", url: "https://cks.nice.org.uk/topics/sore-throat-acute/" },
  high_bp: { name: "NICE NG136: Hypertension in adults", url: "https://www.nice.org.uk/guidance/ng136" },
  palpitations: { name: "NHS: Heart palpitations", url: "https://www.nhs.uk/conditions/heart-palpitations/" },
  spinal_cord: { name: "NHS: Cauda equina syndrome", url: "https://www.nhs.uk/conditions/cauda-equina-syndrome/" },
};

type Detail = { what: string; meanwhile: string };

const EN: Record<Exclude<Category, "self_harm" | "sexual_assault">, Detail> = {
  overdose: {
    what: "Taking too many tablets needs a hospital now, **even if you feel fine**: a paracetamol overdose damages the liver silently over one to three days, and the antidote works best when it is given early.",
    meanwhile: "go to the hospital now even if you feel well, take the packet with you, and don't make yourself vomit.",
  },
  poisoning: {
    what: "Swallowing kerosene, bleach, insecticide or another poison needs a hospital now, even if the person seems well.",
    meanwhile:
      "**don't make them vomit** (kerosene that goes into the lungs is dangerous) and don't give milk, palm oil or anything else to drink unless a health worker says so. Take the bottle or packet with you.",
  },
  not_breathing: {
    what: "Someone who is not breathing normally or not responding needs help right now.",
    meanwhile:
      "shout for help. If they are not breathing normally, start **CPR**: push hard and fast in the centre of the chest, 100 to 120 times a minute, and keep going until help arrives. If they are breathing, turn them on their side (recovery position) and stay with them.",
  },
  heart_attack: {
    what: "Crushing or heavy chest pain with sweating, feeling sick, or pain spreading to the arm, jaw or back can be a **heart attack**.",
    meanwhile:
      "sit down and rest, loosen tight clothing and stay as calm as you can. If you are not allergic to it, chew one 300 mg aspirin slowly. Don't walk around or drive yourself.",
  },
  chest_breathing: {
    what: "Chest pain with trouble breathing can mean a heart or lung problem that needs treatment now.",
    meanwhile:
      "sit upright, loosen tight clothing, stay as calm and still as you can, and don't walk around or drive yourself. Keep someone with you.",
  },
  breathing: {
    what: "Serious trouble breathing needs emergency care.",
    meanwhile:
      "sit upright and lean slightly forward, loosen tight clothing, and use your reliever inhaler if you have one. If someone is choking and can't breathe or speak, give firm back blows between the shoulder blades.",
  },
  stroke: {
    what: "A drooping face, weakness on one side of the body or slurred speech can be signs of a **stroke**. Every minute counts.",
    meanwhile:
      "note the time the signs started, give nothing to eat, drink or swallow, and lay the person on their side if they are drowsy.",
  },
  seizure: {
    what: "A seizure (fit or convulsion) that lasts more than 5 minutes, a first seizure, or fits that keep coming need emergency help.",
    meanwhile:
      "move hard or sharp things away, cushion the head, and turn the person on their side when the jerking stops. Put nothing in their mouth, and time the seizure.",
  },
  heavy_bleeding: {
    what: "Heavy bleeding needs emergency care.",
    meanwhile:
      "press firmly on the wound with a clean cloth and keep pressing; raise the injured part if you can. Lie down if you feel faint. For heavy bleeding from the vagina or vomiting blood, lie down and keep warm.",
  },
  anaphylaxis: {
    what: "Swelling of the lips, tongue or throat, or trouble breathing after a food, a sting or a medicine can be **anaphylaxis**, a severe allergic reaction.",
    meanwhile:
      "if there is an adrenaline auto-injector (EpiPen), use it now in the outer thigh. Lie down with legs raised, or sit up if breathing is hard. A second injection can be given after 5 minutes if there's no improvement.",
  },
  snake_bite: {
    what: "A snake bite needs a hospital (antivenom) even if it looks small.",
    meanwhile:
      "keep still and calm, keep the bitten limb still, and remove rings, watches and tight clothing. **Don't tie a tourniquet, don't cut the wound, don't suck out the venom**, and don't put herbs or a black stone on it. Don't try to catch the snake.",
  },
  pregnancy: {
    what: "Bleeding, a severe headache or blurred vision, a swollen face or hands, severe belly pain, fits, leaking waters or the baby's movements slowing down or stopping are danger signs in pregnancy.",
    meanwhile: "lie on your left side, take your antenatal card with you, and ask someone to come with you.",
  },
  infant_fever: {
    what: "A fever (38 °C or more) in a baby under 3 months old can be a sign of a serious infection and needs a doctor now.",
    meanwhile:
      "keep feeding the baby, dress them lightly, and don't give medicine unless a health worker tells you to.",
  },
  meningitis: {
    what: "A stiff neck with fever can be **meningitis**, which can become life-threatening within hours.",
    meanwhile:
      "keep the person in a quiet, dim room, give sips of water only if fully awake, and bring any medicines they have taken.",
  },
  dehydration: {
    what: "Sunken eyes, no urine for many hours, being very sleepy, or not keeping any fluid down with diarrhoea or vomiting are signs of **severe dehydration**.",
    meanwhile: "give small, frequent sips of ORS (or keep breastfeeding a baby) on the way, and don't stop fluids.",
  },
  burn: {
    what: "A large or deep burn (skin peeling off, white or charred), or a burn on the face, chest, neck or genitals or from fire, electricity or chemicals, needs a hospital.",
    meanwhile:
      "cool the burn under cool running water for 20 minutes, take off clothing and jewellery near it unless stuck to the skin, and cover it loosely with cling film or a clean plastic bag. **Don't put oil, toothpaste, egg or butter on it** and don't burst blisters. Keep the person warm.",
  },
  diabetes: {
    what: 'In someone with diabetes, confusion, being hard to wake or a fit can mean very low blood **sugar**, and vomiting with fast, deep breathing or a meter reading "HI" can mean very high sugar (DKA). Both need emergency care.',
    meanwhile:
      "if the person is awake and can swallow, give something sugary now (a sweet drink, juice or 4 sugar cubes). Give nothing by mouth if they are drowsy or can't swallow: lay them on their side. If they are not breathing normally, start CPR. Take their meter and medicines with you.",
  },
  sickle_cell: {
    what: "In sickle cell disease, a fever, chest pain, trouble breathing or sudden weakness can be a serious infection, **acute chest syndrome** or a stroke, and needs a hospital now.",
    meanwhile: "keep warm, sip water, take your usual pain relief, and take your clinic card with you.",
  },
  head_injury: {
    what: "After a blow to the head, vomiting, drowsiness, confusion, being knocked out, a fit or memory loss can mean bleeding or swelling in the brain.",
    meanwhile:
      "keep the person still and lying down with the head and shoulders slightly raised; if they are drowsy, lay them on their side. Don't give alcohol or sleeping medicines, and if the neck hurts, keep it still.",
  },
  sudden_headache: {
    what: "A headache that comes on suddenly and severely (the worst ever, like being hit on the head) can be **bleeding around the brain**, and with a stiff neck it can also be meningitis.",
    meanwhile: "lie down in a quiet, dim place, don't take aspirin, and note when it started.",
  },
  newborn: {
    what: "In a baby under 2 months, not feeding, being floppy or very sleepy, feeling cold, fits, fast or hard breathing, or yellow skin on the palms and soles are danger signs that need a doctor now.",
    meanwhile:
      "keep the baby warm (skin to skin on your chest), keep trying to breastfeed, and take any medicines or the baby's health card with you.",
  },
  acute_abdomen: {
    what: "A belly that is hard as a board, green (bile) vomit, or sudden severe belly pain with fainting or vomiting can mean a burst or blocked bowel, appendicitis, an ectopic pregnancy or internal bleeding, which need surgery-level care now.",
    meanwhile:
      "lie still in the position that hurts least, give nothing to eat or drink (sips of water only if a health worker says so), and don't take laxatives or herbal purges.",
  },
  testicular_torsion: {
    what: "Sudden, severe pain or swelling in a testicle (the balls) can be **testicular torsion**, a twisted testicle: it needs an operation within a few hours or the testicle can be lost. Don't be shy about it: doctors see this often.",
    meanwhile: "don't eat or drink (surgery may be needed), don't wait for it to pass, and don't rub or massage it.",
  },
  animal_bite: {
    what: "A bite or scratch from a dog, cat, monkey or bat that breaks the skin can pass on **rabies**, which cannot be cured once signs start but is prevented by vaccine injections (post-exposure prophylaxis) started quickly, ideally the same day.",
    meanwhile:
      "wash the wound at once with soap and running water for 15 minutes, then put on an antiseptic (iodine or alcohol) if you have one. Don't cover it tightly or stitch it yourself, and don't put herbs on it. Note whether the animal was a stray or is vaccinated, and tell the hospital.",
  },
  coughing_blood: {
    what: "Coughing up blood needs a doctor today, and coughing up more than a few streaks, or with trouble breathing, chest pain or dizziness, is an emergency.",
    meanwhile:
      "sit upright, lean forward and stay calm; if one side of the chest hurts, lie on that side. Keep some of what you coughed up to show the doctor.",
  },
  electric_shock: {
    what: "An electric shock can stop the heart or cause deep burns that look small from the outside. After a shock from a high-voltage line, or any shock with a burn, fainting, chest pain, a racing or irregular heartbeat or confusion, the person needs a hospital now.",
    meanwhile:
      "**switch off the power at the mains (or push the person away from the source with something dry and wooden) before you touch them**. If they are not breathing normally, start CPR. Cool any burn under running water for 20 minutes.",
  },
  drowning: {
    what: "Anyone pulled from water who is not breathing normally, keeps coughing, is breathless or drowsy needs a hospital now, even if they seem to recover: water in the lungs can make breathing worse hours later.",
    meanwhile:
      "if they are not breathing normally, give 5 rescue breaths and then start CPR (30 chest presses, 2 breaths). If they are breathing, lay them on their side, take off wet clothes and keep them warm.",
  },
  heat_stroke: {
    what: "After time in heat or sun, confusion, collapse, a very hot body or no sweating can be **heatstroke**, which can damage the brain and organs within hours.",
    meanwhile:
      "move the person somewhere cool and shaded, take off extra clothing, cool the skin with cool water and fan them, put cool packs in the armpits and neck, and give sips of water only if they are fully awake. Lay them on their side if drowsy.",
  },
  eye_injury: {
    what: "Sudden loss of sight, a shadow or curtain coming over the vision, a painful red eye with rainbow rings round lights, or an injury to the eye with loss of sight, severe pain or something stuck in it can be a detached retina, acute glaucoma, bleeding inside the eye or a burst eyeball, and needs an eye emergency department now to save the sight.",
    meanwhile:
      "don't rub or press on the eye and don't try to pull out anything stuck in it; cover it loosely with a clean pad or a paper cup taped over it. If a chemical splashed in, first rinse the eye with clean running water for at least 15 minutes.",
  },
  throat_blocked: {
    what: 'Not being able to swallow even your own spit, drooling, a throat swollen on one side with a muffled "hot potato" voice, or food stuck after eating can mean the gullet is blocked or a deep abscess in the throat or neck that can close the airway.',
    meanwhile:
      "sit upright and lean forward, spit out saliva rather than forcing it down, and don't eat or drink or try to push anything down with bread or water. If breathing becomes noisy or hard, call again at once.",
  },
  high_bp: {
    what: "A blood pressure of 180/120 or higher with a headache, blurred sight, chest pain, breathlessness or confusion can be a **hypertensive emergency**, which can cause a stroke, heart attack or kidney damage within hours.",
    meanwhile:
      "sit or lie down quietly, don't take extra doses of your blood pressure tablets or any herbal mixture to bring it down fast, and take your tablets and any readings with you.",
  },
  palpitations: {
    what: "A heartbeat that races and won't settle, with dizziness, fainting, breathlessness or chest pain, can be a dangerous heart rhythm that needs treatment now.",
    meanwhile:
      "sit or lie down, stay still and calm, and don't drive yourself. If the person collapses and isn't breathing normally, start CPR.",
  },
  spinal_cord: {
    what: "Suddenly not being able to move or feel both legs, or numbness between the legs with loss of control of urine or stool, can mean the spinal cord or its nerves are being squeezed, after a fall or a back injury or on its own; it needs surgery-level care within hours.",
    meanwhile:
      "if it followed a fall or a crash, **don't move the person** unless they are in danger: keep the head, neck and back still and in line until help comes. Give nothing to eat or drink.",
  },
  severe_illness: {
    what: "Confusion, being too weak to sit up, being hard to wake, not being able to drink, a temperature of 41 °C or more, or a rash that doesn't fade when pressed can be signs of severe malaria or another serious infection.",
    meanwhile:
      "lay the person on their side if drowsy, sponge with lukewarm water for fever, and give sips of fluid only if fully awake.",
  },
};

/** The essentials in each language, from its lexicon (worker/lang/); the English detail follows them. */
const LOCAL: Record<Exclude<Lang, "en">, Emergency> = {
  pcm: LEXICONS.pcm.emergency,
  ha: LEXICONS.ha.emergency,
  yo: LEXICONS.yo.emergency,
  ig: LEXICONS.ig.emergency,
  sw: LEXICONS.sw.emergency,
  fr: LEXICONS.fr.emergency,
};

const AI_LIMIT =
  "I'm an AI and can't help in an emergency, so please get help first. When you're safe, I'm here to talk.";

function crisisList(lines: CountryLines): string {
  return lines.crisis
    .map((l) => `- **${l.name}**: ${l.number.includes(".") ? l.number : `**${l.number}**`} (${l.source})`)
    .join("\n");
}

function callLine(lines: CountryLines, who: "self" | "other"): string {
  const n = lines.emergency.join(" or ");
  return `**Call ${n} now**${lines.name ? ` (the emergency number in ${lines.name})` : ""} or get someone to take you to the nearest hospital emergency department straight away. Don't wait to see if it gets better${who === "self" ? ", and don't go alone if you can avoid it" : ""}.`;
}

function englishBody(category: Category, lines: CountryLines, who: "self" | "other"): string {
  const n = lines.emergency.join(" or ");
  const call = callLine(lines, who);
  if (category === "self_harm") {
    const crisis = crisisList(lines);
    return [
      "I'm really sorry you're feeling this way. You matter, and you deserve support right now.",
      `**If you might act on these thoughts, or you've already hurt yourself, call ${n} now** or go to the nearest hospital emergency department.`,
      crisis ? `You can also talk to someone trained, for free:\n${crisis}` : "",
      "Please reach out to someone you trust right now (a friend, family member, teacher or faith leader), tell them how you feel, and don't stay alone. Put away anything you could use to hurt yourself.",
      "I'm here to listen. Would you like to tell me what's been happening?",
    ]
      .filter(Boolean)
      .join("\n\n");
  }
  if (category === "sexual_assault") {
    const where = lines.assault?.length
      ? lines.assault.map((a) => `${a.name}${a.number ? ` (**${a.number}**)` : ""}`).join("; ")
      : "the nearest hospital or clinic";
    return [
      "I'm so sorry this happened. It is not your fault, and help is available.",
      `**Go to a hospital or clinic as soon as you can, ideally within 72 hours**: ${where}. There you can get **HIV PEP** (it must be started within 72 hours), **emergency contraception** (pills work best as early as possible, up to 3 to 5 days; a copper IUD up to 5 days), tests and treatment for infections, and care for any injuries. If you can, keep the clothes you wore and avoid washing before you're seen, so evidence can be kept if you choose to report. Reporting to the police is your choice.`,
      `If you're hurt or not safe now, **call ${n}**. Bring someone you trust with you if you can.`,
    ].join("\n\n");
  }
  const d = EN[category];
  const parts = [`🚨 **This could be an emergency.** ${d.what}`, call, `**While you wait:** ${d.meanwhile}`];
  if (category === "overdose" || category === "poisoning") {
    const crisis = crisisList(lines);
    parts.push(
      `If you did this to hurt yourself, you deserve support too. Talk to someone you trust now${crisis ? `, or call:\n${crisis}` : "."}`,
    );
  } else parts.push(AI_LIMIT);
  return parts.join("\n\n");
}

/** An emergency the rules have no category for: what was found and what to do while waiting, from the caller. */
export type FoundDanger = { what: string; meanwhile: string; source: { name: string; url: string } | null };

/**
 * The emergency reply for a danger the symptom checker found: its own words for what was found and its
 * first aid, with the country's number; in another language, that language's header and call first, then
 * the English detail (as emergencyReply does).
 */
export function foundDangerReply(
  found: FoundDanger,
  lang: Lang,
  lines: CountryLines,
  who: "self" | "other" = "self",
): string {
  const en = [
    `🚨 **This could be an emergency.** ${found.what}`,
    callLine(lines, who),
    `**While you wait:** ${found.meanwhile}`,
    AI_LIMIT,
  ].join("\n\n");
  const cite = found.source ? `\n\nSource: [${found.source.name}](${found.source.url})` : "";
  if (lang === "en") return en + cite;
  const local = LOCAL[lang];
  return `${local.header} ${local.call(lines.emergency.join(` ${local.or} `))}\n\n---\n\n${local.note}\n\n${en}${cite}`;
}

/** The emergency reply for a category, in the user's language, with their country's numbers. */
export function emergencyReply(
  category: Category,
  lang: Lang,
  lines: CountryLines,
  who: "self" | "other" = "self",
): string {
  const en = englishBody(category, lines, who);
  const source = SAFETY_SOURCES[category];
  const cite = source ? `\n\nSource: [${source.name}](${source.url})` : "";
  if (lang === "en") return en + cite;
  const local = LOCAL[lang];
  const head = category === "self_harm" || category === "sexual_assault" ? "" : `${local.header} `;
  const line = local.lines[category];
  const crisis = category === "self_harm" && lines.crisis.length ? `\n\n${crisisList(lines)}` : "";
  const call = local.call(lines.emergency.join(` ${local.or} `));
  const essentials =
    category === "self_harm" || category === "sexual_assault" ? [line, call] : [`${head}${call}`, line];
  return `${essentials.filter(Boolean).join("\n\n")}${crisis}\n\n---\n\n${local.note}\n\n${en}${cite}`;
}
