/** What other features may use of shell, in the browser and on the server. */

export type { RootData } from "./root-data";
export {
  expectFavourite,
  rememberFavourite,
  rememberLiked,
  useFavouriteState,
  useLeadsUnread,
  useLikedState,
  useMaybeSignedIn,
  useViewer,
  useViewerReviewState,
} from "./viewer-state";
