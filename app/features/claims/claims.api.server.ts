/** What other features may use of claims on the server. */
export {
  type ClaimableCard,
  type ClaimablePage,
  type ClaimChoice,
  findClaimChoice,
  listClaimableBrands,
  listClaimableListings,
  listOwnClaims,
  type OwnClaim,
} from "./claimables.server";
export { claimConflictOf, grantBrand } from "./grant.server";
export { canJoinAsBrand, JOIN_MESSAGES } from "./join-policy.server";
export { claimBrandInstantly, submitClaimRequest } from "./submit-claim.server";
