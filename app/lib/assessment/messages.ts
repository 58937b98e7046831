import { HEIGHT, WEIGHT } from "./options.ts";

// The assessment's messages (SPEC: health assessment), word for word: the pages show them and the server
// answers with them.

export const assessmentMessages = {
  gender: "Please choose an option to continue.",
  dobRequired: "Please select your date of birth to continue",
  dobFuture: "Your date of birth cannot be in the future.",
  dobInvalid: "Please enter a real date of birth.",
  underAge: "Sorry, HealthBuddy is only for people aged 13 and over. Please talk to a parent, guardian or health worker about your health.",
  teen: "Because you are under 18, a parent or guardian must agree to the terms with you on the last step.",
  parentalConsent: "A parent or guardian must consent because you are under 18.",
  height: `Height must be between ${HEIGHT.min} and ${HEIGHT.max} cm.`,
  weightZero: "Please move the slider to your weight. It cannot be 0 kg.",
  weight: `Weight must be between 1 and ${WEIGHT.typedMax} kg.`,
  blood: "Please select your blood type",
  checkups: "Please choose how often you go for checkups.",
  terms: "Please agree to the Terms of Service and Privacy Policy to continue.",
  allConsents: "Please tick all six agreements to continue.",
  success: "Assessment submitted successfully",
  failure: "Failed to submit assessment",
} as const;
