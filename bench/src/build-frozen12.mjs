// Builds bench/vignettes/frozen12.json from bench/src/frozen12-rows.mjs (FROZEN until session 42; retired to tuning then, see bench/vignettes/README.md).
import { buildVignetteSet } from "./build-vignette-set.mjs";
import { rows } from "./frozen12-rows.mjs";

buildVignetteSet(rows, "f12", "frozen12");
