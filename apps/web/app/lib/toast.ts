import type * as ReactToastify from 'react-toastify';

type Toastify = typeof ReactToastify;
type Kind = 'success' | 'error' | 'info';

/*
 * react-toastify (its script, and its styles, which it injects itself) is loaded with the first toast
 * instead of with every page: most visits never see one. Until a container mounts, react-toastify
 * keeps the toasts it is given and shows them once one does (components/ui/toaster.tsx).
 */
let toastify: Toastify | undefined;
let loading: Promise<Toastify> | undefined;
const listeners = new Set<() => void>();

function loadToastify(): Promise<Toastify> {
  loading ??= import('react-toastify').then(
    (module) => {
      toastify = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      // A failed download (offline, a deploy replaced the file) is tried again by the next toast.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function show(kind: Kind, message: string): void {
  if (toastify) {
    toastify.toast[kind](message);
    return;
  }
  loadToastify().then(
    ({ toast }) => toast[kind](message),
    () => console.error(`Could not load the notifications to show: ${message}`),
  );
}

/** The success toast a page leaves for the next one, across a full page load (same tab only). */
const NEXT_PAGE_KEY = 'veggie:toast-on-next-page';

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function showOnNextPage(message: string): void {
  try {
    sessionStore()!.setItem(NEXT_PAGE_KEY, message);
  } catch {
    // No storage (a privacy mode): show it now, for as long as this page lasts.
    show('success', message);
  }
}

/** Shows, once, the toast the previous page left before a full page load (the Toaster calls it on mount). */
export function showToastLeftForThisPage(): void {
  const store = sessionStore();
  const message = store?.getItem(NEXT_PAGE_KEY);
  if (!message) return;
  store!.removeItem(NEXT_PAGE_KEY);
  show('success', message);
}

/** The app's toasts: react-toastify's, for the three kinds the shop uses. */
export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
  /**
   * For a success that ends in a full page load (login and sign-up reload the shop): a toast raised
   * before the load would vanish with the page, so the next page shows it.
   */
  successOnNextPage: showOnNextPage,
};

/** For the container: react-toastify once the first toast loaded it, else undefined. */
export const loadedToastify = (): Toastify | undefined => toastify;

export function subscribeToToastify(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
