// The SPEC's chat messages, word for word (section 8), shared by the API and the page.
export const UNAUTHORIZED_MESSAGE = "Unauthorized. Please log in again.";
export const CHAT_FAILED_MESSAGE = "Sorry, I couldn't process that. Please try again.";
export const LOAD_FAILED_MESSAGE = "Failed to load messages.";
export const NOT_FOUND_MESSAGE = "Chat not found.";
export const RATE_LIMITED_MESSAGE =
  "You're sending messages very quickly. Please wait a minute and try again. If this is an emergency, call 112 now.";
export const ANONYMOUS_NEW_CHAT_ALERT = "Login to create chat history or reload to start fresh";
