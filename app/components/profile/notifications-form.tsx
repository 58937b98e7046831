import { Form } from "react-router";
import { NOTIFICATION_PREFS } from "../../lib/account.ts";
import { card } from "./styles.ts";
import { useSubmitting } from "./use-submitting.ts";

/** The Smart Notifications tab: one switch a kind (intent `notifications`); news by email is off until chosen. */
export function NotificationsForm({ prefs }: { prefs: Record<string, boolean> }) {
  const busy = useSubmitting("notifications");
  return (
    <section className={`${card} mt-6`} aria-labelledby="notif-title">
      <h2 id="notif-title" className="text-lg font-semibold">Smart Notifications</h2>
      <Form method="post" className="mt-4 grid gap-3">
        <input type="hidden" name="intent" value="notifications" />
        {NOTIFICATION_PREFS.map(([k, label, help]) => (
          <div key={k} className="flex min-h-11 items-start gap-3">
            <input id={`pref-${k}`} type="checkbox" name={k} defaultChecked={prefs[k] ?? k !== "emailNews"} aria-describedby={`pref-${k}-help`} className="mt-1 size-5 accent-brand-700" />
            <label htmlFor={`pref-${k}`}>
              <span className="font-medium">{label}</span>
              <span id={`pref-${k}-help`} className="block text-sm text-slate-600">{help}</span>
            </label>
          </div>
        ))}
        <button type="submit" disabled={busy} className="min-h-12 justify-self-start rounded-full bg-brand-700 px-6 font-semibold text-white disabled:opacity-70">{busy ? "saving" : "Save preferences"}</button>
      </Form>
    </section>
  );
}
