export type ChromiumLaunch = {
  source: "system" | "packaged";
  executablePath: string;
  args: string[];
  env: Record<string, string>;
};
export function chromiumLaunch(): ChromiumLaunch;
export function chromiumPath(): string;
