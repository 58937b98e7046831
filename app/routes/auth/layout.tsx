import { Link, Outlet } from "react-router";

export default function AuthLayout() {
  return (
    <div className="min-h-dvh">
      {/* The background fills the screen however tall the page or the screen is: no seam below the card. */}
      <div aria-hidden="true" className="fixed inset-0 -z-10 bg-gradient-to-b from-brand-50 to-white" />
      <header className="mx-auto flex h-16 max-w-5xl items-center px-4">
        <Link to="/" aria-label="HealthBuddy home">
          <img src="/logo.svg" alt="HealthBuddy" width={160} height={40} className="h-9 w-auto" />
        </Link>
      </header>
      <main id="main" className="mx-auto w-full max-w-md px-4 pt-4 pb-16">
        <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-100 sm:p-8">
          <Outlet />
        </div>
        <p className="mt-6 text-center text-xs text-slate-600">
          HealthBuddy gives an initial assessment only, never a diagnosis. In an emergency call 112.
        </p>
      </main>
    </div>
  );
}
