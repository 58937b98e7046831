// Builds bench/vignettes/frozen11.json from bench/src/frozen11-rows.mjs (FROZEN set: never tune on it).
import { buildVignetteSet } from "./build-vignette-set.mjs";
import { rows } from "./frozen11-rows.mjs";

buildVignetteSet(rows, "f11", "frozen11");
