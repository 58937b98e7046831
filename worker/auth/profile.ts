import { and, eq, ne } from "drizzle-orm";
import * as t from "../db/schema.ts";
import { toPublicUser, audit, requestEmailChange, type AuthDeps, type Viewer } from "./accounts.ts";

export type ProfileUpdate = {
  first_name?: string;
  last_name?: string;
  phone?: string;
  email?: string;
  notification_prefs?: Record<string, boolean | undefined>;
};

/** Saves profile fields. A new email is not trusted until verified: it waits in pending_email. */
export async function updateProfile(deps: AuthDeps, viewer: Viewer, input: ProfileUpdate) {
  const user = await deps.db.query.users.findFirst({ where: eq(t.users.id, viewer.id) });
  if (!user) return { ok: false as const, reason: "not_found" as const };
  let pendingEmail = user.pendingEmail;
  if (input.email && input.email !== user.email) {
    const taken = await deps.db.query.users.findFirst({
      where: and(eq(t.users.email, input.email), ne(t.users.id, viewer.id)),
    });
    if (taken) return { ok: false as const, reason: "email_taken" as const };
    pendingEmail = input.email;
  }
  const prefs = { ...(user.notificationPrefs as Record<string, boolean>), ...(input.notification_prefs ?? {}) };
  const [updated] = await deps.db
    .update(t.users)
    .set({
      firstName: input.first_name ?? user.firstName,
      lastName: input.last_name ?? user.lastName,
      phone: input.phone ?? user.phone,
      notificationPrefs: prefs,
      pendingEmail,
      updatedAt: deps.clock.now().toISOString(),
    })
    .where(eq(t.users.id, viewer.id))
    .returning();
  if (pendingEmail && pendingEmail !== user.pendingEmail) {
    await requestEmailChange(deps, viewer, pendingEmail);
    await audit(deps, "email_change_requested", viewer.id, { to: pendingEmail });
  }
  return {
    ok: true as const,
    user: { ...toPublicUser(updated!), notification_prefs: prefs, pending_email: pendingEmail },
  };
}
