import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False while the server's HTML is on screen (and on the server), true once React has taken over: what
 * needs JavaScript is enabled only then, so nothing is disabled for someone without it (tests wait for it).
 */
export function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
