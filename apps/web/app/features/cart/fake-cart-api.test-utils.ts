import type { CartEntry, Product } from '@veggie/contract';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { httpClient } from '../../lib/http-client';

export type CartProductFixture = Pick<Product, '_id' | 'name' | 'price' | 'salePrice' | 'imageUrl'> & { stock: number };

export const tomato: CartProductFixture = {
  _id: 'p-tomato-0001',
  name: 'Cà chua bi Đà Lạt',
  price: 45_000,
  salePrice: 39_000,
  imageUrl: '/uploads/tomato.jpg',
  stock: 20,
};
export const spinach: CartProductFixture = {
  _id: 'p-spinach-002',
  name: 'Rau muống',
  price: 15_000,
  salePrice: null,
  imageUrl: '',
  stock: 50,
};

export interface Reply {
  status: number;
  data?: unknown;
}
export type Route = (config: InternalAxiosRequestConfig, body: unknown) => Reply | 'network-error' | undefined;

export interface FakeApi {
  /** Every request as axios sent it, with "METHOD /path" for quick assertions. */
  calls: { call: string; body: unknown; config: InternalAxiosRequestConfig }[];
  /** The server's cart lines, keyed by product. */
  serverCart: Map<string, { product: CartProductFixture; quantity: number; unitPrice: number }>;
  /** Answers tried before the default cart behaviour; return undefined to fall through. */
  routes: Route[];
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
 * Puts a small in-memory API behind the real http client (through its axios adapter), so the code under
 * test runs its real requests and interceptors. The server's unit price is the sale price minus 1,000 ₫
 * so tests can tell a server price from a client-computed one.
 */
export function installFakeApi(): FakeApi {
  const api: FakeApi = { calls: [], serverCart: new Map(), routes: [] };
  const ok = (data: unknown): Reply => ({ status: 200, data: { success: true, data } });

  const defaultRoute = (method: string, url: string, body: unknown): Reply => {
    const bodyObj = (body ?? {}) as { productId?: string; quantity?: number; items?: { productId: string; quantity: number }[] };
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
      for (const item of bodyObj.items ?? []) add(item.productId, item.quantity);
      return ok(entries(api));
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
      else if (method === 'PUT' && current) api.serverCart.set(id, { ...current, quantity: bodyObj.quantity ?? current.quantity });
      return ok(entries(api));
    }
    return { status: 404, data: { success: false, message: 'Not found' } };
  };

  httpClient.defaults.adapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const body: unknown = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    api.calls.push({ call: `${method} ${url}`, body, config });
    let reply: Reply | 'network-error' | undefined;
    for (const route of api.routes) {
      reply = route(config, body);
      if (reply) break;
    }
    if (reply === 'network-error') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const { status, data } = reply ?? defaultRoute(method, url, body);
    const response: AxiosResponse = { status, statusText: '', headers: {}, config, data };
    if (status >= 400) throw new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_REQUEST, config, null, response);
    return response;
  };
  return api;
}

/** A route answering one "METHOD /path" with a reply (or a network failure). */
export function answer(call: string, reply: Reply | 'network-error'): Route {
  return (config) => (`${(config.method ?? 'get').toUpperCase()} ${config.url ?? ''}` === call ? reply : undefined);
}
