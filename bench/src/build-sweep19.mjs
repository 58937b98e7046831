// Builds bench/vignettes/sweep19.json from bench/src/sweep19-rows.mjs (tuning set of the emergency sweep, round 19).
import { buildVignetteSet } from "./build-vignette-set.mjs";
import { rows } from "./sweep19-rows.mjs";

buildVignetteSet(rows, "s19", "sweep19");
