import { data, Link } from "react-router";
import type { Route } from "./+types/newsletter";
import { appContext } from "../../context.ts";
import { newsletterSchema } from "../../lib/contact-schema.ts";
import { newsletterMessages } from "../../lib/messages.ts";

export const meta: Route.MetaFunction = () => [{ title: "Newsletter | HealthBuddy" }];

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  const form = await request.formData();
  const parsed = newsletterSchema.safeParse({ email: form.get("email") ?? "" });
  if (!parsed.success)
    return data({ ok: false as const, message: parsed.error.issues[0]?.message ?? "Please enter a valid email address." }, 400);
  if (!(await ctx.services.site.formAllowed("newsletter")))
    return data({ ok: false as const, message: "Too many requests from this device. Please wait a minute and try again." }, 429);
  const { alreadySubscribed } = await ctx.services.site.subscribe(parsed.data.email);
  return { ok: true as const, message: alreadySubscribed ? newsletterMessages.already : newsletterMessages.subscribed };
}

export function loader() {
  return null;
}

// Without JavaScript the footer form lands here and reads the result.
export default function Newsletter({ actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Newsletter</h1>
      <p role="status" className={`mt-4 ${actionData && !actionData.ok ? "text-red-700" : "text-slate-700"}`}>
        {actionData?.message ?? "Subscribe with the form at the bottom of any page to get health tips by email."}
      </p>
      <Link to="/" className="mt-6 inline-block font-semibold text-brand-700 underline">
        Back to Home
      </Link>
    </section>
  );
}
