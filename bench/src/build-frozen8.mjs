// Builds bench/vignettes/frozen8.json from bench/src/frozen8-rows.mjs (FROZEN set: never tune on it).
import { buildVignetteSet } from "./build-vignette-set.mjs";
import { rows } from "./frozen8-rows.mjs";

buildVignetteSet(rows, "f8", "frozen8");
