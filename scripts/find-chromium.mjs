import { existsSync } from "node:fs";

const CANDIDATES = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

/** Debian's Chromium (or CHROME_PATH). Fails loudly: a silent skip would hide untested pages. */
export function chromiumPath() {
  const found = CANDIDATES.find((p) => p && existsSync(p));
  if (!found)
    throw new Error(
      "No Chromium found for the browser tests. Install it (Debian: `apt-get install -y chromium`) or set CHROME_PATH to a Chromium/Chrome binary.",
    );
  return found;
}
