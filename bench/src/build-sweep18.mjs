// Builds bench/vignettes/sweep18.json from bench/src/sweep18-rows.mjs (emergency sweep, round 18).
import { buildVignetteSet } from "./build-vignette-set.mjs";
import { rows } from "./sweep18-rows.mjs";

buildVignetteSet(rows, "s18", "sweep18");
