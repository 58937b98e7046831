// Lean streams: a hosted model sends a token or a word per event, and each UI stream event costs about
// 60 bytes of framing. Pieces are gathered and sent a few words at a time, or after BATCH_MS, so the
// answer still appears to type itself while the bytes on the wire stay close to the text's own.
export const BATCH_WORDS = 6;
export const BATCH_MS = 50;

export type Batcher = { push(piece: string): void; flush(): void };

export function batcher(send: (text: string) => void, opts: { words?: number; ms?: number } = {}): Batcher {
  const words = opts.words ?? BATCH_WORDS;
  const ms = opts.ms ?? BATCH_MS;
  let buffer = "";
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!buffer) return;
    const text = buffer;
    buffer = "";
    send(text);
  };
  return {
    push(piece) {
      if (!piece) return;
      buffer += piece;
      // Count word ends, so a batch breaks after a space and never mid-word.
      if ((buffer.match(/\S\s+/g)?.length ?? 0) >= words) flush();
      else timer ??= setTimeout(flush, ms);
    },
    flush,
  };
}
