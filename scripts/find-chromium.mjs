// The browser for the tests (Playwright, Lighthouse), found without any manual step:
//   1. CHROME_PATH, then a system Chromium/Chrome (Debian: `apt-get install -y chromium`);
//   2. else the Chromium that ships inside the npm package @sparticuz/chromium (Linux x64), unpacked on
//      first use into node_modules/.cache/ (about 200 MB, 3 s), with its own NSS libraries and fonts.
// HB_BROWSER=system uses only 1, HB_BROWSER=packaged only 2 (CI forces it once so a broken fallback fails).
// Synchronous on purpose: playwright.config.ts needs the path while it loads, in every worker process.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync } from "node:zlib";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const SYSTEM = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
];
const MODES = ["auto", "system", "packaged"];

/** Flags every Chromium gets in the tests: no sandbox (CI runs as root), no background traffic. */
const COMMON_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

function mode() {
  const m = (process.env.HB_BROWSER ?? "auto").toLowerCase();
  if (!MODES.includes(m)) throw new Error(`HB_BROWSER must be one of ${MODES.join(", ")}; it is "${m}".`);
  return m;
}

function systemChromium() {
  if (process.env.CHROME_PATH) {
    if (!existsSync(process.env.CHROME_PATH)) throw new Error(`CHROME_PATH=${process.env.CHROME_PATH} does not exist.`);
    return process.env.CHROME_PATH;
  }
  return SYSTEM.find((p) => existsSync(p));
}

function packageDir() {
  try {
    const require = createRequire(join(ROOT, "package.json"));
    return resolve(dirname(require.resolve("@sparticuz/chromium")), "..");
  } catch {
    return undefined;
  }
}

/** Unpacks the packaged Chromium once (atomically: several Playwright processes may race here). */
function unpackPackaged() {
  const pkg = packageDir();
  if (!pkg) throw new Error("@sparticuz/chromium is not installed: run `npm install` (or `npm ci`).");
  if (process.platform !== "linux" || process.arch !== "x64")
    throw new Error(
      `The packaged Chromium runs on Linux x64 only (this is ${process.platform} ${process.arch}): install Chrome or Chromium, or set CHROME_PATH.`,
    );
  const { version } = JSON.parse(readFileSync(join(pkg, "package.json"), "utf8"));
  const dir = join(ROOT, "node_modules", ".cache", `healthbuddy-chromium-${version}`);
  if (existsSync(join(dir, ".complete"))) return dir;

  const stage = `${dir}.tmp-${process.pid}`;
  rmSync(stage, { recursive: true, force: true });
  mkdirSync(stage, { recursive: true });
  try {
    const bin = join(pkg, "bin");
    const untar = (file, into) => {
      mkdirSync(into, { recursive: true });
      execFileSync("tar", ["-x", "-C", into], { input: brotliDecompressSync(readFileSync(join(bin, file))) });
    };
    writeFileSync(join(stage, "chromium"), brotliDecompressSync(readFileSync(join(bin, "chromium.br"))), {
      mode: 0o755,
    });
    untar("swiftshader.tar.br", stage); // libGLESv2/libEGL next to the binary, where Chromium looks
    untar("al2023.tar.br", join(stage, "al2023")); // NSS and expat: the only libraries it needs beyond libc
    untar("fonts.tar.br", join(stage, "fonts"));
    // The package's fonts.conf names Lambda's folders: point fontconfig at ours and at the system's.
    writeFileSync(
      join(stage, "fonts", "fonts.conf"),
      `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n` +
        `  <dir>${join(dir, "fonts", "fonts")}</dir>\n  <dir>/usr/share/fonts</dir>\n  <dir>/usr/local/share/fonts</dir>\n` +
        `  <cachedir>${join(dir, "fonts-cache")}</cachedir>\n</fontconfig>\n`,
    );
    writeFileSync(join(stage, ".complete"), `${version}\n`);
    try {
      renameSync(stage, dir);
    } catch (error) {
      if (!existsSync(join(dir, ".complete"))) throw error; // another process finished first: use its copy
    }
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
  return dir;
}

/**
 * How to launch the test browser: executable, flags and environment. Throws one clear sentence when
 * none can be had; never skips silently (a skipped browser suite would hide untested pages).
 * @returns {{ source: "system" | "packaged", executablePath: string, args: string[], env: Record<string, string> }}
 */
export function chromiumLaunch() {
  const m = mode();
  if (m !== "packaged") {
    const found = systemChromium();
    if (found) return { source: "system", executablePath: found, args: COMMON_ARGS, env: {} };
    if (m === "system")
      throw new Error(
        "HB_BROWSER=system but no system Chromium found: install it (Debian: `apt-get install -y chromium`) or set CHROME_PATH.",
      );
  }
  const dir = unpackPackaged();
  return {
    source: "packaged",
    executablePath: join(dir, "chromium"),
    // A headless-shell build made for containers. Not --single-process (the package's Lambda advice):
    // closing a browser context then kills the whole browser, and Playwright closes one per test.
    args: [...COMMON_ARGS, "--no-zygote"],
    env: {
      LD_LIBRARY_PATH: [join(dir, "al2023", "lib"), process.env.LD_LIBRARY_PATH].filter(Boolean).join(":"),
      FONTCONFIG_PATH: join(dir, "fonts"),
    },
  };
}

/** The browser executable alone (Lighthouse, scripts). */
export function chromiumPath() {
  return chromiumLaunch().executablePath;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const { source, executablePath } = chromiumLaunch();
    console.log(`${source} ${executablePath}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
