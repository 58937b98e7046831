import type { AppContext } from "../context.ts";

export type ApiEnv = { Bindings: Env; Variables: { ctx: AppContext } };
