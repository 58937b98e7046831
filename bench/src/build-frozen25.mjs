// Builds bench/vignettes/frozen25.json from bench/src/frozen25-rows.mjs (FROZEN set: never tune on it).
import { buildVignetteSet } from "./build-vignette-set.mjs";
import { rows } from "./frozen25-rows.mjs";

buildVignetteSet(rows, "f25", "frozen25");
