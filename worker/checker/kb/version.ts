// The knowledge base's version, stored with each diagnosis so a result can always be traced to the exact medicine
// that produced it. It is derived from the content itself (findings, conditions, danger screens, age rules and
// red-flag rules, with the source of their predicates), so it changes exactly when the medicine does and nobody
// has to remember to bump it. The built Worker gets it from vite.config.ts (`define`, computed once at build time:
// hashing the whole knowledge base costs about 100 ms, which the first diagnosis of every new isolate would pay);
// dev and tests compute it once per isolate, on the first result that needs it.
import { AGE_RULES, COMPLAINT_SCREENS } from "./danger-screens.ts";
import { CONDITIONS, FINDINGS } from "./index.ts";
import { RED_FLAG_RULES } from "./red-flag-rules.ts";

/** The release the content hash is appended to. */
export const KB_RELEASE = "2026.11";

/** Functions and patterns by their source text; everything else as JSON. */
function replacer(_key: string, value: unknown): unknown {
  return typeof value === "function" || value instanceof RegExp ? String(value) : value;
}

/** FNV-1a, 32 bits, as 8 hex digits: a fingerprint, not a security measure. */
function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, "0");
}

let cached: string | undefined;

/** "2026.11-1a2b3c4d": the release and a fingerprint of everything the engine reasons with. */
export function kbVersion(): string {
  if (typeof __KB_VERSION__ === "string") return __KB_VERSION__;
  return computeKbVersion();
}

/** The fingerprint itself, from the content (vite.config.ts calls it when building). */
export function computeKbVersion(): string {
  cached ??= `${KB_RELEASE}-${fnv1a(JSON.stringify([FINDINGS, CONDITIONS, COMPLAINT_SCREENS, AGE_RULES, RED_FLAG_RULES], replacer))}`;
  return cached;
}
