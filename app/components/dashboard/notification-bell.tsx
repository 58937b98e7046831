import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { Icon } from "./icons.tsx";

export type BellNotification = { id: string; title: string; body: string; href: string; tone: "info" | "warning" };

/**
 * The bell: a <details> disclosure, so it opens without JavaScript; with it, it closes on
 * navigation, on Escape and on a click elsewhere.
 */
export function NotificationBell({ notifications }: { notifications: BellNotification[] }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (ref.current?.open && !ref.current.contains(e.target as Node)) ref.current.open = false;
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape" && ref.current?.open) {
        ref.current.open = false;
        ref.current.querySelector("summary")?.focus();
      }
    };
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKey);
    };
  }, []);
  const count = notifications.length;
  return (
    // Keyed by the location: a navigation mounts it closed.
    <details key={location.key} ref={ref} className="relative">
      <summary
        aria-label={count ? `Notifications, ${count} new` : "Notifications, none new"}
        className="relative grid size-11 cursor-pointer list-none place-items-center rounded-full text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
      >
        <Icon name="bell" className="size-6" />
        {count ? (
          <span aria-hidden="true" className="absolute top-1 right-1 grid min-w-5 place-items-center rounded-full bg-red-600 px-1 text-xs font-bold text-white">
            {count}
          </span>
        ) : null}
      </summary>
      <div className="fixed inset-x-3 top-16 z-50 rounded-2xl bg-white p-2 shadow-xl ring-1 ring-slate-200 sm:absolute sm:inset-x-auto sm:top-12 sm:right-0 sm:w-80">
        <h2 className="px-3 pt-2 pb-1 text-sm font-bold text-slate-900">Notifications</h2>
        {count ? (
          <ul>
            {notifications.map((n) => (
              <li key={n.id}>
                <Link to={n.href} className="flex gap-3 rounded-xl p-3 hover:bg-slate-50">
                  <span aria-hidden="true" className={`mt-1.5 size-2.5 shrink-0 rounded-full ${n.tone === "warning" ? "bg-amber-500" : "bg-brand-600"}`} />
                  <span>
                    <span className="block text-sm font-semibold text-slate-900">{n.title}</span>
                    <span className="block text-sm text-slate-700">{n.body}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="px-3 pb-3 text-sm text-slate-700">You're all caught up.</p>
        )}
      </div>
    </details>
  );
}
