import { data, redirect, useSearchParams } from "react-router";
import type { Route } from "./+types/profile";
import { SubscriptionPanel } from "../../components/premium/index.ts";
import {
  AccountTabs,
  accountTab,
  ConfirmEmailForm,
  Consents,
  DangerZone,
  DataExport,
  HelpSection,
  MedicalHistory,
  NotificationsForm,
  PasswordForm,
  PersonalInfoForm,
  SessionsList,
} from "../../components/profile/index.ts";
import { appContext } from "../../context.ts";
import { bioDataSchema, NOTIFICATION_PREFS } from "../../lib/account.ts";
import { changePasswordSchema, deleteAccountSchema, profileSchema } from "../../lib/auth-schemas.ts";
import { fieldErrors } from "../../lib/field-errors.ts";
import { authMessages, codeMessage, messages } from "../../lib/messages.ts";

// My Account: the loader reads the page, the action answers each section's form by its `intent`; the
// sections themselves are in app/components/profile/.

const RATE_LIMITED = messages.rateLimited;

export const meta: Route.MetaFunction = () => [{ title: "My Account | HealthBuddy" }];

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
    if (!parsed.success) return fail(fieldErrors(parsed.error));
    if (parsed.data.email && parsed.data.email !== viewer.email && (await limited("issueEmailChangeCode"))) return fail({ email: RATE_LIMITED }, 429);
    const result = await ctx.services.auth.updateProfile(viewer, parsed.data);
    if (!result.ok) return fail({ email: authMessages.emailTaken }, 409);
    if (form.get("has_bio") === "1") {
      const bio = bioDataSchema.safeParse({ gender: str("gender"), dob: str("dob"), blood: str("blood"), height: str("height"), weight: str("weight") });
      if (!bio.success) return fail(fieldErrors(bio.error));
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
    if (!parsed.success) return fail(fieldErrors(parsed.error));
    if (await limited("checkCurrentPassword")) return fail({ current_password: RATE_LIMITED }, 429);
    const result = await ctx.services.auth.changePassword(viewer, parsed.data.current_password, parsed.data.new_password);
    if (!result.ok)
      return fail(result.reason === "wrong_password" ? { current_password: authMessages.wrongPassword } : { new_password: authMessages.commonPassword }, 403);
    ctx.web.startSession(result.tokens, true);
    return done("Password changed. Other devices were signed out.");
  }
  if (intent === "notifications") {
    const prefs = Object.fromEntries(NOTIFICATION_PREFS.map(([k]) => [k, form.get(k) === "on"]));
    await ctx.services.auth.updateProfile(viewer, { notification_prefs: prefs });
    return done("Notification preferences saved.");
  }
  if (intent === "revoke-session") {
    const ok = await ctx.services.auth.revokeSession(viewer, str("session_id"));
    return ok ? done("That device was signed out.") : fail({ session: "No such session." }, 404);
  }
  if (intent === "delete") {
    const parsed = deleteAccountSchema.safeParse({ password: str("password") || undefined });
    if (!parsed.success) return fail(fieldErrors(parsed.error));
    if (await limited("checkCurrentPassword")) return fail({ delete_password: RATE_LIMITED }, 429);
    const result = await ctx.services.auth.deleteAccount(viewer, parsed.data.password ?? null);
    if (!result.ok) return fail({ delete_password: authMessages.wrongPassword }, 403);
    ctx.web.clearSession();
    ctx.web.flash({ type: "info", message: "Your account and all of its data have been deleted." });
    throw redirect("/");
  }
  return fail({ _: "Unknown action." });
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const tab = accountTab(params);
  const errors: Record<string, string> = actionData && !actionData.ok ? actionData.fields : {};
  const { user, assessment } = loaderData;

  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="text-2xl font-bold">My Account</h1>
      <AccountTabs current={tab} />

      {tab === "personal" ? (
        <div className="mt-6 grid gap-6">
          <PersonalInfoForm user={user} assessment={assessment} today={loaderData.today} errors={errors} />
          {user.pendingEmail ? <ConfirmEmailForm pendingEmail={user.pendingEmail} error={errors.code} /> : null}
          <SubscriptionPanel />
          {user.hasPassword ? <PasswordForm errors={errors} /> : null}
          <DangerZone hasPassword={user.hasPassword} error={errors.delete_password} askOnPage={params.get("delete") === "1"} />
        </div>
      ) : null}

      {tab === "medical" ? <MedicalHistory assessment={assessment} checks={loaderData.checks} /> : null}

      {tab === "notifications" ? <NotificationsForm prefs={user.prefs} /> : null}

      {tab === "privacy" ? (
        <div className="mt-6 grid gap-6">
          <Consents consents={loaderData.consents} />
          <DataExport />
          <SessionsList sessions={loaderData.sessions} />
        </div>
      ) : null}

      {tab === "help" ? <HelpSection /> : null}
    </div>
  );
}
