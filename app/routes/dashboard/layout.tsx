import { Link, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { UserAvatar } from "../../components/dashboard/avatar.tsx";
import { LogoutButton } from "../../components/dashboard/logout-button.tsx";
import { MobileMenu } from "../../components/dashboard/mobile-menu.tsx";
import { NavList } from "../../components/dashboard/nav-list.tsx";
import { NotificationBell } from "../../components/dashboard/notification-bell.tsx";
import { PremiumSlot } from "../../components/dashboard/premium-slot.tsx";
import { SymptomSearch } from "../../components/dashboard/symptom-search.tsx";
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

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  const { user, notifications, premium, newChatId } = loaderData;
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
        <LogoutButton />
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
              <MobileMenu user={user} premium={premium} newChatId={newChatId} />
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
