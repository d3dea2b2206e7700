import { useEffect, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { loadedToastify, showToastLeftForThisPage, subscribeToToastify } from '../../lib/toast';
import { liveLayer } from './live-layer';

/** At most this many toasts at once; more wait their turn (react-toastify's queue). */
export const TOAST_LIMIT = 3;

/**
 * Where the toasts appear; mounted once the first toast has loaded react-toastify (lib/toast.ts), in the
 * layer that stays above an open dialog (live-layer.ts). Top right below the header, at the bottom on
 * phones (app.css).
 */
export function Toaster() {
  const toastify = useSyncExternalStore(subscribeToToastify, loadedToastify, () => undefined);
  useEffect(showToastLeftForThisPage, []);
  if (!toastify) return null;
  const { ToastContainer } = toastify;
  return createPortal(
    <ToastContainer position="top-right" autoClose={3000} limit={TOAST_LIMIT} closeOnClick pauseOnHover draggable />,
    liveLayer(),
  );
}
