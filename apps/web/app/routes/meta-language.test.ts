import { describe, expect, it } from 'vitest';
import { meta as cartMeta } from './cart';
import { meta as homeMeta } from './home';

/** The matches a `meta` function gets: the root's answer names the page's language (root.tsx). */
const inLanguage = (locale: string) => [{ id: 'root', loaderData: { locale } }];

describe('page titles and descriptions follow the language', () => {
  it('the cart', () => {
    expect(cartMeta({ matches: inLanguage('en') })[0]).toEqual({ title: 'Cart · Veggie Market' });
    expect(cartMeta({ matches: inLanguage('vi') })[0]).toEqual({ title: 'Giỏ hàng · Veggie Market' });
  });

  it('the home page', () => {
    const tags = homeMeta({ matches: inLanguage('vi') } as unknown as Parameters<typeof homeMeta>[0]);
    expect(tags).toContainEqual({ title: 'Rau củ quả hữu cơ từ nông trại Việt Nam · Veggie Market' });
    expect(tags).toContainEqual({ name: 'description', content: expect.stringMatching(/[ăâđêôơư]/) });
  });
});
