// Builds bench/vignettes/frozen6.json from bench/src/frozen6-rows.mjs (FROZEN set: never tune on it).
import { buildVignetteSet } from "./build-vignette-set.mjs";
import { rows } from "./frozen6-rows.mjs";

buildVignetteSet(rows, "f6", "frozen6");
