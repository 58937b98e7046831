import type { CheckupFrequency } from "../../app/lib/assessment.ts";
import { daysBetween } from "./days.ts";

// The bell's notifications are computed from the user's data each time, never stored: they are
// true at the moment they are shown and disappear once acted upon.

export type Notification = {
  id: string;
  kind: "assessment" | "checkup" | "daily_update" | "premium";
  title: string;
  body: string;
  href: string;
  tone: "info" | "warning";
};

/** Days between check-ins the chosen checkup habit asks for; null when it asks for none. */
export const CHECKUP_INTERVAL_DAYS: Record<CheckupFrequency, number | null> = {
  Daily: 1,
  Weekly: 7,
  Monthly: 30,
  "Only when necessary": null,
  Never: null,
};

/** An assessment this old is probably out of date. */
export const STALE_ASSESSMENT_DAYS = 180;
export const RENEWAL_NOTICE_DAYS = 3;

export type NotificationInputs = {
  today: string;
  /** Day (user's zone) of the newest assessment, or null when none. */
  assessmentDay: string | null;
  checkups: string | null;
  /** Day (user's zone) of the last check-in, or null. */
  lastCheckInDay: string | null;
  updatedToday: boolean;
  subscription: { status: string; nextPaymentDay: string | null } | null;
};

export function buildNotifications(i: NotificationInputs): Notification[] {
  const out: Notification[] = [];
  if (!i.assessmentDay) {
    out.push({
      id: "assessment-missing",
      kind: "assessment",
      title: "Complete your health assessment",
      body: "It takes about 3 minutes and gives you your health score and BMI.",
      href: "/assessment",
      tone: "warning",
    });
  } else {
    const age = daysBetween(i.assessmentDay, i.today);
    if (age >= STALE_ASSESSMENT_DAYS)
      out.push({
        id: "assessment-stale",
        kind: "assessment",
        title: "Time to update your assessment",
        body: `Your last assessment was ${age} days ago. Retake it so your score stays true.`,
        href: "/assessment",
        tone: "info",
      });
    const interval = i.checkups ? CHECKUP_INTERVAL_DAYS[i.checkups as CheckupFrequency] : null;
    if (interval) {
      const since = i.lastCheckInDay ? daysBetween(i.lastCheckInDay, i.today) : null;
      if (since === null || since >= interval)
        out.push({
          id: "checkup-due",
          kind: "checkup",
          title: "Your checkup is due",
          body:
            since === null
              ? `You chose ${i.checkups!.toLowerCase()} checkups. Start with a quick symptom check or today's health update.`
              : `You chose ${i.checkups!.toLowerCase()} checkups and your last check-in was ${since} day${since === 1 ? "" : "s"} ago.`,
          href: "/dashboard/checker",
          tone: "warning",
        });
    }
  }
  if (!i.updatedToday)
    out.push({
      id: "daily-update",
      kind: "daily_update",
      title: "How are you today?",
      body: "Log your mood, energy and sleep in one tap. It keeps your streak going.",
      href: "/dashboard#daily-update",
      tone: "info",
    });
  const sub = i.subscription;
  if (sub?.status === "attention")
    out.push({
      id: "premium-attention",
      kind: "premium",
      title: "Premium payment needs attention",
      body: "Your last renewal payment did not go through. Update your card to keep Premium.",
      href: "/dashboard/profile",
      tone: "warning",
    });
  else if (sub && (sub.status === "active" || sub.status === "non-renewing") && sub.nextPaymentDay) {
    const left = daysBetween(i.today, sub.nextPaymentDay);
    if (left >= 0 && left <= RENEWAL_NOTICE_DAYS)
      out.push({
        id: "premium-renewal",
        kind: "premium",
        title: sub.status === "active" ? "Premium renews soon" : "Premium ends soon",
        body:
          sub.status === "active"
            ? `Your Premium plan renews ${left === 0 ? "today" : `in ${left} day${left === 1 ? "" : "s"}`} (${sub.nextPaymentDay}).`
            : `Your Premium plan ends ${left === 0 ? "today" : `in ${left} day${left === 1 ? "" : "s"}`} (${sub.nextPaymentDay}).`,
        href: "/dashboard/profile",
        tone: "info",
      });
  }
  return out;
}
