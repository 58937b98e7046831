// Builds bench/vignettes/frozen11.json from bench/src/frozen11-rows.mjs (FROZEN until session 42; retired to tuning then, see bench/vignettes/README.md).
import { buildVignetteSet } from "./build-vignette-set.mjs";
import { rows } from "./frozen11-rows.mjs";

buildVignetteSet(rows, "f11", "frozen11");
