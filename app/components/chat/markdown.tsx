// A tiny, safe Markdown renderer for HealthBuddy's answers: paragraphs, line breaks, bold, italics,
// inline code, bullet and numbered lists, and links (http and https only). Model text is turned into
// React elements, never into HTML, so nothing it writes can run as markup or script.
import type { ReactNode } from "react";

type Block = { type: "p"; lines: string[] } | { type: "ul" | "ol"; items: string[] } | { type: "h"; text: string };

const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const HEADING = /^\s*#{1,6}\s+(.*)$/;

export function parseBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  for (const line of text.replace(/\r\n?/g, "\n").split("\n")) {
    const current = blocks.at(-1);
    if (!line.trim()) {
      blocks.push({ type: "p", lines: [] });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const heading = HEADING.exec(line);
    if (heading) blocks.push({ type: "h", text: heading[1] ?? "" });
    else if (bullet || numbered) {
      const type = bullet ? "ul" : "ol";
      const item = (bullet ?? numbered)?.[1] ?? "";
      if (current?.type === type) current.items.push(item);
      else blocks.push({ type, items: [item] });
    } else if ((current?.type === "ul" || current?.type === "ol") && /^\s{2,}\S/.test(line)) {
      // An indented line continues the list item above it.
      current.items[current.items.length - 1] = `${current.items.at(-1) ?? ""} ${line.trim()}`;
    } else if (current?.type === "p" && current.lines.length) current.lines.push(line.trim());
    else if (current?.type === "p") current.lines.push(line.trim());
    else blocks.push({ type: "p", lines: [line.trim()] });
  }
  // Blank lines leave empty paragraphs behind as separators; drop them.
  return blocks.filter((b) => b.type !== "p" || b.lines.length > 0);
}

/** Only web links; anything else (javascript:, data:, relative paths) stays plain text. */
export function safeHref(href: string): string | null {
  try {
    const url = new URL(href.trim());
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

const INLINE = /\*\*([^*]+?)\*\*|__([^_]+?)__|\*([^*\s][^*]*?)\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)|(https?:\/\/[^\s<>()]+[^\s<>().,;:!?'"])/g;

export function renderInline(text: string, keyPrefix = "i"): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  let n = 0;
  for (const m of text.matchAll(INLINE)) {
    const at = m.index ?? 0;
    if (at > last) out.push(text.slice(last, at));
    const key = `${keyPrefix}-${n++}`;
    const [, bold, bold2, italic, code, linkText, linkHref, bare] = m;
    if (bold ?? bold2) out.push(<strong key={key}>{renderInline(bold ?? bold2 ?? "", key)}</strong>);
    else if (italic) out.push(<em key={key}>{renderInline(italic, key)}</em>);
    else if (code) out.push(<code key={key} className="rounded bg-slate-100 px-1 text-[0.9em]">{code}</code>);
    else if (linkText !== undefined) {
      const href = safeHref(linkHref ?? "");
      out.push(
        href ? (
          <a key={key} href={href} target="_blank" rel="noopener noreferrer nofollow" className="font-medium text-brand-700 underline">
            {linkText}
          </a>
        ) : (
          linkText
        ),
      );
    } else if (bare) {
      const href = safeHref(bare);
      out.push(
        href ? (
          <a key={key} href={href} target="_blank" rel="noopener noreferrer nofollow" className="break-all font-medium text-brand-700 underline">
            {bare}
          </a>
        ) : (
          bare
        ),
      );
    }
    last = at + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

export function Markdown({ text }: { text: string }) {
  const blocks = parseBlocks(text);
  return (
    <div className="space-y-2 break-words">
      {blocks.map((b, i) => {
        const key = `b${i}`;
        if (b.type === "h") return <p key={key} className="font-semibold">{renderInline(b.text, key)}</p>;
        if (b.type === "p")
          return (
            <p key={key}>
              {b.lines.map((line, j) => (
                <span key={`${key}-${j}`}>
                  {j > 0 ? <br /> : null}
                  {renderInline(line, `${key}-${j}`)}
                </span>
              ))}
            </p>
          );
        const List = b.type;
        return (
          <List key={key} className={`space-y-1 pl-5 ${b.type === "ul" ? "list-disc" : "list-decimal"}`}>
            {b.items.map((item, j) => (
              <li key={`${key}-${j}`}>{renderInline(item, `${key}-${j}`)}</li>
            ))}
          </List>
        );
      })}
    </div>
  );
}
