import { useEffect, useSyncExternalStore } from 'react';
import { loadedToastify, showToastLeftForThisPage, subscribeToToastify } from '../../lib/toast';

/** Where the toasts appear; mounted once the first toast has loaded react-toastify (lib/toast.ts). */
export function Toaster() {
  const toastify = useSyncExternalStore(subscribeToToastify, loadedToastify, () => undefined);
  useEffect(showToastLeftForThisPage, []);
  if (!toastify) return null;
  const { ToastContainer } = toastify;
  return <ToastContainer position="top-right" autoClose={3000} closeOnClick pauseOnHover draggable />;
}
