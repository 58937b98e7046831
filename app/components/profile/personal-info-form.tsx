import { Form, Link } from "react-router";
import { FieldError } from "../auth/fields.tsx";
import { BLOOD_TYPES, GENDER_LABELS, GENDERS, WEIGHT } from "../../lib/assessment.ts";
import { bmiText } from "./format.ts";
import { card, input } from "./styles.ts";
import { useSubmitting } from "./use-submitting.ts";

export type PersonalInfoUser = { firstName: string; lastName: string; email: string; phone: string; pendingEmail: string | null };
export type BioData = { gender: string; dob: string; blood: string; heightCm: number; weightKg: number };

/**
 * Name, email and phone, and (once there is an assessment) its bio data: one form, intent `profile`.
 * A new email waits for its code (ConfirmEmailForm) before it takes effect.
 */
export function PersonalInfoForm({ user, assessment, today, errors: f }: { user: PersonalInfoUser; assessment: BioData | null; today: string; errors: Record<string, string> }) {
  const busy = useSubmitting("profile");
  return (
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
                {GENDERS.map((v) => <option key={v} value={v}>{GENDER_LABELS[v]}</option>)}
              </select>
            </label>
            <label className="text-sm font-medium">Date of birth<input name="dob" type="date" defaultValue={assessment.dob} max={today} aria-invalid={f.dob ? true : undefined} className={input} /><FieldError id="dob-e" error={f.dob} /></label>
            <label className="text-sm font-medium">Blood group
              <select name="blood" defaultValue={assessment.blood} className={input}>
                {BLOOD_TYPES.map((b) => <option key={b} value={b}>{b}</option>)}
              </select>
            </label>
            <div className="grid grid-cols-2 gap-3">
              <label className="text-sm font-medium">Height (cm)<input name="height" type="number" min={100} max={300} defaultValue={assessment.heightCm} aria-invalid={f.height ? true : undefined} className={input} /><FieldError id="h-e" error={f.height} /></label>
              <label className="text-sm font-medium">Weight (kg)<input name="weight" type="number" min={1} max={WEIGHT.typedMax} defaultValue={assessment.weightKg} aria-invalid={f.weight ? true : undefined} className={input} /><FieldError id="w-e" error={f.weight} /></label>
            </div>
            <p className="text-sm text-slate-700 sm:col-span-2">BMI: <strong>{bmiText(assessment)} kg/m2</strong></p>
          </>
        ) : (
          <p className="rounded-xl bg-brand-50 p-3 text-sm sm:col-span-2">
            Gender, date of birth, blood group and BMI come from your health assessment. <Link to="/assessment" className="font-semibold text-brand-700 underline">Take the assessment</Link>
          </p>
        )}
        <div className="sm:col-span-2">
          <button type="submit" disabled={busy} className="min-h-12 rounded-full bg-brand-700 px-6 font-semibold text-white disabled:opacity-70">{busy ? "saving" : "Save changes"}</button>
        </div>
      </Form>
    </section>
  );
}
