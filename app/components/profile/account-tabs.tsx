import { Link } from "react-router";

export const ACCOUNT_TABS = [
  ["personal", "Personal Info"],
  ["medical", "Medical History"],
  ["notifications", "Smart Notifications"],
  ["privacy", "Privacy Policy"],
  ["help", "Help & Support"],
] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number][0];

/** The tab named by `?tab=`, Personal Info when there is none or it is unknown. */
export const accountTab = (params: URLSearchParams): AccountTab => ACCOUNT_TABS.find(([id]) => id === params.get("tab"))?.[0] ?? "personal";

/** The sections of My Account as links (`?tab=`), so each works without JavaScript and can be shared. */
export function AccountTabs({ current }: { current: AccountTab }) {
  return (
    <nav aria-label="Account sections" className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {ACCOUNT_TABS.map(([id, label]) => (
          <li key={id}>
            <Link
              to={`?tab=${id}`}
              aria-current={current === id ? "page" : undefined}
              preventScrollReset
              className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap ${current === id ? "bg-brand-700 text-white" : "bg-white text-slate-700 ring-1 ring-slate-200"}`}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
