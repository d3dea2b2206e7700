import { describe, expect, it } from 'vitest';
import { loader } from './product-redirect';

const tomato = { _id: '53af2b8a-a64f-42a4-97e4-cd033eb8d7fc', name: 'Cà chua bi hữu cơ' };
const beef = { _id: '0b7e3c1a-2f4d-4a8e-9c1b-1d2e3f4a5b6c', name: 'Cà chua beef Đà Lạt' };

function call(idOrSlug: string, seen: string[] = []) {
  const context = {
    api: async (path: string) => {
      seen.push(path);
      return { status: 200, body: { success: true, data: { products: [beef, tomato], pagination: {} } } };
    },
  };
  const args = { params: { idOrSlug }, context, request: new Request('http://shop.test/product/x') };
  return loader(args as unknown as Parameters<typeof loader>[0]).catch((thrown: unknown) => thrown);
}

describe('/product/:idOrSlug', () => {
  it('sends an id straight to /shop/:id', async () => {
    const seen: string[] = [];
    const answer = (await call(tomato._id, seen)) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe(`/shop/${tomato._id}`);
    expect(seen).toEqual([]);
  });

  it('looks a slug up by its words and redirects to the product whose slug matches', async () => {
    const seen: string[] = [];
    const answer = (await call('cà-chua-bi-hữu-cơ', seen)) as Response;
    expect(answer.headers.get('Location')).toBe(`/shop/${tomato._id}`);
    expect(seen).toEqual([
      `/products?q=${encodeURIComponent('cà chua bi hữu cơ').replace(/%20/g, '+')}&page=1&limit=20`,
    ]);
  });

  it('answers 404 when no product has that slug', async () => {
    const answer = await call('sau-rieng');
    expect(answer).toMatchObject({ init: { status: 404 } });
  });
});
