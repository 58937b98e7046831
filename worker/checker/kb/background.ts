// Background findings: who the person is, not what is wrong now. A pregnancy and how far it has gone, a
// chronic illness, a medicine, a family history, a habit or an exposure changes what a symptom means (NICE CKS
// Sickle cell disease: a fever in sickle cell disease is urgent), but told alone it is not a complaint. Alone,
// the knowledge base's conditions of that background share the probability between them, and the emergencies
// among them (pre-eclampsia, a sickle cell crisis, diabetic ketoacidosis) add up to an emergency the person
// never described: "I have sickle cell, what foods are good for me?" or "I'm 20 weeks, what danger signs should
// I watch for?" is a question to answer, not an ambulance to call. WHO IMCI and NICE NG51 name danger signs as
// signs present now; a background alone has none. Red flags and combination rules still decide at once.

/** Findings of the history group that are events or readings now, not background: they keep their weight. */
export const HISTORY_NOW: ReadonlySet<string> = new Set([
  // Something taken, breathed or drunk just now (TOXBASE: the exposure is the emergency's first sign).
  "poisoning",
  "fumes",
  "smoke_inhaled",
  "soot_airway",
  "allergen_exposure",
  "drank_excess_water",
  "insulin_no_food",
  // Readings now (NICE NG136 a blood pressure of 180/120 or more; NICE NG17/NG28 a low or high sugar).
  "low_sugar",
  "high_sugar",
  "bp_very_high",
  "high_bp_reading",
  // A missed dialysis session (KDIGO: hyperkalaemia and fluid overload within a day or two).
  "missed_dialysis",
  // A course now: the pain or the illness is not yielding.
  "painkillers_not_helping",
  "treatment_not_working",
  "no_better_on_antibiotics",
  // Heat and exertion now (heat stroke, exertional collapse), and an assault (BASHH: PEP within 72 hours).
  "heat_exposure",
  "endurance_event",
  "sexual_assault",
]);

/** Findings outside the history group that tell where a pregnancy stands, not a symptom of it. */
export const PREGNANCY_STATES: ReadonlySet<string> = new Set([
  "pregnant",
  "pregnant_early",
  "pregnant_late",
  "past_due_date",
  "recent_delivery",
  "recent_caesarean",
  "recent_abortion",
  "previous_caesarean",
  "pph_history",
  "pregnancy_test_negative",
]);

/** True when a finding is background: the person's state, history or exposure rather than a complaint now. */
export function isBackground(finding: { id: string; group: string }): boolean {
  if (PREGNANCY_STATES.has(finding.id)) return true;
  return finding.group === "history" && !HISTORY_NOW.has(finding.id);
}
