// Builds bench/vignettes/frozen14.json from bench/src/frozen14-rows.mjs (FROZEN until session 42; retired to tuning then, see bench/vignettes/README.md).
import { buildVignetteSet } from "./build-vignette-set.mjs";
import { rows } from "./frozen14-rows.mjs";

buildVignetteSet(rows, "f14", "frozen14");
