// Chat titles from the first exchange: the symptoms in plain words, the topic asked about, or the
// opening words. Greetings leave the default title so the first real question can name the chat.
import { parseText } from "../checker/index.ts";
import { getCondition } from "../checker/index.ts";
import { CHECKER_RESULT, conditionsNamed, GREETING, THANKS, withoutFalseFriends } from "./language.ts";
import type { RedFlagId } from "./red-flags.ts";

const MAX = 60;

const URGENT: Record<RedFlagId, string> = {
  chest_breathing: "Urgent: chest pain and breathing",
  breathing: "Urgent: trouble breathing",
  stroke: "Urgent: possible stroke signs",
  heavy_bleeding: "Urgent: heavy bleeding",
  seizure: "Urgent: seizure",
  meningitis: "Urgent: stiff neck and fever",
  severe_illness: "Urgent: danger signs",
  pregnancy: "Urgent: pregnancy danger signs",
  self_harm: "Support when things feel too much",
  poisoning: "Urgent: poisoning",
  overdose: "Urgent: too many tablets",
  not_breathing: "Urgent: not breathing or not responding",
  heart_attack: "Urgent: possible heart attack",
  anaphylaxis: "Urgent: severe allergic reaction",
  snake_bite: "Urgent: snake bite",
  infant_fever: "Urgent: fever in a young baby",
  sexual_assault: "Support after sexual assault",
  dehydration: "Urgent: severe dehydration",
  burn: "Urgent: serious burn",
  diabetes: "Urgent: diabetes danger signs",
  sickle_cell: "Urgent: sickle cell danger signs",
  head_injury: "Urgent: head injury",
  sudden_headache: "Urgent: sudden severe headache",
  newborn: "Urgent: danger signs in a young baby",
  acute_abdomen: "Urgent: severe belly pain",
  testicular_torsion: "Urgent: sudden testicle pain",
  animal_bite: "Urgent: animal bite (rabies)",
  coughing_blood: "Urgent: coughing up blood",
  electric_shock: "Urgent: electric shock",
  drowning: "Urgent: drowning",
  heat_stroke: "Urgent: possible heatstroke",
  eye_injury: "Urgent: eye emergency",
  throat_blocked: "Urgent: can't swallow",
  high_bp: "Urgent: very high blood pressure",
  palpitations: "Urgent: racing heartbeat",
  spinal_cord: "Urgent: legs can't move",
  danger_answer: "Urgent: danger signs",
  symptom_danger: "Urgent: danger signs",
};

function clip(s: string): string {
  const t = s.replace(/\s+/g, " ").trim();
  if (t.length <= MAX) return t;
  return `${t.slice(0, MAX - 1).replace(/\s+\S*$/, "")}…`;
}

function capitalise(s: string) {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function titleFor(userMessage: string, redFlag?: RedFlagId | null): string | null {
  if (redFlag) return URGENT[redFlag];
  const text = userMessage.trim();
  const named = conditionsNamed(text)[0];
  const namedCondition = named ? getCondition(named) : undefined;
  if (namedCondition && CHECKER_RESULT.test(text))
    return clip(`About ${namedCondition.commonName.replace(/\s*\([^)]*\)/g, "")} (symptom checker)`);
  const present = parseText(withoutFalseFriends(text)).filter((m) => m.choice === "present");
  if (present.length) {
    const names = present
      .slice(0, 3)
      .map((m, i) => (i === 0 ? m.name : m.name.charAt(0).toLowerCase() + m.name.slice(1)));
    const joined = names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] as string);
    return clip(joined.replace(/\s*\([^)]*\)/g, ""));
  }
  if (namedCondition) return clip(`About ${namedCondition.commonName.replace(/\s*\([^)]*\)/g, "")}`);
  if ((GREETING.test(text) || THANKS.test(text)) && text.split(/\s+/).length <= 6) return null;
  const words = text
    .replace(/[*_#>`]/g, "")
    .split(/\s+/)
    .slice(0, 8)
    .join(" ");
  return words ? clip(capitalise(words.replace(/[?.!,;:]+$/, ""))) : null;
}
