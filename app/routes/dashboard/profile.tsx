import { useState } from "react";
import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/profile";
import { CodeInput } from "../../components/auth/code-input.tsx";
import { FieldError, PasswordField } from "../../components/auth/fields.tsx";
import { SubscriptionPanel } from "../../components/premium/index.ts";
import { useModalDialog } from "../../components/ui/use-modal-dialog.ts";
import { appContext } from "../../context.ts";
import { CONSENT_LABELS, type ConsentKind, WEIGHT, weightSchema } from "../../lib/assessment.ts";
import { changePasswordSchema, deleteAccountSchema, profileSchema } from "../../lib/auth-schemas.ts";
import { authMessages, codeMessage, messages } from "../../lib/messages.ts";

const RATE_LIMITED = messages.rateLimited;

export const meta: Route.MetaFunction = () => [{ title: "My Account | HealthBuddy" }];

const TABS = [
  ["personal", "Personal Info"],
  ["medical", "Medical History"],
  ["notifications", "Smart Notifications"],
  ["privacy", "Privacy Policy"],
  ["help", "Help & Support"],
] as const;
type Tab = (typeof TABS)[number][0];

const BLOOD = ["A+", "A-", "AB+", "AB-", "B+", "B-", "O+", "O-"] as const;
const GENDERS = [
  ["male", "Male"],
  ["female", "Female"],
  ["prefer_not_to_say", "Prefer not to say"],
] as const;
const PREFS = [
  ["checkupReminders", "Check-up reminders", "A nudge when your chosen check-up frequency comes round."],
  ["dailyTips", "Daily health tips", "One short, sourced tip a day on your dashboard."],
  ["premiumRenewal", "Premium renewal reminders", "A heads-up before your plan renews."],
  ["emailNews", "HealthBuddy news by email", "Occasional product news. Never shared, never sold."],
] as const;

const bioSchema = z.object({
  gender: z.enum(["male", "female", "prefer_not_to_say"]),
  dob: z.iso.date("Please select your date of birth to continue"),
  blood: z.enum(BLOOD, { error: "Please select your blood type" }),
  height: z.coerce.number().int().min(100, "Height must be between 100 and 300 cm.").max(300, "Height must be between 100 and 300 cm."),
  weight: weightSchema,
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  const viewer = ctx.web.requireViewer(request);
  const page = await ctx.services.auth.accountPage(viewer.id);
  if (!page.user) throw redirect("/login");
  const sessions = await ctx.services.auth.listSessions(viewer);
  const u = page.user;
  return {
    user: { firstName: u.firstName, lastName: u.lastName, email: u.email, phone: u.phone, pendingEmail: u.pendingEmail, avatar: u.avatar, prefs: u.notificationPrefs as Record<string, boolean>, hasPassword: Boolean(u.passwordHash) },
    assessment: page.assessment
      ? {
          ...page.assessment,
          conditions: page.assessment.conditions as string[],
          symptoms: page.assessment.symptoms as string[],
          allergies: page.assessment.allergies as string[],
          medications: page.assessment.medications as string[],
        }
      : null,
    consents: page.consents,
    checks: page.checks.map((c) => ({ id: c.id, symptom: c.symptom, triage: c.triage, createdAt: c.createdAt, disease: (c.result as { meta_data?: { disease?: string } })?.meta_data?.disease ?? "" })),
    sessions,
    today: ctx.clock.now().toISOString().slice(0, 10),
  };
}

const fieldsOf = (error: z.ZodError) => {
  const fields: Record<string, string> = {};
  for (const i of error.issues) fields[String(i.path[0])] ??= i.message;
  return fields;
};

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  const viewer = ctx.web.requireViewer(request);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const str = (k: string) => String(form.get(k) ?? "");
  const fail = (fields: Record<string, string>, status = 400) => data({ intent, fields, ok: false }, status);
  const done = (message: string) => {
    ctx.web.flash({ type: "success", message });
    return { intent, fields: {} as Record<string, string>, ok: true };
  };

  const limited = async (what: Parameters<typeof ctx.services.auth.allowed>[0]) => !(await ctx.services.auth.allowed(what, `user:${viewer.id}`));
  if (intent === "profile") {
    const parsed = profileSchema.safeParse({ first_name: str("first_name"), last_name: str("last_name"), phone: str("phone"), email: str("email") });
    if (!parsed.success) return fail(fieldsOf(parsed.error));
    if (parsed.data.email && parsed.data.email !== viewer.email && (await limited("issueEmailChangeCode"))) return fail({ email: RATE_LIMITED }, 429);
    const result = await ctx.services.auth.updateProfile(viewer, parsed.data);
    if (!result.ok) return fail({ email: authMessages.emailTaken }, 409);
    if (form.get("has_bio") === "1") {
      const bio = bioSchema.safeParse({ gender: str("gender"), dob: str("dob"), blood: str("blood"), height: str("height"), weight: str("weight") });
      if (!bio.success) return fail(fieldsOf(bio.error));
      await ctx.services.auth.updateBioData(viewer.id, { gender: bio.data.gender, dob: bio.data.dob, blood: bio.data.blood, heightCm: bio.data.height, weightKg: bio.data.weight });
    }
    return done(result.user.pending_email ? "Saved. Check your new address for a verification mail before it takes effect." : "Your details were saved.");
  }
  if (intent === "confirm-email") {
    const code = form.getAll("code").join("");
    if (!/^\d{6}$/.test(code)) return fail({ code: "Please enter complete code" });
    if (await limited("checkEmailChangeCode")) return fail({ code: RATE_LIMITED }, 429);
    const result = await ctx.services.auth.confirmEmailChange(viewer, code);
    if (!result.ok) return fail({ code: result.reason === "email_taken" ? authMessages.emailTaken : codeMessage(result.reason) });
    return done(`Your sign-in email is now ${result.email}.`);
  }
  if (intent === "password") {
    const parsed = changePasswordSchema.safeParse({ current_password: str("current_password"), new_password: str("new_password") });
    if (!parsed.success) return fail(fieldsOf(parsed.error));
    if (await limited("checkCurrentPassword")) return fail({ current_password: RATE_LIMITED }, 429);
    const result = await ctx.services.auth.changePassword(viewer, parsed.data.current_password, parsed.data.new_password);
    if (!result.ok)
      return fail(result.reason === "wrong_password" ? { current_password: authMessages.wrongPassword } : { new_password: authMessages.commonPassword }, 403);
    ctx.web.startSession(result.tokens, true);
    return done("Password changed. Other devices were signed out.");
  }
  if (intent === "notifications") {
    const prefs = Object.fromEntries(PREFS.map(([k]) => [k, form.get(k) === "on"]));
    await ctx.services.auth.updateProfile(viewer, { notification_prefs: prefs });
    return done("Notification preferences saved.");
  }
  if (intent === "revoke-session") {
    const ok = await ctx.services.auth.revokeSession(viewer, str("session_id"));
    return ok ? done("That device was signed out.") : fail({ session: "No such session." }, 404);
  }
  if (intent === "delete") {
    const parsed = deleteAccountSchema.safeParse({ password: str("password") || undefined });
    if (!parsed.success) return fail(fieldsOf(parsed.error));
    if (await limited("checkCurrentPassword")) return fail({ delete_password: RATE_LIMITED }, 429);
    const result = await ctx.services.auth.deleteAccount(viewer, parsed.data.password ?? null);
    if (!result.ok) return fail({ delete_password: authMessages.wrongPassword }, 403);
    ctx.web.clearSession();
    ctx.web.flash({ type: "info", message: "Your account and all of its data have been deleted." });
    throw redirect("/");
  }
  return fail({ _: "Unknown action." });
}

const input = "mt-1 min-h-12 w-full rounded-xl border border-slate-300 bg-white px-4 aria-[invalid=true]:border-red-600";
const card = "rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-100 sm:p-6";
/** 'Chrome on Android' from a user-agent string: enough to recognise a device, nothing more. */
function deviceName(ua: string) {
  if (!ua) return "Unknown device";
  const browser = /Edg\//.test(ua) ? "Edge" : /OPR\/|Opera/.test(ua) ? "Opera" : /Firefox\//.test(ua) ? "Firefox" : /Chrome\//.test(ua) ? "Chrome" : /Safari\//.test(ua) ? "Safari" : "A browser";
  const os = /Android/.test(ua) ? "Android" : /iPhone|iPad/.test(ua) ? "iOS" : /Windows/.test(ua) ? "Windows" : /Mac OS X/.test(ua) ? "macOS" : /Linux/.test(ua) ? "Linux" : "";
  return os ? `${browser} on ${os}` : browser;
}

const CANCEL = "inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-5 font-medium text-slate-800 hover:bg-slate-50";

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

const CONSENT_TITLES: Record<ConsentKind, string> = {
  personalizedRecommendations: "Personalised recommendations",
  thirdPartySharing: "Sharing with service providers",
  emergencyServices: "Not for emergencies",
  parentalConsent: "Age or parental consent",
  notifications: "Health reminders",
  termsAndPrivacy: "Terms of Service and Privacy Policy",
};
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
/** '1 November 2026' from '2026-11-01'; anything else is shown as it is. */
const longDate = (ymd: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd);
  return m ? `${Number(m[3])} ${MONTHS[Number(m[2]) - 1]} ${m[1]}` : ymd;
};

/**
 * '26 Nov 2026, 03:03' in Lagos time (UTC+1 all year), spelled out by hand so the server's and the
 * browser's ICU data can never disagree and trip hydration.
 */
const fmt = (iso: string) => {
  const d = new Date(new Date(iso).getTime() + 60 * 60 * 1000);
  if (Number.isNaN(d.getTime())) return iso;
  const two = (n: number) => String(n).padStart(2, "0");
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]!.slice(0, 3)} ${d.getUTCFullYear()}, ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
};

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const tab = (TABS.find(([id]) => id === params.get("tab"))?.[0] ?? "personal") as Tab;
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const f: Record<string, string> = actionData && !actionData.ok ? actionData.fields : {};
  const { user, assessment } = loaderData;
  const [deleteOpen, setDeleteOpen] = useState(false);
  const deleteDialog = useModalDialog(deleteOpen);
  const askOnPage = params.get("delete") === "1";
  const bmi = assessment ? (assessment.weightKg / (assessment.heightCm / 100) ** 2).toFixed(1) : null;

  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="text-2xl font-bold">My Account</h1>
      <nav aria-label="Account sections" className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {TABS.map(([id, label]) => (
            <li key={id}>
              <Link
                to={`?tab=${id}`}
                aria-current={tab === id ? "page" : undefined}
                preventScrollReset
                className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap ${tab === id ? "bg-brand-700 text-white" : "bg-white text-slate-700 ring-1 ring-slate-200"}`}
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {tab === "personal" ? (
        <div className="mt-6 grid gap-6">
          <section className={card} aria-labelledby="personal-title">
            <h2 id="personal-title" className="text-lg font-semibold">Personal Info</h2>
            <Form method="post" noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
              <input type="hidden" name="intent" value="profile" />
              <input type="hidden" name="has_bio" value={assessment ? "1" : "0"} />
              <label className="text-sm font-medium">First name<input name="first_name" defaultValue={user.firstName} aria-invalid={f.first_name ? true : undefined} className={input} /><FieldError id="fn-e" error={f.first_name} /></label>
              <label className="text-sm font-medium">Last name<input name="last_name" defaultValue={user.lastName} aria-invalid={f.last_name ? true : undefined} className={input} /><FieldError id="ln-e" error={f.last_name} /></label>
              <label className="text-sm font-medium">Email<input name="email" type="email" defaultValue={user.pendingEmail ?? user.email} autoComplete="email" aria-invalid={f.email ? true : undefined} className={input} /><FieldError id="em-e" error={f.email} />
                {user.pendingEmail ? <span className="mt-1 block text-xs text-amber-800">Waiting for verification: {user.pendingEmail}. You still sign in with {user.email}.</span> : null}
              </label>
              <label className="text-sm font-medium">Phone<input name="phone" type="tel" defaultValue={user.phone} autoComplete="tel" aria-invalid={f.phone ? true : undefined} className={input} /><FieldError id="ph-e" error={f.phone} /></label>
              {assessment ? (
                <>
                  <label className="text-sm font-medium">Gender
                    <select name="gender" defaultValue={assessment.gender} className={input}>
                      {GENDERS.map(([v, l]) => <option key={v} value={v}>{l}</option>)}
                    </select>
                  </label>
                  <label className="text-sm font-medium">Date of birth<input name="dob" type="date" defaultValue={assessment.dob} max={loaderData.today} aria-invalid={f.dob ? true : undefined} className={input} /><FieldError id="dob-e" error={f.dob} /></label>
                  <label className="text-sm font-medium">Blood group
                    <select name="blood" defaultValue={assessment.blood} className={input}>
                      {BLOOD.map((b) => <option key={b} value={b}>{b}</option>)}
                    </select>
                  </label>
                  <div className="grid grid-cols-2 gap-3">
                    <label className="text-sm font-medium">Height (cm)<input name="height" type="number" min={100} max={300} defaultValue={assessment.heightCm} aria-invalid={f.height ? true : undefined} className={input} /><FieldError id="h-e" error={f.height} /></label>
                    <label className="text-sm font-medium">Weight (kg)<input name="weight" type="number" min={1} max={WEIGHT.typedMax} defaultValue={assessment.weightKg} aria-invalid={f.weight ? true : undefined} className={input} /><FieldError id="w-e" error={f.weight} /></label>
                  </div>
                  <p className="text-sm text-slate-700 sm:col-span-2">BMI: <strong>{bmi} kg/m2</strong></p>
                </>
              ) : (
                <p className="rounded-xl bg-brand-50 p-3 text-sm sm:col-span-2">
                  Gender, date of birth, blood group and BMI come from your health assessment. <Link to="/assessment" className="font-semibold text-brand-700 underline">Take the assessment</Link>
                </p>
              )}
              <div className="sm:col-span-2">
                <button type="submit" disabled={busy("profile")} className="min-h-12 rounded-full bg-brand-700 px-6 font-semibold text-white disabled:opacity-70">{busy("profile") ? "saving" : "Save changes"}</button>
              </div>
            </Form>
          </section>

          {user.pendingEmail ? (
            <section className={card} aria-labelledby="confirm-email-title">
              <h2 id="confirm-email-title" className="text-lg font-semibold">Confirm your new email</h2>
              <p className="mt-1 text-sm text-slate-700">Enter the 6-digit code we sent to {user.pendingEmail}.</p>
              <Form method="post" noValidate className="mt-4 grid max-w-sm gap-3">
                <input type="hidden" name="intent" value="confirm-email" />
                <CodeInput invalid={Boolean(f.code)} describedBy="confirm-code-error" />
                <FieldError id="confirm-code-error" error={f.code} />
                <button type="submit" disabled={busy("confirm-email")} className="min-h-12 rounded-full bg-brand-700 px-6 font-semibold text-white disabled:opacity-70">{busy("confirm-email") ? "Verifying..." : "Confirm email"}</button>
              </Form>
            </section>
          ) : null}

          <SubscriptionPanel />

          {user.hasPassword ? (
            <section className={card} aria-labelledby="password-title">
              <h2 id="password-title" className="text-lg font-semibold">Password</h2>
              <Form method="post" noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
                <input type="hidden" name="intent" value="password" />
                <PasswordField name="current_password" label="Current password" autoComplete="current-password" error={f.current_password} />
                <PasswordField name="new_password" label="New password" autoComplete="new-password" error={f.new_password} />
                <div className="sm:col-span-2">
                  <button type="submit" disabled={busy("password")} className="min-h-12 rounded-full border border-brand-700 px-6 font-semibold text-brand-700 disabled:opacity-70">{busy("password") ? "saving" : "Change"}</button>
                </div>
              </Form>
            </section>
          ) : null}

          <section className={`${card} ring-red-200`} aria-labelledby="danger-title">
            <h2 id="danger-title" className="text-lg font-semibold text-red-800">Danger Zone</h2>
            <p className="mt-1 text-sm text-slate-700">Deleting your account removes your profile, assessments, checks, chats and payments record for good.</p>
            {/* Asks first, like logout: a modal with JavaScript, the same question on the page without it. */}
            <Form method="get" className="mt-4">
              <input type="hidden" name="tab" value="personal" />
              <button
                type="submit"
                name="delete"
                value="1"
                onClick={(e) => {
                  e.preventDefault();
                  setDeleteOpen(true);
                }}
                className="min-h-12 rounded-full bg-red-700 px-6 font-semibold text-white hover:bg-red-800"
              >
                Delete Account
              </button>
            </Form>
            {askOnPage && !deleteOpen ? (
              <div role="group" aria-labelledby="delete-title" className="mt-4 rounded-2xl border border-red-200 bg-red-50 p-4">
                <DeleteConfirm hasPassword={user.hasPassword} error={f.delete_password} busy={busy("delete")} cancel={<Link to="?tab=personal" className={CANCEL}>Cancel</Link>} />
              </div>
            ) : null}
            <dialog ref={deleteDialog} onClose={() => setDeleteOpen(false)} aria-labelledby="delete-title" className="m-auto w-[min(24rem,calc(100vw-2rem))] rounded-2xl p-6 shadow-xl">
              {deleteOpen ? (
                <DeleteConfirm
                  hasPassword={user.hasPassword}
                  error={f.delete_password}
                  busy={busy("delete")}
                  cancel={
                    <button type="button" onClick={() => setDeleteOpen(false)} className={CANCEL}>
                      Cancel
                    </button>
                  }
                />
              ) : null}
            </dialog>
          </section>
        </div>
      ) : null}

      {tab === "medical" ? (
        <div className="mt-6 grid gap-6">
          <section className={card} aria-labelledby="assessment-title">
            <h2 id="assessment-title" className="text-lg font-semibold">Latest health assessment</h2>
            {assessment ? (
              <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
                {[
                  ["Date", fmt(assessment.createdAt)],
                  ["Blood group", assessment.blood],
                  ["BMI", `${bmi} kg/m2`],
                  ["Check-ups", assessment.checkups],
                  ["Conditions", assessment.conditions.join(", ") || "None"],
                  ["Symptoms", assessment.symptoms.join(", ") || "None"],
                  ["Allergies", assessment.allergies.join(", ") || "None"],
                  ["Medications", assessment.medications.join(", ") || "None"],
                ].map(([k, v]) => (
                  <div key={k}><dt className="text-slate-600">{k}</dt><dd className="font-medium">{v}</dd></div>
                ))}
              </dl>
            ) : (
              <p className="mt-2 text-slate-700">No assessment yet. <Link to="/assessment" className="font-semibold text-brand-700 underline">Take it now</Link></p>
            )}
          </section>
          <section className={card} aria-labelledby="checks-title">
            <h2 id="checks-title" className="text-lg font-semibold">Past symptom checks</h2>
            {loaderData.checks.length ? (
              <ul className="mt-3 divide-y divide-slate-100">
                {loaderData.checks.map((c) => (
                  <li key={c.id} className="py-3">
                    <Link to={`/dashboard/checker/result/${c.id}`} className="font-semibold text-brand-700 underline">{c.disease || c.symptom}</Link>
                    <p className="text-sm text-slate-600">{c.symptom} · {fmt(c.createdAt)}</p>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-slate-700">No checks yet. <Link to="/dashboard/checker" className="font-semibold text-brand-700 underline">Start a symptom check</Link></p>
            )}
          </section>
        </div>
      ) : null}

      {tab === "notifications" ? (
        <section className={`${card} mt-6`} aria-labelledby="notif-title">
          <h2 id="notif-title" className="text-lg font-semibold">Smart Notifications</h2>
          <Form method="post" className="mt-4 grid gap-3">
            <input type="hidden" name="intent" value="notifications" />
            {PREFS.map(([k, label, help]) => (
              <div key={k} className="flex min-h-11 items-start gap-3">
                <input id={`pref-${k}`} type="checkbox" name={k} defaultChecked={user.prefs[k] ?? k !== "emailNews"} aria-describedby={`pref-${k}-help`} className="mt-1 size-5 accent-brand-700" />
                <label htmlFor={`pref-${k}`}>
                  <span className="font-medium">{label}</span>
                  <span id={`pref-${k}-help`} className="block text-sm text-slate-600">{help}</span>
                </label>
              </div>
            ))}
            <button type="submit" disabled={busy("notifications")} className="min-h-12 justify-self-start rounded-full bg-brand-700 px-6 font-semibold text-white disabled:opacity-70">{busy("notifications") ? "saving" : "Save preferences"}</button>
          </Form>
        </section>
      ) : null}

      {tab === "privacy" ? (
        <div className="mt-6 grid gap-6">
          <section className={card} aria-labelledby="consent-title">
            <h2 id="consent-title" className="text-lg font-semibold">Consents you gave</h2>
            {loaderData.consents.length ? (
              <ul className="mt-3 divide-y divide-slate-100 text-sm">
                {loaderData.consents.map((c) => (
                  <li key={c.id} className="py-3">
                    <p className="font-semibold text-slate-900">{CONSENT_TITLES[c.kind as ConsentKind] ?? "Other agreement"}</p>
                    {CONSENT_LABELS[c.kind as ConsentKind] ? <p className="mt-0.5 text-slate-700">“{CONSENT_LABELS[c.kind as ConsentKind]}”</p> : null}
                    <p className="mt-1 text-slate-600">
                      <span className={`font-semibold ${c.granted ? "text-brand-800" : "text-red-800"}`}>{c.granted ? "You agreed" : "You declined"}</span> on {fmt(c.createdAt)}
                      {" · "}wording of {longDate(c.version)}
                    </p>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-slate-700">You'll give your consents at the end of the health assessment.</p>
            )}
            <p className="mt-3 text-sm"><Link to="/privacy" className="font-semibold text-brand-700 underline">Read the privacy policy</Link></p>
          </section>
          <section className={card} aria-labelledby="export-title">
            <h2 id="export-title" className="text-lg font-semibold">Your data</h2>
            <p className="mt-1 text-sm text-slate-700">Download everything we store about you as a JSON file.</p>
            <a href="/api/me/export" download className="mt-3 inline-flex min-h-12 items-center rounded-full border border-brand-700 px-6 font-semibold text-brand-700">Download my data</a>
          </section>
          <section className={card} aria-labelledby="sessions-title">
            <h2 id="sessions-title" className="text-lg font-semibold">Where you're signed in</h2>
            <ul className="mt-3 divide-y divide-slate-100">
              {loaderData.sessions.map((s) => (
                <li key={s.id} className="flex items-center justify-between gap-3 py-3 text-sm">
                  <span>
                    <span className="font-medium">{deviceName(s.user_agent)}</span>
                    {s.current ? <span className="ml-2 rounded-full bg-brand-100 px-2 text-xs font-semibold text-brand-900">This device</span> : null}
                    <span className="block text-slate-600">Last active {s.last_used_at ? fmt(s.last_used_at) : fmt(s.created_at)}</span>
                  </span>
                  {s.current ? null : (
                    <Form method="post">
                      <input type="hidden" name="intent" value="revoke-session" />
                      <input type="hidden" name="session_id" value={s.id} />
                      <button type="submit" className="min-h-11 rounded-full px-3 font-semibold text-red-700 underline">Sign out</button>
                    </Form>
                  )}
                </li>
              ))}
            </ul>
          </section>
        </div>
      ) : null}

      {tab === "help" ? (
        <section className={`${card} mt-6`} aria-labelledby="help-title">
          <h2 id="help-title" className="text-lg font-semibold">Help & Support</h2>
          <ul className="mt-3 grid gap-2">
            <li><Link to="/contact#support" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">Contact support</Link></li>
            <li><Link to="/#faq" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">Frequently asked questions</Link></li>
            <li><Link to="/terms" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">Terms of Service</Link></li>
          </ul>
          <p className="mt-4 rounded-xl bg-red-50 p-3 text-sm text-red-900">In an emergency call 112 or go to the nearest hospital.</p>
        </section>
      ) : null}
    </div>
  );
}
