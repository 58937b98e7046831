import { newsletterMessages } from "../../app/lib/messages.ts";
import { contactMessages, newsletterSubscribers } from "../db/schema.ts";
import type { Db } from "../db/client.ts";
import type { ContactInput } from "../../app/lib/contact-schema.ts";

export async function submitContactMessage(db: Db, input: ContactInput) {
  await db.insert(contactMessages).values({
    firstName: input.first_name,
    lastName: input.last_name,
    email: input.email,
    topic: input.topic,
    message: input.message,
  });
  return { ok: true as const };
}

/** Subscribing twice is not an error and never makes a second row. */
export async function subscribeToNewsletter(db: Db, email: string) {
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  return { alreadySubscribed: inserted.length === 0 };
}

export { newsletterMessages };
