import { data } from "react-router";
import { NotFoundView } from "~/features/shell/not-found-view";
import { pageTitle } from "~/lib/seo-title";

/** Any unknown path (and /404, where unknown brands are sent): the 404 screen with HTTP status 404 (in the request log). */
export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: pageTitle("Page not found") }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  return <NotFoundView />;
}
