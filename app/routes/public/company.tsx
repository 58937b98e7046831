import { useState } from "react";
import type { Route } from "./+types/company";
import { foundersNote, team } from "../../content/team.ts";

export const meta: Route.MetaFunction = () => [
  { title: "Company | HealthBuddy" },
  { name: "description", content: "Who builds HealthBuddy and why: a founders' note and the team." },
];

function Member({ member }: { member: (typeof team)[number] }) {
  const [alt, setAlt] = useState(false);
  return (
    // The photo swap is decoration; the member's details are readable either way.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      className="rounded-3xl border border-slate-200 p-4 text-center"
      onMouseEnter={() => setAlt(true)}
      onMouseLeave={() => setAlt(false)}
      onFocus={() => setAlt(true)}
      onBlur={() => setAlt(false)}
    >
      <img
        src={alt ? member.hoverImage : member.image}
        alt={member.imageAlt}
        width={320}
        height={320}
        loading="lazy"
        className="mx-auto size-40 rounded-full bg-brand-50"
      />
      <h3 className="mt-4 text-lg font-semibold">{member.name}</h3>
      <p className="text-brand-700">{member.position}</p>
      <p className="mt-2 text-sm text-slate-700">{member.bio}</p>
      <ul className="mt-3 flex justify-center gap-3 text-sm">
        <li><a href={member.linkedin} rel="noopener noreferrer" target="_blank" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">linkedin<span className="sr-only"> profile of {member.name}</span></a></li>
        <li><a href={member.twitter} rel="noopener noreferrer" target="_blank" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">twitter<span className="sr-only"> profile of {member.name} on X</span></a></li>
      </ul>
    </li>
  );
}

export default function Company() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <section id="founder" aria-labelledby="founder-title" className="scroll-mt-20 rounded-3xl bg-brand-50 p-6 sm:p-10">
        <h1 id="founder-title" className="text-3xl font-bold">{foundersNote.title}</h1>
        <div className="mt-4 space-y-4 text-lg text-slate-800">
          {foundersNote.paragraphs.map((p) => <p key={p.slice(0, 40)}>{p}</p>)}
        </div>
        <p className="mt-6 font-semibold text-brand-800">{foundersNote.signature}</p>
      </section>
      <section aria-labelledby="people-title" className="mt-14">
        <h2 id="people-title" className="text-3xl font-bold">Meet Our People</h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {team.map((m) => <Member key={m.id} member={m} />)}
        </ul>
      </section>
    </div>
  );
}
