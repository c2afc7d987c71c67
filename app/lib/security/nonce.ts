import { createContext, useContext } from 'react';

/**
 * The request's Content-Security-Policy nonce, provided by entry.server for the page's own inline
 * scripts. In the browser it is undefined: the scripts already ran, and browsers hide nonces.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
