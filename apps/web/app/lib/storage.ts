import type { ProductUnit, User } from '@veggie/contract';
import { useSyncExternalStore } from 'react';

/** A cart line as the browser keeps it (spec §3 "Cart item (client)"). */
export interface StoredCartItem {
  /** The product `_id`. */
  id: string;
  name: string;
  /** The product's English name; absent in older carts. */
  nameEn?: string | null;
  /** The sale price when there is one, else the price: of one `unit`. */
  price: number;
  /** What one of `quantity` is ("hộp 500 g"); absent in older carts. */
  unit?: ProductUnit;
  imageUrl: string;
  slug: string;
  quantity: number;
  /** The product's stock when the shop last showed it (the cart caps the line there); absent in older carts. */
  stock?: number;
  /** The most one order may hold of the product (the cart caps the line there too); null: no limit. */
  maxPerOrder?: number | null;
}

/** A ward a visitor checked the delivery to (the cart's and product page's terms follow it). */
export interface StoredDeliveryWard {
  provinceCode: string;
  wardCode: string;
  /** "Phường Sài Gòn, Thành phố Hồ Chí Minh": what the answers name. */
  place: string;
}

/** The browser storage keys of the spec and what each holds, and the ward a visitor checked. */
export interface StoredValues {
  token: string;
  user: User;
  cart: StoredCartItem[];
  deliveryWard: StoredDeliveryWard;
}
export type StorageKey = keyof StoredValues;

// The token is kept as the raw string; the others as JSON.
const isRaw = (key: StorageKey) => key === 'token';
const CHANGE_EVENT = 'veggie:storage';

/** localStorage, or null on the server and where the browser refuses access (privacy modes). */
function local(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readRaw(key: StorageKey): string | null {
  try {
    return local()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function parse<K extends StorageKey>(key: K, raw: string | null): StoredValues[K] | null {
  if (raw === null) return null;
  if (isRaw(key)) return raw as StoredValues[K];
  try {
    return JSON.parse(raw) as StoredValues[K];
  } catch {
    return null;
  }
}

function notify(key: StorageKey) {
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: key }));
}

/** Typed, failure-tolerant access to the keys the shop keeps in the browser. */
export const storage = {
  get<K extends StorageKey>(key: K): StoredValues[K] | null {
    return parse(key, readRaw(key));
  },
  set<K extends StorageKey>(key: K, value: StoredValues[K]): void {
    const store = local();
    if (!store) return;
    try {
      store.setItem(key, isRaw(key) ? (value as string) : JSON.stringify(value));
    } catch {
      // Full or disabled storage: the value lives only in memory for this visit.
      return;
    }
    notify(key);
  },
  remove(key: StorageKey): void {
    const store = local();
    if (!store) return;
    try {
      store.removeItem(key);
    } catch {
      return;
    }
    notify(key);
  },
};

/** Calls `onChange` after any stored value changes, in this tab or another; returns the unsubscribe. */
export function onStoredValuesChange(onChange: () => void) {
  // `storage` fires for other tabs, our own event for this one.
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

// Snapshots must be stable between renders, so parsed values are cached by their raw text.
const snapshots = new Map<StorageKey, { raw: string | null; value: unknown }>();

function snapshot<K extends StorageKey>(key: K): StoredValues[K] | null {
  const raw = readRaw(key);
  const cached = snapshots.get(key);
  if (cached && cached.raw === raw) return cached.value as StoredValues[K] | null;
  const value = parse(key, raw);
  snapshots.set(key, { raw, value });
  return value;
}

/**
 * A stored value that re-renders on change. `undefined` while rendering on the server and during
 * hydration (the value is unknown there), then the value or null: render a placeholder for undefined.
 */
export function useStoredValue<K extends StorageKey>(key: K): StoredValues[K] | null | undefined {
  return useSyncExternalStore(
    onStoredValuesChange,
    () => snapshot(key),
    () => undefined,
  );
}
