// Builds bench/vignettes/frozen24.json from bench/src/frozen24-rows.mjs (FROZEN set: never tune on it).
import { buildVignetteSet } from "./build-vignette-set.mjs";
import { rows } from "./frozen24-rows.mjs";

buildVignetteSet(rows, "f24", "frozen24");
