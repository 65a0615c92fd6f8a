import type { ReactNode } from "react";
import { isRouteErrorResponse, Outlet } from "react-router";
import { CITY_HEADER_ACTIONS } from "~/content/navigation";
import { MergeVisitorFavourites } from "~/features/directory/cards/favourite-button";
import { QuoteButton } from "~/features/leads/quote-form/quote-dialog";
import { ErrorView } from "~/features/shell/error-view";
import { NotFoundView } from "~/features/shell/not-found-view";
import { SiteChrome } from "~/features/shell/site-chrome";
import type { Route } from "./+types/site-layout";

export default function SiteLayout() {
  return (
    <Chrome>
      <Outlet />
    </Chrome>
  );
}

/** A page that throws keeps the header and footer: 404s show the 404 screen, anything else a friendly error. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Chrome>
      {isRouteErrorResponse(error) && error.status === 404 ? <NotFoundView /> : <ErrorView error={error} />}
    </Chrome>
  );
}

/** The site's frame, with the parts of it that other features own: the header's quote button, the favourites merge. */
function Chrome({ children }: { children: ReactNode }) {
  return (
    <SiteChrome
      getStarted={
        <QuoteButton target={{}} size="sm">
          {CITY_HEADER_ACTIONS.getStarted}
        </QuoteButton>
      }
      whenSignedIn={<MergeVisitorFavourites />}
    >
      {children}
    </SiteChrome>
  );
}
