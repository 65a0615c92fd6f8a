import { isRouteErrorResponse, Outlet } from "react-router";
import { ErrorView } from "~/features/shell/error-view";
import { NotFoundView } from "~/features/shell/not-found-view";
import { SiteChrome } from "~/features/shell/site-chrome";
import type { Route } from "./+types/site-layout";

export default function SiteLayout() {
  return (
    <SiteChrome>
      <Outlet />
    </SiteChrome>
  );
}

/** A page that throws keeps the header and footer: 404s show the 404 screen, anything else a friendly error. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteChrome>
      {isRouteErrorResponse(error) && error.status === 404 ? <NotFoundView /> : <ErrorView error={error} />}
    </SiteChrome>
  );
}
