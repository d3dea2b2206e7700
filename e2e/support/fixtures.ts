// What every spec imports instead of @playwright/test: the shop's API for quick setup, fresh customers,
// signing a browser in without the login form, and the mailbox the log mailer writes to.
import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { waitForHydration } from './hydration';
import { solidPng } from './png';
import { admin, serverLogPath } from './shop';

export { expect };

export interface Account {
  name: string;
  email: string;
  password: string;
}

export interface Session {
  token: string;
  user: { _id: string; name: string; email: string; role: 'user' | 'admin' };
}

/** A customer no other test has used: tests run in parallel against one database. */
export function newAccount(label = 'Khách'): Account {
  const id = randomUUID().slice(0, 8);
  return { name: `${label} ${id}`, email: `e2e-${id}@example.com`, password: `pass-${id}` };
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  const body = await response.json();
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}: ${JSON.stringify(body)}`);
  return body as T;
}

export interface CatalogProduct {
  _id: string;
  name: string;
  stock: number;
  createdAt: string;
  category: { _id: string; name: string };
}

/** The shop's HTTP API, for arranging state a test is not about. */
export class ShopApi {
  constructor(private readonly request: APIRequestContext) {}

  async register(account: Account): Promise<Session> {
    const body = await ok<{ token: string; data: Session['user'] }>(
      await this.request.post('/api/auth/register', { data: account }),
    );
    return { token: body.token, user: body.data };
  }

  async login(email: string, password: string): Promise<Session> {
    const body = await ok<{ token: string; data: Session['user'] }>(
      await this.request.post('/api/auth/login', { data: { email, password } }),
    );
    return { token: body.token, user: body.data };
  }

  loginAdmin(): Promise<Session> {
    return this.login(admin.email, admin.password);
  }

  async get<T>(path: string, token?: string): Promise<T> {
    const response = await this.request.get(`/api${path}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return (await ok<{ data: T }>(response)).data;
  }

  async send<T>(method: 'post' | 'put' | 'delete', path: string, token: string, data?: unknown): Promise<T> {
    const response = await this.request[method](`/api${path}`, { headers: { authorization: `Bearer ${token}` }, data });
    return (await ok<{ data: T }>(response)).data;
  }

  /** A logged-in customer whose profile is complete enough to check out. */
  async customerReadyToOrder(account = newAccount()): Promise<Session & { account: Account }> {
    const session = await this.register(account);
    await this.send('put', '/auth/profile', session.token, {
      name: account.name,
      email: account.email,
      phone: '0901234567',
      address: '12 Lê Lợi, Quận 1, TP. Hồ Chí Minh',
    });
    return { ...session, account };
  }

  /**
   * The oldest product in stock: one of the seed's, which other specs running at the same time read and
   * buy but never rename or delete. Never the newest, which is a product another spec made for itself
   * and counts the stock of (cart.spec's stock cap; the admin specs change products of their own).
   */
  async seededProductInStock(): Promise<CatalogProduct> {
    const { products } = await this.get<{ products: CatalogProduct[] }>('/products?limit=100');
    const product = products.filter((p) => p.stock >= 5).sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0];
    if (!product) throw new Error('the seeded catalog has no product with stock');
    return product;
  }

  /** A product of the first category sold by the kg in 250 g steps, 20 kg in stock, made by the admin. */
  async productSoldByWeight(admin: Session, name: string, pricePerKg: number): Promise<{ _id: string; name: string }> {
    const [category] = await this.get<{ _id: string }[]>('/categories');
    const created = await this.request.post('/api/products/admin/products', {
      headers: { authorization: `Bearer ${admin.token}` },
      multipart: {
        name,
        description: 'Bí đỏ bán theo ký cho kiểm thử đầu cuối.',
        unitKind: 'weight',
        unitLabel: 'kg',
        unitLabelEn: 'kg',
        pricePerKg,
        stepGrams: 250,
        stock: 20_000,
        category: category!._id,
        image: { name: 'product.png', mimeType: 'image/png', buffer: solidPng() },
      },
    });
    if (created.status() !== 201)
      throw new Error(`creating ${name} answered ${created.status()}: ${await created.text()}`);
    return ((await created.json()) as { data: { _id: string; name: string } }).data;
  }
}

/** Opens pages already logged in, the way the app keeps a session (localStorage `token` and `user`). */
export async function signIn(page: Page, session: Session): Promise<void> {
  await page.addInitScript(
    ({ token, user }) => {
      if (window.localStorage.getItem('token') === null && !sessionStorage.getItem('e2e-signed-out')) {
        window.localStorage.setItem('token', token);
        window.localStorage.setItem('user', JSON.stringify(user));
      }
    },
    { token: session.token, user: session.user },
  );
}

/** A signed-in shopper with a complete profile and one seeded product in the cart, on the checkout page. */
export async function shopperAtCheckout(page: Page, api: ShopApi) {
  const customer = await api.customerReadyToOrder();
  const product = await api.seededProductInStock();
  await api.send('post', '/cart', customer.token, { productId: product._id, quantity: 1 });
  const user = await api.get<Session['user']>('/auth/profile', customer.token);
  await signIn(page, { token: customer.token, user });
  await page.goto('/checkout');
  await waitForHydration(page);
  return { customer, product };
}

/** The newest mail the log mailer wrote for `to`, waiting for it to arrive. */
export async function lastMailTo(to: string, timeoutMs = 10_000): Promise<{ subject: string; text: string }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const lines = (await readFile(serverLogPath(), 'utf8')).split('\n');
    const mails = lines
      .filter((line) => line.includes('"mail"'))
      .map((line) => {
        try {
          return (JSON.parse(line) as { mail?: { to: string; subject: string; text: string } }).mail;
        } catch {
          return undefined;
        }
      })
      .filter((mail) => mail?.to === to);
    const mail = mails.at(-1);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} in the server log`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export const test = base.extend<{ api: ShopApi }>({
  api: async ({ request }, use) => {
    await use(new ShopApi(request));
  },
});
