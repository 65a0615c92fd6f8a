// Signed-in visitors as served: public pages are shared with them through the page cache, and
// their personal bits come from one GET /api/viewer per page view. The bench loads each page with a
// signed-in cookie at full load, beside the anonymous figure of the same run, and times that request.
import { type Check, type RouteResult, speedup } from "./goals";
import { meetsBar, P99_BAR_MS, type RouteStats } from "./load";

/**
 * The request a page's browser makes after loading: the ids of the hearts and likes the page shows, and on a
 * brand page (`path` /brand/…) that brand's Reviews tab.
 */
export function personalRequestPath(html: string, path: string): string {
  const ids = (pattern: RegExp) => [...new Set([...html.matchAll(pattern)].map((match) => match[1]))];
  const params = new URLSearchParams();
  const brands = ids(/name="brandId" value="([0-9a-f-]{36})"/g);
  const images = ids(/\/api\/images\/([0-9a-f-]{36})\/like/g);
  if (brands.length > 0) params.set("brands", brands.join(","));
  if (images.length > 0) params.set("images", images.join(","));
  if (path.startsWith("/brand/") && brands[0]) params.set("reviewsOf", brands[0]);
  return `/api/viewer?${params}`;
}

export function signedInChecks(routes: RouteResult[]): Check[] {
  return routes
    .filter((route) => route.signedIn?.served)
    .map((route) => {
      const served = route.signedIn?.served as RouteStats;
      const anonymous = route.current.stats;
      const ratio = anonymous ? speedup(served, anonymous) : 0;
      return {
        label: `${route.name}: as served to a signed-in visitor, p99 < ${P99_BAR_MS} ms with zero errors`,
        ok: meetsBar(served),
        detail: `${served.requestsPerSecond.toFixed(0)} req/s (${(ratio * 100).toFixed(0)}% of anonymous), p99 ${served.p99} ms, ${served.errors + served.non2xx} failed`,
      };
    });
}

export function printSignedIn(routes: RouteResult[], name: (route: RouteResult) => string): void {
  const pad = (text: string | number, width: number) => String(text).padStart(width);
  const measured = routes.filter((route) => route.signedIn?.served);
  if (measured.length === 0) return;
  const withBaseline = measured.some((route) => route.baselineSignedIn?.served);
  console.log(
    `\n${"as served to a signed-in visitor".padEnd(56)}${pad("req/s", 8)}${pad("p99 ms", 8)}${pad("failed", 8)}${pad("vs anon", 9)}${pad("/api/viewer ms", 16)}${withBaseline ? `${pad("base req/s", 12)}${pad("p99 ms", 8)}${pad("speed-up", 10)}` : ""}`,
  );
  for (const route of measured) {
    const served = route.signedIn?.served as RouteStats;
    const anonymous = route.current.stats;
    const base = route.baselineSignedIn?.served;
    const vsAnonymous = anonymous
      ? `${((served.requestsPerSecond / anonymous.requestsPerSecond) * 100).toFixed(0)}%`
      : "—";
    const extra = base
      ? `${pad(base.requestsPerSecond.toFixed(0), 12)}${pad(base.p99, 8)}${pad(`${speedup(served, base).toFixed(1)}×`, 10)}`
      : "";
    console.log(
      `${name(route)}${pad(served.requestsPerSecond.toFixed(0), 8)}${pad(served.p99, 8)}${pad(served.errors + served.non2xx, 8)}${pad(vsAnonymous, 9)}${pad(route.signedIn?.personal?.median ?? "—", 16)}${extra}`,
    );
  }
}
