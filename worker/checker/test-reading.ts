// Helpers of the language-round tests (imported by tests only): the search's top hit, the parser's ids ("-" marks an
// absent one), and a table of phrasings that both must read as the finding.
import { beforeAll, expect, it } from "vitest";
import { parseText } from "./parse.ts";
import { searchFindings } from "./search.ts";

export const top = (p: string) => searchFindings(p, 1)[0]?.id;
export const parsed = (p: string) => parseText(p).map((m) => (m.choice === "absent" ? "-" : "") + m.id);

/** The search and parse indexes are built on first use: slow on a loaded machine, so outside any one test's timeout. */
export function warmIndexes(): void {
  beforeAll(() => {
    top("headache");
  }, 120_000);
}

/** Both the search (top hit) and the parser read the finding. */
export const both = (rows: Array<[string, string]>) =>
  it.each(rows)("%s → %s", (text, id) => {
    expect(top(text)).toBe(id);
    expect(parsed(text)).toContain(id);
  });
