import { buildVignetteSet } from "./build-vignette-set.mjs";
import { rows } from "./frozen27-rows.mjs";

buildVignetteSet(rows, "f27", "frozen27");
