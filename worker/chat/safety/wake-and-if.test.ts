// Waking as a habit ("I can't wake up early", "hard to wake up for school", Swahili "siwezi kuamka asubuhi") is a sleep
// question, not a person who cannot be roused; "hope I don't wake up" is despair. Swahili puts "if" inside the verb (mtu a-ki-pata kifafa: "if someone gets a fit"), so a first-aid question about
// nobody in particular is calm, while the writer's own child, "now", or someone who "was" shaking still escalate; and
// a child who "won't come round" (hazinduki, hawezi kuamka) is a danger. Wordings are our own.
import { describe, expect, it } from "vitest";
import { detectRedFlag } from "../red-flags.ts";
import { expectDanger, type Expected } from "./testing.ts";

const calm = [
  "Nifanye nini mtu akipata kifafa?",
  "Mtu akianguka na kifafa barabarani tufanye nini?",
  "Nifanye nini mtoto akipata degedege?",
  "Mtu akiumwa na nyoka afanye nini kwanza?",
  "Siwezi kuamka asubuhi mapema, nifanye nini?",
  "I can't wake up early in the morning no matter what I try",
  "my sister finds it hard to wake up for school, is that normal?",
  "I struggle to wake up when my alarm rings",
  "I didn't wake up on time and missed my exam",
  "Hope I don't wake up late for church tomorrow",
  "my hostel room is beside the generator house, the noise gives me headache",
];

const danger: Array<[string, Expected]> = [
  ["Mtoto wangu akipata degedege nifanye nini? ana degedege sasa", "seizure"],
  ["Mtoto akipata degedege sasa hivi nifanye nini?", "seizure"],
  ["Rafiki yangu ana kifafa sasa hivi, anatetemeka", "seizure"],
  ["Mtoto wangu hazinduki tangu asubuhi", "not_breathing"],
  ["Babu ameanguka chooni na hawezi kuamka", "not_breathing"],
  ["he fell and now he won't wake up", "not_breathing"],
  ["we can't wake her up since morning", "not_breathing"],
  ["Sometimes I hope I don't wake up in the morning", "self_harm"],
  ["I pray I never wake up again", "self_harm"],
  ["we slept with the generator in the house and now we all have headache", "poisoning"],
];

describe("a Swahili first-aid question about anyone ('mtu akipata …') is calm", () => {
  it.each(calm)("gives no emergency card for %j", (text) => expect(detectRedFlag(text)).toBeNull());
});

describe("the writer's own, a fit now, and someone who won't come round still escalate", () => {
  it.each(danger)("escalates %j as %s", (text, expected) => expectDanger(text, expected));
});
