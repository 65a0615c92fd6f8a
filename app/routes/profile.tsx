import { db } from "~/db/client.server";
import { AlertSettingsPanel } from "~/features/alerts/channels/alert-settings";
import { alertSettingsAction, loadAlertSettings } from "~/features/alerts/channels/alert-settings.server";
import { isAlertSettingsAnswer, isAlertSettingsForm } from "~/features/alerts/channels/alert-settings-intents";
import { PHONE_SECTION_ID } from "~/features/auth";
import { auth } from "~/features/auth/auth.server";
import { ProfilePage } from "~/features/auth/profile/profile-page";
import { emailLinkNotice, profilePageAction } from "~/features/auth/profile/profile-page.server";
import { getViewer, requireViewer } from "~/features/auth/viewer.server";
import { quoteRequestsOverview } from "~/features/conversations/homeowner/homeowner-quotes.server";
import { QuoteRequestsOverviewSection } from "~/features/conversations/homeowner/quote-requests-overview";
import { SavedDesignersSection } from "~/features/directory/cards/saved-designers-section";
import { listDesigners } from "~/features/directory/listings/listing.server";
import { LikedImagesSection } from "~/features/gallery/liked-images-section";
import { listLikedImages } from "~/features/gallery/likes.server";
import { YourDataSection } from "~/features/personal-data/your-data-section";
import { viewerDisplayName } from "~/features/shell/user-menu";
import { pageTitle } from "~/lib/seo-title";
import type { Route } from "./+types/profile";

const SAVED_DESIGNERS_SHOWN = 48;
/** This page's path: alert settings changed here are recorded with it. */
const PAGE = "/profile";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const database = db();
  // Each section of the page is one line here.
  const [quoteRequests, likedImages, savedDesigners, alerts] = await Promise.all([
    quoteRequestsOverview(database, viewer),
    listLikedImages(database, viewer.userId),
    listDesigners(database, { savedBy: viewer.userId, sort: "newest", page: 1, pageSize: SAVED_DESIGNERS_SHOWN }),
    loadAlertSettings(database, viewer),
  ]);
  return {
    viewer,
    quoteRequests,
    likedImages,
    savedDesigners: savedDesigners.designers,
    alerts,
    emailLink: emailLinkNotice(new URL(request.url)),
  };
}

/** The account's forms, and the alert settings' (one form, read once, goes to the feature its intent names). */
export async function action({ request }: Route.ActionArgs) {
  const viewer = await getViewer(request);
  const form = await request.formData();
  if (isAlertSettingsForm(form)) return alertSettingsAction(db(), form, viewer, PAGE);
  return profilePageAction(auth(), db(), request, form, viewer);
}

export function meta() {
  return [{ title: pageTitle("My Profile") }, { name: "robots", content: "noindex" }];
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { viewer } = loaderData;
  const alertAnswer = isAlertSettingsAnswer(actionData) ? actionData : undefined;
  const accountAnswer = isAlertSettingsAnswer(actionData) ? undefined : actionData;
  return (
    <ProfilePage viewer={viewer} name={viewerDisplayName(viewer)} actionData={accountAnswer ?? loaderData.emailLink}>
      <AlertSettingsPanel
        settings={loaderData.alerts}
        phoneLink={`${PAGE}#${PHONE_SECTION_ID}`}
        actionData={alertAnswer}
      />
      <SavedDesignersSection designers={loaderData.savedDesigners} />
      <LikedImagesSection images={loaderData.likedImages} />
      <QuoteRequestsOverviewSection overview={loaderData.quoteRequests} />
      <YourDataSection />
    </ProfilePage>
  );
}
