// Builds bench/vignettes/frozen9.json from bench/src/frozen9-rows.mjs (FROZEN set: never tune on it).
import { buildVignetteSet } from "./build-vignette-set.mjs";
import { rows } from "./frozen9-rows.mjs";

buildVignetteSet(rows, "f9", "frozen9");
