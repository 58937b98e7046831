// Builds bench/vignettes/frozen21.json from bench/src/frozen21-rows.mjs (FROZEN set: never tune on it).
import { buildVignetteSet } from "./build-vignette-set.mjs";
import { rows } from "./frozen21-rows.mjs";

buildVignetteSet(rows, "f21", "frozen21");
