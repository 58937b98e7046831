// Builds bench/vignettes/frozen10.json from bench/src/frozen10-rows.mjs (FROZEN set: never tune on it).
import { buildVignetteSet } from "./build-vignette-set.mjs";
import { rows } from "./frozen10-rows.mjs";

buildVignetteSet(rows, "f10", "frozen10");
