import { useEffect, useRef, useState } from "react";
import { Form, Link, NavLink, Outlet, useLocation, useNavigate } from "react-router";
import type { Route } from "./+types/layout";
import { UserAvatar } from "../../components/dashboard/avatar.tsx";
import { Icon, type IconName } from "../../components/dashboard/icons.tsx";
import { NotificationBell } from "../../components/dashboard/notification-bell.tsx";
import { PremiumSlot } from "../../components/dashboard/premium-slot.tsx";
import { LogoutDialog } from "../../components/logout-dialog.tsx";
import { PremiumModal } from "../../components/premium/index.ts";
import { appContext } from "../../context.ts";

// The signed-in area's frame: sidebar, top bar (symptom search, notifications, premium, avatar)
// and the mobile menu. Pages of the dashboard, the checker and the account render inside it.

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  // No viewer → /login (with 'Session expired. Please login again.' when a session cookie was there).
  const viewer = ctx.web.requireViewer(request);
  const [notifications, premium] = await Promise.all([
    ctx.services.dashboard.notifications(viewer.id),
    ctx.services.dashboard.premium(viewer.id),
  ]);
  return {
    user: { firstName: viewer.firstName, lastName: viewer.lastName, avatar: viewer.avatar, email: viewer.email },
    notifications,
    premium,
    // A fresh chat for the HealthBuddy link when JavaScript is off; with it, each click makes a new one.
    newChatId: crypto.randomUUID(),
  };
}

type NavItem = { to: string; label: string; icon: IconName; end?: boolean; newChat?: boolean };

function NavList({ chatId, onNavigate }: { chatId: string; onNavigate?: () => void }) {
  const navigate = useNavigate();
  const items: NavItem[] = [
    { to: "/dashboard", label: "Dashboard", icon: "home", end: true },
    { to: "/dashboard/checker", label: "Symptom Checker", icon: "stethoscope" },
    { to: "/dashboard/profile", label: "Account", icon: "user" },
    { to: `/chat/${chatId}`, label: "HealthBuddy", icon: "chat", newChat: true },
  ];
  return (
    <ul className="grid gap-1">
      {items.map((item) => (
        <li key={item.label}>
          <NavLink
            to={item.to}
            end={item.end}
            onClick={(e) => {
              onNavigate?.();
              if (item.newChat && !e.metaKey && !e.ctrlKey && !e.shiftKey) {
                e.preventDefault();
                navigate(`/chat/${crypto.randomUUID()}`);
              }
            }}
            className={({ isActive }) =>
              `flex min-h-12 items-center gap-3 rounded-xl px-4 font-semibold whitespace-nowrap ${isActive && !item.newChat ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-brand-50 hover:text-brand-800"}`
            }
          >
            <Icon name={item.icon} />
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** Logout with the SPEC's confirmation. Without JavaScript the button posts straight to /logout. */
function LogoutButton({ className }: { className: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <form method="post" action="/logout">
        <button
          type="submit"
          onClick={(e) => {
            e.preventDefault();
            setOpen(true);
          }}
          className={className}
        >
          <Icon name="logout" />
          Logout
        </button>
      </form>
      <LogoutDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

function SymptomSearch({ id }: { id: string }) {
  return (
    <Form method="get" action="/dashboard/checker/start" role="search" className="relative w-full">
      <label htmlFor={id} className="sr-only">
        Search your symptom
      </label>
      <span className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-slate-500">
        <Icon name="search" />
      </span>
      <input
        id={id}
        name="q"
        type="search"
        required
        placeholder="Search your symptom?"
        autoComplete="off"
        className="min-h-11 w-full rounded-full border border-slate-200 bg-slate-50 pr-4 pl-11 text-slate-900 placeholder:text-slate-500 focus:bg-white"
      />
    </Form>
  );
}

const LOGOUT_CLASS = "flex min-h-12 w-full items-center gap-3 rounded-xl px-4 font-semibold text-red-700 hover:bg-red-50";

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  const { user, notifications, premium, newChatId } = loaderData;
  const location = useLocation();
  const menu = useRef<HTMLDetailsElement>(null);
  // Open state belongs to the page it was opened on: navigating closes the menu (the <details>
  // is keyed by the location, so it mounts closed) and unlocks the page.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === location.key;

  useEffect(() => {
    const onResize = () => {
      if (window.innerWidth > 768 && menu.current?.open) menu.current.open = false;
    };
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, []);
  useEffect(() => {
    document.body.style.overflow = menuOpen ? "hidden" : "";
    return () => {
      document.body.style.overflow = "";
    };
  }, [menuOpen]);

  const fullName = `${user.firstName} ${user.lastName}`.trim();
  return (
    <div className="min-h-dvh bg-slate-50">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        Skip to content
      </a>
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col border-r border-slate-200 bg-white px-4 py-5 md:flex">
        <Link to="/" aria-label="HealthBuddy home" className="px-2">
          <img src="/logo.svg" alt="" width={160} height={40} className="h-9 w-auto" />
        </Link>
        <nav aria-label="Dashboard" className="mt-8 flex-1">
          <NavList chatId={newChatId} />
        </nav>
        <LogoutButton className={LOGOUT_CLASS} />
      </aside>

      <div className="md:pl-64">
        {/* No backdrop-filter here: it would become the containing block of the fixed mobile menu. */}
        <header className="sticky top-0 z-20 border-b border-slate-200 bg-white">
          <div className="flex h-16 items-center gap-2 px-3 sm:px-6">
            <Link to="/dashboard" aria-label="HealthBuddy dashboard" className="md:hidden">
              <img src="/logo.svg" alt="" width={160} height={40} className="h-8 w-auto" />
            </Link>
            <div className="hidden max-w-md min-w-0 flex-1 md:block">
              <SymptomSearch id="symptom-search" />
            </div>
            <div className="ml-auto flex items-center gap-1 sm:gap-3">
              <PremiumSlot premium={premium} className="hidden md:block" />
              <NotificationBell notifications={notifications} />
              <Link to="/dashboard/profile" aria-label={`Account: ${fullName}`} className="hidden rounded-full md:block">
                <UserAvatar avatar={user.avatar} firstName={user.firstName} lastName={user.lastName} />
              </Link>
              <details key={location.key} ref={menu} className="md:hidden" onToggle={(e) => setOpenOn(e.currentTarget.open ? location.key : null)}>
                <summary
                  aria-label={menuOpen ? "Close menu" : "Open menu"}
                  className="grid size-11 cursor-pointer list-none place-items-center rounded-md text-slate-800 [&::-webkit-details-marker]:hidden"
                >
                  <Icon name={menuOpen ? "close" : "menu"} className="size-6" />
                </summary>
                <div id="dashboard-menu" className="fixed inset-x-0 top-16 bottom-0 z-40 overflow-y-auto bg-white px-4 pt-4 pb-8">
                  <div className="flex items-center gap-3 rounded-2xl bg-brand-50 p-3">
                    <UserAvatar avatar={user.avatar} firstName={user.firstName} lastName={user.lastName} size="size-12" />
                    <div className="min-w-0">
                      <p className="truncate font-semibold text-slate-900">{fullName}</p>
                      <p className="truncate text-sm text-slate-600">{user.email}</p>
                    </div>
                  </div>
                  <div className="mt-4">
                    <SymptomSearch id="symptom-search-mobile" />
                  </div>
                  <nav aria-label="Dashboard" className="mt-4">
                    <NavList chatId={newChatId} />
                  </nav>
                  <PremiumSlot premium={premium} className="mt-4" />
                  <div className="mt-4 border-t border-slate-200 pt-4">
                    <LogoutButton className={LOGOUT_CLASS} />
                  </div>
                </div>
              </details>
            </div>
          </div>
        </header>
        <main id="main" className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6">
          <Outlet />
        </main>
        {/* One modal for both upgrade buttons (top bar and mobile menu). */}
        <PremiumModal email={user.email} />
      </div>
    </div>
  );
}
