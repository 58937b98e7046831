import { Form } from "react-router";
import { useModalDialog } from "./ui/use-modal-dialog.ts";

/** The SPEC's logout confirmation, on the native <dialog> (focus trap, Escape, inert page). */
export function LogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ref = useModalDialog(open);
  return (
    <dialog
      ref={ref}
      onClose={onClose}
      aria-labelledby="logout-title"
      className="m-auto w-[min(22rem,calc(100vw-2rem))] rounded-2xl p-6 text-center shadow-xl"
    >
      <h2 id="logout-title" className="text-lg font-semibold text-slate-900">
        Are you sure you want to logout?
      </h2>
      <div className="mt-6 flex justify-center gap-3">
        <button
          type="button"
          onClick={onClose}
          className="min-h-11 rounded-full border border-slate-300 px-5 font-medium text-slate-800 hover:bg-slate-50"
        >
          Cancel
        </button>
        <Form method="post" action="/logout" onSubmit={onClose}>
          <button type="submit" className="min-h-11 rounded-full bg-red-700 px-5 font-semibold text-white hover:bg-red-800">
            Yes,Logout
          </button>
        </Form>
      </div>
    </dialog>
  );
}
