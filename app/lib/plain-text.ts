/**
 * Markdown as one line of plain words, for previews (Recent Chats): no '**', '#', list bullets,
 * backticks or link brackets; a link keeps its text. Client-safe.
 */
export function markdownToPlain(markdown: string): string {
  return markdown
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) =>
      line
        .replace(/^\s*#{1,6}\s+/, "")
        .replace(/^\s*>\s?/, "")
        .replace(/^\s*(?:[-*+•]|\d+[.)])\s+/, ""),
    )
    .join(" ")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/`+([^`]*)`+/g, "$1")
    .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, "$2")
    .replace(/(^|[^\w*])[*_](?=\S)([^*_]*?\S)[*_](?!\w)/g, "$1$2")
    .replace(/\*{2,}|_{2,}|`/g, "")
    .replace(/\s+/g, " ")
    .trim();
}
