// Builds bench/vignettes/sweep16.json from bench/src/sweep16-rows.mjs (the third blind emergency sweep, round 16).
import { buildVignetteSet } from "./build-vignette-set.mjs";
import { rows } from "./sweep16-rows.mjs";

buildVignetteSet(rows, "s16", "sweep16");
