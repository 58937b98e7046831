// Builds bench/vignettes/frozen13.json from bench/src/frozen13-rows.mjs (FROZEN set: never tune on it).
import { buildVignetteSet } from "./build-vignette-set.mjs";
import { rows } from "./frozen13-rows.mjs";

buildVignetteSet(rows, "f13", "frozen13");
