// Builds bench/vignettes/frozen22.json from bench/src/frozen22-rows.mjs (FROZEN set: never tune on it).
import { buildVignetteSet } from "./build-vignette-set.mjs";
import { rows } from "./frozen22-rows.mjs";

buildVignetteSet(rows, "f22", "frozen22");
