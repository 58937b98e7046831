import { useRef, useState } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/avatar";
import { SubmitButton } from "../../components/auth/fields.tsx";
import { appContext } from "../../context.ts";
import { avatarSchema } from "../../lib/auth-schemas.ts";

export const meta: Route.MetaFunction = () => [{ title: "Select your Avatar | HealthBuddy" }];

const AVATARS = [1, 2, 3, 4, 5, 6, 7];

export function loader({ request, context }: Route.LoaderArgs) {
  const viewer = context.get(appContext).web.requireViewer(request);
  return { current: viewer.avatar };
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = context.get(appContext);
  const viewer = ctx.web.requireViewer(request);
  const parsed = avatarSchema.safeParse({ avatar: (await request.formData()).get("avatar") ?? "" });
  if (!parsed.success) return data({ error: "Please choose an avatar." }, 400);
  await ctx.services.auth.setAvatar(viewer.id, parsed.data.avatar);
  ctx.web.flash({ type: "success", message: "Avatar uploaded successfully" });
  throw redirect((await ctx.services.auth.hasAssessment(viewer.id)) ? "/dashboard" : "/assessment");
}

export default function Avatar({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const [chosen, setChosen] = useState(loaderData.current >= 1 ? loaderData.current : 1);
  const track = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; left: number } | null>(null);
  return (
    <>
      <h1 className="text-center text-2xl font-bold">Select your Avatar</h1>
      <p className="mt-1 text-center text-slate-700">Pick the one that feels like you. You can change it later.</p>
      <Form method="post" className="mt-6">
        {/* min-w-0: a fieldset is as wide as its content by default, which pushed the page sideways. */}
        <fieldset className="min-w-0">
          <legend className="sr-only">Avatars</legend>
          <div
            ref={track}
            className="no-scrollbar -mx-2 flex cursor-grab snap-x snap-mandatory gap-3 overflow-x-auto px-2 py-3 active:cursor-grabbing"
            onPointerDown={(e) => {
              if (e.pointerType !== "mouse" || !track.current) return;
              drag.current = { x: e.clientX, left: track.current.scrollLeft };
            }}
            onPointerMove={(e) => {
              if (drag.current && track.current) track.current.scrollLeft = drag.current.left - (e.clientX - drag.current.x);
            }}
            onPointerUp={() => (drag.current = null)}
            onPointerLeave={() => (drag.current = null)}
          >
            {AVATARS.map((n) => (
              <label key={n} className="relative shrink-0 snap-center">
                <input
                  type="radio"
                  name="avatar"
                  value={n}
                  checked={chosen === n}
                  onChange={() => setChosen(n)}
                  className="peer sr-only"
                  aria-label={`Avatar ${n}`}
                />
                <img
                  src={`/avatars/${n}.svg`}
                  alt=""
                  width={256}
                  height={256}
                  draggable={false}
                  className="size-24 rounded-full bg-brand-50 ring-4 ring-transparent transition peer-checked:scale-105 peer-checked:ring-brand-600 peer-focus-visible:outline-3 peer-focus-visible:outline-brand-600"
                />
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-4 flex justify-center">
          <img src={`/avatars/${chosen}.svg`} alt={`Avatar ${chosen} selected`} width={256} height={256} className="size-36 rounded-full bg-brand-50" />
        </div>
        {actionData?.error ? <p role="alert" className="mt-3 text-center text-sm text-red-700">{actionData.error}</p> : null}
        <div className="mt-6">
          <SubmitButton busy={busy} busyLabel="saving">
            DONE
          </SubmitButton>
        </div>
      </Form>
    </>
  );
}
