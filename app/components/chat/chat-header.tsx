import { Link } from "react-router";
import { Icon, ICONS } from "./icons.tsx";

/** The top bar: history (phones, signed in), home or dashboard, Sign up (signed out), New chat and Share. */
export function ChatHeader({ signedIn, onOpenMenu, onNewChat, onShare }: { signedIn: boolean; onOpenMenu(): void; onNewChat(): void; onShare(): void }) {
  return (
    <header className="flex h-14 shrink-0 items-center gap-2 border-b border-slate-200 bg-white px-2">
      {signedIn ? (
        <button type="button" onClick={onOpenMenu} aria-label="Open chat history" className="grid size-11 place-items-center rounded-full text-slate-700 hover:bg-slate-100 md:hidden">
          <Icon path={ICONS.menu} />
        </button>
      ) : null}
      <Link to={signedIn ? "/dashboard" : "/"} className="flex min-w-0 items-center gap-2 px-1" aria-label={signedIn ? "HealthBuddy: back to your dashboard" : "HealthBuddy home"}>
        <img src="/favicon.svg" alt="" width={28} height={28} className="size-7" />
        <span className={`truncate font-semibold text-slate-900 ${signedIn ? "" : "max-[379px]:sr-only"}`}>HealthBuddy</span>
      </Link>
      <div className="ml-auto flex items-center gap-1">
        {signedIn ? null : (
          <Link to="/register" className="mr-1 rounded-full bg-warm-500 px-3 py-2 text-sm font-semibold whitespace-nowrap text-slate-900 shadow-md hover:brightness-95">
            Sign up
          </Link>
        )}
        <button type="button" onClick={onNewChat} aria-label="New chat" className="grid size-11 place-items-center rounded-full text-slate-700 hover:bg-slate-100">
          <Icon path={ICONS.plus} />
        </button>
        <button type="button" onClick={onShare} className="flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-2 font-medium text-brand-700 hover:bg-brand-50 sm:px-3">
          <Icon path={ICONS.share} size={18} />
          <span className="sr-only sm:not-sr-only">Share</span>
        </button>
      </div>
    </header>
  );
}
