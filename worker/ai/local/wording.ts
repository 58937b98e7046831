// The words of the offline engine: personal notes from the assessment, small health topics, and the
// phrases for greetings and steering back to health. Plain data, so a clinician can review it.
import type { Card } from "../../checker/index.ts";
import type { PersonalContext } from "../types.ts";
import { joinWords } from "../../chat/language.ts";
import { FREE_CHECKS_PER_MONTH } from "../../checker/service/usage.ts";
import { CHAT_LIMITS } from "../../chat/limits.ts";
import { formatNaira, PREMIUM_PLAN } from "../../../app/lib/premium.ts";

// Allergy words and the medicine names that belong to them.
const ALLERGY_FAMILIES: Array<{ match: RegExp; words: string[] }> = [
  {
    match: /nsaid|ibuprofen|diclofenac|naproxen|brufen/i,
    words: ["ibuprofen", "diclofenac", "naproxen", "nsaid", "aspirin", "brufen"],
  },
  { match: /aspirin/i, words: ["aspirin", "ibuprofen", "nsaid"] },
  { match: /paracetamol|acetaminophen|panadol/i, words: ["paracetamol", "acetaminophen", "panadol"] },
  {
    match: /penicillin|amoxicillin|ampiclox|augmentin/i,
    words: ["penicillin", "amoxicillin", "ampiclox", "augmentin", "antibiotic"],
  },
  {
    match: /sulfa|sulpha|sulphonamide|sulfonamide|septrin|co-trimoxazole|fansidar/i,
    words: ["sulfa", "co-trimoxazole", "septrin", "sulfadoxine", "fansidar"],
  },
  { match: /honey/i, words: ["honey"] },
  { match: /lemon|citrus/i, words: ["lemon", "citrus", "orange"] },
  { match: /ginger/i, words: ["ginger"] },
  { match: /milk|lactose|dairy/i, words: ["milk", "dairy", "yoghurt", "yogurt"] },
  { match: /peanut|groundnut/i, words: ["peanut", "groundnut"] },
];

function allergyWords(allergy: string): string[] {
  const words = new Set<string>();
  for (const f of ALLERGY_FAMILIES) if (f.match.test(allergy)) f.words.forEach((w) => words.add(w));
  const plain = allergy
    .toLowerCase()
    .replace(/\ballerg(y|ic)\b|\bto\b/g, "")
    .trim();
  if (plain.length >= 4) words.add(plain);
  return [...words];
}

/** Remedies safe for this person, and a note for each one left out because of an allergy. */
export function allergySafeRemedies(remedies: Card[], profile?: PersonalContext): { kept: Card[]; notes: string[] } {
  const allergies = profile?.allergies ?? [];
  if (!allergies.length) return { kept: remedies, notes: [] };
  const kept: Card[] = [];
  const notes: string[] = [];
  for (const r of remedies) {
    const text = `${r.title} ${r.description}`.toLowerCase();
    const hit = allergies.find((a) => allergyWords(a).some((w) => text.includes(w)));
    if (!hit) {
      kept.push(r);
      continue;
    }
    notes.push(
      `You told us you're allergic to ${hit.toLowerCase()}, so I left out "${r.title.toLowerCase()}". Ask a pharmacist which alternative is safe for you.`,
    );
  }
  return { kept, notes };
}

const CONDITION_WARNINGS: Array<{ match: RegExp; note: string }> = [
  {
    match: /sickle cell trait|\btrait\b|\bAS\b/i,
    note: "Sickle cell trait (AS) is not sickle cell disease: drink plenty of water, especially in the heat or during hard exercise.",
  },
  {
    match: /^(?!.*\btrait\b)(?!.*\bAS\b).*(sickle|\bss\b|\bsc\b)/i,
    note: "Because you have sickle cell disease, a fever, new pain or breathing trouble needs a same-day check at a hospital. Drink plenty of water and don't wait it out.",
  },
  {
    match: /diabet/i,
    note: "Because you have diabetes, check your blood sugar more often while you're unwell and keep drinking fluids. Get care quickly if your sugar stays high or you can't keep fluids down.",
  },
  {
    match: /asthma/i,
    note: "Because you have asthma, keep your reliever inhaler with you. If breathing gets hard or the inhaler isn't helping, go to a hospital straight away.",
  },
  {
    match: /hypertens|high blood pressure|\bbp\b/i,
    note: "Because you have high blood pressure, avoid decongestants and ibuprofen-type painkillers unless a pharmacist says they're safe for you.",
  },
  {
    match: /\bhiv\b/i,
    note: "Because you're living with HIV, infections can get serious faster: see your clinic early and keep taking your ART every day.",
  },
  {
    match: /pregnan/i,
    note: "Because you're pregnant, check with a clinician or pharmacist before taking any medicine, and go to hospital at once for bleeding, a severe headache, blurred vision or less movement from the baby.",
  },
  {
    match: /kidney|renal/i,
    note: "Because of your kidney condition, avoid ibuprofen-type painkillers and ask a pharmacist before any new medicine.",
  },
  {
    match: /epilep|seizure/i,
    note: "Because you have epilepsy, fever and poor sleep can bring on seizures: keep taking your medicine on time and rest well.",
  },
  {
    match: /ulcer|gastritis/i,
    note: "Because of your stomach ulcer or gastritis, avoid ibuprofen, aspirin and other NSAID painkillers.",
  },
  {
    match: /heart/i,
    note: "Because of your heart condition, get chest pain, breathlessness or fainting checked at once.",
  },
];

const MEDICATION_WARNINGS: Array<{ match: RegExp; note: (name: string) => string }> = [
  {
    match: /warfarin|anticoag|blood thinner|rivaroxaban|apixaban/i,
    note: (n) =>
      `You take ${n}: avoid aspirin and ibuprofen-type painkillers, and get any unusual bleeding checked at once.`,
  },
  {
    match: /insulin/i,
    note: (n) =>
      `You use ${n}: don't stop it while you're ill, check your sugar often, and get help if you're vomiting.`,
  },
  {
    match: /metformin/i,
    note: (n) =>
      `You take ${n}: if you're vomiting or can't drink, ask a clinician whether to pause it for a day or two.`,
  },
  {
    match: /\bart\b|antiretro|tenofovir|dolutegravir|efavirenz/i,
    note: (n) => `You take ${n}: keep taking it every day, and tell any pharmacist before starting another medicine.`,
  },
  {
    match: /contracept|the pill|postinor/i,
    note: (n) =>
      `You use ${n}: vomiting or diarrhoea can stop it working, so use condoms too until a pharmacist says you're covered.`,
  },
];

/** Warnings tied to the person's own conditions and medicines. */
export function personalWarnings(profile?: PersonalContext): string[] {
  if (!profile) return [];
  const notes: string[] = [];
  for (const w of CONDITION_WARNINGS) if (profile.conditions.some((c) => w.match.test(c))) notes.push(w.note);
  let medicineNoteNeeded = profile.medications.length > 0;
  for (const med of profile.medications) {
    const w = MEDICATION_WARNINGS.find((m) => m.match.test(med));
    if (w) {
      notes.push(w.note(med));
      medicineNoteNeeded = false;
    }
  }
  if (medicineNoteNeeded)
    notes.push(
      `You take ${joinWords(profile.medications.map((m) => m.trim()))}: check with a pharmacist that any new medicine is safe alongside it.`,
    );
  if (profile.allergies.length)
    notes.push(
      `Remind any pharmacist or doctor that you're allergic to ${joinWords(profile.allergies.map((a) => a.toLowerCase()))}.`,
    );
  return notes.slice(0, 3);
}

export const HEALTHISH =
  /\b(health|healthy|sick|ill|unwell|not feeling|feel(ing)? (bad|weak|off|funny)|pain|hurt|ache|doctor|clinic|hospital|pharmac|medic|drug|tablet|pill|symptom|disease|infection|pregnan|period|menstru|sex|condom|contracept|diet|food|eat|weight|exercise|workout|sleep|stress|anxi|depress|mental|vaccin|blood|body|injur|wound|allerg|skin|teeth|tooth|eye|ear|stomach|belly|chest|head|throat|urine|pee|stool|poo)\w*/i;

export type Topic = { match: RegExp; title: string; tips: string[]; question: string };

// Everyday health questions that are not symptoms: short, practical, local.
export const TOPICS: Topic[] = [
  {
    // Answered from the topics, not the fact base: a passage about it in the retrieval index pulls other sex
    // education questions towards it.
    match: /\bmasturbat\w*/i,
    title: "Masturbation",
    tips: [
      "Masturbation is normal and safe, and it does not cause physical harm.",
      "It is only a concern if it feels out of control or gets in the way of daily life; then a health worker can help.",
      "Source: [NHS: Sexual health](https://www.nhs.uk/live-well/sexual-health/)",
    ],
    question: "Is there something about it that worries you?",
  },
  {
    match: /\b(sleep|insomnia|can'?t sleep|tired all the time)\b/i,
    title: "Sleeping better",
    tips: [
      "Keep the same sleep and wake times every day, weekends too.",
      "Put your phone away 30 minutes before bed; the light keeps your brain awake.",
      "Avoid coffee, energy drinks and kola after mid-afternoon.",
      "Keep the room dark, cool and quiet, and use a mosquito net.",
    ],
    question: "How many hours do you usually sleep, and what keeps you awake?",
  },
  {
    match:
      /\b(stress|stressed|anxious|anxiety|worried|worry|overwhelm\w*|sad|depress\w*|lonely|mental health|panic)\b/i,
    title: "Looking after your mind",
    tips: [
      "Talk to someone you trust about how you feel; you don't have to carry it alone.",
      "Move your body for 20–30 minutes a day; a walk counts.",
      "Keep regular sleep and meals, and go easy on alcohol and energy drinks.",
      "Try slow breathing: in for 4 counts, hold for 4, out for 6, for two minutes.",
      "If these feelings last more than two weeks or stop you coping, see a doctor or counsellor; it's treatable.",
    ],
    question: "How long have you been feeling this way, and is it affecting your sleep, eating or school or work?",
  },
  {
    match:
      /\b(diet|nutrition|eat(ing)? healthy|healthy food|lose weight|weight loss|gain weight|overweight|obes\w*)\b/i,
    title: "Eating well",
    tips: [
      "Fill half your plate with vegetables and fruit (ugwu, efo, garden egg, oranges, pawpaw).",
      "Choose beans, fish, eggs and lean meat for protein; go easy on fried food.",
      "Cut down on sugary drinks, including malt and soft drinks; water is best.",
      "Keep portions of rice, yam, garri and bread moderate.",
    ],
    question: "What are you aiming for: more energy, losing or gaining weight, or managing a condition?",
  },
  {
    match: /\b(exercise|workout|fitness|gym|keep fit|stay fit|get fit|jog\w*|run(ning)?)\b/i,
    title: "Staying active",
    tips: [
      "Aim for at least 150 minutes of moderate activity a week: brisk walking, dancing, football, cycling.",
      "Add muscle work twice a week: squats, push-ups, carrying loads.",
      "Warm up first, drink water, and avoid the hottest part of the day.",
      "Stop and get checked if you feel chest pain, faintness or unusual breathlessness.",
    ],
    question: "What kind of activity do you enjoy, and how active are you now?",
  },
  {
    match: /\b(condom|contracept\w*|family planning|safe sex|sti|std|sexually transmitted|hiv test)\b/i,
    title: "Sexual health",
    tips: [
      "Condoms used every time protect against both pregnancy and infections.",
      "Free or low-cost HIV tests and family-planning advice are available at primary health centres.",
      "Get tested if you've had unprotected sex, or notice sores, unusual discharge or pain when passing urine.",
      "Emergency contraception works best within 72 hours; ask a pharmacist.",
    ],
    question: "Is there something specific you'd like to know, like testing, contraception or a symptom?",
  },
  {
    match: /\b(vaccin\w*|immuni[sz]\w*|jab|shots?)\b/i,
    title: "Vaccines",
    tips: [
      "Vaccines for hepatitis B, yellow fever, tetanus and HPV protect young adults; many are free at primary health centres.",
      "Keep your vaccination card and bring it to clinic visits.",
      "Mild soreness or fever for a day after a vaccine is normal.",
    ],
    question: "Which vaccine are you asking about, or would you like to know which ones you may need?",
  },
  {
    match: /\b(water|hydrat\w*|how much (should i )?drink)\b/i,
    title: "Drinking enough",
    tips: [
      "Most young adults need about 2–3 litres of fluid a day, more in the heat or when active.",
      "Pale yellow urine means you're drinking enough.",
      "Choose clean, safe water: boil or treat it if you're not sure.",
    ],
    question: "Do you have any symptoms, like headaches or dark urine, that made you ask?",
  },
];

// Questions about the app itself (Premium, payment, the account), in any of the seven languages' words. The plan's
// price, features and limits come from the constants the billing and usage code enforce, so the chat cannot
// quote a price the checkout does not charge.
const PASSWORD =
  /\b(forgot|forget|forgotten|reset|change|lost|recover)\b[^.?!]{0,25}\b(password|passcode)\b|\b(password|mot de passe|nenosiri)\b[^.?!]{0,25}\b(forgot|forgotten|reset|oublie|sahau|nimesahau)\b|\b(oubli\w*|perdu|r[eé]initialiser|changer)\b[^.?!]{0,20}\bmot de passe\b|\b(nimesahau|kusahau|kubadilisha)\b[^.?!]{0,20}\b(nenosiri|password)\b/i;
const PREMIUM_WORDS = /\b(premium|subscri\w*|upgrade|renewal|renew)\b/i;
const CANCEL_WORDS = /\b(cancel|stop|end|annuler|arr[eê]ter|sitisha|kusitisha|dakatar|soke|da duro|kwụsị)\b/i;
const DELETE_ACCOUNT =
  /\b(delete|remove|close|deactivate|supprimer|futa|goge|pa(?:re)?|hichapụ)\b[^.?!]{0,20}\b(account|compte|akaunti|akawun\w*|akantị|profile)\b|\b(account|compte)\b[^.?!]{0,20}\b(delete|deleted|remove|close)\b/i;

// "Can I change the email on my account?": the details kept in My Account (app/routes/dashboard/profile.tsx).
const CHANGE_DETAILS =
  /\b(change|update|edit|correct|modify|changer|modifier|kubadilisha|badilisha|canza)\b[^.?!]{0,30}\b(e-?mail|email address|phone number|phone|my name|nom|numero|barua pepe|nambari ya simu|lambar waya)\b/i;

// "Is what I tell you private?", "does anyone read my chats?": how the chats are kept (docs/data-map.md).
const PRIVACY =
  /\b(private|privacy|confidential|secret)\b[^.?!]{0,40}\b(chats?|messages?|tell you|say|data|conversation)\b|\b(chats?|messages?|what i (tell|say|write)|conversation|my data)\b[^.?!]{0,40}\b(private|privacy|confidential|read|see|stored|saved|kept|shared|sell)\b|\b(who|anyone|anybody|somebody|someone) (can )?(reads?|sees?) (my|these|the) (chats?|messages?)\b|\b(do|does|will) (you|healthbuddy|the app) (store|save|keep|record)s? (my|our|the) (chats?|messages?|conversations?|data)\b/i;

// "Can I delete my chat history?": one chat is deleted from its menu in the list of past chats
// (app/components/chat/chat-actions.tsx); all of them with the account.
const DELETE_CHAT =
  /\b(delete|clear|remove|erase|wipe|supprimer|effacer|futa|goge)\b[^.?!]{0,25}\b(chats?|chat history|history|conversations?|messages?|historique|mazungumzo)\b|\b(chats?|chat history|conversations?)\b[^.?!]{0,20}\b(deleted|cleared|erased)\b/i;

export type AppTopic = { asks: (message: string) => boolean; title: string; lines: string[] };

export const APP_FOLLOW_UP = "Is there anything about your health I can help with?";

// Round 16 (chat30): "Are you a doctor?", "am I talking to a real person?", in the seven languages: who answers.
const WHO_ANSWERS =
  /\b(are|r) (you|u) (a |an |really a |real |even a |actually a )?(doctor|doc|nurse|human|real person|person|bot|robot|ai|machine|medical doctor|pharmacist)\b|\b(am i|i dey) (talking|chatting|speaking|talk|chat|yarn\w*) (to|with) (a )?(real )?(person|human|doctor|bot|robot|ai|machine)\b|\b(you be|na) (doctor|human|person|robot|machine)\b[^.?!]{0,10}\?|\bwewe ni (daktari|binadamu|mtu|roboti|mashine)\b|\b(kai|ke|kin) (likita|mutum|na'?ura|inji)( ne| ce)?\b|\b(se )?(dokita|eniyan|ero|roboti) ni (e|o|iwo)\b|\bi bu (dokita|mmadu|igwe|robot)\b|\b(es-tu|es tu|etes-vous|etes vous|t'es|tu es) (un |une )?(medecin|docteur|humain|humaine|robot|ia|vraie? personne)\b/i;

export const APP_TOPICS: AppTopic[] = [
  {
    asks: (m) => WHO_ANSWERS.test(m.normalize("NFD").replace(/\p{M}/gu, "")),
    title: "Who you are talking to",
    lines: [
      "I'm HealthBuddy, an AI health companion, not a doctor, nurse or pharmacist. I give general health information from sources such as WHO, NHS and NCDC, and help you think through symptoms and when to get care.",
      "I can't examine you, diagnose you or prescribe medicines, so for those, and before starting, stopping or changing a medicine, see a doctor, pharmacist or health worker. If someone is very ill right now, call 112 or go to the nearest hospital.",
    ],
  },
  {
    asks: (m) => DELETE_CHAT.test(m) && !DELETE_ACCOUNT.test(m),
    title: "Deleting your chats",
    lines: [
      "Yes. When you are signed in, your past chats are listed in the side menu: open a chat's menu there and choose **Delete**, then confirm. That chat and all its messages are erased for good.",
      "To erase every chat at once with everything else, delete your account in **My Account** → **Delete Account**. Chats without an account are not stored at all.",
    ],
  },
  {
    asks: (m) => PRIVACY.test(m),
    title: "Your chats and your privacy",
    lines: [
      "When you are signed in, your chats are saved to your account so you can come back to them; chats without an account are not stored. HealthBuddy's logs record errors, never what you write.",
      "You can delete your account any time in **My Account** → **Delete Account**: your chats, symptom checks and health assessment are then erased for good.",
    ],
  },
  {
    asks: (m) => CHANGE_DETAILS.test(m) && !PASSWORD.test(m),
    title: "Changing your email, name or phone",
    lines: [
      "Go to **My Account**, edit your name, phone or email and save. A new email takes effect once you confirm it with the code HealthBuddy sends to the new address; until then you keep signing in with the old one.",
    ],
  },
  {
    asks: (m) => PASSWORD.test(m),
    title: "Resetting your password",
    lines: [
      "On the login page, tap **Forgot Password**, enter the email you signed up with and HealthBuddy sends you a code to set a new password. If you signed up with Google or Facebook, sign in with that instead.",
    ],
  },
  {
    asks: (m) => DELETE_ACCOUNT.test(m),
    title: "Deleting your account",
    lines: [
      "Go to **My Account** (the menu, then My Account) and choose **Delete Account** at the bottom. HealthBuddy asks you to confirm first; then your account, health assessment, symptom checks and chats are deleted for good.",
      "If you pay for Premium, cancel its renewal first on the same page so you are not charged again.",
    ],
  },
  {
    asks: (m) => PREMIUM_WORDS.test(m) && CANCEL_WORDS.test(m),
    title: "Cancelling Premium",
    lines: [
      "Go to **My Account** and, under your subscription, choose **Cancel renewal**. You keep Premium until the end of the month you paid for, and you won't be charged again.",
    ],
  },
  {
    asks: (m) => PREMIUM_WORDS.test(m),
    title: "HealthBuddy Premium",
    lines: [
      `Premium costs ${formatNaira(PREMIUM_PLAN.amount)} a month and gives ${joinWords(PREMIUM_PLAN.features.map((f) => f.toLowerCase()))}. The free plan has ${FREE_CHECKS_PER_MONTH} symptom checks a month and ${CHAT_LIMITS.free} chat replies a day.`,
      "To get it, tap **UPGRADE TO PREMIUM** at the top of your dashboard and pay with a card, bank transfer, USSD or another option in the secure Paystack checkout. It renews monthly, and you can cancel the renewal any time in My Account.",
    ],
  },
];
