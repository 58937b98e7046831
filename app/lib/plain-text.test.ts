import { describe, expect, it } from "vitest";
import { markdownToPlain } from "./plain-text.ts";

describe("markdownToPlain", () => {
  it("drops emphasis, headings, bullets, code and link brackets, keeping the words", () => {
    expect(markdownToPlain("**Viral sore throat** is the most likely cause.")).toBe("Viral sore throat is the most likely cause.");
    expect(markdownToPlain("## What to do\n- Drink *warm* fluids\n- Rest\n1. See a `doctor`")).toBe("What to do Drink warm fluids Rest See a doctor");
    expect(markdownToPlain("Read [the NHS page](https://www.nhs.uk/conditions/sore-throat/) today.")).toBe("Read the NHS page today.");
    expect(markdownToPlain("__Important:__ call 112 > now")).toBe("Important: call 112 > now");
  });
  it("leaves plain text, snake_case and arithmetic alone, and an unfinished ** is removed", () => {
    expect(markdownToPlain("Take 2 * 500 mg, not my_file_name")).toBe("Take 2 * 500 mg, not my_file_name");
    expect(markdownToPlain("**Viral sore thro")).toBe("Viral sore thro");
  });
});
