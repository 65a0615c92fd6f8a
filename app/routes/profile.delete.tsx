import { db } from "~/db/client.server";
import { auth } from "~/features/auth/auth.server";
import { requireViewer } from "~/features/auth/viewer.server";
import { DeleteAccountPage } from "~/features/personal-data/delete-account-page";
import { deleteAccountAction, deleteAccountPageData } from "~/features/personal-data/delete-account-page.server";
import { pageTitle } from "~/lib/seo-title";
import { storage } from "~/services/storage/storage.server";
import type { Route } from "./+types/profile.delete";

export async function loader({ request }: Route.LoaderArgs) {
  return deleteAccountPageData(db(), await requireViewer(request));
}

export async function action({ request }: Route.ActionArgs) {
  return deleteAccountAction(auth(), db(), storage(), request, await requireViewer(request));
}

export function meta() {
  return [{ title: pageTitle("Delete your account") }, { name: "robots", content: "noindex" }];
}

export default function DeleteAccount({ loaderData, actionData }: Route.ComponentProps) {
  return <DeleteAccountPage email={loaderData.email} blocked={loaderData.blocked} actionData={actionData} />;
}
