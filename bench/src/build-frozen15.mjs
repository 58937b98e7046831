// Builds bench/vignettes/frozen15.json from bench/src/frozen15-rows.mjs (FROZEN until session 42; retired to tuning then, see bench/vignettes/README.md).
import { buildVignetteSet } from "./build-vignette-set.mjs";
import { rows } from "./frozen15-rows.mjs";

buildVignetteSet(rows, "f15", "frozen15");
