// Stored symptom checks and the free-plan usage limit: plain functions taking the database first.
export { FREE_CHECKS_PER_MONTH, countChecksThisMonth, usageState, type UsageState } from "./usage.ts";
export {
  getDiagnosisForUser,
  isEmergency,
  saveDiagnosis,
  saveFeedback,
  toResultRecord,
  type DiagnosisInput,
  type ResultRecord,
  type SaveOutcome,
  type StoredDiagnosis,
} from "./store.ts";
export { patientContext } from "./patient.ts";
export { isPremium } from "./premium.ts";
export { checkerService } from "./service.ts";
