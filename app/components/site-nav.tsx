import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { LogoutDialog } from "./logout-dialog.tsx";

const LINKS = [
  { to: "/", label: "Home" },
  { to: "/healthbuddy", label: "HealthBuddy" },
  { to: "/company", label: "Company" },
  { to: "/contact", label: "Contact" },
];
const MOBILE_BREAKPOINT = 768;

/** Logout with the SPEC's confirmation; without JavaScript the button posts straight to /logout. */
function LogoutButton({ className, onAsk }: { className: string; onAsk: () => void }) {
  return (
    <form method="post" action="/logout">
      <button
        type="submit"
        onClick={(e) => {
          e.preventDefault();
          onAsk();
        }}
        className={className}
      >
        Logout
      </button>
    </form>
  );
}

export function SiteNav({ signedIn }: { signedIn: boolean }) {
  const location = useLocation();
  const menu = useRef<HTMLDetailsElement>(null);
  // The phone menu is a <details>: it opens and closes without JavaScript too. Open state belongs to
  // the page it was opened on: navigating remounts it closed (keyed by the location).
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === location.key;
  const [scrolled, setScrolled] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 0);
    const onResize = () => {
      if (window.innerWidth > MOBILE_BREAKPOINT && menu.current?.open) menu.current.open = false;
    };
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onResize);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onResize);
    };
  }, []);

  // The open menu covers the page; the page behind must not scroll under the finger.
  useEffect(() => {
    document.body.style.overflow = menuOpen ? "hidden" : "";
    return () => {
      document.body.style.overflow = "";
    };
  }, [menuOpen]);

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `rounded-md px-3 py-2 font-medium ${isActive ? "text-brand-700" : "text-slate-700 hover:text-brand-700"}`;

  return (
    <header
      data-scrolled={scrolled || undefined}
      // No backdrop-filter while the menu is open: it would become the containing block of the fixed menu.
      className={`sticky top-0 z-40 transition-shadow ${scrolled ? `bg-white/95 shadow-md ${menuOpen ? "" : "backdrop-blur"}` : "bg-white"}`}
    >
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <Link to="/" className="flex items-center gap-2" aria-label="HealthBuddy home">
          <img src="/logo.svg" alt="" width={160} height={40} className="h-9 w-auto" />
        </Link>
        <ul className="hidden items-center gap-1 md:flex">
          {LINKS.map((l) => (
            <li key={l.to}>
              <NavLink to={l.to} end className={linkClass}>
                {l.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="hidden md:block">
          {signedIn ? (
            <div className="flex items-center gap-2">
              <Link to="/dashboard" className="rounded-full px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50">
                Dashboard
              </Link>
              <LogoutButton onAsk={() => setLogoutOpen(true)} className="min-h-11 rounded-full border border-brand-700 px-5 font-semibold text-brand-700" />
            </div>
          ) : (
            <Link
              to="/login"
              className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
            >
              LOG IN
            </Link>
          )}
        </div>
        <details key={location.key} ref={menu} className="md:hidden" onToggle={(e) => setOpenOn(e.currentTarget.open ? location.key : null)}>
          <summary
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            className="grid size-11 cursor-pointer list-none place-items-center rounded-md text-slate-800 [&::-webkit-details-marker]:hidden"
          >
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
              {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </summary>
          <div id="mobile-menu" className="fixed inset-x-0 top-16 bottom-0 z-40 overflow-y-auto bg-white px-4 pb-8">
            <ul className="flex flex-col gap-1 py-4 text-lg">
              {LINKS.map((l) => (
                <li key={l.to}>
                  <NavLink to={l.to} end className={({ isActive }) => `${linkClass({ isActive })} block py-3`}>
                    {l.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <div className="flex flex-col gap-3 border-t border-slate-200 pt-4">
              {signedIn ? (
                <>
                  <Link to="/dashboard" className="grid min-h-12 place-items-center rounded-full bg-brand-700 font-semibold text-white">
                    Dashboard
                  </Link>
                  <LogoutButton onAsk={() => setLogoutOpen(true)} className="min-h-12 w-full rounded-full border border-brand-700 font-semibold text-brand-700" />
                </>
              ) : (
                <>
                  <Link to="/login" className="grid min-h-12 place-items-center rounded-full bg-brand-700 font-semibold text-white">
                    Login
                  </Link>
                  <Link to="/register" className="grid min-h-12 place-items-center rounded-full border border-brand-700 font-semibold text-brand-700">
                    Sign Up
                  </Link>
                </>
              )}
            </div>
          </div>
        </details>
      </nav>
      <LogoutDialog open={logoutOpen} onClose={() => setLogoutOpen(false)} />
    </header>
  );
}

export function ScrollTopButton() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > window.innerHeight);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label="Scroll to top"
      onClick={() => window.scrollTo({ top: 0 })}
      className="fixed right-4 bottom-4 z-30 grid size-12 place-items-center rounded-full bg-brand-700 text-white shadow-lg"
    >
      <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
    </button>
  );
}
