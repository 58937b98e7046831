// Builds bench/vignettes/sweep17.json from bench/src/sweep17-rows.mjs (blind emergency sweep, round 17).
import { buildVignetteSet } from "./build-vignette-set.mjs";
import { rows } from "./sweep17-rows.mjs";

buildVignetteSet(rows, "s17", "sweep17");
