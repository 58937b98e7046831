import {
  data as withStatus,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import { useEffect } from "react";
import type { Route } from "./+types/root";
import "./app.css";
import { Toaster } from "./components/ui/toaster.tsx";
import { appContext } from "./context.ts";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

/** Requests a page cannot read (wrong content type, broken form, broken cookie) get the error page, never a 500. */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    const problem = await context.get(appContext).web.unreadable(request);
    if (problem) throw withStatus({ message: problem.message }, { status: problem.status });
    return next();
  },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  const flash = await ctx.web.takeFlash(request);
  const v = ctx.viewer;
  return {
    nonce: ctx.nonce,
    viewer: v ? { firstName: v.firstName, lastName: v.lastName, avatar: v.avatar } : null,
    flash,
    supportPhone: ctx.config.supportPhone,
    year: ctx.clock.now().getUTCFullYear(),
  };
}

export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const nonce = import.meta.env.DEV ? undefined : data?.nonce;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  // Marks the page as hydrated (the root's effect runs after every route's): browser tests wait for it
  // instead of for the network to go quiet.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  // The login screen closes its toasts sooner (SPEC: 3000 ms there, 5000 ms elsewhere).
  return (
    <Toaster duration={location.pathname === "/login" ? 3000 : 5000} initial={loaderData.flash}>
      <Outlet />
    </Toaster>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (isRouteErrorResponse(error) && (error.status === 400 || error.status === 415)) {
    const message = typeof error.data?.message === "string" ? error.data.message : "We could not read this request.";
    return (
      <main className="mx-auto max-w-xl p-6">
        <title>Request not understood | HealthBuddy</title>
        <h1 className="text-2xl font-bold text-red-700">We could not read that request</h1>
        <p className="mt-2 text-slate-700">{message}</p>
        <a href="/" className="mt-6 inline-block rounded-full bg-brand-700 px-5 py-3 font-semibold text-white">
          Back to Home
        </a>
      </main>
    );
  }
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="mx-auto max-w-xl p-6">
      <h1 className="text-2xl font-bold text-red-700">Unexpected Application Error!</h1>
      <p className="mt-2 text-slate-700">{detail}</p>
      <a href="/" className="mt-6 inline-block rounded-full bg-brand-700 px-5 py-3 font-semibold text-white">
        Back to Home
      </a>
    </main>
  );
}

export function NotFound() {
  return (
    <main className="grid min-h-dvh place-items-center p-6 text-center">
      <div>
        <title>404 | HealthBuddy</title>
        <h1 className="text-7xl font-black text-brand-700">404</h1>
        <p className="mt-3 text-slate-700">We couldn't find that page.</p>
        <a href="/" className="mt-6 inline-block rounded-full bg-brand-700 px-5 py-3 font-semibold text-white">
          Back to Home
        </a>
      </div>
    </main>
  );
}
