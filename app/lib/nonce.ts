import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of the document being rendered on the server (entry.server.tsx provides
 * it; see server/security-headers.server.ts). Every inline `<script>` a component renders needs
 * `nonce={useNonce()}`. In the browser there is no provider and the value is empty: browsers hide the
 * attribute once the policy has been applied.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
