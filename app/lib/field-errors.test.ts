import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrors } from "./field-errors.ts";

describe("fieldErrors", () => {
  const schema = z.object({
    name: z.string().min(1, "Please enter your name").max(5, "Too long"),
    email: z.email("Please enter a valid email address."),
    address: z.object({ city: z.string().min(1, "Please enter your city") }),
  });

  it("gives each invalid field its first message and leaves valid fields out", () => {
    const parsed = schema.safeParse({ name: "", email: "ada@example.com", address: { city: "Lagos" } });
    expect(parsed.success).toBe(false);
    expect(fieldErrors(parsed.error!)).toEqual({ name: "Please enter your name" });
  });

  it("keys nested issues by their top-level field", () => {
    const parsed = schema.safeParse({ name: "Ada", email: "nope", address: { city: "" } });
    expect(fieldErrors(parsed.error!)).toEqual({ email: "Please enter a valid email address.", address: "Please enter your city" });
  });

  it("keeps the first of several issues on one field", () => {
    const twice = z.object({ code: z.string().regex(/^\d+$/, "Digits only").length(6, "Six digits") });
    expect(fieldErrors(twice.safeParse({ code: "abc" }).error!)).toEqual({ code: "Digits only" });
  });
});
