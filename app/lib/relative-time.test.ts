import { describe, expect, it } from "vitest";
import { relativeTime } from "./relative-time.ts";

describe("relativeTime", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  it.each([
    ["2026-11-22T11:59:30Z", "Just now"],
    ["2026-11-22T11:00:00Z", "1 hour ago"],
    ["2026-11-19T12:00:00Z", "3 days ago"],
    ["2026-11-08T12:00:00Z", "2 weeks ago"],
    ["2026-08-01T12:00:00Z", "3 months ago"],
    ["2024-11-01T12:00:00Z", "2 years ago"],
  ])("%s → %s", (iso, label) => expect(relativeTime(iso, now)).toBe(label));

  it("never says a future time is in the past", () => expect(relativeTime("2026-12-01T00:00:00Z", now)).toBe("Just now"));
});
