// Builds bench/vignettes/frozen15.json from bench/src/frozen15-rows.mjs (FROZEN set: never tune on it).
import { buildVignetteSet } from "./build-vignette-set.mjs";
import { rows } from "./frozen15-rows.mjs";

buildVignetteSet(rows, "f15", "frozen15");
