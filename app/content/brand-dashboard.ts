/** The brand dashboard's copy: its tabs, panels and error messages. */

export const DASHBOARD_COPY = {
  loadFailed: "Failed to load brand data",
  fallbackName: "Brand Owner",
} as const;

export const PORTFOLIO_COPY = {
  heading: "Portfolio",
  addImage: "Add Image",
  empty: "No portfolio images yet. Add your first project photos: they appear on your public profile once approved.",
  pendingNote: "New images show on your public profile once an admin approves them.",
  uploaded: "Image uploaded",
  uploadedDetail: "It shows on your public profile once an admin approves it.",
  updated: "Image details saved",
  deleted: "Image deleted",
  deleteConfirm: "Delete this image? It is removed from your portfolio and public pages.",
  notFound: "This image no longer exists.",
  notYours: "You can only change your own brand's images.",
  uploadFailed: "The upload failed. Check your connection and try again.",
  oneFileWithoutScript: "Upload one image at a time (or turn on JavaScript to upload several).",
} as const;

/** Moderation states of a portfolio image: the owner sees Pending and Approved; a rejected image has a reason. */
export const IMAGE_STATUS_LABELS = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
} as const;

/** The My Listings tab's URL (its forms post there). */
export const MY_LISTINGS_PATH = "/brand-dashboard/listings";

export const MY_LISTINGS_COPY = {
  heading: "My Listings",
  addListing: "Add Listing",
  empty: "You have no listings yet. Add your business so homeowners in your city can find and contact you.",
  verifiedNote: "Verified listings were checked by our team; new listings show as Claimed until then.",
} as const;

/** A listing's status (interior_listings.status) as its owner sees it. */
export const LISTING_STATUS_LABELS = {
  unclaimed: "Unclaimed",
  claimed: "Claimed",
  verified: "Verified",
} as const;

export const SETTINGS_COPY = {
  keptStyles: "Styles outside our list that your brand already has stay until you untick them.",
} as const;
