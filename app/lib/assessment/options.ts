// The assessment's answer options and ranges, the consents and the daily update's scales: the words and
// numbers the pages show and the schemas check against.

export const GENDERS = ["male", "female", "prefer_not_to_say"] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, string> = { male: "Male", female: "Female", prefer_not_to_say: "Prefer not to say" };

export const BLOOD_TYPES = ["A+", "A-", "AB+", "AB-", "B+", "B-", "O+", "O-"] as const;
export type BloodType = (typeof BLOOD_TYPES)[number];

export const CHECKUP_OPTIONS = ["Daily", "Weekly", "Monthly", "Only when necessary", "Never"] as const;
export type CheckupFrequency = (typeof CHECKUP_OPTIONS)[number];

export const HEIGHT = { min: 100, max: 300, default: 160 } as const;
/**
 * The SPEC's weight slider runs 0 to 100 kg (default 60), which fits most people; heavier people
 * type their weight instead, so any real adult weight up to `typedMax` is accepted.
 */
export const WEIGHT = { min: 0, max: 100, default: 60, typedMax: 350 } as const;
export const MIN_AGE = 13;
export const ADULT_AGE = 18;
export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 60;

// ------------------------------------------------------------------ consents

export const CONSENT_KINDS = [
  "personalizedRecommendations",
  "thirdPartySharing",
  "emergencyServices",
  "parentalConsent",
  "notifications",
  "termsAndPrivacy",
] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];
/** Bump when the wording below changes: each stored consent records the version the user saw. */
export const CONSENT_VERSION = "2026-11-01";
export const CONSENT_LABELS: Record<ConsentKind, string> = {
  personalizedRecommendations: "Use my answers to personalise my health score, tips and recommendations.",
  thirdPartySharing:
    "I understand my data is shared only with the service providers that run HealthBuddy, as the Privacy Policy describes, and is never sold.",
  emergencyServices:
    "I understand HealthBuddy is not for emergencies. In an emergency I will call 112 or go to the nearest hospital.",
  parentalConsent: "I am 18 or older, or my parent or guardian has agreed to my use of HealthBuddy.",
  notifications: "Send me health reminders, such as when a checkup is due.",
  termsAndPrivacy: "I have read and agree to the Terms of Service and the Privacy Policy.",
};

// ------------------------------------------------------------------ daily health update

export const MOODS = [
  { value: 1, label: "Awful" },
  { value: 2, label: "Low" },
  { value: 3, label: "Okay" },
  { value: 4, label: "Good" },
  { value: 5, label: "Great" },
] as const;
export const ENERGY_LEVELS = [
  { value: 1, label: "Drained" },
  { value: 2, label: "Tired" },
  { value: 3, label: "Okay" },
  { value: 4, label: "Energetic" },
  { value: 5, label: "Full of energy" },
] as const;
export const SLEEP = { min: 0, max: 14, default: 7 } as const;
