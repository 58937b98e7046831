import { useState } from "react";
import { Form } from "react-router";

const inputClass =
  "mt-1 min-h-12 w-full rounded-xl border border-slate-300 bg-white px-4 text-slate-900 placeholder:text-slate-400 aria-[invalid=true]:border-red-600";

export function Field({
  name,
  label,
  type = "text",
  error,
  defaultValue,
  autoComplete,
  placeholder,
  inputMode,
}: {
  name: string;
  label: string;
  type?: string;
  error?: string;
  defaultValue?: string;
  autoComplete?: string;
  placeholder?: string;
  inputMode?: React.HTMLAttributes<HTMLInputElement>["inputMode"];
}) {
  return (
    <div>
      <label htmlFor={name} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={name}
        name={name}
        type={type}
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        placeholder={placeholder}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${name}-error` : undefined}
        className={inputClass}
      />
      <FieldError id={`${name}-error`} error={error} />
    </div>
  );
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  );
}

/** Password input with a show/hide toggle that keeps what was typed. */
export function PasswordField({ name, label, error, autoComplete }: { name: string; label: string; error?: string; autoComplete: string }) {
  const [shown, setShown] = useState(false);
  return (
    <div>
      <label htmlFor={name} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={name}
          name={name}
          type={shown ? "text" : "password"}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${name}-error` : undefined}
          className={`${inputClass} pr-20`}
        />
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          aria-pressed={shown}
          aria-controls={name}
          className="absolute top-1 right-1 mt-1 min-h-10 rounded-lg px-3 text-sm font-semibold text-brand-700"
        >
          {shown ? "Hide" : "Show"}
          <span className="sr-only"> password</span>
        </button>
      </div>
      <FieldError id={`${name}-error`} error={error} />
    </div>
  );
}

export function SubmitButton({ busy, busyLabel, children }: { busy: boolean; busyLabel: string; children: React.ReactNode }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="min-h-12 w-full rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
    >
      {busy ? busyLabel : children}
    </button>
  );
}

export function FormAlert({ message }: { message?: string | null }) {
  return (
    <p role="alert" className={message ? "rounded-xl bg-red-50 p-3 text-sm text-red-800" : "sr-only"}>
      {message ?? ""}
    </p>
  );
}

/** The 'Resend' / 'resend mail' link-button of the code screens: its own small form, so it works without JS. */
export function ResendForm({ sent, busy, label, sentMessage }: { sent: boolean; busy: boolean; label: string; sentMessage: string }) {
  return (
    <Form method="post" className="mt-4 text-center">
      <input type="hidden" name="intent" value="resend" />
      <p role="status" className="mb-2 text-sm text-brand-800">{sent ? sentMessage : ""}</p>
      <button type="submit" disabled={busy} className="min-h-11 font-semibold text-brand-700 underline">
        {busy ? "Sending" : label}
      </button>
    </Form>
  );
}
