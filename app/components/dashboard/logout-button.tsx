import { useState } from "react";
import { LogoutDialog } from "../logout-dialog.tsx";
import { Icon } from "./icons.tsx";

const LOGOUT_CLASS = "flex min-h-12 w-full items-center gap-3 rounded-xl px-4 font-semibold text-red-700 hover:bg-red-50";

/** Logout with the SPEC's confirmation. Without JavaScript the button posts straight to /logout. */
export function LogoutButton() {
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
          className={LOGOUT_CLASS}
        >
          <Icon name="logout" />
          Logout
        </button>
      </form>
      <LogoutDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
