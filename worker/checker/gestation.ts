// Counts told in words and how far a pregnancy has gone, read once for every rule that needs them: em16's pregnancy
// stages (`pregnancyStage` in text.ts), lang16's late-pregnancy weeks (`round16` in lay-constructions.ts) and the
// durations and counts of text.ts.

/** Numbers people write as words. "a"/"an" is one ("a month pregnant", "for a week"), "few" three, "several" four. */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  a: 1,
  an: 1,
  few: 3,
  several: 4,
};

/** The number a word says, in digits ("7") or in words ("seven", "a"), or undefined. */
export function countOf(word: string): number | undefined {
  return /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word];
}

const WEEK_UNIT = /^(week|weeks|wk|wks)$/;
const MONTH_UNIT = /^(month|months|mth|mths)$/;
/** Weeks in a month of pregnancy: 40 weeks are told as "9 months" (RCOG: term is 37–42 weeks). */
const WEEKS_A_MONTH = 4.3;

/**
 * Weeks of pregnancy a count and its unit say ("34 weeks", "seven months", "a month", texting "8 wks"), months as 4.3
 * weeks, or undefined when the words are not a count of weeks or months. Whether it is a pregnancy at all, and
 * which stage, is the caller's rule.
 */
export function gestationWeeks(count: string, unit: string): number | undefined {
  const n = countOf(count);
  if (n === undefined) return undefined;
  if (WEEK_UNIT.test(unit)) return n;
  if (MONTH_UNIT.test(unit)) return n * WEEKS_A_MONTH;
  return undefined;
}

const TENS: Readonly<Record<string, number>> = { twenty: 20, thirty: 30, forty: 40 };
const UNITS = /^(one|two|three|four|five|six|seven|eight|nine)$/;

/**
 * "thirty-three weeks", "twenty eight weeks": a compound number written in words, joined into its digits ("33") so
 * every reader of counts sees one number (language round 17: "thirty-three weeks" was read as three weeks, an early
 * pregnancy). rawWords has already split the hyphen.
 */
export function joinCompoundNumbers(words: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const tens = TENS[words[i] ?? ""];
    const unit = words[i + 1] ?? "";
    if (tens !== undefined && UNITS.test(unit)) {
      out.push(String(tens + (NUMBER_WORDS[unit] ?? 0)));
      i++;
    } else out.push(words[i] as string);
  }
  return out;
}
