// Builds bench/vignettes/frozen12.json from bench/src/frozen12-rows.mjs (FROZEN set: never tune on it).
import { buildVignetteSet } from "./build-vignette-set.mjs";
import { rows } from "./frozen12-rows.mjs";

buildVignetteSet(rows, "f12", "frozen12");
