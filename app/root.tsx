// First: zod must be configured before any module builds a schema (lib/zod-jitless.client.ts).
import "~/lib/zod-jitless.client";
import { useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useRouteLoaderData,
} from "react-router";
import { config } from "~/config.server";
import { db } from "~/db/client.server";
import { sessionHintMiddleware } from "~/features/auth/session/session-hint.server";
import { getViewer } from "~/features/auth/viewer.server";
import { loadMenuCities } from "~/features/directory/places/menu-cities.server";
import { ErrorView } from "~/features/shell/error-view";
import { NotFoundView } from "~/features/shell/not-found-view";
import type { RootData } from "~/features/shell/root-data";
import { readTheme } from "~/features/shell/theme.server";
import { useResolvedTheme } from "~/features/shell/use-theme";
import { readCookie } from "~/lib/cookies";
import { DEFERRED_SCRIPTS_BOOT } from "~/lib/deferred-scripts";
import { FLASH_COOKIE } from "~/lib/flash-cookie";
import { useNonce } from "~/lib/nonce";
import { SITE_NAME } from "~/lib/seo-title";
import { THEME_BOOT_SCRIPT } from "~/lib/theme";
import { badInputMiddleware } from "~/server/bad-input.server";
import { pageCacheMiddleware } from "~/server/http/page-cache/page-cache.server";
import { requestGuard } from "~/server/http/request-guard.server";
import { readFlashToast } from "~/services/flash.server";
import { ClientLinkNavigation } from "~/ui/client-link";
import { showToast, Toaster } from "~/ui/toaster";
import type { Route } from "./+types/root";
import "./app.css";

export const middleware: Route.MiddlewareFunction[] = [
  requestGuard,
  sessionHintMiddleware,
  pageCacheMiddleware,
  badInputMiddleware,
];

export async function loader({ request }: Route.LoaderArgs) {
  const [viewer, menuCities] = await Promise.all([getViewer(request), loadMenuCities(db)]);
  const flash = readFlashToast(request);
  const root: RootData = {
    viewer,
    menuCities,
    theme: readTheme(request),
    flash: flash.toast,
    siteUrl: config().PUBLIC_URL,
  };
  return data(root, { headers: flash.headers });
}

/** A flash toast set during a client-side redirect needs the root loader to run again to show it. */
export function shouldRevalidate({ defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate || readCookie(document.cookie, FLASH_COOKIE) !== null;
}

export function meta() {
  return [
    { title: SITE_NAME },
    {
      name: "description",
      content: "Find trusted interior designers across India, explore design ideas and get free quotes.",
    },
  ];
}

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/** Set on <html> once React runs: the page's JS-driven controls work from here on (browser tests wait for it). */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const { theme, dark } = useResolvedTheme(root?.theme);
  const nonce = useNonce();
  useEffect(() => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, ""), []);
  return (
    // The boot script may add class="dark" before React hydrates: that difference is expected.
    <html lang="en-IN" data-theme={theme} className={dark ? "dark" : undefined} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#a8521e" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, no user input */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body className="site-body">
        {children}
        <ClientLinkNavigation />
        <Toaster theme={theme} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, no user input */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: DEFERRED_SCRIPTS_BOOT }} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { flash } = loaderData;
  useEffect(() => {
    if (!flash) return;
    showToast(flash.type, flash.title, { description: flash.description });
  }, [flash]);
  return (
    <>
      {flash ? <NoScriptFlash flash={flash} /> : null}
      <Outlet />
    </>
  );
}

/** Before (or without) JavaScript the toast can't show, so the same message sits above the page. */
function NoScriptFlash({ flash }: { flash: NonNullable<Route.ComponentProps["loaderData"]["flash"]> }) {
  const tone =
    flash.type === "error"
      ? "border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
      : "border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100";
  return (
    <noscript>
      <div role="status" className={`border-b px-4 py-3 text-center text-sm ${tone}`}>
        <strong className="font-semibold">{flash.title}</strong>
        {flash.description ? <span> — {flash.description}</span> : null}
      </div>
    </noscript>
  );
}

/** Reached only when the site layout itself fails (e.g. the root loader); pages fail inside the layout. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  return <ErrorView error={error} />;
}
