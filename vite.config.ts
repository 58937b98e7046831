import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { appVersion } from "./scripts/app-version.mjs";

export default defineConfig(async ({ command }) => ({
  plugins: [
    // remoteBindings off: dev and preview must never need a Cloudflare account or network.
    // wrangler.toml: the top level is production; CLOUDFLARE_ENV=development (npm run dev, preview and
    // the e2e server) selects [env.development].
    cloudflare({
      configPath: "./wrangler.toml",
      viteEnvironment: { name: "ssr" },
      remoteBindings: false,
      // The e2e server keeps its own throwaway database (scripts/serve-e2e.mjs).
      persistState: process.env.HB_STATE_DIR ? { path: process.env.HB_STATE_DIR } : true,
    }),
    tailwindcss(),
    reactRouter(),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(appVersion()),
    // The knowledge base's fingerprint, hashed here once instead of by every new isolate (kb/version.ts).
    ...(command === "build" ? { __KB_VERSION__: JSON.stringify(await buildKbVersion()) } : {}),
  },
  environments: { ssr: { build: { minify: true } } },
}));

async function buildKbVersion(): Promise<string> {
  const { computeKbVersion } = await import("./worker/checker/kb/version.ts");
  return computeKbVersion();
}
