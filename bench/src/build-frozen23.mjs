// Builds bench/vignettes/frozen23.json from bench/src/frozen23-rows.mjs (FROZEN set: never tune on it).
import { buildVignetteSet } from "./build-vignette-set.mjs";
import { rows } from "./frozen23-rows.mjs";

buildVignetteSet(rows, "f23", "frozen23");
