// The bench scripts' one flag reader: `--name value` gives the value, a bare `--name` gives true, absent undefined.
const argv = process.argv.slice(2);

export const arg = (name: string): string | true | undefined => {
  const i = argv.indexOf(`--${name}`);
  if (i < 0) return undefined;
  const v = argv[i + 1];
  return v && !v.startsWith("--") ? v : true;
};
