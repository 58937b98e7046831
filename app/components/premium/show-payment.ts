import { useSyncExternalStore } from "react";

// The SPEC's show-payment flag: localStorage showPayment = 'true' opens the premium modal, and it
// survives reloads (the checker's limit toast sets it and reloads). One event tells every mounted
// component on this page; the storage event tells other tabs.

export const SHOW_PAYMENT_KEY = "showPayment";
const CHANGE_EVENT = "hb:show-payment";

function write(value: "true" | "false") {
  try {
    localStorage.setItem(SHOW_PAYMENT_KEY, value);
  } catch {
    // Storage can be unavailable (private mode, quota): the in-page event still works once.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export const openPremiumModal = () => write("true");
export const closePremiumModal = () => write("false");

function read(): boolean {
  try {
    return localStorage.getItem(SHOW_PAYMENT_KEY) === "true";
  } catch {
    return false;
  }
}

function subscribe(onChange: () => void) {
  const onStorage = (e: StorageEvent) => {
    if (e.key === SHOW_PAYMENT_KEY) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/** Whether the premium modal should be open; false during server rendering. */
export function useShowPayment(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}

/** Fired after a successful activation so any Premium-aware UI on the page can refresh. */
export const PREMIUM_CHANGED_EVENT = "hb:premium-changed";
