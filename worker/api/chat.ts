import { Hono } from "hono";
import type { ApiEnv } from "./types.ts";

// Owned by the chat work (issue 6): replaced with the real chat API.
export const chat = new Hono<ApiEnv>();
