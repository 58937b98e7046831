import { useState } from "react";
import { Form, Link } from "react-router";
import { PasswordField } from "../auth/fields.tsx";
import { useModalDialog } from "../ui/use-modal-dialog.ts";
import { CANCEL, card } from "./styles.ts";
import { useSubmitting } from "./use-submitting.ts";

/** The delete question: the password (when the account has one), Cancel and Yes, Delete. */
function DeleteConfirm({ hasPassword, error, busy, cancel }: { hasPassword: boolean; error?: string; busy: boolean; cancel: React.ReactNode }) {
  return (
    <Form method="post" className="grid gap-4">
      <input type="hidden" name="intent" value="delete" />
      <h2 id="delete-title" className="text-lg font-semibold text-slate-900">
        Are you sure you want to delete your account?
      </h2>
      <p className="text-sm text-slate-700">Your profile, assessments, checks, chats and payments record are removed for good. This cannot be undone.</p>
      {hasPassword ? <PasswordField name="password" label="Confirm with your password" autoComplete="current-password" error={error} /> : null}
      <div className="flex flex-wrap justify-end gap-3">
        {cancel}
        <button type="submit" disabled={busy} className="min-h-11 rounded-full bg-red-700 px-5 font-semibold text-white hover:bg-red-800 disabled:opacity-70">
          {busy ? "Deleting..." : "Yes, Delete"}
        </button>
      </div>
    </Form>
  );
}

/**
 * Delete Account. It asks first, like logout: a modal with JavaScript, the same question on the page
 * (`?delete=1`, `askOnPage`) without it.
 */
export function DangerZone({ hasPassword, error, askOnPage }: { hasPassword: boolean; error?: string; askOnPage: boolean }) {
  const busy = useSubmitting("delete");
  const [open, setOpen] = useState(false);
  const dialog = useModalDialog(open);
  return (
    <section className={`${card} ring-red-200`} aria-labelledby="danger-title">
      <h2 id="danger-title" className="text-lg font-semibold text-red-800">Danger Zone</h2>
      <p className="mt-1 text-sm text-slate-700">Deleting your account removes your profile, assessments, checks, chats and payments record for good.</p>
      <Form method="get" className="mt-4">
        <input type="hidden" name="tab" value="personal" />
        <button
          type="submit"
          name="delete"
          value="1"
          onClick={(e) => {
            e.preventDefault();
            setOpen(true);
          }}
          className="min-h-12 rounded-full bg-red-700 px-6 font-semibold text-white hover:bg-red-800"
        >
          Delete Account
        </button>
      </Form>
      {askOnPage && !open ? (
        <div role="group" aria-labelledby="delete-title" className="mt-4 rounded-2xl border border-red-200 bg-red-50 p-4">
          <DeleteConfirm hasPassword={hasPassword} error={error} busy={busy} cancel={<Link to="?tab=personal" className={CANCEL}>Cancel</Link>} />
        </div>
      ) : null}
      <dialog ref={dialog} onClose={() => setOpen(false)} aria-labelledby="delete-title" className="m-auto w-[min(24rem,calc(100vw-2rem))] rounded-2xl p-6 shadow-xl">
        {open ? (
          <DeleteConfirm
            hasPassword={hasPassword}
            error={error}
            busy={busy}
            cancel={
              <button type="button" onClick={() => setOpen(false)} className={CANCEL}>
                Cancel
              </button>
            }
          />
        ) : null}
      </dialog>
    </section>
  );
}
