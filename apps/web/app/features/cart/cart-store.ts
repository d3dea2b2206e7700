import { LIMITS, unitPrice, type CartEntry, type Product } from '@veggie/contract';
import { isHttpError } from '../../lib/is-http-error';
import { storage, type StoredCartItem } from '../../lib/storage';
import { toast } from '../../lib/toast';
import { addToCart } from './api/add-to-cart';
import { clearServerCart } from './api/clear-cart';
import { getCart } from './api/get-cart';
import { mergeCart } from './api/merge-cart';
import { removeCartItem } from './api/remove-cart-item';
import { updateCartItem } from './api/update-cart-item';

/** A cart line (spec §3 "Cart item (client)"). */
export type CartItem = StoredCartItem;

/** What a caller needs of a product to put it in the cart. */
export type CartProduct = Pick<Product, '_id' | 'name' | 'price' | 'salePrice' | 'imageUrl'>;

export interface CartState {
  items: readonly CartItem[];
  isOpen: boolean;
  /** False on the server and during hydration: the cart is unknown there, so nothing is shown. */
  ready: boolean;
}

/** The slug of spec §3: the name lowercased with spaces turned into hyphens. */
export function cartSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

function fromProduct(product: CartProduct, quantity: number): CartItem {
  return {
    id: product._id,
    name: product.name,
    price: unitPrice(product),
    imageUrl: product.imageUrl ?? '',
    slug: cartSlug(product.name),
    quantity,
  };
}

/** A server line as a cart item; the price is the server's unitPrice (what checkout will charge). */
export function fromServerEntry(entry: CartEntry): CartItem {
  return {
    id: entry.product._id,
    name: entry.product.name,
    price: entry.unitPrice,
    imageUrl: entry.product.imageUrl ?? '',
    slug: cartSlug(entry.product.name),
    quantity: entry.quantity,
  };
}

const clampQuantity = (quantity: number) => Math.min(LIMITS.cartQuantityMax, Math.trunc(quantity));

/**
 * A stock refusal (409) is the server telling the shopper something true about the shop, so it is shown
 * and the cart stays as it was. Every other failure is swallowed (spec §8) and the change is made locally.
 */
function stockRefusal(error: unknown): string | null {
  if (!isHttpError(error) || error.response?.status !== 409) return null;
  const body: unknown = error.response.data;
  const message = typeof body === 'object' && body !== null && 'message' in body ? body.message : null;
  return typeof message === 'string' && message ? message : 'Not enough stock for this product';
}

const SERVER_STATE: CartState = { items: [], isOpen: false, ready: false };

let state: CartState = SERVER_STATE;
let started = false;
const listeners = new Set<() => void>();
// Changes run one after another so a late server answer never overwrites a newer change.
let queue: Promise<unknown> = Promise.resolve();

function emit() {
  for (const listener of listeners) listener();
}

function setState(patch: Partial<CartState>) {
  state = { ...state, ...patch };
  emit();
}

/** Every change of the lines is saved under the `cart` key. */
function setItems(items: readonly CartItem[]) {
  setState({ items });
  storage.set('cart', [...items]);
}

const isLoggedIn = () => storage.get('token') !== null;

function enqueue<T>(task: () => Promise<T>): Promise<T> {
  startAndLoad();
  const run = queue.then(task);
  queue = run.catch(() => undefined);
  return run;
}

async function loadServerCart(fallback?: CartEntry[]): Promise<void> {
  try {
    setItems((await getCart()).map(fromServerEntry));
  } catch {
    if (fallback) setItems(fallback.map(fromServerEntry));
  }
}

/**
 * Logged in: try the server, then reload its cart. A 409 shows the server's words, changes nothing and
 * resolves to false (so callers do not also announce success); any other failure (or being logged out)
 * applies `local` to the local cart.
 */
async function change(server: () => Promise<CartEntry[]>, local: (items: readonly CartItem[]) => CartItem[]): Promise<boolean> {
  if (isLoggedIn()) {
    try {
      const answer = await server();
      await loadServerCart(answer);
      return true;
    } catch (error) {
      const refusal = stockRefusal(error);
      if (refusal) {
        toast.error(refusal);
        return false;
      }
    }
  }
  setItems(local(state.items));
  return true;
}

/** The first read in the browser: the local cart at once, then the server's when logged in. */
function start(): boolean {
  if (started || typeof window === 'undefined') return false;
  started = true;
  state = { items: storage.get('cart') ?? [], isOpen: false, ready: true };
  window.addEventListener('storage', (event) => {
    // Another tab changed the cart.
    if (event.key === 'cart' || event.key === null) setState({ items: storage.get('cart') ?? [] });
  });
  return true;
}

function startAndLoad() {
  if (start() && isLoggedIn()) void enqueue(() => loadServerCart());
}

export const cartStore = {
  subscribe(listener: () => void) {
    startAndLoad();
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot(): CartState {
    startAndLoad();
    return state;
  },
  getServerSnapshot(): CartState {
    return SERVER_STATE;
  },

  /** Reads the cart again as on a fresh page: the local copy, then the server's when logged in. */
  reload(): Promise<void> {
    start();
    return enqueue(async () => {
      setState({ items: storage.get('cart') ?? [], isOpen: false, ready: true });
      if (isLoggedIn()) await loadServerCart();
    });
  },

  openDrawer() {
    setState({ isOpen: true });
  },
  closeDrawer() {
    if (state.isOpen) setState({ isOpen: false });
  },

  /** Resolves to false when the shop refused the change (its message is already shown). */
  addItem(product: CartProduct, quantity = 1): Promise<boolean> {
    const amount = Math.max(LIMITS.cartQuantityMin, Math.trunc(quantity));
    return enqueue(() =>
      change(
        () => addToCart({ productId: product._id, quantity: amount }),
        (items) => {
          if (!items.some((item) => item.id === product._id)) return [...items, fromProduct(product, clampQuantity(amount))];
          return items.map((item) => (item.id === product._id ? { ...item, quantity: clampQuantity(item.quantity + amount) } : item));
        },
      ),
    );
  },

  removeItem(productId: string): Promise<boolean> {
    return enqueue(() =>
      change(
        () => removeCartItem(productId),
        (items) => items.filter((item) => item.id !== productId),
      ),
    );
  },

  /** A quantity below 1 removes the line. */
  updateQuantity(productId: string, quantity: number): Promise<boolean> {
    if (quantity < LIMITS.cartQuantityMin) return cartStore.removeItem(productId);
    const next = clampQuantity(quantity);
    return enqueue(() =>
      change(
        () => updateCartItem(productId, next),
        (items) => items.map((item) => (item.id === productId ? { ...item, quantity: next } : item)),
      ),
    );
  },

  /** Empties the cart here and, when logged in, on the server (so it does not come back), and closes the drawer. */
  clearCart(): Promise<void> {
    return enqueue(async () => {
      setItems([]);
      setState({ isOpen: false });
      if (!isLoggedIn()) return;
      try {
        await clearServerCart();
      } catch {
        // The local cart is already empty; the server's copy comes back on the next load.
      }
    });
  },

  /** After checkout: the server emptied its cart in the order's transaction, so only the local copy goes. */
  forgetItems() {
    setItems([]);
  },

  /** After login or register (token stored): the guest lines join the server cart, which then becomes the cart. */
  mergeGuestCart(): Promise<void> {
    // Read the guest lines now: a first start would otherwise load the server cart over them (login has no
    // header, so the store may not have started yet).
    start();
    const lines = state.items;
    return enqueue(async () => {
      try {
        const answer =
          lines.length > 0 ? await mergeCart({ items: lines.map((item) => ({ productId: item.id, quantity: item.quantity })) }) : undefined;
        await loadServerCart(answer);
      } catch {
        // The local cart stays.
      }
    });
  },
};
