// The safety layer. It runs on every user message before any model, with plain rules a clinician can
// read, and answers danger signs at once with Nigeria's emergency number (112), whatever a model would
// have said. It errs towards sending people for help: a false alarm costs a minute, a miss can cost a life.
import { getFinding } from "../checker/index.ts";
import { answerChoice, askedFindings } from "../ai/local/conversation.ts";
import type { ChatTurn, PersonalContext } from "../ai/types.ts";

export type RedFlagId =
  | "chest_breathing"
  | "breathing"
  | "stroke"
  | "heavy_bleeding"
  | "seizure"
  | "meningitis"
  | "severe_illness"
  | "pregnancy"
  | "self_harm"
  | "poisoning"
  | "danger_answer";

export type RedFlag = { id: RedFlagId; reply: string };

/** Crisis lines. Only numbers from the organisations' own announcements; 112 always comes first. */
export const CRISIS_LINES = [
  "**SURPIN** (Suicide Research and Prevention Initiative, LUTH): free line **0800 078 7746**",
  "**MANI** (Mentally Aware Nigeria Initiative): reach them through mentallyaware.org",
];

const NEGATIONS = new Set([
  "no",
  "not",
  "never",
  "without",
  "dont",
  "don't",
  "doesnt",
  "doesn't",
  "didnt",
  "didn't",
  "havent",
  "haven't",
  "hasnt",
  "hasn't",
  "isnt",
  "isn't",
  "arent",
  "aren't",
  "wasnt",
  "wasn't",
  "nor",
  "neither",
  "denies",
  "deny",
  "free",
  "stopped",
]);
const PERSONAL =
  /\b(i|i'm|im|i've|ive|my|me|mine|we|our|us|he|she|his|her|him|they|them|their|baby|child|kid|son|daughter|brother|sister|mum|mom|mother|dad|father|wife|husband|friend|someone|somebody|person|patient)\b/;
const HYPOTHETICAL_START = /^\s*(what|which|does|do|can|could|is|are|how|why|when|should|would|will|tell me)\b/;

function normalise(text: string): string {
  return text.toLowerCase().replace(/[’‘`]/g, "'").replace(/\s+/g, " ");
}

/** Sentences that describe someone's situation (a general question such as "does malaria cause fits?" does not). */
function sentences(text: string): string[] {
  const parts = normalise(text).split(/(?<=[.!?\n])\s+|\n+/);
  return parts.filter((s) => {
    const question = s.trim().endsWith("?") || HYPOTHETICAL_START.test(s);
    return !question || PERSONAL.test(s);
  });
}

/** A match not preceded by a negation in its clause ("no chest pain", "I don't have a stiff neck"). */
function affirmed(re: RegExp, text: string): boolean {
  for (const sentence of sentences(text)) {
    for (const clause of sentence.split(/,|;|\bbut\b|\bexcept\b|\bhowever\b/)) {
      const global = new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`);
      for (const m of clause.matchAll(global)) {
        const before = clause.slice(0, m.index).trim().split(/\s+/).slice(-4);
        if (!before.some((w) => NEGATIONS.has(w.replace(/[^a-z']/g, "")))) return true;
      }
    }
  }
  return false;
}

const P = {
  chest:
    /\bchest (pain|pains|tightness|pressure|is (tight|heavy|paining|hurting))|\bpains? in (my|the|his|her) chest|\bchest dey pain|\btight chest|\bheart pain/,
  breath:
    /\b(can'?t|cannot|can not|unable to|struggling to|hard to|difficult to|trouble|difficulty|problem|problems) ?(to )?(breathe|breathing|catch (my|his|her) breath)|\b(short|shortness) of breath|\bbreathless\w*|\bout of breath|\bgasping|\bbreathing (is )?(hard|difficult|fast|noisy|heavy)|\bno fit breathe/,
  breathSevere:
    /\b(can'?t|cannot|can not|unable to|struggling to) breathe|\bgasping for (air|breath)|\b(lips|fingers|tongue) (are |is |turning |have turned |look )?(blue|grey|gray)|\bchoking\b|\btoo breathless to (talk|speak)/,
  face: /\b(face|mouth|lip) (is |has |started |suddenly )?(droop\w*|drop\w*|twist\w*|crooked|uneven|lopsided|fallen)|\bdroop\w* (face|mouth)|\bone side of (my|his|her|the) face (is )?(droop\w*|numb|weak|fallen)/,
  oneSide:
    /\b(weak\w*|numb\w*|paraly\w*|dead|heavy|can'?t (lift|move|feel)|cannot (lift|move|feel))\b[^.]{0,30}\b(one side|left side|right side|left arm|right arm|left leg|right leg|one arm|one leg|half of (my|his|her|the) body)|\b(one side|left side|right side|left arm|right arm|left leg|right leg|one arm|one leg|half of (my|his|her|the) body)\b[^.]{0,25}\b(weak\w*|numb\w*|paraly\w*|dead|heavy|can'?t move)/,
  speech:
    /\bslurr\w*|\b(speech|talking|words) (is |are )?(slurred|strange|not coming( out)?|jumbled|garbled)|\b(can'?t|cannot) (speak|talk) (properly|clearly|well)|\b(trouble|difficulty) (speaking|talking)|\bsuddenly (can'?t|cannot) (speak|talk)/,
  bleeding:
    /\b(bleeding|bleeds?|bled) (heavily|a lot|too much|non-?stop|badly|profusely|everywhere|won'?t stop|will not stop|that won'?t stop|and it won'?t stop)|\bheavy bleeding|\bheavily bleeding|\blots? of blood|\b(losing|lost|lose) (a lot of|so much|too much) blood|\bsoak\w* (a |through |my )?(pad|pads|towel|cloth)|\bblood (won'?t|will not|is not|isn'?t|doesn'?t|does not) stop|\b(vomit\w*|throwing up|throw up) (blood|a lot of blood)|\bblood in (my|his|her|the) vomit|\bcough\w* (up |out )?(a lot of|lots of) blood|\bblood (is )?(pouring|gushing|spurting)|\b(gushing|spurting) blood/,
  seizure:
    /\bseizures?\b|\bseizing\b|\bconvuls\w*|\bfitting\b|\bepileptic (fit|attack)|\b(had|having|has|have|get|gets|got|getting) (a |an |some )?fits?\b(?! (and|body|physique|in|into|of (laughter|anger|rage)))|\bstarted (shaking|jerking) and (fell|collapsed)/,
  stiffNeck:
    /\bstiff neck|\bneck (is |feels )?(stiff|rigid)|\b(can'?t|cannot) (bend|move) (my|his|her) neck|\bneck (pain|hurts) when (bending|i bend)/,
  fever: /\bfever\w*|\btemperature\b|\bhot body|\bbody (is |dey )?(hot|burning)|\bhigh temp/,
  confusion:
    /\b(confus\w*|disoriented|delirious|not making sense|talking nonsense|doesn'?t (know|recogni[sz]e) (where|who|us|me|people))\b(?! (about|by|with|on|as to|whether|which|how|what))/,
  collapse:
    /\b(too weak to|so weak (that )?(i|he|she) (can'?t|cannot))|\b(can'?t|cannot|unable to) sit up|\b(unconscious|unresponsive|not responding|won'?t wake|can'?t wake|cannot wake|hard to wake|passed out|collapsed|blacked out)\b/,
  cantDrink:
    /\b(can'?t|cannot|unable to|not able to) (drink|keep (any )?(water|fluids?|anything|food) down)\b|\bvomit\w* (everything|all (i|he|she) (drink|eat))/,
  rash: /\b(rash|spots) (that )?(doesn'?t|does not|won'?t|don'?t|do not) fade|\bpurple (spots|rash|patches)|\bnon-?blanching/,
  pregnant:
    /\bpregnan\w*|\b(weeks|months) gone\b|\bexpecting (a )?baby|\bcarrying (a )?baby|\bantenatal|\bmy unborn|\bwith child\b/,
  pregnancyDanger:
    /\bbleed\w*|\bspotting\b|\bblood (from|down|coming)|\bsevere (headache|head ache|belly pain|abdominal pain|stomach pain|tummy pain)|\bblurr\w*|\bvision (is )?(dim|blurr\w*|dark)|\bseeing (spots|stars|flashes)|\b(swollen|swelling|puffy) (face|hands|eyes)|\bbaby (is )?(not|isn'?t|stopped|has stopped|no longer) (moving|kicking)|\b(baby|it) (moves?|kicks?) less|\bless movement|\b(water|waters) (broke|has broken|have broken|broken|leaking)|\bfits?\b|\bconvuls\w*/,
  headache: /\b(headache|head ache|head is (paining|banging|pounding)|head dey pain)/,
  selfHarm:
    /\bsuicid\w*|\bkill(ing)? (my ?self|myself)|\bend (my life|it all|everything)|\btake my (own )?life|\bwant(ed|s)? to die|\bwanna die|\bwish i (was|were) dead|\bbetter off dead|\bdon'?t want to (live|be alive|be here|exist|wake up)|\bno reason to live|\b(hurt|hurting|harm|harming|cut|cutting|burn|burning) myself|\bself[- ]?harm\w*|\bi wan die|\bmake i die|\bnothing to live for/,
  poisoning:
    /\boverdos\w*|\btook (too many|a lot of|all (my|the)) (pills|tablets|drugs)|\b(drank|drink|drunk|swallowed|took) (sniper|poison|insecticide|rat poison|bleach|kerosene|hypo|ota pia pia)|\bswallowed poison/,
};

function has(key: keyof typeof P, text: string) {
  return affirmed(P[key], text);
}

const CALL =
  "**Call 112 now** (Nigeria's free emergency number) or get someone to take you to the nearest hospital emergency department straight away. Don't wait to see if it gets better, and don't go alone if you can avoid it.";
const AI_LIMIT =
  "I'm an AI and can't help in an emergency, so please get help first. When you're safe, I'm here to talk.";

function emergency(what: string, meanwhile: string): string {
  return [`🚨 **This could be an emergency.** ${what}`, CALL, `**While you wait:** ${meanwhile}`, AI_LIMIT].join(
    "\n\n",
  );
}

const REPLIES: Record<Exclude<RedFlagId, "danger_answer">, string> = {
  chest_breathing: emergency(
    "Chest pain with trouble breathing can mean a heart or lung problem that needs treatment now.",
    "sit upright, loosen tight clothing, stay as calm and still as you can, and don't walk around or drive yourself. Keep someone with you.",
  ),
  breathing: emergency(
    "Serious trouble breathing needs emergency care.",
    "sit upright and lean slightly forward, loosen tight clothing, and use your reliever inhaler if you have one. If someone is choking and can't breathe or speak, give firm back blows between the shoulder blades.",
  ),
  stroke: emergency(
    "A drooping face, weakness on one side of the body or slurred speech can be signs of a stroke. Every minute counts.",
    "note the time the signs started, give nothing to eat, drink or swallow, and lay the person on their side if they are drowsy.",
  ),
  heavy_bleeding: emergency(
    "Heavy bleeding needs emergency care.",
    "press firmly on the wound with a clean cloth and keep pressing; raise the injured part if you can. Lie down if you feel faint. For heavy bleeding from the vagina or vomiting blood, lie down and keep warm.",
  ),
  seizure: emergency(
    "A seizure (fit or convulsion) needs urgent help, especially a first one, one lasting more than 5 minutes, or fits that keep coming.",
    "move hard or sharp things away, cushion the head, and turn the person on their side when the jerking stops. Put nothing in their mouth, and time the seizure.",
  ),
  meningitis: emergency(
    "A stiff neck with fever can be meningitis, which can become life-threatening within hours.",
    "keep the person in a quiet, dim room, give sips of water only if fully awake, and bring any medicines they have taken.",
  ),
  severe_illness: emergency(
    "Confusion, being too weak to sit up, being hard to wake, not being able to drink, or a rash that doesn't fade when pressed can be signs of severe malaria or another serious infection.",
    "lay the person on their side if drowsy, sponge with lukewarm water for fever, and give sips of fluid only if fully awake.",
  ),
  pregnancy: emergency(
    "Bleeding, a severe headache or blurred vision, severe belly pain, fits, leaking waters or less movement from the baby are danger signs in pregnancy.",
    "lie on your left side, take your antenatal card with you, and ask someone to come with you.",
  ),
  self_harm: [
    "I'm really sorry you're feeling this way. You matter, and you deserve support right now.",
    "**If you might act on these thoughts, or you've already hurt yourself, call 112 now** or go to the nearest hospital emergency department.",
    `You can also talk to someone trained, for free:\n${CRISIS_LINES.map((l) => `- ${l}`).join("\n")}`,
    "Please reach out to someone you trust right now (a friend, family member, teacher or faith leader), tell them how you feel, and don't stay alone. Put away anything you could use to hurt yourself.",
    "I'm here to listen. Would you like to tell me what's been happening?",
  ].join("\n\n"),
  poisoning: [
    "🚨 **This could be an emergency.** Swallowing poison or too many tablets needs a hospital now, even if you feel fine at the moment.",
    CALL,
    "**While you wait:** don't make yourself vomit, and take the packet or bottle with you to the hospital.",
    `If you did this to hurt yourself, you deserve support too. Talk to someone you trust now, or call:\n${CRISIS_LINES.map((l) => `- ${l}`).join("\n")}`,
  ].join("\n\n"),
};

function dangerAnswer(names: string[]): string {
  return emergency(
    `What you've described (${names.join(", ")}) is a danger sign.`,
    "stay with someone, don't eat or drink until a clinician has seen you, and bring any medicines you have taken.",
  );
}

function userText(history: ChatTurn[]): string {
  return history
    .filter((t) => t.role === "user")
    .map((t) => t.content)
    .join("\n");
}

/**
 * The red flag in this message, if any. Earlier user turns give context (fever said earlier plus a
 * stiff neck now; a pregnancy mentioned before), but only the new message can raise the alarm, so a
 * later "thank you" is not answered with the same emergency again.
 */
export function detectRedFlag(
  message: string,
  history: ChatTurn[] = [],
  profile?: PersonalContext | null,
): RedFlag | null {
  const earlier = userText(history);
  const context = `${earlier}\n${message}`;
  const pick = (id: Exclude<RedFlagId, "danger_answer">): RedFlag => ({ id, reply: REPLIES[id] });

  if (has("selfHarm", message)) return pick("self_harm");
  if (has("poisoning", message)) return pick("poisoning");
  if (has("chest", message) && (has("breath", message) || has("breath", context))) return pick("chest_breathing");
  if (has("breath", message) && has("chest", earlier)) return pick("chest_breathing");
  if (has("breathSevere", message)) return pick("breathing");
  if (has("face", message) || has("oneSide", message) || has("speech", message)) return pick("stroke");
  const pregnant = has("pregnant", context) || Boolean(profile?.conditions.some((c) => /pregnan/i.test(c)));
  if (pregnant && has("pregnancyDanger", message)) {
    const headacheOnly = !affirmed(
      /\bbleed\w*|\bspotting|\bblood|\bsevere|\bblurr\w*|\bvision|\bseeing|\bswollen|\bswelling|\bpuffy|\bbaby|\bmoves? less|\bmovement|\bwaters?|\bfits?\b|\bconvuls/,
      message,
    );
    if (!headacheOnly) return pick("pregnancy");
  }
  if (has("bleeding", message)) return pick("heavy_bleeding");
  if (has("seizure", message)) return pick("seizure");
  if (has("stiffNeck", message) && has("fever", context)) return pick("meningitis");
  if (has("fever", message) && has("stiffNeck", earlier)) return pick("meningitis");
  if (has("confusion", message) || has("collapse", message) || has("rash", message)) return pick("severe_illness");
  if (has("cantDrink", message) && (has("fever", context) || /vomit/i.test(context))) return pick("severe_illness");

  // "Yes" to a danger-sign question HealthBuddy asked ("Do you have any of these right now: ...?").
  const lastAssistant = history.findLast((t) => t.role === "assistant");
  if (lastAssistant) {
    const asked = askedFindings(lastAssistant.content).ids.filter((id) => getFinding(id)?.redFlag);
    if (asked.length && answerChoice(message) === "present") {
      const names = asked.map((id) => (getFinding(id)?.name ?? id).toLowerCase());
      return { id: "danger_answer", reply: dangerAnswer(names) };
    }
  }
  return null;
}
