// Builds bench/vignettes/frozen19.json from bench/src/frozen19-rows.mjs (FROZEN set: never tune on it).
import { buildVignetteSet } from "./build-vignette-set.mjs";
import { rows } from "./frozen19-rows.mjs";

buildVignetteSet(rows, "f19", "frozen19");
