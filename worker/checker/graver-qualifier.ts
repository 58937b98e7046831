// Clinical-terms round 23: a qualifier that makes a finding's graver form ("intractable vomiting", "severe pallor",
// "persistent epistaxis", "massive haemoptysis", "acute scrotal pain", "worst ever headache"). Search and the parser
// read the milder finding from its own words; the qualifier told with it names the graver form (the table and its
// sources: kb/findings-clin23.ts GRAVER_BY_QUALIFIER). A qualifier that is denied ("not severe", "no heavy bleeding")
// or told of another complaint in the same sentence ("severe headache and vomiting") leaves the milder finding.
import { GRAVER_BY_QUALIFIER } from "./kb/findings-clin23.ts";

/** Words that end the phrase a qualifier belongs to: it qualifies the complaint told with it, not the next one. */
const BREAKS = /^(and|with|but|or|then|after|before|while|plus|also|nor|since|because|when|if|_+\S*)$/;
/** Words that deny or soften the qualifier ("not severe", "non-massive", "mildly persistent"). */
const DENIALS =
  /^(no|not|non|never|without|nor|mild|mildly|slight|slightly|less|moderate|moderately|minimal|isnt|wasnt|arent)$/;

/**
 * The graver form a qualifier makes of `findingId`, or undefined. `words` are the raw words of the text (rawWords:
 * lower case, hyphens split); `inPhrase(i)` tells whether word i belongs to the finding's own words (a query word the
 * finding's phrase meets, or the parser's match), so the qualifier must stand in the same phrase as the finding.
 */
export function graverByQualifier(
  findingId: string,
  words: readonly string[],
  inPhrase: (i: number) => boolean,
): string | undefined {
  const rules = GRAVER_BY_QUALIFIER[findingId];
  if (!rules) return undefined;
  for (const rule of rules)
    for (const q of rule.qualifiers) {
      const qw = q.split(/[\s-]+/);
      for (let i = 0; i + qw.length <= words.length; i++) {
        if (!qw.every((w, k) => words[i + k] === w)) continue;
        if (DENIALS.test(words[i - 1] ?? "") || (words[i - 1] === "so" && DENIALS.test(words[i - 2] ?? ""))) continue;
        // The phrase the qualifier stands in: out to the nearest break on either side.
        let a = i;
        while (a > 0 && !BREAKS.test(words[a - 1] ?? "")) a--;
        let b = i + qw.length;
        while (b < words.length && !BREAKS.test(words[b] ?? "")) b++;
        for (let k = a; k < b; k++) if ((k < i || k >= i + qw.length) && inPhrase(k)) return rule.graver;
      }
    }
  return undefined;
}
