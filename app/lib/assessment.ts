import { z } from "zod";
import { ageOn, isCalendarDate } from "./calendar.ts";

// The health assessment: constants, built-in lists, the draft schema and the small calculations
// (BMI, age) that the pages, the API and the score share. Client-safe: no server imports.

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
export const INTRO_MS = 3000;
export const FADE_MS = 500;

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

// ------------------------------------------------------------------ built-in lists

export const CONDITIONS = [
  "Asthma",
  "Sickle cell disease (SS)",
  "Sickle cell trait (AS)",
  "Hypertension (high blood pressure)",
  "Type 1 diabetes",
  "Type 2 diabetes",
  "Prediabetes",
  "High cholesterol",
  "Heart disease",
  "Rheumatic heart disease",
  "Heart murmur",
  "Stroke (past)",
  "Epilepsy",
  "Migraine",
  "HIV",
  "Hepatitis B",
  "Hepatitis C",
  "Tuberculosis",
  "Peptic ulcer disease",
  "Gastro-oesophageal reflux (GERD)",
  "Irritable bowel syndrome",
  "Haemorrhoids (piles)",
  "Hernia",
  "Anaemia",
  "G6PD deficiency",
  "Underactive thyroid (hypothyroidism)",
  "Overactive thyroid (hyperthyroidism)",
  "Goitre",
  "Polycystic ovary syndrome (PCOS)",
  "Endometriosis",
  "Uterine fibroids",
  "Painful periods (dysmenorrhoea)",
  "Chronic kidney disease",
  "Kidney stones",
  "Obesity",
  "Malnutrition",
  "Arthritis",
  "Rheumatoid arthritis",
  "Lupus (SLE)",
  "Gout",
  "Scoliosis",
  "Chronic back pain",
  "Eczema (atopic dermatitis)",
  "Psoriasis",
  "Severe acne",
  "Keloids",
  "Vitiligo",
  "Allergic rhinitis (hay fever)",
  "Chronic sinusitis",
  "Glaucoma",
  "Short-sightedness (myopia)",
  "Hearing loss",
  "Depression",
  "Anxiety disorder",
  "Bipolar disorder",
  "ADHD",
  "Autism spectrum disorder",
  "Eating disorder",
  "Insomnia",
  "Sleep apnoea",
  "Substance use disorder",
  "Schistosomiasis (bilharzia)",
  "Cancer",
] as const;

export const SYMPTOMS = [
  "Fever",
  "Chills",
  "Headache",
  "Cough",
  "Sore throat",
  "Runny or blocked nose",
  "Sneezing",
  "Tiredness (fatigue)",
  "Body aches",
  "Joint pain",
  "Back pain",
  "Neck stiffness",
  "Chest pain",
  "Shortness of breath",
  "Wheezing",
  "Palpitations",
  "Dizziness",
  "Fainting",
  "Nausea",
  "Vomiting",
  "Diarrhoea",
  "Constipation",
  "Stomach pain",
  "Bloating",
  "Heartburn",
  "Loss of appetite",
  "Unexplained weight loss",
  "Weight gain",
  "Night sweats",
  "Rash",
  "Itching",
  "Hives",
  "Yellow eyes or skin",
  "Pale skin",
  "Swollen glands",
  "Swollen legs or feet",
  "Frequent urination",
  "Painful urination",
  "Blood in urine",
  "Excessive thirst",
  "Muscle weakness",
  "Numbness or tingling",
  "Blurred vision",
  "Red or itchy eyes",
  "Ear pain",
  "Toothache",
  "Mouth sores",
  "Bleeding gums",
  "Nosebleeds",
  "Hair loss",
  "Acne breakouts",
  "Irregular periods",
  "Heavy periods",
  "Painful periods",
  "Unusual vaginal discharge",
  "Discharge from the penis",
  "Trouble sleeping",
  "Low mood",
  "Feeling anxious",
  "Difficulty concentrating",
  "Seizures",
] as const;

export const ALLERGIES = [
  "Penicillin",
  "Amoxicillin",
  "Sulfa drugs (sulfonamides)",
  "Cotrimoxazole (Septrin)",
  "Aspirin",
  "Ibuprofen and other NSAIDs",
  "Codeine",
  "Chloroquine",
  "Local anaesthetics",
  "Iodine or contrast dye",
  "Latex",
  "Peanuts (groundnuts)",
  "Tree nuts",
  "Eggs",
  "Cow's milk",
  "Fish",
  "Shellfish (prawns, crayfish)",
  "Soy",
  "Wheat (gluten)",
  "Sesame",
  "Banana",
  "Kiwi",
  "Sulphites",
  "Food colouring (tartrazine)",
  "Dust mites",
  "Pollen",
  "Mould",
  "Cat dander",
  "Dog dander",
  "Cockroaches",
  "Bee or wasp stings",
  "Nickel",
  "Fragrances",
  "Hair dye (PPD)",
] as const;

export const MEDICATIONS = [
  "Paracetamol",
  "Ibuprofen",
  "Diclofenac",
  "Aspirin",
  "Artemether-lumefantrine (Coartem)",
  "Artesunate",
  "Artesunate-amodiaquine",
  "Sulfadoxine-pyrimethamine (Fansidar)",
  "Amoxicillin",
  "Amoxicillin-clavulanate (Augmentin)",
  "Ciprofloxacin",
  "Metronidazole (Flagyl)",
  "Azithromycin",
  "Doxycycline",
  "Cotrimoxazole (Septrin)",
  "Ceftriaxone",
  "Fluconazole",
  "Albendazole",
  "Praziquantel",
  "Tenofovir-lamivudine-dolutegravir (TLD)",
  "Isoniazid",
  "Rifampicin",
  "Salbutamol inhaler",
  "Beclometasone inhaler",
  "Prednisolone",
  "Cetirizine",
  "Loratadine",
  "Chlorphenamine (Piriton)",
  "Omeprazole",
  "Antacid",
  "Hyoscine butylbromide (Buscopan)",
  "Oral rehydration salts (ORS)",
  "Zinc",
  "Ferrous sulphate (iron)",
  "Folic acid",
  "Hydroxyurea",
  "Multivitamins",
  "Metformin",
  "Insulin",
  "Amlodipine",
  "Lisinopril",
  "Nifedipine",
  "Carbamazepine",
  "Sodium valproate",
  "Fluoxetine",
  "Levothyroxine",
  "Combined contraceptive pill",
  "Contraceptive injection",
] as const;

export type TagListKind = "conditions" | "symptoms" | "allergies" | "medications";
export const TAG_LISTS: Record<TagListKind, readonly string[]> = {
  conditions: CONDITIONS,
  symptoms: SYMPTOMS,
  allergies: ALLERGIES,
  medications: MEDICATIONS,
};

/** SPEC list search: case-insensitive substring match, excluding what is already chosen. */
export function searchList(list: readonly string[], query: string, chosen: readonly string[] = []): string[] {
  const q = query.trim().toLowerCase();
  const taken = new Set(chosen.map((c) => c.toLowerCase()));
  return list.filter((item) => !taken.has(item.toLowerCase()) && (!q || item.toLowerCase().includes(q)));
}

/** Adds an entry unless it is blank or already there (any case); built-in spelling wins. */
export function addTag(chosen: readonly string[], entry: string, list: readonly string[] = []): string[] {
  const text = entry.trim().replace(/\s+/g, " ").slice(0, MAX_TAG_LENGTH);
  if (!text || chosen.length >= MAX_TAGS) return [...chosen];
  if (chosen.some((c) => c.toLowerCase() === text.toLowerCase())) return [...chosen];
  const canonical = list.find((item) => item.toLowerCase() === text.toLowerCase());
  return [...chosen, canonical ?? text];
}

// ------------------------------------------------------------------ BMI

export type BmiCategory = "Underweight" | "Normal weight" | "Overweight" | "Obesity";

/** SPEC: weight over height in metres squared, one decimal. Null when it cannot be computed. */
export function bmi(weightKg: number, heightCm: number): number | null {
  if (!(weightKg > 0) || !(heightCm > 0)) return null;
  const m = heightCm / 100;
  return Math.round((weightKg / (m * m)) * 10) / 10;
}

/** WHO adult BMI categories (kg/m2): <18.5, 18.5-24.9, 25-29.9, >=30. */
export function bmiCategory(value: number): BmiCategory {
  if (value < 18.5) return "Underweight";
  if (value < 25) return "Normal weight";
  if (value < 30) return "Overweight";
  return "Obesity";
}

export function formatBmi(value: number | null): string {
  return value === null ? "--" : `${value.toFixed(1)} kg/m2`;
}

// ------------------------------------------------------------------ schemas

const tagList = z
  .array(z.string().trim().min(1).max(MAX_TAG_LENGTH, `Each entry can be at most ${MAX_TAG_LENGTH} characters.`))
  .max(MAX_TAGS, `Please list at most ${MAX_TAGS} entries.`)
  .transform((items) => items.reduce<string[]>((all, item) => addTag(all, item), []));

export const genderSchema = z.enum(GENDERS, { error: assessmentMessages.gender });
export const bloodSchema = z.enum(BLOOD_TYPES, { error: assessmentMessages.blood });
export const checkupsSchema = z.enum(CHECKUP_OPTIONS, { error: assessmentMessages.checkups });
export const dobSchema = z
  .string({ error: assessmentMessages.dobRequired })
  .trim()
  .min(1, assessmentMessages.dobRequired)
  .refine(isCalendarDate, assessmentMessages.dobInvalid);
export const heightSchema = z.coerce
  .number({ error: assessmentMessages.height })
  .int(assessmentMessages.height)
  .min(HEIGHT.min, assessmentMessages.height)
  .max(HEIGHT.max, assessmentMessages.height);
export const weightSchema = z.coerce
  .number({ error: assessmentMessages.weight })
  .int(assessmentMessages.weight)
  .refine((w) => w !== 0, assessmentMessages.weightZero)
  .pipe(z.number().min(1, assessmentMessages.weight).max(WEIGHT.typedMax, assessmentMessages.weight));

export const consentsSchema = z.object(
  Object.fromEntries(CONSENT_KINDS.map((k) => [k, z.boolean().default(false)])) as Record<ConsentKind, z.ZodDefault<z.ZodBoolean>>,
);
export type Consents = Record<ConsentKind, boolean>;

/** The SPEC's assessment draft plus the six consent flags: what POST /api/assessment/ accepts. */
export const assessmentSchema = z
  .object({
    gender: genderSchema,
    dob: dobSchema,
    height: heightSchema,
    weight: weightSchema,
    blood: bloodSchema,
    conditions: tagList.default([]),
    symptoms: tagList.default([]),
    allergies: tagList.default([]),
    medications: tagList.default([]),
    checkups: checkupsSchema,
    consents: consentsSchema.default(Object.fromEntries(CONSENT_KINDS.map((k) => [k, false])) as Consents),
  })
  .meta({ id: "AssessmentInput" });
export type AssessmentInput = z.output<typeof assessmentSchema>;

/** The draft as it is kept between steps: every field optional. */
export type AssessmentDraft = Partial<Omit<AssessmentInput, "consents">> & { consents?: Partial<Consents> };

/** Rules that need today's date (in the user's zone): not in the future, at least 13, consent for 13-17. */
export function checkAge(dob: string, today: string): { ok: true; age: number; teen: boolean } | { ok: false; message: string } {
  if (!dob) return { ok: false, message: assessmentMessages.dobRequired };
  if (!isCalendarDate(dob)) return { ok: false, message: assessmentMessages.dobInvalid };
  if (dob > today) return { ok: false, message: assessmentMessages.dobFuture };
  // More than MAX_AGE (app/lib/calendar.ts) years back is not a real date of birth.
  const age = ageOn(dob, today);
  if (age === undefined) return { ok: false, message: assessmentMessages.dobInvalid };
  if (age < MIN_AGE) return { ok: false, message: assessmentMessages.underAge };
  return { ok: true, age, teen: age < ADULT_AGE };
}

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

/** The 1-tap daily update: sensible defaults are preselected, so one tap saves the day. */
export const dailyUpdateSchema = z
  .object({
    mood: z.coerce.number({ error: "Please choose your mood." }).int().min(1, "Please choose your mood.").max(5, "Please choose your mood."),
    energy: z.coerce.number({ error: "Please choose your energy level." }).int().min(1, "Please choose your energy level.").max(5, "Please choose your energy level."),
    sleep_hours: z.coerce
      .number({ error: `Sleep must be between ${SLEEP.min} and ${SLEEP.max} hours.` })
      .int(`Sleep must be a whole number of hours.`)
      .min(SLEEP.min, `Sleep must be between ${SLEEP.min} and ${SLEEP.max} hours.`)
      .max(SLEEP.max, `Sleep must be between ${SLEEP.min} and ${SLEEP.max} hours.`),
  })
  .meta({ id: "DailyUpdateInput" });
export type DailyUpdateInput = z.output<typeof dailyUpdateSchema>;

// ------------------------------------------------------------------ the steps of the flow

export type StepId = "gender" | "dob" | "height" | "weight" | "blood" | TagListKind | "checkups" | "agreement";

/** The flow in order; intros (bmi step 1, health step 1) are not steps of their own and are skipped going back. */
export const ASSESSMENT_STEPS: { id: StepId; path: string }[] = [
  { id: "gender", path: "/assessment" },
  { id: "dob", path: "/assessment/age" },
  { id: "height", path: "/assessment/bmi?step=2" },
  { id: "weight", path: "/assessment/bmi?step=3" },
  { id: "blood", path: "/assessment/health?step=2" },
  { id: "conditions", path: "/assessment/health?step=3" },
  { id: "symptoms", path: "/assessment/health?step=4" },
  { id: "allergies", path: "/assessment/health?step=5" },
  { id: "medications", path: "/assessment/health?step=6" },
  { id: "checkups", path: "/assessment/health?step=7" },
  { id: "agreement", path: "/assessment/agreement" },
];

export const HEALTH_STEP_IDS: Record<number, StepId> = { 2: "blood", 3: "conditions", 4: "symptoms", 5: "allergies", 6: "medications", 7: "checkups" };
export const BMI_STEP_IDS: Record<number, StepId> = { 2: "height", 3: "weight" };

export function stepIndex(id: StepId): number {
  return ASSESSMENT_STEPS.findIndex((s) => s.id === id);
}
export function stepPath(id: StepId): string {
  return ASSESSMENT_STEPS[stepIndex(id)]!.path;
}
export function nextStepPath(id: StepId): string {
  const i = stepIndex(id);
  // Entering a new section goes through its intro.
  if (id === "dob") return "/assessment/bmi";
  if (id === "weight") return "/assessment/health";
  return ASSESSMENT_STEPS[i + 1]?.path ?? "/assessment/agreement";
}
export function previousStepPath(id: StepId | "bmi-intro" | "health-intro"): string | null {
  if (id === "bmi-intro") return stepPath("dob");
  if (id === "health-intro") return stepPath("weight");
  const i = stepIndex(id);
  return i > 0 ? ASSESSMENT_STEPS[i - 1]!.path : null;
}

/** Whether the draft holds an answer for a step (lists count as answered once saved, even empty). */
export function stepAnswered(draft: AssessmentDraft, id: StepId): boolean {
  if (id === "agreement") return false;
  return draft[id] !== undefined && draft[id] !== null && draft[id] !== "";
}

/** The first step without an answer: a later step cannot be opened before it. */
export function firstMissingStep(draft: AssessmentDraft): StepId {
  return ASSESSMENT_STEPS.find((s) => !stepAnswered(draft, s.id))?.id ?? "agreement";
}

/** Which step a URL shows (intros included), from the path and its ?step. */
export function stepAt(pathname: string, search: string): StepId | "bmi-intro" | "health-intro" {
  const step = Number(new URLSearchParams(search).get("step") ?? "1");
  const path = pathname.replace(/\/+$/, "");
  if (path.endsWith("/age")) return "dob";
  if (path.endsWith("/bmi")) return BMI_STEP_IDS[step] ?? "bmi-intro";
  if (path.endsWith("/health")) return HEALTH_STEP_IDS[step] ?? "health-intro";
  if (path.endsWith("/agreement")) return "agreement";
  return "gender";
}
