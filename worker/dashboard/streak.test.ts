import { describe, expect, it } from "vitest";
import { addDays, dayInZone, daysBetween, zoneOffsetMinutes } from "./days.ts";
import { activeDaysWithin, currentStreak, streakLabel } from "./streak.ts";

describe("day arithmetic", () => {
  it("crosses month and year ends and leap days", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(daysBetween("2025-12-30", "2026-01-02")).toBe(3);
    expect(daysBetween("2026-01-02", "2025-12-30")).toBe(-3);
  });
  it("knows Lagos is UTC+1 all year and other zones' offsets", () => {
    expect(zoneOffsetMinutes(new Date("2026-01-15T12:00:00Z"), "Africa/Lagos")).toBe(60);
    expect(zoneOffsetMinutes(new Date("2026-07-15T12:00:00Z"), "Africa/Lagos")).toBe(60);
    expect(zoneOffsetMinutes(new Date("2026-07-15T12:00:00Z"), "UTC")).toBe(0);
    expect(zoneOffsetMinutes(new Date("2026-07-15T12:00:00Z"), "Asia/Kolkata")).toBe(330);
    expect(zoneOffsetMinutes(new Date("2026-01-15T12:00:00Z"), "America/New_York")).toBe(-300);
  });
});

describe("streak", () => {
  it("counts consecutive days ending today", () => {
    expect(currentStreak(["2026-11-20", "2026-11-21", "2026-11-22"], "2026-11-22")).toBe(3);
  });
  it("is not broken until today is over", () => {
    expect(currentStreak(["2026-11-20", "2026-11-21"], "2026-11-22")).toBe(2);
  });
  it("is 0 after a missed day, and for nobody", () => {
    expect(currentStreak(["2026-11-19", "2026-11-20"], "2026-11-22")).toBe(0);
    expect(currentStreak([], "2026-11-22")).toBe(0);
  });
  it("stops at a gap", () => {
    expect(currentStreak(["2026-11-18", "2026-11-20", "2026-11-21", "2026-11-22"], "2026-11-22")).toBe(3);
  });
  it("runs across month and year ends", () => {
    expect(currentStreak(["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"], "2026-03-02")).toBe(4);
    expect(currentStreak(["2025-12-30", "2025-12-31", "2026-01-01"], "2026-01-01")).toBe(3);
    expect(currentStreak(["2024-02-28", "2024-02-29", "2024-03-01"], "2024-03-01")).toBe(3);
  });
  it("counts days in the user's zone: late-night UTC check-ins land on the next Lagos day", () => {
    // 23:30 UTC is 00:30 the next day in Lagos: two check-ins on one UTC day are two Lagos days.
    const instants = ["2026-01-30T12:00:00Z", "2026-01-31T23:30:00Z", "2026-01-31T08:00:00Z"];
    const lagosDays = instants.map((i) => dayInZone(new Date(i), "Africa/Lagos"));
    expect(lagosDays).toEqual(["2026-01-30", "2026-02-01", "2026-01-31"]);
    expect(currentStreak(lagosDays, "2026-02-01")).toBe(3);
    const utcDays = instants.map((i) => dayInZone(new Date(i), "UTC"));
    expect(currentStreak(utcDays, "2026-02-01")).toBe(2);
  });
  it("counts active days in a window and labels them", () => {
    const days = ["2026-11-01", "2026-11-09", "2026-11-10", "2026-11-22", "2026-11-22"];
    expect(activeDaysWithin(days, "2026-11-22", 14)).toBe(3);
    expect(activeDaysWithin(days, "2026-11-22", 1)).toBe(1);
    expect(streakLabel(1)).toBe("1 day streak");
    expect(streakLabel(14)).toBe("14 days streak");
  });
});
