// Builds bench/vignettes/sweep14.json from bench/src/sweep14-rows.mjs (tuning set of the emergency sweep, round 14).
import { buildVignetteSet } from "./build-vignette-set.mjs";
import { rows } from "./sweep14-rows.mjs";

buildVignetteSet(rows, "s14", "sweep14");
