import { NavLink, useNavigate } from "react-router";
import { Icon, type IconName } from "./icons.tsx";

type NavItem = { to: string; label: string; icon: IconName; end?: boolean; newChat?: boolean };

/**
 * The signed-in area's places. HealthBuddy opens a new chat: `chatId` (made by the loader) when
 * JavaScript is off; with it, each click makes a fresh one.
 */
export function NavList({ chatId, onNavigate }: { chatId: string; onNavigate?: () => void }) {
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
