import { z } from "zod";
import { BLOOD_TYPES, GENDERS, weightSchema } from "./assessment.ts";

// What My Account's page and its action agree on. Client-safe: no server imports.

/** The notification switches: form field name, label and the line under it. */
export const NOTIFICATION_PREFS = [
  ["checkupReminders", "Check-up reminders", "A nudge when your chosen check-up frequency comes round."],
  ["dailyTips", "Daily health tips", "One short, sourced tip a day on your dashboard."],
  ["premiumRenewal", "Premium renewal reminders", "A heads-up before your plan renews."],
  ["emailNews", "HealthBuddy news by email", "Occasional product news. Never shared, never sold."],
] as const;

/** The assessment's bio data as edited under Personal Info (only when the person has an assessment). */
export const bioDataSchema = z.object({
  gender: z.enum(GENDERS),
  dob: z.iso.date("Please select your date of birth to continue"),
  blood: z.enum(BLOOD_TYPES, { error: "Please select your blood type" }),
  height: z.coerce.number().int().min(100, "Height must be between 100 and 300 cm.").max(300, "Height must be between 100 and 300 cm."),
  weight: weightSchema,
});
