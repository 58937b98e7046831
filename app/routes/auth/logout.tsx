import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { appContext } from "../../context.ts";

export async function action({ request, context }: Route.ActionArgs) {
  await context.get(appContext).web.endSession(request);
  throw redirect("/login");
}

export function loader() {
  throw redirect("/");
}
