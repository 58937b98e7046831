// Shapes shared by the chat domain and every model behind it.

export type ChatRole = "user" | "assistant";

export type ChatTurn = { role: ChatRole; content: string };

/** What HealthBuddy may use from the signed-in user's newest health assessment. */
export type PersonalContext = {
  age?: number;
  sex?: "male" | "female";
  conditions: string[];
  allergies: string[];
  medications: string[];
};

/** providerOptions key under which the personal context travels to the model (others ignore it). */
export const PROVIDER_OPTIONS_KEY = "healthbuddy";
