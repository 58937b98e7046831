import { z } from "zod";
import { emailField } from "./email.ts";
import { messages } from "./messages.ts";

// One schema per form or payload: pages use them for instant feedback, the server as the authority.

const required = (message: string, max = 80) => z.string({ error: message }).trim().min(1, message).max(max, `${message.replace(" is required.", "")} is too long.`);

export const newPasswordField = z
  .string({ error: messages.passwordRequired })
  .min(1, messages.passwordRequired)
  .min(6, messages.passwordTooShort)
  .max(128, "Password must be at most 128 characters.");

const phoneField = z
  .string()
  .trim()
  .max(20, "Please enter a valid phone number.")
  .regex(/^$|^\+?[0-9 ()-]{7,20}$/, "Please enter a valid phone number.")
  .optional()
  .default("");

export const registerSchema = z
  .object({
    first_name: required(messages.firstNameRequired),
    last_name: required(messages.lastNameRequired),
    email: emailField,
    phone: phoneField,
    password: newPasswordField,
    /** The SPEC's client sends username = email; accepted and ignored. */
    username: z.string().max(254).optional(),
  })
  .meta({ id: "RegisterRequest" });

export const loginSchema = z
  .object({
    email: emailField,
    password: z.string({ error: messages.passwordRequired }).min(1, messages.passwordRequired).max(128, "Password is too long."),
  })
  .meta({ id: "LoginRequest" });

export const emailOnlySchema = z.object({ email: emailField }).meta({ id: "EmailRequest" });

export const codeField = z
  .string({ error: "Please enter complete code" })
  .regex(/^\d{6}$/, "Please enter complete code");

export const verifyCodeSchema = z.object({ code: codeField, email: emailField }).meta({ id: "VerifyCodeRequest" });

export const resetPasswordSchema = z
  .object({
    code: codeField,
    email: emailField,
    password: newPasswordField,
    confirmPassword: z.string().optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    message: "Passwords do not match.",
    path: ["confirmPassword"],
  })
  .meta({ id: "ResetPasswordRequest" });

export const refreshSchema = z.object({ refresh: z.string({ error: "refresh is required." }).min(1, "refresh is required.").max(200) }).meta({ id: "RefreshRequest" });

export const logoutSchema = z.object({ refresh: z.string().max(200).optional() }).meta({ id: "LogoutRequest" });

export const avatarSchema = z
  .object({
    avatar: z.coerce
      .number({ error: "Please choose an avatar." })
      .int("Please choose an avatar.")
      .min(1, "Please choose an avatar.")
      .max(7, "Please choose an avatar."),
  })
  .meta({ id: "AvatarRequest" });

export const profileSchema = z
  .object({
    first_name: required(messages.firstNameRequired).optional(),
    last_name: required(messages.lastNameRequired).optional(),
    phone: phoneField,
    email: emailField.optional(),
    notification_prefs: z
      .object({
        checkupReminders: z.boolean().optional(),
        dailyTips: z.boolean().optional(),
        premiumRenewal: z.boolean().optional(),
        emailNews: z.boolean().optional(),
      })
      .optional(),
  })
  .meta({ id: "ProfileUpdate" });

export const changePasswordSchema = z
  .object({
    current_password: z.string({ error: "Please enter your current password." }).min(1, "Please enter your current password.").max(128),
    new_password: newPasswordField,
  })
  .meta({ id: "ChangePasswordRequest" });

export const deleteAccountSchema = z.object({ password: z.string().max(128).optional() }).meta({ id: "DeleteAccountRequest" });

/** 'ad*****@gmail.com': first two characters, asterisks, then the domain (SPEC). */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  if (!domain) return email;
  return `${local.slice(0, 2)}${"*".repeat(Math.max(3, local.length - 2))}@${domain}`;
}
