import {
  LIMITS,
  minimumSteps,
  unitPrice,
  type CartAdjustment,
  type CartEntry,
  type Product,
  type ProductUnit,
} from '@veggie/contract';
import { ApiError, serverMessage } from '../../lib/api-client';
import { storage, type StoredCartItem } from '../../lib/storage';
import { pageMessages } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { addToCart } from './api/add-to-cart';
import { clearServerCart } from './api/clear-cart';
import { getCart } from './api/get-cart';
import { mergeCart } from './api/merge-cart';
import { removeCartItem } from './api/remove-cart-item';
import { updateCartItem } from './api/update-cart-item';
import { cartMessages } from './messages';

/** A cart line (spec §3 "Cart item (client)"), with the stock and per-order limit the shop last showed. */
export type CartItem = StoredCartItem;

/** What a caller needs of a product to put it in the cart. */
export type CartProduct = Pick<
  Product,
  '_id' | 'name' | 'nameEn' | 'price' | 'salePrice' | 'unit' | 'imageUrl' | 'stock' | 'maxPerOrder'
>;

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
    nameEn: product.nameEn,
    price: unitPrice(product),
    unit: product.unit,
    imageUrl: product.imageUrl ?? '',
    slug: cartSlug(product.name),
    quantity,
    stock: product.stock,
    maxPerOrder: product.maxPerOrder,
  };
}

/** A server line as a cart item; the price is the server's unitPrice (what checkout will charge). */
export function fromServerEntry(entry: CartEntry): CartItem {
  return {
    id: entry.product._id,
    name: entry.product.name,
    nameEn: entry.product.nameEn,
    price: entry.unitPrice,
    unit: entry.product.unit,
    imageUrl: entry.product.imageUrl ?? '',
    slug: cartSlug(entry.product.name),
    quantity: entry.quantity,
    stock: entry.product.stock,
    maxPerOrder: entry.product.maxPerOrder,
  };
}

/**
 * The fewest a line may hold: 1, or for a weight unit the steps that reach its minimum weight (the shop
 * refuses less with 400 `below_minimum_weight`, which the store would otherwise apply locally).
 */
const floorOf = (unit: ProductUnit | undefined) =>
  unit?.kind === 'weight' ? minimumSteps(unit) : LIMITS.cartQuantityMin;

/** What the page last saw that caps a line: the product's stock and its per-order limit. */
type LineLimits = Pick<CartItem, 'stock' | 'maxPerOrder'>;

/**
 * The most a line may hold as far as this page knows: the stock it last saw, the product's per-order
 * limit (the shop refuses more with 400 `quantity_above_limit`) and the per-line maximum.
 */
const ceilingOf = ({ stock, maxPerOrder }: LineLimits) =>
  Math.min(LIMITS.cartQuantityMax, stock ?? LIMITS.cartQuantityMax, maxPerOrder ?? LIMITS.cartQuantityMax);

/**
 * What a line asked to go from `current` to `wanted` may hold. Going down is always allowed; going up
 * stops at the ceiling, but a line already above it (the stock or the limit fell since) is not cut by a "+".
 */
const allowedQuantity = (current: number, wanted: number, limits: LineLimits) =>
  wanted <= current ? wanted : Math.min(wanted, Math.max(current, ceilingOf(limits)));

/**
 * The store lives outside React, so its notices are in the language of the page on screen. They are the
 * web's own words: the contract's message table (both languages) stays out of the first load.
 */
const notices = () => pageMessages(cartMessages).notices;

/**
 * Says why a line holds less than the shopper asked for (the page knew the limits, so it caps, not
 * refuses), naming the limit that capped it.
 */
function warnCapped(name: string, limits: LineLimits) {
  const ceiling = ceilingOf(limits);
  toast.warning(
    ceiling === limits.maxPerOrder
      ? notices().perOrderLimit(ceiling, name)
      : ceiling === limits.stock
        ? notices().cappedToStock(ceiling, name)
        : notices().quantityLimit(LIMITS.cartQuantityMax),
  );
}

/** What the shopper is told about a line the login merge capped. */
function mergeWarning({ name, requested, quantity }: CartAdjustment): string {
  return quantity > 0 ? notices().mergeCapped(name, requested, quantity) : notices().mergeSoldOut(name);
}

/**
 * A stock refusal (409), or the product's per-order limit (400 `quantity_above_limit`, set since the page
 * loaded), is the server telling the shopper something true about the shop, so it is shown and the cart
 * stays as it was. Every other failure is swallowed (spec §8) and the change is made locally.
 */
function shopRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 409) return serverMessage(error) ?? 'Not enough stock for this product';
  return error.code === 'quantity_above_limit' ? (serverMessage(error) ?? null) : null;
}

/**
 * A logged-in line whose quantity the screen already shows but the server has not confirmed. Presses
 * while its request is in flight only move `quantity`; when the answer comes, the latest quantity is
 * sent if it differs, so every press counts and at most one request per line waits behind another.
 */
interface PendingLine {
  /** The quantity the shopper last chose; below 1 removes the line. */
  quantity: number;
  /** The line as last shown, for a server answer that lacks it. */
  item: CartItem;
  /** The quantity before the first unconfirmed change: where a refusal goes back when the server cannot be read. */
  confirmed: number;
  settled: Promise<boolean>;
  settle(applied: boolean): void;
}

const SERVER_STATE: CartState = { items: [], isOpen: false, ready: false };

let state: CartState = SERVER_STATE;
let started = false;
const listeners = new Set<() => void>();
// Server calls run one after another, so an answer is never older than one applied before it.
let queue: Promise<unknown> = Promise.resolve();
const pendingLines = new Map<string, PendingLine>();

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

/**
 * Lines read elsewhere (the server, another tab), with the lines still waiting for the server as the
 * shopper set them.
 */
function withPendingLines(items: readonly CartItem[]): CartItem[] {
  const merged = items.flatMap((item) => {
    const line = pendingLines.get(item.id);
    if (!line) return [item];
    return line.quantity < LIMITS.cartQuantityMin ? [] : [{ ...item, quantity: line.quantity }];
  });
  for (const [id, line] of pendingLines) {
    if (line.quantity >= LIMITS.cartQuantityMin && !merged.some((item) => item.id === id))
      merged.push({ ...line.item, quantity: line.quantity });
  }
  return merged;
}

const applyServerCart = (entries: CartEntry[]) => setItems(withPendingLines(entries.map(fromServerEntry)));

const isLoggedIn = () => storage.get('token') !== null;

function enqueue<T>(task: () => Promise<T>): Promise<T> {
  startAndLoad();
  const run = queue.then(task);
  queue = run.catch(() => undefined);
  return run;
}

async function loadServerCart(fallback?: CartEntry[]): Promise<void> {
  try {
    applyServerCart(await getCart());
  } catch {
    if (fallback) applyServerCart(fallback);
  }
}

/**
 * Logged in: try the server, then reload its cart. A 409 shows the server's words, changes nothing and
 * resolves to false (so callers do not also announce success); any other failure (or being logged out)
 * applies `local` to the local cart.
 */
async function change(
  server: () => Promise<CartEntry[]>,
  local: (items: readonly CartItem[]) => CartItem[],
): Promise<boolean> {
  if (isLoggedIn()) {
    try {
      const answer = await server();
      await loadServerCart(answer);
      return true;
    } catch (error) {
      const refusal = shopRefusal(error);
      if (refusal) {
        toast.error(refusal);
        return false;
      }
    }
  }
  setItems(local(state.items));
  return true;
}

/**
 * Sends a pending line until the server holds what the screen shows, then reloads the server cart. The
 * last answer decides: a 409 is shown and the line takes the server's quantity; an unreachable server
 * leaves the local quantity (spec §8).
 */
async function sendLine(productId: string, line: PendingLine): Promise<void> {
  let refusal: string | null;
  let answered: boolean;
  for (;;) {
    const sent = line.quantity;
    try {
      await (sent < LIMITS.cartQuantityMin ? removeCartItem(productId) : updateCartItem(productId, sent));
      refusal = null;
      answered = true;
    } catch (error) {
      refusal = shopRefusal(error);
      answered = refusal !== null;
    }
    if (line.quantity === sent) break;
  }
  pendingLines.delete(productId);
  if (refusal) toast.error(refusal);
  if (answered) {
    try {
      applyServerCart(await getCart());
    } catch {
      if (refusal)
        setItems(state.items.map((item) => (item.id === productId ? { ...item, quantity: line.confirmed } : item)));
    }
  }
  line.settle(refusal === null);
}

/** Shows a logged-in line's new quantity at once and has the server follow (see PendingLine). */
function syncLine(item: CartItem, quantity: number): Promise<boolean> {
  const waiting = pendingLines.get(item.id);
  if (waiting) {
    waiting.quantity = quantity;
    return waiting.settled;
  }
  let settle: (applied: boolean) => void = () => undefined;
  const settled = new Promise<boolean>((resolve) => (settle = resolve));
  const line: PendingLine = { quantity, item, confirmed: item.quantity, settled, settle };
  pendingLines.set(item.id, line);
  void enqueue(() => sendLine(item.id, line));
  return settled;
}

/** The first read in the browser: the local cart at once, then the server's when logged in. */
function start(): boolean {
  if (started || typeof window === 'undefined') return false;
  started = true;
  state = { items: storage.get('cart') ?? [], isOpen: false, ready: true };
  window.addEventListener('storage', (event) => {
    // Another tab changed the cart.
    if (event.key === 'cart' || event.key === null) setState({ items: withPendingLines(storage.get('cart') ?? []) });
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

  /**
   * Adds to the product's line, up to the stock and per-order limit the page knows. Resolves to false when
   * the shop refused the change or it was capped (either way its message is already shown).
   */
  addItem(product: CartProduct, quantity = 1): Promise<boolean> {
    start();
    const had = state.items.find((item) => item.id === product._id)?.quantity ?? 0;
    const wanted = Math.max(LIMITS.cartQuantityMin, Math.trunc(quantity), floorOf(product.unit) - had);
    const allowed = allowedQuantity(had, had + wanted, product);
    if (allowed < had + wanted) warnCapped(product.name, product);
    if (allowed <= had) return Promise.resolve(false);
    const amount = allowed - had;
    const applied = enqueue(() =>
      change(
        () => addToCart({ productId: product._id, quantity: amount }),
        (items) => {
          if (!items.some((item) => item.id === product._id)) return [...items, fromProduct(product, amount)];
          return items.map((item) =>
            item.id === product._id
              ? {
                  ...item,
                  quantity: allowedQuantity(item.quantity, item.quantity + amount, product),
                  stock: product.stock,
                  maxPerOrder: product.maxPerOrder,
                }
              : item,
          );
        },
      ),
    );
    return amount === wanted ? applied : applied.then(() => false);
  },

  removeItem(productId: string): Promise<boolean> {
    return cartStore.updateQuantity(productId, 0);
  },

  /**
   * Shows the new quantity at once, capped at the stock and per-order limit the page knows; a quantity
   * below 1 removes the line. Logged in, the server follows (every press counts, see PendingLine).
   * Resolves to false when the shop refused the change or it was capped (its message is already shown).
   */
  updateQuantity(productId: string, quantity: number): Promise<boolean> {
    start();
    const item = state.items.find((line) => line.id === productId);
    if (!item) return Promise.resolve(false);
    // A weight line asked to go below its minimum stays at the minimum: removing it is the bin's job.
    const wanted = quantity < LIMITS.cartQuantityMin ? 0 : Math.max(Math.trunc(quantity), floorOf(item.unit));
    const next = allowedQuantity(item.quantity, wanted, item);
    if (next < wanted) warnCapped(item.name, item);
    if (next === item.quantity) return Promise.resolve(next === wanted);
    setItems(
      next < LIMITS.cartQuantityMin
        ? state.items.filter((line) => line.id !== productId)
        : state.items.map((line) => (line.id === productId ? { ...line, quantity: next } : line)),
    );
    if (!isLoggedIn()) return Promise.resolve(next === wanted);
    return syncLine(item, next).then((applied) => applied && next === wanted);
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

  /**
   * After login or register (token stored): the guest lines join the server cart, which then becomes the
   * cart. Lines the server capped are announced on the next page: login and register reload right after.
   */
  mergeGuestCart(): Promise<void> {
    // Read the guest lines now: a first start would otherwise load the server cart over them (login has no
    // header, so the store may not have started yet).
    start();
    const lines = state.items;
    return enqueue(async () => {
      try {
        const answer =
          lines.length > 0
            ? await mergeCart({ items: lines.map((item) => ({ productId: item.id, quantity: item.quantity })) })
            : undefined;
        for (const adjustment of answer?.adjusted ?? []) toast.warningOnNextPage(mergeWarning(adjustment));
        await loadServerCart(answer?.data);
      } catch {
        // The local cart stays.
      }
    });
  },
};
