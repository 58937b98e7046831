import { z } from "zod";
import { emailField } from "./email.ts";
import { messages } from "./messages.ts";

import { CONTACT_TOPICS } from "./contact-topics.ts";

export { CONTACT_TOPICS };

const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

export const contactSchema = z
  .object({
    first_name: requiredText(messages.firstNameRequired, 80, "First name is too long (80 characters at most)."),
    last_name: requiredText(messages.lastNameRequired, 80, "Last name is too long (80 characters at most)."),
    /** The SPEC's payload repeats the full name; it is accepted and ignored (derived from the parts). */
    name: z.string().max(200).optional(),
    email: emailField,
    topic: z.enum(CONTACT_TOPICS, { error: "Please choose a topic." }),
    message: requiredText("Please write your message.", 5000, "Message is too long (5,000 characters at most)."),
  })
  .meta({ id: "ContactMessage" });

export type ContactInput = z.output<typeof contactSchema>;

export const newsletterSchema = z.object({ email: emailField }).meta({ id: "NewsletterSubscription" });
