// Builds bench/vignettes/frozen17.json from bench/src/frozen17-rows.mjs (FROZEN set: never tune on it).
import { buildVignetteSet } from "./build-vignette-set.mjs";
import { rows } from "./frozen17-rows.mjs";

buildVignetteSet(rows, "f17", "frozen17");
