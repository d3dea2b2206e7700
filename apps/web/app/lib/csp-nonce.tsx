import { createContext, useContext } from 'react';

declare module 'react-router' {
  interface AppLoadContext {
    /** This response's Content-Security-Policy nonce (the API's security plugin makes one per request). */
    cspNonce?: string;
  }
}

const NonceContext = createContext<string | undefined>(undefined);

/** Set by entry.server.tsx around the server render; in the browser there is no nonce to give. */
export const NonceProvider = NonceContext.Provider;

/** The nonce for inline scripts the server renders: undefined in the browser, where scripts are already trusted. */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
