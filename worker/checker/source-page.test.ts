// A fever is asked where its infection could be (NICE NG51: identify the likely source) on ONE plainly headed page:
// an eyelid, the face, behind the ear, a red hot patch of skin, the loin, and for women a red hot breast or tampon
// use; an abortion or miscarriage is asked with the pregnancy signs. The page is headed by what it asks, not by a
// list of body systems, and a "yes" on it still leads where the site takes a fever.
import { describe, expect, it } from "vitest";
import { webPagesAnsweringNone } from "./testing.ts";

const pages = webPagesAnsweringNone;

describe("where a fever's infection could be: one page", () => {
  it("a woman of 25 sees the eyelid, ear, loin, breast and tampon signs on one page headed by what it asks", () => {
    const seen = pages(25, "female", "fever");
    const source = seen.filter((q) => q.label === "Where the infection could be");
    expect(source).toHaveLength(1);
    expect(source[0]?.ids).toEqual(
      expect.arrayContaining(["eyelid_swelling", "behind_ear_swelling", "flank_pain", "breast_red_hot", "tampon_use"]),
    );
    expect(source[0]?.why).toMatch(/infection in one place/);
    // The abortion is asked with the pregnancy signs.
    expect(seen.find((q) => q.ids.includes("recent_abortion"))?.label).toBe("Pregnancy");
    // No page mixes the infection sites under a heading of unrelated body systems.
    expect(seen.some((q) => /mouth and face, ears/i.test(q.label ?? ""))).toBe(false);
  });

  it("a man sees the same page without the breast and tampon signs", () => {
    const source = pages(30, "male", "fever").filter((q) => q.label === "Where the infection could be");
    expect(source).toHaveLength(1);
    expect(source[0]?.ids).toContain("eyelid_swelling");
    expect(source[0]?.ids).not.toContain("tampon_use");
  });

  it("the fever's own questions come sooner than before (duration by the eighth page for a woman)", () => {
    const seen = pages(25, "female", "fever");
    expect(seen.findIndex((q) => q.ids.includes("fever_long"))).toBeLessThanOrEqual(7);
  });
});
