// Keeps a growing conversation in view: follows the answer as it streams until the reader scrolls up,
// and says when the view is away from the bottom (for the scroll-to-bottom button).
import { useCallback, useEffect, useRef, useState } from "react";

const NEAR_BOTTOM_PX = 120;

export function useFollowScroll(followAtFirst: boolean) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [atBottom, setAtBottom] = useState(true);
  // Whether to follow the answer as it grows: true until the reader scrolls up to read something.
  const followRef = useRef(followAtFirst);
  const lastTopRef = useRef(0);

  const onScroll = () => {
    const el = scrollRef.current;
    if (!el) return;
    const near = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
    // Only the reader scrolling up stops the following; text arriving faster than scroll events does not.
    if (near) followRef.current = true;
    else if (el.scrollTop < lastTopRef.current - 2) followRef.current = false;
    lastTopRef.current = el.scrollTop;
    setAtBottom(followRef.current);
  };

  useEffect(() => {
    const el = scrollRef.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      if (followRef.current) el.scrollTo({ top: el.scrollHeight });
    });
    for (const child of el.children) observer.observe(child);
    const mutations = new MutationObserver(() => {
      observer.disconnect();
      for (const child of el.children) observer.observe(child);
    });
    mutations.observe(el, { childList: true });
    return () => {
      observer.disconnect();
      mutations.disconnect();
    };
  }, []);

  /** Follow again from now on (a new question was sent). */
  const follow = useCallback(() => {
    followRef.current = true;
    setAtBottom(true);
  }, []);

  /** Follow again and glide to the bottom (the scroll-to-bottom button). */
  const jumpToBottom = useCallback(() => {
    follow();
    const el = scrollRef.current;
    if (el) el.scrollTo({ top: el.scrollHeight, behavior: "smooth" });
  }, [follow]);

  return { scrollRef, onScroll, atBottom, follow, jumpToBottom };
}
