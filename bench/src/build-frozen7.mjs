// Builds bench/vignettes/frozen7.json from bench/src/frozen7-rows.mjs (FROZEN set: never tune on it).
import { buildVignetteSet } from "./build-vignette-set.mjs";
import { rows } from "./frozen7-rows.mjs";

buildVignetteSet(rows, "f7", "frozen7");
