// Language round 25 (ck-lang25): lay names of a sign appended to existing findings (added only when no finding has
// them yet, kb/index.ts).
export const LANG25_ALIASES: Record<string, string> = {
  // NICE CKS Fever / sepsis: heavy sweating told as soaked, with no time of day ("at night" keeps night sweats).
  sweating:
    "soaked in sweat|soaked with sweat|soaking in sweat|soaking with sweat|clothes soaked with sweat|shirt soaked with sweat",
  // WHO mhGAP self-harm/suicide: a wish to be dead told as being tired of living (asked about, never read as tiredness).
  suicidal: "tired of living|tired of being alive|tired of this life|sick of living|tired of living this life",
};
