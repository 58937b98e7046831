import { useRef, useState } from "react";
import { addTag, MAX_TAGS, searchList } from "../../lib/assessment.ts";
import { useHydrated } from "../ui/use-hydrated.ts";

/**
 * A searchable tag list (conditions, symptoms, allergies, medications). The same markup works
 * with and without JavaScript: every control is a real form control (suggestions and removals are
 * submit buttons, the search box is submitted as free text), and with JavaScript the buttons act
 * in place instead of going to the server. Keyboard: type to filter, Enter adds the typed text,
 * ArrowDown moves into the suggestions, Escape goes back to the box.
 */
export function TagPicker({
  id,
  label,
  noun,
  list,
  value,
  onChange,
}: {
  id: string;
  label: string;
  /** Singular noun for announcements: "condition". */
  noun: string;
  list: readonly string[];
  value: string[];
  onChange: (items: string[]) => void;
}) {
  const hydrated = useHydrated();
  const [query, setQuery] = useState("");
  const [announcement, setAnnouncement] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const suggestionsRef = useRef<HTMLUListElement>(null);
  const matches = searchList(list, query, value);
  const full = value.length >= MAX_TAGS;

  const add = (entry: string) => {
    const next = addTag(value, entry, list);
    if (next.length === value.length) {
      setAnnouncement(full ? `You can add up to ${MAX_TAGS}.` : `${entry.trim()} is already on your list.`);
      return;
    }
    onChange(next);
    setAnnouncement(`${next[next.length - 1]} added.`);
    setQuery("");
    input.current?.focus();
  };
  const remove = (item: string) => {
    onChange(value.filter((v) => v !== item));
    setAnnouncement(`${item} removed.`);
    input.current?.focus();
  };
  const focusSuggestion = (index: number) => {
    const buttons = suggestionsRef.current?.querySelectorAll<HTMLButtonElement>("button");
    if (!buttons?.length) return;
    buttons[Math.max(0, Math.min(buttons.length - 1, index))]?.focus();
  };

  const onSuggestionKey = (e: React.KeyboardEvent<HTMLButtonElement>) => {
    const buttons = [...(suggestionsRef.current?.querySelectorAll<HTMLButtonElement>("button") ?? [])];
    const at = buttons.indexOf(e.currentTarget);
    if (e.key === "ArrowDown") {
      e.preventDefault();
      focusSuggestion(at + 1);
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      if (at <= 0) input.current?.focus();
      else focusSuggestion(at - 1);
    } else if (e.key === "Escape") {
      input.current?.focus();
    }
  };

  return (
    <div>
      <div aria-live="polite" className="sr-only">
        {announcement}
      </div>
      {/* The box and its Add button come first: Enter without JavaScript presses the form's first submit button. */}
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Search or type your own
      </label>
      <div className="mt-1 flex gap-2">
        <input
          ref={input}
          id={id}
          name="other"
          type="search"
          autoComplete="off"
          enterKeyHint="enter"
          value={query}
          placeholder={`e.g. ${list[0]}`}
          aria-describedby={`${id}-help`}
          aria-controls={`${id}-suggestions`}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              if (query.trim()) add(query);
            } else if (e.key === "ArrowDown") {
              e.preventDefault();
              focusSuggestion(0);
            } else if (e.key === "Escape") {
              setQuery("");
            }
          }}
          disabled={full && hydrated}
          className="min-h-12 w-full rounded-xl border border-slate-300 bg-white px-4 text-slate-900 placeholder:text-slate-500"
        />
        <button
          type="submit"
          name="intent"
          value="add"
          formNoValidate
          onClick={(e) => {
            if (!hydrated) return;
            e.preventDefault();
            if (query.trim()) add(query);
          }}
          className="min-h-12 shrink-0 rounded-xl border border-brand-700 px-4 font-semibold text-brand-700 hover:bg-brand-50"
        >
          Add
        </button>
      </div>
      <p id={`${id}-help`} className="mt-1 text-xs text-slate-600">
        {full ? `You have added the most (${MAX_TAGS}). Remove one to add another.` : `Not in the list? Type it and press Enter or Add.`}
      </p>
      {value.length ? (
        <ul aria-label={`Chosen ${label.toLowerCase()}`} className="mt-3 flex flex-wrap gap-2">
          {value.map((item) => (
            <li key={item} className="flex items-center gap-1 rounded-full bg-brand-700 py-1 pr-1 pl-3 text-sm font-medium text-white">
              <input type="hidden" name="items" value={item} />
              <span>{item}</span>
              <button
                type="submit"
                name="remove"
                value={item}
                formNoValidate
                onClick={(e) => {
                  if (!hydrated) return;
                  e.preventDefault();
                  remove(item);
                }}
                aria-label={`Remove ${item}`}
                className="grid size-8 place-items-center rounded-full text-lg leading-none hover:bg-brand-800"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <ul
        ref={suggestionsRef}
        id={`${id}-suggestions`}
        aria-label={`Suggested ${label.toLowerCase()}`}
        className="mt-3 max-h-64 overflow-y-auto rounded-xl border border-slate-200"
      >
        {matches.length ? (
          matches.map((item) => (
            <li key={item} className="border-b border-slate-100 last:border-b-0">
              <button
                type="submit"
                name="add"
                value={item}
                formNoValidate
                disabled={full && hydrated}
                onClick={(e) => {
                  if (!hydrated) return;
                  e.preventDefault();
                  add(item);
                }}
                onKeyDown={onSuggestionKey}
                className="flex min-h-12 w-full items-center justify-between px-4 text-left text-slate-800 hover:bg-brand-50 focus-visible:bg-brand-50"
              >
                <span>{item}</span>
                <span aria-hidden="true" className="text-xl text-brand-700">
                  +
                </span>
              </button>
            </li>
          ))
        ) : (
          <li className="px-4 py-3 text-sm text-slate-600">
            No match in our list. Press Enter to add "{query.trim()}" as your own {noun}.
          </li>
        )}
      </ul>
    </div>
  );
}
