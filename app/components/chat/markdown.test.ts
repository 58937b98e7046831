import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { Markdown, parseBlocks, safeHref } from "./markdown.tsx";

const html = (text: string) => renderToStaticMarkup(createElement(Markdown, { text }));

describe("Markdown", () => {
  it("renders paragraphs, bold, lists and safe links", () => {
    const out = html("**Malaria**: likely.\n\n- Rest\n- Drink [ORS](https://www.who.int/ors)\n\n1. One\n2. Two");
    expect(out).toContain("<strong>Malaria</strong>");
    expect(out).toContain("<ul");
    expect(out).toContain("<ol");
    expect(out).toContain('href="https://www.who.int/ors"');
    expect(out).toContain('rel="noopener noreferrer nofollow"');
  });

  it("never turns model text into markup or script", () => {
    const out = html('<img src=x onerror=alert(1)> [click](javascript:alert(1)) <script>alert(1)</script>');
    expect(out).not.toContain("<img");
    expect(out).not.toContain("<script");
    expect(out).not.toContain('href="javascript');
    expect(out).toContain("&lt;img");
  });

  it("only allows http and https links", () => {
    expect(safeHref("https://example.com")).toBe("https://example.com/");
    expect(safeHref("javascript:alert(1)")).toBeNull();
    expect(safeHref("data:text/html,hi")).toBeNull();
    expect(safeHref("/relative")).toBeNull();
  });

  it("keeps lines of one paragraph together", () => {
    expect(parseBlocks("a\nb\n\nc")).toEqual([
      { type: "p", lines: ["a", "b"] },
      { type: "p", lines: ["c"] },
    ]);
  });
});
