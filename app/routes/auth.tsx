import { auth } from "~/features/auth/auth.server";
import { AUTH_HEADINGS, AuthPage } from "~/features/auth/sign-in/auth-page";
import { authPageAction, authPageState } from "~/features/auth/sign-in/auth-page.server";
import { getViewer } from "~/features/auth/viewer.server";
import { pageTitle } from "~/lib/seo-title";
import type { Route } from "./+types/auth";

export async function loader({ request }: Route.LoaderArgs) {
  return authPageState(request, await getViewer(request));
}

export function action({ request }: Route.ActionArgs) {
  return authPageAction(auth(), request);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(AUTH_HEADINGS[loaderData?.tab ?? "signin"].title) },
    { name: "description", content: "Sign in to Nivasa or create an account to find interior designers near you." },
  ];
}

export default function AuthRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AuthPage loaderData={loaderData} actionData={actionData} />;
}
