// Injected at build time by vite `define` (git sha or package version).
declare const __APP_VERSION__: string;
