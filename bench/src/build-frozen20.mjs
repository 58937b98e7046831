// Builds bench/vignettes/frozen20.json from bench/src/frozen20-rows.mjs (FROZEN set: never tune on it).
import { buildVignetteSet } from "./build-vignette-set.mjs";
import { rows } from "./frozen20-rows.mjs";

buildVignetteSet(rows, "f20", "frozen20");
