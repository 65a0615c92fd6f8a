/** The messages of 'Join as a Brand' (claim and create) and of the admin's claim review, word for word. */
export const ONBOARDING_MESSAGES = {
  brandClaimed: "Brand claimed successfully! Welcome to your dashboard.",
  brandCreated: "Brand created successfully! Welcome to your dashboard.",
  listingClaimed: "Listing claimed successfully!",
  listingCreated: "Listing created successfully!",
  claimBrandFailed: "Failed to claim brand",
  createBrandFailed: "Failed to create brand",
  claimListingFailed: "Failed to claim listing",
  createListingFailed: "Failed to create listing",
  noBrandsFound: "No brands found with that name.",
  noUnclaimedBrands: "No unclaimed brands available.",
  noListingsFound: "No listings found with that name.",
  noUnclaimedListings: "No unclaimed listings available.",
  claimPending: "Claim pending review",
} as const;

export const CLAIM_REVIEW_MESSAGES = {
  alreadyProcessed: (status: string) => `This claim has already been ${status}.`,
  approvedTitle: "Claim approved",
  rejectedTitle: "Claim rejected",
  done: (status: "approved" | "rejected") => `The claim has been ${status} successfully.`,
  processingFailed: "Error processing claim",
  loadingFailed: "Error loading claims",
} as const;
