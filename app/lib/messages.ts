// The SPEC's user-facing messages, word for word. One place, so pages, API and tests agree.
export const messages = {
  firstNameRequired: "First Name is required.",
  lastNameRequired: "Last Name is required.",
  emailRequired: "Email Address is required.",
  emailInvalid: "Please enter a valid email address.",
  passwordRequired: "Password is required.",
  passwordTooShort: "Password must be at least 6 characters.",
  somethingWrong: "Something went wrong. Please try again.",
  genericFallback: "Something went wrong!",
  contactSuccess: "Message sent successfully!",
  contactError: "An error occurred. Please try again.",
  logoutConfirm: "Are you sure you want to logout?",
  unexpectedError: "Unexpected Application Error!",
  rateLimited: "Too many attempts. Please wait a minute and try again.",
  sessionExpired: "Session expired. Please login again.",
} as const;

// This module is shared by the pages (browser) and the Worker: it imports nothing, so a page that
// shows one of these strings never pulls server code into its client chunk.

/** Sign-up, sign-in, codes and passwords (SPEC: authentication). */
export const authMessages = {
  invalidCredentials: "Invalid email or password.",
  unverified: "Please verify your email before signing in. We've sent you a new code.",
  emailTaken: "An account with this email already exists. Please log in instead.",
  commonPassword: "This password is too common and easy to guess. Please choose another one.",
  invalidCode: "Invalid verification code",
  expiredCode: "This code has expired. Please request a new one.",
  tooManyAttempts: "Too many wrong attempts. Please request a new code.",
  sessionExpired: messages.sessionExpired,
  forgotSent: "If an account exists for this address, we've sent a code to reset the password.",
  verificationSent: "We've sent a new verification code to your email.",
  wrongPassword: "Your current password is not correct.",
} as const;

/** What a refused one-time code tells the person. */
export function codeMessage(reason: "invalid" | "expired" | "too_many") {
  return reason === "expired"
    ? authMessages.expiredCode
    : reason === "too_many"
      ? authMessages.tooManyAttempts
      : authMessages.invalidCode;
}

export const newsletterMessages = {
  subscribed: "Thanks! You're subscribed to HealthBuddy health tips.",
  already: "You're already subscribed. Thanks for staying with us!",
} as const;
