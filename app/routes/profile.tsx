import { db } from "~/db/client.server";
import { auth } from "~/features/auth/auth.server";
import { messageEmailsOf } from "~/features/auth/profile.server";
import { ProfilePage } from "~/features/auth/profile-page";
import { emailLinkNotice, profilePageAction } from "~/features/auth/profile-page.server";
import { getViewer, requireViewer } from "~/features/auth/viewer.server";
import { quoteRequestsOverview } from "~/features/conversations/homeowner-quotes.server";
import { QuoteRequestsOverviewSection } from "~/features/conversations/quote-requests-overview";
import { SavedDesignersSection } from "~/features/directory/cards/saved-designers-section";
import { listDesigners } from "~/features/directory/listings/listing.server";
import { LikedImagesSection } from "~/features/gallery/liked-images-section";
import { listLikedImages } from "~/features/gallery/likes.server";
import { YourDataSection } from "~/features/personal-data/your-data-section";
import { viewerDisplayName } from "~/features/shell/user-menu";
import { pageTitle } from "~/lib/seo-title";
import type { Route } from "./+types/profile";

const SAVED_DESIGNERS_SHOWN = 48;

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const database = db();
  // Each section of the page is one line here.
  const [quoteRequests, likedImages, savedDesigners, messageEmails] = await Promise.all([
    quoteRequestsOverview(database, viewer),
    listLikedImages(database, viewer.userId),
    listDesigners(database, { savedBy: viewer.userId, sort: "newest", page: 1, pageSize: SAVED_DESIGNERS_SHOWN }),
    messageEmailsOf(database, viewer.userId),
  ]);
  return {
    viewer,
    quoteRequests,
    likedImages,
    savedDesigners: savedDesigners.designers,
    messageEmails,
    emailLink: emailLinkNotice(new URL(request.url)),
  };
}

export async function action({ request }: Route.ActionArgs) {
  return profilePageAction(auth(), db(), request, await getViewer(request));
}

export function meta() {
  return [{ title: pageTitle("My Profile") }, { name: "robots", content: "noindex" }];
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const { viewer } = loaderData;
  return (
    <ProfilePage
      viewer={viewer}
      name={viewerDisplayName(viewer)}
      messageEmails={loaderData.messageEmails}
      actionData={actionData ?? loaderData.emailLink}
    >
      <SavedDesignersSection designers={loaderData.savedDesigners} />
      <LikedImagesSection images={loaderData.likedImages} />
      <QuoteRequestsOverviewSection overview={loaderData.quoteRequests} />
      <YourDataSection />
    </ProfilePage>
  );
}
