import { describe, expect, it } from "vitest";
import { bmiText, dateTime, deviceName, longDate } from "./format.ts";

describe("My Account formats", () => {
  it.each([
    ["Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36", "Chrome on Android"],
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1", "Safari on iOS"],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0", "Edge on Windows"],
    ["Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0", "Firefox on Linux"],
    ["curl/8.5.0", "A browser"],
    ["", "Unknown device"],
  ])("names the device of %s", (ua, name) => expect(deviceName(ua)).toBe(name));

  it("writes a consent wording's day in full and leaves anything else as it is", () => {
    expect(longDate("2026-11-01")).toBe("1 November 2026");
    expect(longDate("v2")).toBe("v2");
  });

  it("writes instants in Lagos time, across midnight UTC", () => {
    expect(dateTime("2026-11-26T02:03:00Z")).toBe("26 Nov 2026, 03:03");
    expect(dateTime("2026-12-31T23:30:00Z")).toBe("1 Jan 2027, 00:30");
    expect(dateTime("not a date")).toBe("not a date");
  });

  it("gives the BMI with one decimal", () => expect(bmiText({ weightKg: 72, heightCm: 165 })).toBe("26.4"));
});
