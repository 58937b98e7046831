import { describe, expect, it } from "vitest";
import { ageOn, dayInZone, isCalendarDate, lagosDate, lagosMonth, lagosMonthRange, MAX_AGE } from "./calendar.ts";

describe("the Lagos day", () => {
  it("turns at midnight in Lagos, which is 23:00 UTC", () => {
    expect(lagosDate(new Date("2026-03-14T22:59:59.999Z"))).toBe("2026-03-14");
    expect(lagosDate(new Date("2026-03-14T23:00:00.000Z"))).toBe("2026-03-15");
    // Midnight UTC is already 01:00 in Lagos: the same day.
    expect(lagosDate(new Date("2026-03-15T00:00:00.000Z"))).toBe("2026-03-15");
  });

  it("crosses month and year ends an hour before UTC does", () => {
    expect(lagosDate(new Date("2025-12-31T23:30:00Z"))).toBe("2026-01-01");
    expect(lagosDate(new Date("2026-04-30T23:00:00Z"))).toBe("2026-05-01");
    expect(lagosDate(new Date("2028-02-28T23:00:00Z"))).toBe("2028-02-29");
    expect(lagosDate(new Date("2027-02-28T23:00:00Z"))).toBe("2027-03-01");
  });

  it("agrees with the time zone database all year (no daylight saving in Nigeria)", () => {
    const format = new Intl.DateTimeFormat("en-CA", {
      timeZone: "Africa/Lagos",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    for (let hour = 0; hour < 366 * 24; hour += 7) {
      const instant = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000 + 30 * 60_000);
      expect(lagosDate(instant)).toBe(format.format(instant));
    }
  });

  it("is the default zone of dayInZone; other zones are counted in their own time", () => {
    const instant = new Date("2025-12-31T23:30:00Z");
    expect(dayInZone(instant)).toBe("2026-01-01");
    expect(dayInZone(instant, "UTC")).toBe("2025-12-31");
    expect(dayInZone(new Date("2026-01-01T03:00:00Z"), "America/New_York")).toBe("2025-12-31");
  });
});

describe("the Lagos month", () => {
  it("names the month of the Lagos day", () => {
    expect(lagosMonth(new Date("2026-01-31T22:59:00Z"))).toBe("2026-01");
    expect(lagosMonth(new Date("2026-01-31T23:00:00Z"))).toBe("2026-02");
  });

  it("runs from 23:00 UTC on the last day of the month before", () => {
    expect(lagosMonthRange(new Date("2026-02-10T12:00:00Z"))).toEqual({
      start: "2026-01-31T23:00:00.000Z",
      end: "2026-02-28T23:00:00.000Z",
    });
    // A leap February ends a day later; December's end is in the next year.
    expect(lagosMonthRange(new Date("2028-02-29T22:00:00Z")).end).toBe("2028-02-29T23:00:00.000Z");
    expect(lagosMonthRange(new Date("2026-12-31T22:59:59Z"))).toEqual({
      start: "2026-11-30T23:00:00.000Z",
      end: "2026-12-31T23:00:00.000Z",
    });
  });
});

describe("age", () => {
  it("counts completed years on a YYYY-MM-DD day, the birthday included", () => {
    expect(ageOn("2010-06-15", "2023-06-14")).toBe(12);
    expect(ageOn("2010-06-15", "2023-06-15")).toBe(13);
    expect(ageOn("2026-11-26", "2026-11-26")).toBe(0);
  });

  it("turns a 29 February birthday on 1 March in common years", () => {
    expect(ageOn("2008-02-29", "2026-02-28")).toBe(17);
    expect(ageOn("2008-02-29", "2026-03-01")).toBe(18);
    expect(ageOn("2008-02-29", "2028-02-29")).toBe(20);
  });

  it("reads an instant as its Lagos day, so a birthday starts at 23:00 UTC the evening before", () => {
    expect(ageOn("2000-06-15", new Date("2026-06-14T22:59:00Z"))).toBe(25);
    expect(ageOn("2000-06-15", new Date("2026-06-14T23:00:00Z"))).toBe(26);
  });

  it(`has no value for unreal dates, the future, or more than ${MAX_AGE} years back`, () => {
    expect(ageOn("2025-02-29", "2026-01-01")).toBeUndefined();
    expect(ageOn("not a date", "2026-01-01")).toBeUndefined();
    expect(ageOn("2026-11-27", "2026-11-26")).toBeUndefined();
    expect(ageOn("1906-11-26", "2026-11-26")).toBe(MAX_AGE);
    expect(ageOn("1906-11-25", "2027-11-26")).toBeUndefined();
  });

  it("accepts only real calendar dates", () => {
    expect(isCalendarDate("2024-02-29")).toBe(true);
    expect(isCalendarDate("2025-02-29")).toBe(false);
    expect(isCalendarDate("2025-04-31")).toBe(false);
    expect(isCalendarDate("2025-1-1")).toBe(false);
  });
});
