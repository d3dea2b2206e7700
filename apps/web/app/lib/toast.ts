import type * as ReactToastify from 'react-toastify';

type Toastify = typeof ReactToastify;
type Kind = 'success' | 'error' | 'info' | 'warning';

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

/**
 * How long a warning stays (the container's 3 s suits "added to your cart"). A warning says the shop
 * changed what the shopper asked for, often on a page that has just loaded (the login merge): a
 * sentence naming a product needs time to be read, and a keyboard user cannot hover to pause it.
 */
export const WARNING_AUTO_CLOSE_MS = 8000;

function show(kind: Kind, message: string): void {
  // The message is the toast's id: a message repeated by repeated presses (a quantity at its cap, Add to
  // cart pressed again) stays one toast while it is shown instead of piling up.
  const raise = ({ toast }: Toastify) =>
    kind === 'warning'
      ? toast.warning(message, { toastId: message, autoClose: WARNING_AUTO_CLOSE_MS })
      : toast[kind](message, { toastId: message });
  if (toastify) {
    raise(toastify);
    return;
  }
  loadToastify().then(raise, () => console.error(`Could not load the notifications to show: ${message}`));
}

/** The success toast a page leaves for the next one, across a full page load (same tab only). */
const NEXT_PAGE_KEY = 'veggie:toast-on-next-page';
/** The warnings a page leaves for the next one (a JSON list: there may be several, beside the success). */
const NEXT_PAGE_WARNINGS_KEY = 'veggie:warnings-on-next-page';

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

function warningsLeft(store: Storage): string[] {
  try {
    const list: unknown = JSON.parse(store.getItem(NEXT_PAGE_WARNINGS_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

function warnOnNextPage(message: string): void {
  try {
    const store = sessionStore()!;
    store.setItem(NEXT_PAGE_WARNINGS_KEY, JSON.stringify([...warningsLeft(store), message]));
  } catch {
    show('warning', message);
  }
}

/** Shows, once, the toasts the previous page left before a full page load (the Toaster calls it on mount). */
export function showToastLeftForThisPage(): void {
  const store = sessionStore();
  if (!store) return;
  const message = store.getItem(NEXT_PAGE_KEY);
  const warnings = warningsLeft(store);
  store.removeItem(NEXT_PAGE_KEY);
  store.removeItem(NEXT_PAGE_WARNINGS_KEY);
  if (message) show('success', message);
  for (const warning of warnings) show('warning', warning);
}

/** The app's toasts: react-toastify's, for the four kinds the shop uses. */
export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
  /** Something the shop changed from what the shopper asked (a quantity capped at the stock). */
  warning: (message: string) => show('warning', message),
  /**
   * For a success that ends in a full page load (login and sign-up reload the shop): a toast raised
   * before the load would vanish with the page, so the next page shows it.
   */
  successOnNextPage: showOnNextPage,
  warningOnNextPage: warnOnNextPage,
};

/** For the container: react-toastify once the first toast loaded it, else undefined. */
export const loadedToastify = (): Toastify | undefined => toastify;

export function subscribeToToastify(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
