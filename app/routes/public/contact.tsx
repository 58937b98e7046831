import { useEffect, useRef } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/contact";
import { appContext } from "../../context.ts";
import { contactSchema } from "../../lib/contact-schema.ts";
import { CONTACT_TOPICS } from "../../lib/contact-topics.ts";
import { fieldErrors } from "../../lib/field-errors.ts";
import { messages } from "../../lib/messages.ts";

export const meta: Route.MetaFunction = () => [
  { title: "Contact | HealthBuddy" },
  { name: "description", content: "Talk to the HealthBuddy team: technical support, billing or partnerships." },
];

type Values = Partial<Record<"first_name" | "last_name" | "email" | "topic" | "message", string>>;

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  const form = await request.formData();
  const values: Values = Object.fromEntries(
    (["first_name", "last_name", "email", "topic", "message"] as const).map((k) => [k, String(form.get(k) ?? "")]),
  );
  const parsed = contactSchema.safeParse(values);
  if (!parsed.success) {
    return data({ ok: false as const, fields: fieldErrors(parsed.error), values, message: null }, 400);
  }
  if (!(await ctx.services.site.formAllowed("contact")))
    return data({ ok: false as const, fields: {}, values, message: "Too many messages from this device. Please wait a minute and try again." }, 429);
  await ctx.services.site.contact(parsed.data);
  return { ok: true as const, fields: {}, values: {} as Values, message: messages.contactSuccess };
}

const inputClass = "mt-1 min-h-12 w-full rounded-xl border border-slate-300 px-4 aria-[invalid=true]:border-red-600";

export default function Contact({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const formRef = useRef<HTMLFormElement>(null);
  const fields: Record<string, string> = actionData?.fields ?? {};
  const values: Values = actionData?.values ?? {};

  useEffect(() => {
    if (actionData?.ok) formRef.current?.reset();
  }, [actionData]);

  const field = (name: keyof Values, label: string, type = "text", autoComplete?: string) => (
    <div>
      <label htmlFor={name} className="font-medium">{label}</label>
      <input
        id={name}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={values[name]}
        aria-invalid={fields[name] ? true : undefined}
        aria-describedby={fields[name] ? `${name}-error` : undefined}
        className={inputClass}
      />
      {fields[name] ? <p id={`${name}-error`} className="mt-1 text-sm text-red-700">{fields[name]}</p> : null}
    </div>
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold">Contact us</h1>
      <p className="mt-2 max-w-2xl text-slate-700">We usually reply within one working day. For a medical emergency, call 112 now.</p>
      <section id="support" aria-labelledby="support-title" className="mt-8 scroll-mt-20">
        <h2 id="support-title" className="sr-only">Support options</h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          <li className="rounded-3xl border border-slate-200 p-5">
            <h3 className="font-semibold">Chat support</h3>
            <p className="mt-1 text-slate-700">Message our support team on WhatsApp.</p>
            <a href="https://wa.me/2348000000000" rel="noopener noreferrer" target="_blank" className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 underline">Chat with support</a>
          </li>
          <li className="rounded-3xl border border-slate-200 p-5">
            <h3 className="font-semibold">AI assistant</h3>
            <p className="mt-1 text-slate-700">Health questions? HealthBuddy answers any time.</p>
            <Link to="/healthbuddy" className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-700 underline">Ask HealthBuddy</Link>
          </li>
        </ul>
      </section>
      <section aria-labelledby="form-title" className="mt-10 max-w-2xl">
        <h2 id="form-title" className="text-2xl font-bold">Send us a message</h2>
        <Form method="post" ref={formRef} noValidate className="mt-6 grid gap-4" key={actionData?.ok ? "sent" : "form"}>
          <div className="grid gap-4 sm:grid-cols-2">
            {field("first_name", "First name", "text", "given-name")}
            {field("last_name", "Last name", "text", "family-name")}
          </div>
          {field("email", "Email", "email", "email")}
          <div>
            <label htmlFor="topic" className="font-medium">Topic</label>
            <select
              id="topic"
              name="topic"
              defaultValue={values.topic ?? ""}
              aria-invalid={fields.topic ? true : undefined}
              aria-describedby={fields.topic ? "topic-error" : undefined}
              className={`${inputClass} bg-white`}
            >
              <option value="" disabled>Choose a topic</option>
              {CONTACT_TOPICS.map((t) => <option key={t} value={t}>{t}</option>)}
            </select>
            {fields.topic ? <p id="topic-error" className="mt-1 text-sm text-red-700">{fields.topic}</p> : null}
          </div>
          <div>
            <label htmlFor="message" className="font-medium">Message</label>
            <textarea
              id="message"
              name="message"
              rows={5}
              defaultValue={values.message}
              aria-invalid={fields.message ? true : undefined}
              aria-describedby={fields.message ? "message-error" : undefined}
              className={`${inputClass} py-3`}
            />
            {fields.message ? <p id="message-error" className="mt-1 text-sm text-red-700">{fields.message}</p> : null}
          </div>
          <p role="status" aria-live="polite" className={actionData?.ok ? "rounded-xl bg-brand-50 p-3 font-semibold text-brand-900" : actionData?.message ? "rounded-xl bg-red-50 p-3 text-red-800" : "sr-only"}>
            {actionData?.message ?? ""}
          </p>
          <button type="submit" disabled={busy} className="min-h-12 rounded-full bg-brand-700 px-8 font-semibold text-white hover:bg-brand-800 disabled:opacity-70 sm:justify-self-start">
            {busy ? "Sending" : "Send message"}
          </button>
        </Form>
      </section>
    </div>
  );
}
