// Injected at build time by vite `define` (git sha or package version).
declare const __APP_VERSION__: string;
// The knowledge base's version (worker/checker/kb/version.ts), computed once when the Worker is built so no request
// pays for hashing the whole knowledge base; absent in dev and tests, where it is computed on first use.
declare const __KB_VERSION__: string | undefined;
