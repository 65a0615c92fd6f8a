/** Where a claim's business-proof document is served (to its claimant and to admins only, see proof.server.ts). */
export function claimProofPath(claimId: string): string {
  return `/claims/${claimId}/proof`;
}
