import { Form } from "react-router";
import { Icon } from "./icons.tsx";

/** The top bar's symptom search: a plain GET to the checker, which starts with the words typed. */
export function SymptomSearch({ id }: { id: string }) {
  return (
    <Form method="get" action="/dashboard/checker/start" role="search" className="relative w-full">
      <label htmlFor={id} className="sr-only">
        Search your symptom
      </label>
      <span className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-slate-500">
        <Icon name="search" />
      </span>
      <input
        id={id}
        name="q"
        type="search"
        required
        placeholder="Search your symptom?"
        autoComplete="off"
        className="min-h-11 w-full rounded-full border border-slate-200 bg-slate-50 pr-4 pl-11 text-slate-900 placeholder:text-slate-500 focus:bg-white"
      />
    </Form>
  );
}
