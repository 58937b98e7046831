import { Form } from "react-router";
import { dateTime, deviceName } from "./format.ts";
import { card } from "./styles.ts";

export type SignedInSession = { id: string; user_agent: string; current: boolean; created_at: string; last_used_at: string | null };

/** Where the person is signed in; any device but this one can be signed out (intent `revoke-session`). */
export function SessionsList({ sessions }: { sessions: SignedInSession[] }) {
  return (
    <section className={card} aria-labelledby="sessions-title">
      <h2 id="sessions-title" className="text-lg font-semibold">Where you're signed in</h2>
      <ul className="mt-3 divide-y divide-slate-100">
        {sessions.map((s) => (
          <li key={s.id} className="flex items-center justify-between gap-3 py-3 text-sm">
            <span>
              <span className="font-medium">{deviceName(s.user_agent)}</span>
              {s.current ? <span className="ml-2 rounded-full bg-brand-100 px-2 text-xs font-semibold text-brand-900">This device</span> : null}
              <span className="block text-slate-600">Last active {s.last_used_at ? dateTime(s.last_used_at) : dateTime(s.created_at)}</span>
            </span>
            {s.current ? null : (
              <Form method="post">
                <input type="hidden" name="intent" value="revoke-session" />
                <input type="hidden" name="session_id" value={s.id} />
                <button type="submit" className="min-h-11 rounded-full px-3 font-semibold text-red-700 underline">Sign out</button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
