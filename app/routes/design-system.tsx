import { z } from "zod";
import { clampPage } from "~/lib/pager";
import { pageTitle } from "~/lib/seo-title";
import { DEMO_PAGES } from "~/ui/showcase/demos";
import { DesignSystemPage } from "~/ui/showcase/design-system-page";
import type { Route } from "./+types/design-system";

const pageQuery = z.coerce.number().int().catch(1);

/** The pager demo keeps its page in ?page=. */
export function loader({ request }: Route.LoaderArgs) {
  const page = pageQuery.parse(new URL(request.url).searchParams.get("page") ?? 1);
  return { page: clampPage(page, DEMO_PAGES) };
}

export function meta() {
  return [
    { title: pageTitle("Design System") },
    { name: "description", content: "The Nivasa design system: colours, type and every interface component." },
    { name: "robots", content: "noindex" },
  ];
}

export default function DesignSystem({ loaderData }: Route.ComponentProps) {
  return <DesignSystemPage page={loaderData.page} />;
}
