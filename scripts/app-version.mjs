import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";

/** The version /api/health reports: the git sha when there is one, else the package version. */
export function appVersion() {
  try {
    return execSync("git rev-parse --short HEAD", { stdio: ["ignore", "pipe", "ignore"] }).toString().trim();
  } catch {
    return JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")).version;
  }
}
