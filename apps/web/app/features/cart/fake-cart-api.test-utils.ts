import type { CartAdjustment, CartEntry, Product } from '@veggie/contract';
import { vi } from 'vitest';

export type CartProductFixture = Pick<
  Product,
  '_id' | 'name' | 'nameEn' | 'price' | 'salePrice' | 'unit' | 'imageUrl' | 'maxPerOrder'
> & { stock: number };

export const tomato: CartProductFixture = {
  _id: 'p-tomato-0001',
  name: 'Cà chua bi Đà Lạt',
  nameEn: 'Da Lat cherry tomatoes',
  price: 45_000,
  salePrice: 39_000,
  unit: { kind: 'piece', label: 'hộp 500 g', labelEn: 'box of 500 g' },
  imageUrl: '/uploads/tomato.jpg',
  stock: 20,
  maxPerOrder: null,
};
/** No English name, and a unit without an English label. */
export const spinach: CartProductFixture = {
  _id: 'p-spinach-002',
  name: 'Rau muống',
  nameEn: null,
  price: 15_000,
  salePrice: null,
  unit: { kind: 'piece', label: 'bó 500 g', labelEn: null },
  imageUrl: '',
  stock: 50,
  maxPerOrder: null,
};

export interface Reply {
  status: number;
  data?: unknown;
}
/** A request as the client sent it: lower-case method, path below /api, headers. */
export interface SentRequest {
  method: string;
  url: string;
  headers: Headers;
}
export type Route = (config: SentRequest, body: unknown) => Reply | 'network-error' | undefined;

export interface FakeApi {
  /** Every request as the client sent it, with "METHOD /path" for quick assertions. */
  calls: { call: string; body: unknown; config: SentRequest }[];
  /** The server's cart lines, keyed by product. */
  serverCart: Map<string, { product: CartProductFixture; quantity: number; unitPrice: number }>;
  /** Answers tried before the default cart behaviour; return undefined to fall through. */
  routes: Route[];
  /**
   * While true (or true of a request's "METHOD /path"), requests wait in `held` and the server handles each one
   * only when the test releases it.
   */
  hold: boolean | ((call: string) => boolean);
  held: HeldRequest[];
  /** Lets the oldest held request for "METHOD /path" through: the server handles it now and answers. */
  release(call: string): void;
}

export interface HeldRequest {
  call: string;
  body: unknown;
  release(): void;
}

/** The server-side cart as CartEntry lines. */
function entries(api: FakeApi): CartEntry[] {
  return [...api.serverCart.values()].map(({ product, quantity, unitPrice }) => ({
    _id: `line-${product._id}`,
    product,
    quantity,
    unitPrice,
    lineTotal: unitPrice * quantity,
    addedAt: '2026-11-21T08:00:00.000Z',
  }));
}

const PRODUCTS = [tomato, spinach];

/**
 * Puts a small in-memory API behind the real API client (in place of `fetch`), so the code under test
 * runs its real requests. The server's unit price is the sale price minus 1,000 ₫
 * so tests can tell a server price from a client-computed one.
 */
export function installFakeApi(): FakeApi {
  const api: FakeApi = {
    calls: [],
    serverCart: new Map(),
    routes: [],
    hold: false,
    held: [],
    release(call) {
      const index = api.held.findIndex((request) => request.call === call);
      const request = api.held[index];
      if (!request) throw new Error(`no held ${call}; held: ${api.held.map((r) => r.call).join(', ') || 'none'}`);
      api.held.splice(index, 1);
      request.release();
    },
  };
  const ok = (data: unknown): Reply => ({ status: 200, data: { success: true, data } });

  const defaultRoute = (method: string, url: string, body: unknown): Reply => {
    const bodyObj = (body ?? {}) as {
      productId?: string;
      quantity?: number;
      items?: { productId: string; quantity: number }[];
    };
    const add = (productId: string, quantity: number) => {
      const product = PRODUCTS.find((p) => p._id === productId);
      if (!product) return;
      const line = api.serverCart.get(productId);
      api.serverCart.set(productId, {
        product,
        quantity: (line?.quantity ?? 0) + quantity,
        unitPrice: (product.salePrice ?? product.price) - 1_000,
      });
    };
    if (method === 'GET' && url === '/cart') return ok(entries(api));
    if (method === 'POST' && url === '/cart') {
      add(bodyObj.productId ?? '', bodyObj.quantity ?? 1);
      return ok(entries(api));
    }
    if (method === 'POST' && url === '/cart/merge') {
      // Like the real server: each line capped at the stock, and every capped line reported.
      const adjusted: CartAdjustment[] = [];
      for (const item of bodyObj.items ?? []) {
        const product = PRODUCTS.find((p) => p._id === item.productId);
        if (!product) continue;
        const requested = (api.serverCart.get(product._id)?.quantity ?? 0) + item.quantity;
        const quantity = Math.min(requested, product.stock);
        if (quantity > 0) add(product._id, quantity - (api.serverCart.get(product._id)?.quantity ?? 0));
        if (quantity < requested) adjusted.push({ productId: product._id, name: product.name, requested, quantity });
      }
      return { status: 200, data: { success: true, data: entries(api), adjusted } };
    }
    if (method === 'DELETE' && url === '/cart') {
      api.serverCart.clear();
      return { status: 200, data: { success: true, message: 'Cart cleared' } };
    }
    const line = /^\/cart\/(.+)$/.exec(url);
    if (line?.[1]) {
      const id = decodeURIComponent(line[1]);
      const current = api.serverCart.get(id);
      if (method === 'DELETE' || (method === 'PUT' && (bodyObj.quantity ?? 0) < 1)) api.serverCart.delete(id);
      else if (method === 'PUT' && current)
        api.serverCart.set(id, { ...current, quantity: bodyObj.quantity ?? current.quantity });
      return ok(entries(api));
    }
    return { status: 404, data: { success: false, message: 'Not found' } };
  };

  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const config: SentRequest = {
      method: (init.method ?? 'GET').toLowerCase(),
      url: url.replace(/^\/api/, ''),
      headers: new Headers(init.headers),
    };
    const method = config.method.toUpperCase();
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const call = `${method} ${config.url}`;
    api.calls.push({ call, body, config });
    if (typeof api.hold === 'function' ? api.hold(call) : api.hold)
      await new Promise<void>((release) => api.held.push({ call, body, release }));
    let reply: Reply | 'network-error' | undefined;
    for (const route of api.routes) {
      reply = route(config, body);
      if (reply) break;
    }
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    const { status, data } = reply ?? defaultRoute(method, config.url, body);
    return Response.json(data ?? null, { status });
  });
  return api;
}

/** A route answering one "METHOD /path" with a reply (or a network failure). */
export function answer(call: string, reply: Reply | 'network-error'): Route {
  return (config) => (`${config.method.toUpperCase()} ${config.url}` === call ? reply : undefined);
}
