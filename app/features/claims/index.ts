/** What other features may use of claims, in the browser and on the server. */
export { claimProofPath } from "./proof-path";
