import { z } from "zod";
import { ageOn, isCalendarDate } from "../calendar.ts";
import { addTag } from "./lists.ts";
import { assessmentMessages } from "./messages.ts";
import {
  ADULT_AGE,
  BLOOD_TYPES,
  CHECKUP_OPTIONS,
  CONSENT_KINDS,
  GENDERS,
  HEIGHT,
  MAX_TAG_LENGTH,
  MAX_TAGS,
  MIN_AGE,
  SLEEP,
  WEIGHT,
  type ConsentKind,
} from "./options.ts";

// One zod schema per step and payload, used by the page for instant feedback and by the action or API
// route as the authority, and the age rules that need today's date.

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
