// Builds bench/vignettes/frozen13.json from bench/src/frozen13-rows.mjs (FROZEN until session 42; retired to tuning then, see bench/vignettes/README.md).
import { buildVignetteSet } from "./build-vignette-set.mjs";
import { rows } from "./frozen13-rows.mjs";

buildVignetteSet(rows, "f13", "frozen13");
