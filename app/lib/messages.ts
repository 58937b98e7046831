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
} as const;
