import { describe, expect, it } from "vitest";
import { buildNotifications, type NotificationInputs } from "./notifications.ts";

const base: NotificationInputs = {
  today: "2026-11-22",
  assessmentDay: "2026-11-01",
  checkups: "Weekly",
  lastCheckInDay: "2026-11-20",
  updatedToday: true,
  subscription: null,
};
const ids = (i: Partial<NotificationInputs>) => buildNotifications({ ...base, ...i }).map((n) => n.id);

describe("notifications", () => {
  it("are empty when everything is up to date", () => {
    expect(ids({})).toEqual([]);
  });
  it("ask for a missing assessment", () => {
    expect(ids({ assessmentDay: null, checkups: null })).toEqual(["assessment-missing"]);
  });
  it("say a checkup is due by the chosen frequency", () => {
    expect(ids({ lastCheckInDay: "2026-11-15" })).toEqual(["checkup-due"]);
    expect(ids({ lastCheckInDay: "2026-11-16" })).toEqual([]);
    expect(ids({ checkups: "Daily", lastCheckInDay: "2026-11-21" })).toEqual(["checkup-due"]);
    expect(ids({ checkups: "Monthly", lastCheckInDay: "2026-10-23" })).toEqual(["checkup-due"]);
    expect(ids({ checkups: "Only when necessary", lastCheckInDay: null })).toEqual([]);
    expect(ids({ checkups: "Monthly", lastCheckInDay: null })).toEqual(["checkup-due"]);
  });
  it("remind about today's update and a stale assessment", () => {
    expect(ids({ updatedToday: false })).toEqual(["daily-update"]);
    expect(ids({ assessmentDay: "2026-05-01" })).toEqual(["assessment-stale"]);
  });
  it("announce a premium renewal within 3 days and a failed payment", () => {
    expect(ids({ subscription: { status: "active", nextPaymentDay: "2026-11-25" } })).toEqual(["premium-renewal"]);
    expect(ids({ subscription: { status: "active", nextPaymentDay: "2026-11-26" } })).toEqual([]);
    expect(ids({ subscription: { status: "attention", nextPaymentDay: null } })).toEqual(["premium-attention"]);
    expect(
      buildNotifications({ ...base, subscription: { status: "active", nextPaymentDay: "2026-11-22" } })[0]?.body,
    ).toContain("renews today");
  });
});
