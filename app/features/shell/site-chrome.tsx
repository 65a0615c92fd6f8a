import type { ReactNode } from "react";
import { useMatches, useRouteLoaderData } from "react-router";
import { SIMPLE_HEADER } from "~/content/navigation";
import type { RootData } from "./root-data";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { useResolvedTheme } from "./use-theme";
import { useViewer, ViewerStateSync } from "./viewer-state";

interface SiteChromeProps {
  children: ReactNode;
  /** The simple header's call to action. */
  getStarted: ReactNode;
  /** Mounted while a visitor is signed in (e.g. what merges their signed-out choices into their account). */
  whenSignedIn: ReactNode;
}

/**
 * Header, skip link and footer around every page. Pages render their own <main>; the skip link
 * jumps to the wrapper around it. The parts that belong to other features come from the layout.
 */
export function SiteChrome({ children, getStarted, whenSignedIn }: SiteChromeProps) {
  const root = useRouteLoaderData<RootData>("root");
  const { theme } = useResolvedTheme(root?.theme);
  const viewer = useViewer();
  const simpleHeader = useMatches().some(
    (match) => (match.handle as { header?: string } | undefined)?.header === SIMPLE_HEADER.header,
  );
  return (
    <div className="site-chrome">
      <a href="#content" className="skip-link">
        Skip to content
      </a>
      <SiteHeader
        viewer={viewer}
        menuCities={root?.menuCities ?? []}
        theme={theme}
        variant={simpleHeader ? "simple" : "full"}
        getStarted={getStarted}
      />
      <div id="content" tabIndex={-1} className="site-content">
        {children}
      </div>
      <SiteFooter siteUrl={root?.siteUrl ?? "/"} />
      <ViewerStateSync />
      {viewer ? whenSignedIn : null}
    </div>
  );
}
