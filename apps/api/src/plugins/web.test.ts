import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { registerUser } from '../../test/fixtures';
import { buildApp } from '../app';
import { categories, contactMessages, newsletterSubscribers, products } from '../db/schema';

const webDir = fileURLToPath(new URL('../../../web', import.meta.url));

/**
 * A fresh build of the web app for this file only, so the test never serves a stale build nor races
 * a developer's `npm run build`. It lives under node_modules so the server bundle resolves its packages.
 */
async function buildWebApp(): Promise<string> {
  const buildDir = path.join(webDir, 'node_modules', '.cache', `web-plugin-test-${randomUUID()}`);
  // The child needs PATH and friends; not VITEST, which turns the React Router plugin off.
  // eslint-disable-next-line no-restricted-properties -- passing the environment on, not reading configuration
  const { VITEST: _underVitest, ...env } = process.env;
  await promisify(execFile)('npx', ['react-router', 'build'], {
    cwd: webDir,
    env: { ...env, VEGGIE_WEB_BUILD_DIR: buildDir, NODE_ENV: 'production' },
  });
  return buildDir;
}

describe('web plugin: the storefront served by the API process', () => {
  let buildDir: string;
  let testApp: TestApp;
  let leafyGreensId: string;
  let productId: string;
  let originProductId: string;

  beforeAll(async () => {
    buildDir = await buildWebApp();
    testApp = await buildTestApp({ webBuildDir: buildDir });
    const [category, leafyGreens] = await testApp.database.db
      .insert(categories)
      .values([
        { name: 'Rau củ', imageUrl: '/uploads/rau-cu.jpg' },
        { name: 'Rau ăn lá', imageUrl: '/uploads/rau-an-la.jpg' },
      ])
      .returning();
    leafyGreensId = leafyGreens!.id;
    const [product] = await testApp.database.db
      .insert(products)
      .values({
        name: 'Cà chua bi hữu cơ',
        description: 'Cà chua bi trồng tại Đà Lạt.',
        price: 45_000,
        salePrice: 39_000,
        stock: 20,
        categoryId: category!.id,
        imageUrl: '/uploads/ca-chua.jpg',
      })
      .returning();
    productId = product!.id;
    // A product with its farm, a certificate valid for years and a packing date: the product page's origin box.
    const [withOrigin] = await testApp.database.db
      .insert(products)
      .values({
        name: 'Rau muống Đà Lạt',
        description: 'Rau muống hái buổi sáng.',
        price: 18_000,
        stock: 30,
        categoryId: leafyGreens!.id,
        imageUrl: '/uploads/rau-muong.jpg',
        originProvince: 'Lâm Đồng',
        originFarm: 'HTX Rau an toàn Xuân Hương',
        certification: 'vietgap',
        certificateNo: 'VietGAP-TT-25-03-68-0021',
        certificateValidUntil: '2099-12-31',
        packedOn: '2026-11-27',
      })
      .returning();
    originProductId = withOrigin!.id;
  }, 120_000);

  afterAll(async () => {
    await testApp?.close();
    if (buildDir) await rm(buildDir, { recursive: true, force: true });
  });

  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  it('renders the home page on the server with its title, description and products', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<title>Organic fruit and vegetables from Vietnamese farms · Veggie Market</title>');
    expect(res.body).toMatch(/<meta name="description" content="[^"]+"/);
    expect(res.body).toContain('Cà chua bi hữu cơ');
    // The sale price is shown and the regular price struck through, both in the page's (English) format.
    expect(res.body).toContain('39,000\u00a0₫');
    expect(res.body).toMatch(/<s[^>]*>.*45,000\u00a0₫/);
    expect(res.body).toContain('href="/shop"');
  });

  it("renders a page in the shopper's language (lang cookie, then Accept-Language), and says it varies on both", async () => {
    const page = (headers: Record<string, string>) => testApp.app.inject({ method: 'GET', url: '/', headers });
    const vietnamese = await page({ 'accept-language': 'vi-VN,vi;q=0.9,en;q=0.5' });
    expect(vietnamese.body).toMatch(/<html lang="vi"/);
    expect(vietnamese.body).toContain('Cà chua bi hữu cơ');
    expect(vietnamese.body).toContain('39.000\u00a0₫');
    const vary = String(vietnamese.headers.vary).toLowerCase();
    expect(vary).toContain('cookie');
    expect(vary).toContain('accept-language');
    // The switch's cookie wins over the browser's preference.
    const chosen = await page({ 'accept-language': 'vi', cookie: 'lang=en' });
    expect(chosen.body).toMatch(/<html lang="en"/);
    expect(chosen.body).toContain('<title>Organic fruit and vegetables from Vietnamese farms · Veggie Market</title>');
  });

  it('answers a client-side navigation (.data request) from the same loader', async () => {
    const res = await get('/_root.data');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Cà chua bi hữu cơ');
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const html = (await get('/')).body;
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeDefined();
    const res = await get(asset!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends pages compressed and never cacheable, their scripts compressed and immutable', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(page.rawPayload).toString();
    expect(html).toContain('Cà chua bi hữu cơ');
    // Each page carries its own CSP nonce: no cache may keep it.
    expect(page.headers).not.toHaveProperty('cache-control');

    const asset = html.match(/\/assets\/entry\.client-[\w-]+\.js/)?.[0];
    expect(asset).toBeDefined();
    const script = await testApp.app.inject({ method: 'GET', url: asset!, headers: { 'accept-encoding': 'gzip' } });
    expect(script.headers['content-encoding']).toBe('gzip');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(script.rawPayload).toString()).toContain('import');
  });

  it('sends scripts and styles as compressed at build time, and each encoding only to who accepts it', async () => {
    const html = (await get('/')).body;
    const assets = [html.match(/\/assets\/framework-[\w-]+\.js/)?.[0], html.match(/\/assets\/[\w-]+\.css/)?.[0]];
    for (const asset of assets) {
      expect(asset).toBeDefined();
      const file = path.join(buildDir, 'client', asset!);
      const original = await readFile(file);
      const brotli = await testApp.app.inject({
        method: 'GET',
        url: asset!,
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers.vary).toMatch(/accept-encoding/i);
      expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // The build's quality-11 copy, byte for byte, not a per-request compression of the file.
      expect(brotli.rawPayload.equals(await readFile(`${file}.br`))).toBe(true);
      expect(brotliDecompressSync(brotli.rawPayload).equals(original)).toBe(true);

      const gzip = await testApp.app.inject({ method: 'GET', url: asset!, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.rawPayload.equals(await readFile(`${file}.gz`))).toBe(true);

      const plain = await testApp.app.inject({
        method: 'GET',
        url: asset!,
        headers: { 'accept-encoding': 'identity' },
      });
      expect(plain.headers).not.toHaveProperty('content-encoding');
      expect(plain.rawPayload.equals(original)).toBe(true);
    }
    // The copies are how a file is sent, not files of their own.
    expect((await get(`${assets[0]}.br`)).statusCode).toBe(404);
  });

  it("keeps zod, axios, react-hook-form, react-toastify and TanStack Query out of the storefront pages' first load, in few files", async () => {
    const assets = path.join(buildDir, 'client', 'assets');
    const manifestFile = (await readdir(assets)).find((name) => /^manifest-.*\.js$/.test(name));
    const text = await readFile(path.join(assets, manifestFile!), 'utf8');
    const manifest = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as {
      entry: { module: string; imports: string[] };
      routes: Record<string, { parentId?: string; module: string; imports?: string[] }>;
    };
    // Words and code that come after the first load (below-the-fold parts, other pages' formats), each with a
    // string of its own that minifying keeps: the origin box of the product page (issue 35), the About page's
    // team, a weight line's estimate (the cart's and the orders'), the delivery window's 24-hour clock
    // (checkout, orders), the other policies' words on one policy page.
    const afterFirstLoad = ['Origin and certificate', 'Nguồn gốc và chứng nhận', 'cân thực tế', 'hourCycle'];
    const pageMarkers: Record<string, string[]> = {
      'routes/home': afterFirstLoad,
      'routes/shop': afterFirstLoad,
      'routes/product': afterFirstLoad,
      'routes/about': [...afterFirstLoad, 'Meet our team', 'Đội ngũ của chúng tôi'],
      'routes/returns': [...afterFirstLoad, 'Goods inspection policy', '1. Where we deliver'],
    };
    for (const [routeId, markers] of Object.entries(pageMarkers)) {
      const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
      for (
        let route = manifest.routes[routeId];
        route;
        route = route.parentId ? manifest.routes[route.parentId] : undefined
      ) {
        for (const file of [route.module, ...(route.imports ?? [])]) files.add(file);
      }
      const code = (
        await Promise.all([...files].map((file) => readFile(path.join(buildDir, 'client', file), 'utf8')))
      ).join('\n');
      // One string each library cannot minify away: zod's base schema, axios's error codes, react-hook-form's
      // option, react-toastify's container class (it loads with the first toast), TanStack Query's query
      // (only the screens with server state load it: lib/query-client.tsx).
      for (const marker of [
        '$ZodType',
        'ERR_BAD_OPTION_VALUE',
        'shouldUseNativeValidation',
        'Toastify__toast-container',
        'Missing queryFn',
        ...markers,
      ]) {
        expect(code, `${routeId}: ${marker}`).not.toContain(marker);
      }
      // The framework and the storefront shell come as one chunk each (vite.config.ts), not dozens of small files.
      expect(files.size, `${routeId}: ${[...files].join(', ')}`).toBeLessThanOrEqual(12);
    }
  });

  it('sends every part of a page in place, so it reads without JavaScript (footer, home sections, origin box)', async () => {
    // The parts whose code loads after the first load: the About page's team, the product page's origin box.
    const lazyParts: Record<string, string[]> = {
      '/': [],
      '/about': ['Meet our team', 'Trần Minh Khoa'],
      [`/shop/${originProductId}`]: ['Origin and certificate', 'HTX Rau an toàn Xuân Hương', 'VietGAP certified'],
    };
    for (const [url, parts] of Object.entries(lazyParts)) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      // An outlined boundary is a hidden div that only React's inline script moves into the page.
      expect(res.body).not.toContain('<template id="B:');
      expect(res.body).not.toContain('<div hidden id="S:');
      expect(res.body).toMatch(/<footer[^>]*>[\s\S]*<form[^>]*method="post"/);
      for (const part of parts) expect(res.body, `${url}: ${part}`).toContain(part);
    }
    // The product's certificate in its JSON-LD too, judged on the shop's day as the badge is.
    const jsonLd = (await get(`/shop/${originProductId}`)).body.match(
      /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/,
    );
    expect(JSON.parse(jsonLd![1]!)).toMatchObject({
      hasCertification: { name: 'VietGAP', certificationIdentification: 'VietGAP-TT-25-03-68-0021' },
    });
  });

  it('serves other public files with a short cache', async () => {
    const res = await get('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it("counts every page render against the ceiling, a missing file's too, but never the build's own files", async () => {
    const limited = await buildTestApp(
      { webBuildDir: buildDir },
      { rateLimits: { globalPerIp: { max: 10, windowMs: 60_000 } } },
    );
    try {
      const fetch = (url: string) => limited.app.inject({ method: 'GET', url, remoteAddress: '198.51.100.20' });
      for (let i = 0; i < 20; i++) expect((await fetch('/favicon.svg')).statusCode).toBe(200);
      // Names like files, but no file of the build: each renders the Not found page (whose loaders' API
      // calls count too), until the ceiling refuses the render itself.
      expect((await fetch('/shop/photo.webp')).statusCode).toBe(404);
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) statuses.push((await fetch('/missing.js')).statusCode);
      expect(statuses).toContain(429);
      expect((await fetch('/favicon.svg')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  describe("a page's form (route actions)", () => {
    const post = (url: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
      testApp.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: new URLSearchParams(form).toString(),
      });
    const message = { name: 'Lan', email: 'lan@example.vn', phone: '', subject: 'Giao hàng', message: 'Huế?' };

    it('takes the contact form the browser sent itself, stores it through the API and says so in the page', async () => {
      const res = await post('/contact', { ...message, subject: 'Without a script' }, { cookie: 'lang=vi' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('Cảm ơn bạn!');
      const stored = await testApp.database.db.select().from(contactMessages);
      expect(stored.map((row) => row.subject)).toContain('Without a script');
    });

    it("joins a signed-in sender's message to the account whose session the page handed over", async () => {
      const lan = await registerUser(testApp.app, { email: 'lan.contact@example.vn' });
      const res = await post('/contact.data', { ...message, subject: 'Signed in', sessionToken: lan.token });
      expect(res.statusCode).toBe(200);
      const stored = await testApp.database.db.select().from(contactMessages);
      expect(stored.find((row) => row.subject === 'Signed in')?.userId).toBe(lan.id);
    });

    it("answers the page script's fetcher (.data) from the same action, and refuses a bad form there", async () => {
      const res = await post('/newsletter.data', { email: 'chi.ha@' });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('Please enter a valid email address');
      const [subscriber] = await testApp.database.db.select().from(newsletterSubscribers);
      expect(subscriber).toBeUndefined();
    });

    it('refuses a form posted from another site, and stores nothing', async () => {
      const res = await post('/contact', { ...message, subject: 'Cross-site' }, { origin: 'https://evil.example' });
      expect(res.statusCode).toBe(400);
      const stored = await testApp.database.db.select().from(contactMessages);
      expect(stored.map((row) => row.subject)).not.toContain('Cross-site');
    });

    it("takes the shop's own form opened at another address than localhost, without PUBLIC_URL", async () => {
      // A phone on the shop's network, and the laptop itself as 127.0.0.1: Origin names the Host posted to.
      for (const host of ['192.168.1.20:3000', '127.0.0.1:3000']) {
        const res = await post('/contact', { ...message, subject: `From ${host}` }, { host, origin: `http://${host}` });
        expect(res.statusCode).toBe(200);
      }
      // Another site posting to the shop's address names its own origin, never the shop's Host.
      const forged = await post(
        '/contact',
        { ...message, subject: 'Forged' },
        { host: '192.168.1.20:3000', origin: 'http://evil.example' },
      );
      expect(forged.statusCode).toBe(400);
      const stored = await testApp.database.db.select().from(contactMessages);
      const subjects = stored.map((row) => row.subject);
      expect(subjects).toEqual(expect.arrayContaining(['From 192.168.1.20:3000', 'From 127.0.0.1:3000']));
      expect(subjects).not.toContain('Forged');
    });

    it('takes only a form body', async () => {
      const res = await testApp.app.inject({ method: 'POST', url: '/contact', payload: message });
      expect(res.statusCode).toBe(415);
    });
  });

  it('leaves unknown /api paths to the JSON 404 envelope', async () => {
    const res = await get('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ success: false });
    expect((await get('/api')).headers['content-type']).toMatch(/^application\/json/);
  });

  it('renders the Not found page with status 404 for an unknown page', async () => {
    const res = await get('/some/unknown/page');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Page not found');
    expect(res.body).toContain('Go to Homepage');
    expect(res.body).toContain('Veggie Market');
  });

  it('runs the page under a CSP whose per-request nonce is the one on every inline script', async () => {
    const nonces: string[] = [];
    for (const url of ['/', '/', '/shop', '/login']) {
      const res = await get(url);
      const csp = String(res.headers['content-security-policy']);
      const nonce = csp.match(/script-src 'self' 'nonce-([\w+/=]+)'/)?.[1];
      expect(nonce, csp).toBeDefined();
      const scripts = [...res.body.matchAll(/<script([^>]*)>/g)].map((m) => m[1] ?? '');
      const inline = scripts.filter((attrs) => !/\ssrc=/.test(attrs));
      expect(inline.length).toBeGreaterThan(0);
      for (const attrs of inline) expect(attrs).toContain(`nonce="${nonce}"`);
      nonces.push(nonce!);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it('answers HEAD for a page without a body', async () => {
    const res = await testApp.app.inject({ method: 'HEAD', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe('');
  });

  describe("a request's Host header", () => {
    const EVIL = 'evil.example';
    const spoofed = (app: Awaited<ReturnType<typeof buildApp>>, url: string) =>
      app.inject({
        method: 'GET',
        url,
        headers: { host: EVIL, 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'https' },
      });
    const PAGES = ['/robots.txt', '/sitemap.xml', '/sitemaps/pages.xml', '/sitemaps/products/1', '/', '/about'];

    it('never enters an answer without PUBLIC_URL: pages use rooted URLs, crawlers get no absolute ones', async () => {
      for (const url of [...PAGES, `/shop/${productId}`]) {
        const res = await spoofed(testApp.app, url);
        expect(res.body, url).not.toContain(EVIL);
        expect(JSON.stringify(res.headers), url).not.toContain(EVIL);
      }
      const page = (await spoofed(testApp.app, `/shop/${productId}?ref=x`)).body;
      expect(page).toContain(`<link rel="canonical" href="/shop/${productId}"/>`);
      const jsonLd = JSON.parse(page.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/)![1]!);
      expect(jsonLd).toMatchObject({ url: `/shop/${productId}`, image: '/uploads/ca-chua.jpg' });
      // robots.txt still keeps crawlers out of private pages; the sitemaps need the shop's address to exist.
      const robots = await spoofed(testApp.app, '/robots.txt');
      expect(robots.statusCode).toBe(200);
      expect(robots.body).toContain('Disallow: /admin');
      expect(robots.body).not.toContain('Sitemap:');
      for (const url of ['/sitemap.xml', '/sitemaps/pages.xml', '/sitemaps/products/1'])
        expect((await spoofed(testApp.app, url)).statusCode, url).toBe(404);
    });

    it('never enters an answer with PUBLIC_URL: every absolute URL is on PUBLIC_URL', async () => {
      const published = await buildApp({
        config: { ...testApp.config, publicUrl: 'https://veggie.example' },
        database: testApp.database,
        ownsDatabase: false,
      });
      try {
        for (const url of [...PAGES, `/shop/${productId}`]) {
          const res = await spoofed(published, url);
          expect(res.statusCode, url).toBe(200);
          expect(res.body, url).not.toContain(EVIL);
          expect(JSON.stringify(res.headers), url).not.toContain(EVIL);
        }
        expect((await spoofed(published, '/robots.txt')).body).toContain('Sitemap: https://veggie.example/sitemap.xml');
      } finally {
        await published.close();
      }
    });
  });

  describe('for search engines', () => {
    /** The same shop and database, known to the world at its PUBLIC_URL. */
    let published: Awaited<ReturnType<typeof buildApp>>;
    const ORIGIN = 'https://veggie.example';
    beforeAll(async () => {
      published = await buildApp({
        config: { ...testApp.config, publicUrl: ORIGIN },
        database: testApp.database,
        ownsDatabase: false,
      });
    });
    afterAll(() => published?.close());
    const fetch = (url: string, headers: Record<string, string> = {}) =>
      published.inject({ method: 'GET', url, headers });
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

    it('indexes the sitemap files at PUBLIC_URL: the pages and one file per 5,000 products', async () => {
      const res = await fetch('/sitemap.xml');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      expect(res.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      expect(locs(res.body)).toEqual([`${ORIGIN}/sitemaps/pages.xml`, `${ORIGIN}/sitemaps/products/1`]);
    });

    it('lists home, shop, categories, every policy page and the shop of each category', async () => {
      const urls = locs((await fetch('/sitemaps/pages.xml')).body);
      for (const path of [
        '/',
        '/shop',
        '/categories',
        '/shop-information',
        '/delivery-policy',
        '/returns-policy',
        '/inspection-policy',
        '/privacy',
        '/terms',
      ])
        expect(urls).toContain(`${ORIGIN}${path}`);
      expect(urls).toContain(`${ORIGIN}/shop?category=${leafyGreensId}`);
      expect(urls.some((url) => /admin|cart|profile|orders|login/.test(url!))).toBe(false);
    });

    it('lists every product with its last change, and answers 404 past the last file', async () => {
      const res = await fetch('/sitemaps/products/1');
      expect(res.statusCode).toBe(200);
      expect(res.body).toMatch(
        new RegExp(`<url><loc>${ORIGIN}/shop/${productId}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T[^<]+</lastmod></url>`),
      );
      for (const url of ['/sitemaps/products/2', '/sitemaps/products/0', '/sitemaps/products/x'])
        expect((await fetch(url)).statusCode, url).toBe(404);
    });

    it("lets crawlers read the storefront but not the admin, the API or a shopper's pages, and names the sitemap", async () => {
      const res = await fetch('/robots.txt');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      const lines = res.body.split('\n');
      expect(lines).toContain('User-agent: *');
      expect(lines).toContain('Allow: /');
      for (const path of ['/admin', '/api/', '/cart', '/profile', '/orders'])
        expect(lines).toContain(`Disallow: ${path}`);
      expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    });

    it('gives every storefront page one canonical URL, the shop keeping only what changes its content', async () => {
      const canonical = async (url: string) =>
        (await fetch(url)).body.match(/<link rel="canonical" href="([^"]+)"/g)?.map((tag) => tag.slice(28, -1));
      expect(await canonical('/')).toEqual([`${ORIGIN}/`]);
      expect(await canonical('/about?utm_source=zalo')).toEqual([`${ORIGIN}/about`]);
      expect(await canonical(`/shop?utm_source=facebook&category=${leafyGreensId}&fbclid=x&page=2&sort=name`)).toEqual([
        `${ORIGIN}/shop?category=${leafyGreensId}&amp;page=2`,
      ]);
      expect(await canonical('/shop?q=c%C3%A0+chua&page=1&utm_campaign=tet')).toEqual([
        `${ORIGIN}/shop?q=c%C3%A0+chua`,
      ]);
      expect(await canonical(`/shop/${productId}?ref=newsletter`)).toEqual([`${ORIGIN}/shop/${productId}`]);
      expect(await canonical('/no/such/page')).toBeUndefined();
    });

    it("describes a product as schema.org JSON-LD, under the page's CSP nonce", async () => {
      const res = await fetch(`/shop/${productId}`);
      const nonce = String(res.headers['content-security-policy']).match(/'nonce-([\w+/=]+)'/)?.[1];
      const script = res.body.match(/<script type="application\/ld\+json" nonce="([^"]+)">(.*?)<\/script>/);
      expect(script?.[1]).toBe(nonce);
      expect(JSON.parse(script![2]!)).toEqual({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Cà chua bi hữu cơ',
        description: 'Cà chua bi trồng tại Đà Lạt.',
        sku: productId,
        url: `${ORIGIN}/shop/${productId}`,
        image: `${ORIGIN}/uploads/ca-chua.jpg`,
        category: 'Rau củ',
        offers: {
          '@type': 'Offer',
          url: `${ORIGIN}/shop/${productId}`,
          price: 39_000,
          priceCurrency: 'VND',
          availability: 'https://schema.org/InStock',
        },
      });
      expect(res.body).toMatch(
        /<meta name="description" content="Buy Cà chua bi hữu cơ for 39.000\u00a0₫ at Veggie Market/,
      );
    });

    it('describes the shop as an Organization on the home page, from its settings', async () => {
      const html = (await fetch('/')).body;
      const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)];
      const [organization, website] = JSON.parse(blocks[0]![1]!) as Record<string, unknown>[];
      expect(organization).toMatchObject({
        '@type': 'Organization',
        name: 'Veggie Market',
        legalName: 'Công ty TNHH Veggie Market Việt Nam',
        url: `${ORIGIN}/`,
      });
      expect(website).toMatchObject({
        '@type': 'WebSite',
        potentialAction: { target: `${ORIGIN}/shop?q={search_term_string}` },
      });
    });
  });

  it('sends each hero tile to the shop filtered by its category, or to the categories when the shop has none such', async () => {
    const html = (await get('/')).body;
    const tile = (label: string) => html.match(new RegExp(`<a [^>]*href="([^"]+)"[^>]*>(?:(?!</a>).)*${label}`))?.[1];
    expect(tile('Leafy greens')).toBe(`/shop?category=${leafyGreensId}`);
    expect(tile('Root vegetables')).toBe('/categories');
  });

  it.each([
    ['en', '/returns-policy', ['Returns &amp; refunds', 'within 24 hours of delivery']],
    ['vi', '/returns-policy', ['Đổi trả và hoàn tiền', 'trong vòng 24 giờ sau khi nhận hàng']],
    ['en', '/shop-information', ['Business registration number', '0318765432', '14/03/2023']],
    ['vi', '/shop-information', ['Mã số doanh nghiệp', 'Công ty TNHH Veggie Market Việt Nam']],
    ['en', '/inspection-policy', ['Goods inspection policy', 'before you pay']],
    ['vi', '/delivery-policy', ['Chính sách giao hàng', 'Đơn đặt trước 14:00']],
  ])('renders the %s %s page with the shop settings', async (lang, url, texts) => {
    const res = await testApp.app.inject({ method: 'GET', url, headers: { cookie: `lang=${lang}` } });
    expect(res.statusCode).toBe(200);
    for (const text of texts) expect(res.body).toContain(text);
  });
});
