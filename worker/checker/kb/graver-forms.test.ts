import { describe, expect, it } from "vitest";
import { MODEL } from "../model.ts";
import { GATE_FINDINGS } from "./gates.ts";
import { GRAVER_FORMS } from "./graver-forms.ts";

describe("graver forms", () => {
  it("names only findings of the knowledge base", () => {
    for (const [id, forms] of Object.entries(GRAVER_FORMS))
      for (const x of [id, ...forms]) expect(MODEL.findingIndex.has(x), `${id}: ${x}`).toBe(true);
  });

  // A "no" to a gate finding all but excludes every condition of it: each of its kinds must be shown with it.
  it("lists every kind of a gate finding", () => {
    for (const id of GATE_FINDINGS) {
      const fi = MODEL.findingIndex.get(id) as number;
      const kinds = (MODEL.childrenOf[fi] as number[]).map((k) => MODEL.findings[k]?.id);
      expect(GRAVER_FORMS[id] ?? [], id).toEqual(expect.arrayContaining(kinds));
    }
  });
});
