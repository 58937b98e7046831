import { createContext } from "react-router";
import type { AppContext } from "../worker/context.ts";

// The key loaders and actions use to reach the per-request services the Worker built.
export const appContext = createContext<AppContext>();
