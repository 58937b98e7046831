// UI timings of the assessment screens: how long an intro shows and how long a step fades.

export const INTRO_MS = 3000;
export const FADE_MS = 500;
