import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SiteFooter } from './components/layout/site-footer';
import { SiteHeader } from './components/layout/site-header';
import { Layout, loader } from './root';
import { demoShop } from './test/fixtures';

// The document's script and head tags need the framework's build manifest, which a test has not got.
vi.mock('react-router', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  Meta: () => null,
  Links: () => null,
  Scripts: () => null,
  ScrollRestoration: () => null,
}));

/** The root as the server renders a first visit: its loader reads the request, its Layout the answer. */
async function serverRender(headers: Record<string, string>, path = '/') {
  const routes = [
    {
      id: 'root',
      path: '/',
      loader,
      Component: () => (
        <Layout>
          <SiteHeader cart={null} account={null} />
          <SiteFooter shop={demoShop} newsletter={null} />
        </Layout>
      ),
      // An admin page: the admin layout's route, as routes.ts names it.
      children: [{ id: 'layouts/admin-layout', path: 'admin', Component: () => null }],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://shop.test${path}`, { headers }));
  if (context instanceof Response) throw new Error(`Unexpected response ${context.status}`);
  return renderToString(<StaticRouterProvider router={createStaticRouter(routes, context)} context={context} />);
}

describe('root language', () => {
  it('renders Vietnamese with lang="vi" for the lang=vi cookie, whatever the browser asks', async () => {
    const html = await serverRender({ Cookie: 'lang=vi', 'Accept-Language': 'en-US,en;q=0.9' });
    expect(html).toContain('<html lang="vi">');
    expect(html).toContain('Cửa hàng');
    expect(html).toContain('aria-label="Điều hướng chính"');
    expect(html).toMatch(/<button[^>]*lang="vi"[^>]*aria-pressed="true"/);
  });

  it('renders Vietnamese for a browser that prefers it', async () => {
    const html = await serverRender({ 'Accept-Language': 'vi-VN,vi;q=0.9,en;q=0.8' });
    expect(html).toContain('<html lang="vi">');
    expect(html).toContain('Giới thiệu');
  });

  it('stays English by default and for lang=en', async () => {
    const requests: Record<string, string>[] = [{}, { Cookie: 'lang=en', 'Accept-Language': 'vi' }];
    for (const headers of requests) {
      const html = await serverRender(headers);
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('aria-label="Main"');
      expect(html).not.toContain('Cửa hàng');
    }
  });
});

describe('admin language', () => {
  it('is Vietnamese without a lang cookie, even for a browser that asks for English', async () => {
    const html = await serverRender({ 'Accept-Language': 'en-US,en;q=0.9' }, '/admin');
    expect(html).toContain('<html lang="vi">');
  });

  it("follows the lang cookie, and leaves the storefront's own default alone", async () => {
    expect(await serverRender({ Cookie: 'lang=en', 'Accept-Language': 'vi' }, '/admin')).toContain('<html lang="en">');
    expect(await serverRender({ Cookie: 'lang=vi' }, '/admin')).toContain('<html lang="vi">');
    expect(await serverRender({ 'Accept-Language': 'en-US' }, '/')).toContain('<html lang="en">');
  });
});
