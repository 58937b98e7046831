// How My Account writes devices, dates and the BMI. Pure, so the server's and the browser's text match.

/** 'Chrome on Android' from a user-agent string: enough to recognise a device, nothing more. */
export function deviceName(ua: string) {
  if (!ua) return "Unknown device";
  const browser = /Edg\//.test(ua) ? "Edge" : /OPR\/|Opera/.test(ua) ? "Opera" : /Firefox\//.test(ua) ? "Firefox" : /Chrome\//.test(ua) ? "Chrome" : /Safari\//.test(ua) ? "Safari" : "A browser";
  const os = /Android/.test(ua) ? "Android" : /iPhone|iPad/.test(ua) ? "iOS" : /Windows/.test(ua) ? "Windows" : /Mac OS X/.test(ua) ? "macOS" : /Linux/.test(ua) ? "Linux" : "";
  return os ? `${browser} on ${os}` : browser;
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** '1 November 2026' from '2026-11-01'; anything else is shown as it is. */
export const longDate = (ymd: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd);
  return m ? `${Number(m[3])} ${MONTHS[Number(m[2]) - 1]} ${m[1]}` : ymd;
};

/**
 * '26 Nov 2026, 03:03' in Lagos time (UTC+1 all year), spelled out by hand so the server's and the
 * browser's ICU data can never disagree and trip hydration.
 */
export const dateTime = (iso: string) => {
  const d = new Date(new Date(iso).getTime() + 60 * 60 * 1000);
  if (Number.isNaN(d.getTime())) return iso;
  const two = (n: number) => String(n).padStart(2, "0");
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]!.slice(0, 3)} ${d.getUTCFullYear()}, ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
};

/** The BMI as My Account shows it: one decimal, from the assessment's weight and height. */
export const bmiText = (a: { weightKg: number; heightCm: number }) => (a.weightKg / (a.heightCm / 100) ** 2).toFixed(1);
