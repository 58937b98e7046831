// The health assessment's client-safe code, one concern a file under app/lib/assessment/: options and
// consents (options.ts), the built-in lists (lists.ts), messages (messages.ts), formulas (formulas.ts),
// schemas and age rules (schemas.ts), step routing (steps.ts) and UI timings (timings.ts). Pages, the
// API and the score import from here. Client-safe: no server imports. Days and ages: app/lib/calendar.ts.
export * from "./assessment/options.ts";
export * from "./assessment/lists.ts";
export * from "./assessment/messages.ts";
export * from "./assessment/formulas.ts";
export * from "./assessment/schemas.ts";
export * from "./assessment/steps.ts";
export * from "./assessment/timings.ts";
