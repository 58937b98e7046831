import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { UserAvatar } from "./avatar.tsx";
import { Icon } from "./icons.tsx";
import { LogoutButton } from "./logout-button.tsx";
import { NavList } from "./nav-list.tsx";
import { PremiumSlot, type PremiumSlotState } from "./premium-slot.tsx";
import { SymptomSearch } from "./symptom-search.tsx";

type MenuUser = { firstName: string; lastName: string; avatar: number; email: string };

/**
 * The phone menu: a <details> (so it opens without JavaScript) over the whole page, with the person,
 * the symptom search, the places, the premium slot and Logout. It locks the page's scroll while open
 * and closes when the window grows past the phone layout.
 */
export function MobileMenu({ user, premium, newChatId }: { user: MenuUser; premium: PremiumSlotState; newChatId: string }) {
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
          <LogoutButton />
        </div>
      </div>
    </details>
  );
}
