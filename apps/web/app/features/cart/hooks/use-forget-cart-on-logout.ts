import { useEffect, useRef } from 'react';
import { useStoredValue } from '../../../lib/storage';
import { cartStore } from '../cart-store';

/**
 * While logged in the local cart mirrors the server's. When the token goes (logout, or a 401), that copy
 * is dropped: the server keeps the cart, and a later login must not merge the mirror in a second time.
 */
export function useForgetCartOnLogout() {
  const token = useStoredValue('token');
  const previous = useRef(token);
  useEffect(() => {
    if (typeof previous.current === 'string' && token === null) cartStore.forgetItems();
    previous.current = token;
  }, [token]);
}
