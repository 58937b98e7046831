// Builds bench/vignettes/sweep15.json from bench/src/sweep15-rows.mjs (second blind emergency sweep, round 15).
import { buildVignetteSet } from "./build-vignette-set.mjs";
import { rows } from "./sweep15-rows.mjs";

buildVignetteSet(rows, "s15", "sweep15");
