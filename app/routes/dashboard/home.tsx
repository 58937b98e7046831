import { Link } from "react-router";
import type { Route } from "./+types/home";
import { UserAvatar } from "../../components/dashboard/avatar.tsx";
import { DailyUpdateForm } from "../../components/dashboard/daily-update-form.tsx";
import { Icon } from "../../components/dashboard/icons.tsx";
import { ScoreCard } from "../../components/dashboard/score-card.tsx";
import { appContext } from "../../context.ts";
import { formatBmi, GENDER_LABELS, type Gender } from "../../lib/assessment.ts";
import { relativeTime } from "../../lib/relative-time.ts";

export const meta: Route.MetaFunction = () => [{ title: "Dashboard | HealthBuddy" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  const viewer = ctx.web.requireViewer(request);
  const summary = await ctx.services.dashboard.load(viewer.id);
  const now = ctx.clock.now();
  // Relative times are worded on the server so the page reads the same before and after hydration.
  return {
    ...summary,
    user: { firstName: viewer.firstName, lastName: viewer.lastName, avatar: viewer.avatar },
    streakText: ctx.services.dashboard.streakLabel(summary.streak),
    lastCheckInText: summary.last_check_in ? relativeTime(summary.last_check_in, now) : null,
    recentChats: summary.recent_chats.map((c) => ({ ...c, when: relativeTime(c.updated_at, now) })),
  };
}

function Card({ children, className = "" }: { children: React.ReactNode; className?: string }) {
  return <div className={`rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-100 ${className}`}>{children}</div>;
}

export default function DashboardHome({ loaderData: d }: Route.ComponentProps) {
  const fullName = `${d.user.firstName} ${d.user.lastName}`.trim();
  const gender = d.bio ? (GENDER_LABELS[d.bio.gender as Gender] ?? d.bio.gender) : "--";
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="grid min-w-0 content-start gap-6">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Hello, {d.user.firstName}</h1>
          <p className="mt-1 text-slate-700">Here is how you are doing today.</p>
        </div>

        <Link
          to="/dashboard/checker"
          className="group flex items-center gap-4 rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 p-5 text-white shadow-sm hover:from-brand-800"
        >
          <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-white/15">
            <Icon name="stethoscope" className="size-6" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block text-lg font-bold">Time for a Quick Health Update?</span>
            <span className="block text-sm text-brand-100">Check a symptom in about 2 minutes.</span>
          </span>
          <Icon name="arrow" className="size-6 shrink-0 transition group-hover:translate-x-1" />
        </Link>

        <section aria-labelledby="glance-title">
          <h2 id="glance-title" className="text-lg font-bold text-slate-900">
            Your Health at a Glance
          </h2>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            <Card>
              <div className="flex items-center gap-3">
                <span className="grid size-11 place-items-center rounded-2xl bg-warm-50 text-amber-600">
                  <Icon name="flame" className="size-6" />
                </span>
                <div>
                  <p className="text-xl font-bold text-slate-900" data-testid="streak">
                    {d.streakText}
                  </p>
                  <p className="text-sm text-slate-700">
                    {d.checked_in_today ? "You've checked in today." : d.streak ? "Check in today to keep it going." : "Check in today to start a streak."}
                  </p>
                </div>
              </div>
            </Card>
            <Card>
              <div className="flex items-center gap-3">
                <span className="grid size-11 place-items-center rounded-2xl bg-brand-50 text-brand-700">
                  <Icon name="clock" className="size-6" />
                </span>
                <div>
                  <p className="text-xl font-bold text-slate-900" data-testid="last-check-in">
                    Last check-in: {d.lastCheckInText ?? "none yet"}
                  </p>
                  <p className="text-sm text-slate-700">A symptom check, a chat or a daily update counts.</p>
                </div>
              </div>
            </Card>
            <Card className="sm:col-span-2">
              <div className="flex gap-3">
                <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-sky-50 text-sky-700">
                  <Icon name="bulb" className="size-6" />
                </span>
                <div className="min-w-0">
                  <h3 className="font-semibold text-slate-900">Tip of the day</h3>
                  <p className="mt-1 text-slate-800">{d.tip.text}</p>
                  <p className="mt-2 text-xs text-slate-600">
                    Source:{" "}
                    <a href={d.tip.source.url} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline">
                      {d.tip.source.name}
                    </a>
                  </p>
                </div>
              </div>
            </Card>
          </div>
        </section>

        <section id="daily-update" aria-labelledby="update-title" className="scroll-mt-24">
          <Card>
            <h2 id="update-title" className="text-lg font-bold text-slate-900">
              {d.today_update ? "Today's check-in is saved" : "How are you today?"}
            </h2>
            <p className="mt-1 text-sm text-slate-700">
              {d.today_update ? "You can change it until midnight." : "One tap saves it. It counts towards your streak and your score."}
            </p>
            <div className="mt-4">
              <DailyUpdateForm key={d.today_update ? "saved" : "new"} saved={d.today_update} />
            </div>
          </Card>
        </section>

        <ScoreCard score={d.score} trend={d.trend} today={d.today} />
      </div>

      {/* One column no wider than the screen: a long chat title is cut short (truncate) instead of
          widening its grid track, and with it the page. */}
      <aside aria-label="Your profile and recent chats" className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-6">
        <Card>
          <div className="flex flex-col items-center text-center">
            <UserAvatar avatar={d.user.avatar} firstName={d.user.firstName} lastName={d.user.lastName} size="size-20" />
            <p className="mt-3 text-lg font-bold text-slate-900">{fullName}</p>
          </div>
          <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
            <div className="rounded-2xl bg-slate-50 p-2">
              <dt className="text-xs text-slate-600">Gender</dt>
              <dd className="mt-1 text-sm font-semibold text-slate-900">{gender}</dd>
            </div>
            <div className="rounded-2xl bg-slate-50 p-2">
              <dt className="text-xs text-slate-600">Blood group</dt>
              <dd className="mt-1 text-sm font-semibold text-slate-900">{d.bio?.blood ?? "--"}</dd>
            </div>
            <div className="rounded-2xl bg-slate-50 p-2">
              <dt className="text-xs text-slate-600">Current BMI</dt>
              <dd className="mt-1 text-sm font-semibold text-slate-900" data-testid="bmi">
                {formatBmi(d.bmi)}
              </dd>
            </div>
          </dl>
          {d.bmi_category ? <p className="mt-2 text-center text-xs text-slate-600">{d.bmi_category} (WHO adult ranges)</p> : null}
          <Link to="/assessment" className="mt-4 flex min-h-11 items-center justify-center rounded-full border border-brand-700 font-semibold text-brand-700 hover:bg-brand-50">
            {d.bio ? "Retake assessment" : "Take the assessment"}
          </Link>
        </Card>

        <Card>
          <h2 className="text-lg font-bold text-slate-900">Recent Chats</h2>
          {d.recentChats.length ? (
            <ul className="mt-3 grid grid-cols-[minmax(0,1fr)] gap-2">
              {d.recentChats.map((c) => (
                <li key={c.id}>
                  <Link to={`/chat/${c.id}`} className="flex gap-3 rounded-2xl p-2 hover:bg-slate-50">
                    <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
                      <Icon name="chat" />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="flex justify-between gap-2">
                        <span className="truncate font-semibold text-slate-900">{c.title}</span>
                        <time dateTime={c.updated_at} className="shrink-0 text-xs text-slate-600">
                          {c.when}
                        </time>
                      </span>
                      {c.preview ? <span className="line-clamp-2 text-sm text-slate-700">{c.preview}</span> : null}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <div className="mt-3 rounded-2xl bg-slate-50 p-4 text-center">
              <p className="text-sm text-slate-700">No chats yet. Ask HealthBuddy anything about how you feel.</p>
              <Link to="/chat" className="mt-3 inline-flex min-h-11 items-center rounded-full bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800">
                Start a chat
              </Link>
            </div>
          )}
        </Card>
      </aside>
    </div>
  );
}
