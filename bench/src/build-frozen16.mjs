// Builds bench/vignettes/frozen16.json from bench/src/frozen16-rows.mjs (FROZEN set: never tune on it).
import { buildVignetteSet } from "./build-vignette-set.mjs";
import { rows } from "./frozen16-rows.mjs";

buildVignetteSet(rows, "f16", "frozen16");
