// Builds bench/vignettes/frozen14.json from bench/src/frozen14-rows.mjs (FROZEN set: never tune on it).
import { buildVignetteSet } from "./build-vignette-set.mjs";
import { rows } from "./frozen14-rows.mjs";

buildVignetteSet(rows, "f14", "frozen14");
