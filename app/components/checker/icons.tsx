// Stroke icons for the checker's cards (emoji fonts are missing on many phones and servers).
const paths = {
  doctor: "M6 3v6a4 4 0 0 0 8 0V3M10 13v2a5 5 0 0 0 10 0v-2M20 11a2 2 0 1 0 0 .01",
  tracking: "M4 19h16M6 16l4-5 3 3 5-7",
  diet: "M4 13h16a8 8 0 0 1-16 0Zm4-3c0-2 1-4 4-5m2 5c0-3 2-5 5-5-1 3-2 5-5 5",
  hydration: "M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11Z",
  activity: "M3 12h4l3-7 4 14 3-7h4",
  treatment: "M10.5 20.5a5 5 0 0 1-7-7l6-6a5 5 0 0 1 7 7l-6 6ZM7 10l7 7",
  phone: "M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z",
} as const;

export type CheckerIconName = keyof typeof paths;

export function CheckerIcon({ name, className = "size-5" }: { name: CheckerIconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      <path d={paths[name]} />
    </svg>
  );
}
