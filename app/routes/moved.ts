import { data, redirect } from "react-router";
import { MOVED_PATHS } from "~/content/moved-paths";
import type { Route } from "./+types/moved";

/** 308 keeps the method, so a form posted to the old address reaches the new page as it was sent. */
function moved({ request }: { request: Request }): Response {
  const url = new URL(request.url);
  const target = MOVED_PATHS[url.pathname.replace(/\/+$/, "")];
  if (!target) throw data(null, { status: 404 });
  return redirect(`${target}${url.search}`, 308);
}

export function loader(args: Route.LoaderArgs) {
  return moved(args);
}

export function action(args: Route.ActionArgs) {
  return moved(args);
}
