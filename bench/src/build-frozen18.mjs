// Builds bench/vignettes/frozen18.json from bench/src/frozen18-rows.mjs (FROZEN set: never tune on it).
import { buildVignetteSet } from "./build-vignette-set.mjs";
import { rows } from "./frozen18-rows.mjs";

buildVignetteSet(rows, "f18", "frozen18");
