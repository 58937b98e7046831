import { Hono } from "hono";
import type { ApiEnv } from "./types.ts";

// Owned by the premium work (issue 7): replaced with the real billing API.
export const billing = new Hono<ApiEnv>();
