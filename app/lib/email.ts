import { z } from "zod";
import { messages } from "./messages.ts";

// The SPEC's rule: shaped like x@y.z. Stricter RFC parsing rejects real addresses people use.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailField = z
  .string({ error: messages.emailRequired })
  .trim()
  .min(1, messages.emailRequired)
  .max(254, messages.emailInvalid)
  .regex(EMAIL_SHAPE, messages.emailInvalid)
  .transform((v) => v.toLowerCase());
