import { buildVignetteSet } from "./build-vignette-set.mjs";
import { rows } from "./frozen26-rows.mjs";

buildVignetteSet(rows, "f26", "frozen26");
